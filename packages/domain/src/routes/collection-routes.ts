import type { JoinType } from '../collaboration/types.js'

// The routes of the second document (collections, saved searches, saving a listing, joining),
// relative to the app root, and where its old-style addresses lead. Written once here: the
// router draws them and the server knows them as pages (not 404).

/** A collection's page and its children (spec §2 "Collections"). */
export const COLLECTION_ROUTE_PATHS = {
  collection: 'collection/:collectionId',
  chat: 'collection/:collectionId/chat',
  collaborators: 'collection/:collectionId/collaborators',
  invite: 'collection/:collectionId/collaborators/invite',
  info: 'collection/:collectionId/info',
  edit: 'collection/:collectionId/edit',
  menu: 'collection/:collectionId/menu',
  listing: 'collection/:collectionId/listing/:listingId',
  save: 'collection/:collectionId/save/:listingId',
  saved: 'collection/:collectionId/saved/:savedCollectionId/:listingId',
} as const

/** The index's own children of the second document, and the dashboard pages. */
export const INDEX_COLLECTION_ROUTE_PATHS = {
  collections: 'collections',
  save: 'save/:listingId',
  saved: 'saved/:savedCollectionId/:listingId',
  dashboard: 'dashboard',
  properties: 'properties',
} as const

/** Where joining and accepting an invitation live. */
export const JOIN_ROUTE_PATHS = {
  join: 'join/:type/:id/:code',
  accept: 'join/:type/:id/:code/accept',
  acceptInvite: ':type/:id/accept_invite',
} as const

/** A saved search's page and its children (spec §2 "Saved searches"), as a collection's. */
export const SAVED_SEARCH_ROUTE_PATHS = {
  savedSearch: 'saved-search/:savedSearchId',
  chat: 'saved-search/:savedSearchId/chat',
  collaborators: 'saved-search/:savedSearchId/collaborators',
  invite: 'saved-search/:savedSearchId/collaborators/invite',
  info: 'saved-search/:savedSearchId/info',
  edit: 'saved-search/:savedSearchId/edit',
  menu: 'saved-search/:savedSearchId/menu',
  listing: 'saved-search/:savedSearchId/listing/:listingId',
  save: 'saved-search/:savedSearchId/save/:listingId',
  saved: 'saved-search/:savedSearchId/saved/:savedCollectionId/:listingId',
} as const

/** The index's saved-search children: the user's saved searches, and saving the current search. */
export const INDEX_SAVED_SEARCH_ROUTE_PATHS = {
  savedSearches: 'saved-searches',
  saveSearch: 'save-search',
} as const

/** The old-style addresses that only redirect (`collections/{id}/…`, `saved_searches/{id}/…`). */
export const COLLECTION_REDIRECT_PATHS = [
  'collections/:collectionId',
  'collections/:collectionId/:nested',
  'collections/:collectionId/comments/:commentId',
  'saved_searches/:savedSearchId',
  'saved_searches/:savedSearchId/:nested',
  'saved_searches/:savedSearchId/comments/:commentId',
] as const

/** The record types an invitation can be for; any other type in a join address goes to the index. */
export const JOIN_TYPES: readonly JoinType[] = ['collection', 'saved-search']

/** Whether `type` (a join address's first segment) names something one can be invited to. */
export function isJoinType(type: string): type is JoinType {
  return (JOIN_TYPES as readonly string[]).includes(type)
}

/** The app path (relative to the root, no leading slash) of a collection, or one of its children. */
export function collectionPath(collectionId: string, child?: string): string {
  const base = `collection/${encodeURIComponent(collectionId)}`
  return child ? `${base}/${child}` : base
}

/** The app path (relative to the root, no leading slash) of a saved search, or one of its children. */
export function savedSearchPath(savedSearchId: string, child?: string): string {
  const base = `saved-search/${encodeURIComponent(savedSearchId)}`
  return child ? `${base}/${child}` : base
}

/** The app path of the join splash for an invitation code. */
export function joinPath(type: JoinType, id: string, code: string): string {
  return `join/${type}/${encodeURIComponent(id)}/${encodeURIComponent(code)}`
}
