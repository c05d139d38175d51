/**
 * Versioned saves for everything the admin app edits (markets' filter documents, UI-editor
 * components, site settings): see README.md for the contract.
 */
export { registerVersionRoutes, type VersionRoutesConfig } from './versions.routes.js'
export {
  documentVersionResource,
  INITIAL_VERSION_NAME,
  listVersions,
  saveVersioned,
  versionAuthorName,
  VERSIONS_LIST_LIMIT,
  type DocumentVersion,
  type LockedState,
  type VersionAuthor,
  type VersionDocument,
  type VersionedSave,
  type VersionedSaveResult,
} from './versions.service.js'
export { VersionConflictError, versionConflictDetail, versionConflictSchema } from './version-conflict-error.js'
export {
  documentVersionAttributes,
  documentVersionDocumentSchema,
  documentVersionListSchema,
} from './versions.schemas.js'
export type { DocumentVersionRow, VersionedRecord } from './versions.repository.js'
export type { DocumentVersionsTable, VersionSubject, VersionsTables } from './versions.tables.js'
