/** Where apps/api serves apps/admin: every admin route lives under it. */
export const ADMIN_ROOT = '/admin/'

/** The OAuth scope that opens the admin screens; the server grants it to administrators only. */
export const ADMIN_SCOPE = 'admin'

/** What the admin sign-in asks for: the visitor's scopes and the admin one. */
export const ADMIN_SIGN_IN_SCOPE = `read write ${ADMIN_SCOPE}`

/**
 * Whether a token's space-separated scopes include the admin scope.
 *
 * @example
 * hasAdminScope('read write admin') // true
 * hasAdminScope('read write') // false
 */
export function hasAdminScope(scope: string | null | undefined): boolean {
  return (scope ?? '').split(/\s+/).includes(ADMIN_SCOPE)
}
