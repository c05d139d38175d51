import { collectionPath, isJoinType, joinPath, savedSearchPath } from './collection-routes.js'

// Where the addresses that only redirect lead (old-style `collections/{id}/…`,
// `saved_searches/{id}/…`, `{type}/{id}/accept_invite`): the server answers them with a redirect,
// and the router does the same for a link followed inside the app (its own chunk there).

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
