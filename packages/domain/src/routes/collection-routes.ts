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

/**
 * Where an old-style `collections/{id}[/{nested}]` address leads (spec §2): a comment's address
 * goes to the chat, none to the collection itself, `accept_invite` to the accept-invite route,
 * `subscribe` to the edit page (where the notification toggles are), any other name to the
 * same-named child.
 *
 * @example
 * collectionRedirectPath('7')                       // 'collection/7'
 * collectionRedirectPath('7', 'comments/31')        // 'collection/7/chat'
 * collectionRedirectPath('7', 'subscribe')          // 'collection/7/edit'
 * collectionRedirectPath('7', 'accept_invite')      // 'collection/7/accept_invite'
 * collectionRedirectPath('7', 'info')               // 'collection/7/info'
 * collectionRedirectPath('7', 'edit', savedSearchPath) // 'saved-search/7/edit' (`saved_searches/{id}/…`)
 */
export function collectionRedirectPath(
  collectionId: string,
  nested?: string,
  pathOf: (id: string, child?: string) => string = collectionPath,
): string {
  const parts = (nested ?? '').split('/').filter(Boolean)
  const [first] = parts
  if (first === undefined) return pathOf(collectionId)
  if (first === 'comments' || first === 'comment') return pathOf(collectionId, 'chat')
  if (first === 'subscribe') return pathOf(collectionId, 'edit')
  return pathOf(collectionId, parts.map(encodeURIComponent).join('/'))
}

/**
 * Where `{type}/{id}/accept_invite?given=…` leads: the join splash for that code (read from
 * `given`, or `code` as older e-mails wrote it), or the index for a type one cannot join or a
 * missing code.
 */
export function acceptInviteRedirectPath(type: string, id: string, search: URLSearchParams): string {
  const code = search.get('given') ?? search.get('code')
  if (!isJoinType(type) || !code) return ''
  return joinPath(type, id, code)
}

/**
 * Where an address under the app root that only redirects leads (relative to the root, with the
 * query it keeps), or null for every other address: `collections/{id}[/…]`,
 * `saved_searches/{id}[/…]` and `{type}/{id}/accept_invite`. The server answers these with a redirect before any page, and the
 * router does the same for a link followed inside the app.
 *
 * @example
 * appRedirect('collections/7/comments/31', '?x=1') // 'collection/7/chat?x=1'
 * appRedirect('saved_searches/7', '?page=2')        // 'saved-search/7?page=2'
 * appRedirect('collection/7/accept_invite', '?given=abc') // 'join/collection/7/abc'
 * appRedirect('collection/7/chat', '')              // null
 */
export function appRedirect(pathUnderRoot: string, search: string): string | null {
  const segments = pathUnderRoot.replace(/\/$/, '').split('/')
  const query = search.startsWith('?') ? search.slice(1) : search
  const [first, id, ...rest] = segments
  if (first === undefined || id === undefined || id === '' || segments.some((segment) => segment === '')) return null
  if (first === 'collections' || first === 'saved_searches') {
    const pathOf = first === 'collections' ? collectionPath : savedSearchPath
    const target = collectionRedirectPath(decodeURIComponent(id), rest.map(decodeURIComponent).join('/'), pathOf)
    return query ? `${target}?${query}` : target
  }
  if (rest.length === 1 && rest[0] === 'accept_invite') {
    return acceptInviteRedirectPath(first, decodeURIComponent(id), new URLSearchParams(query))
  }
  return null
}
