// What other features use of collections/: saved searches are shared exactly as collections are
// (migration 0022), so they build on these.
export { accessibleCollection, NOT_AUTHORIZED } from './accessible-collection.js'
export {
  collectionIdParams,
  COLLECTION_NAME_MAX,
  COLLECTIONS_PAGE_SIZE,
  COLLECTIONS_PAGE_SIZE_MAX,
  collectionRelationships,
  listCollectionsQuery,
  memberResourceSchema,
  notifyFlagProperties,
} from './collection-schemas.js'
export {
  createCollection,
  findCollection,
  findCollectionDetails,
  listCollections,
  updateCollection,
  type CollectionDetails,
  type CollectionLock,
  type CollectionRow,
  type UnviewedCounts,
} from './collections.repository.js'
export { isoText, memberRelationships, memberResources, recordListDocument } from './collections.service.js'
export type { CollectionKind } from './collections.tables.js'
export { commentRoutesOf } from './comments/comments.routes.js'
export { deleteRoute } from './delete.routes.js'
export { addCollaborator } from './invitations.repository.js'
export { invitationRoutes } from './invitations.routes.js'
export { listDescription, listScope } from './list-scope.js'
export { memberRoutes } from './members.routes.js'
export { recordKind, SAVED_SEARCH_KIND, type RecordKind } from './record-kind.js'
export type { DocumentOf, SharedRoutesOf } from './shared-routes-of.js'
export { isAgentOf, siteAgentIdOf } from './site-agent.js'
export { subscriptionsRoutes } from './subscriptions/subscriptions.routes.js'
export { viewedRoute } from './viewed.routes.js'
