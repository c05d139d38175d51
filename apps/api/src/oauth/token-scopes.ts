import { DEFAULT_SCOPES } from '../auth/tokens.js'

/** Every scope a client may ask for. */
export const KNOWN_SCOPES = ['read', 'write', 'admin'] as const

/** What a client asked for, read before any password is checked. */
export type ScopeRequest = { admin: boolean } | { problem: string }

/**
 * Reads a `scope` parameter (space-separated, RFC 6749 §3.3). Absent or empty means the default
 * `read write`. An unknown scope is refused rather than dropped, so a client's typo shows.
 *
 * @example
 * readScopeRequest('read write admin') // { admin: true }
 * readScopeRequest('read delete') // { problem: "Unknown scope 'delete': …" }
 */
export function readScopeRequest(scope: string | undefined): ScopeRequest {
  const asked = (scope ?? '').split(' ').filter((s) => s !== '')
  const unknown = asked.find((s) => !(KNOWN_SCOPES as readonly string[]).includes(s))
  if (unknown !== undefined) {
    return { problem: `Unknown scope '${unknown.slice(0, 40)}': ask for ${KNOWN_SCOPES.join(', ')}.` }
  }
  return { admin: asked.includes('admin') }
}

/** The description of the refusal when a non-admin asks for `admin`. */
export const ADMIN_SCOPE_REFUSED = 'The admin scope is granted only to administrators of this site.'

/**
 * The scopes a user is granted: always `read write` (nothing narrower is enforced anywhere, so
 * narrowing is not offered), plus `admin` when asked for by an admin. Null: `admin` asked for by
 * someone who is not one (`invalid_scope`).
 */
export function grantedScopes(request: { admin: boolean }, user: { is_admin: boolean }): string[] | null {
  if (!request.admin) return [...DEFAULT_SCOPES]
  return user.is_admin ? [...DEFAULT_SCOPES, 'admin'] : null
}
