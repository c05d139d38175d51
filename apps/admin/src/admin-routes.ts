import { RETURN_TO_PARAM } from '@idx/app-shell'

/**
 * The admin app's routes (spec "Admin and UI editor"), as paths of its router (basename /admin):
 * `admin` is the sign-in (query `return_to`), `admin-reauthenticate` the screen a session without
 * the admin scope gets, `ui` the first admin page (the markets; the editors arrive later).
 */
export const ADMIN_ROUTE_PATHS = {
  admin: '/',
  'admin-reauthenticate': '/reauthenticate',
  ui: '/ui',
} as const

/** Where the admin goes after signing in when nothing says otherwise. */
export const ADMIN_HOME = ADMIN_ROUTE_PATHS.ui

/**
 * The admin sign-in's address, returning to `returnTo` (a path of this router) afterwards.
 *
 * @example
 * adminSignInHref('/ui?marketId=2') // '/?return_to=%2Fui%3FmarketId%3D2'
 */
export function adminSignInHref(returnTo: string | null): string {
  return returnTo ? `${ADMIN_ROUTE_PATHS.admin}?${new URLSearchParams({ [RETURN_TO_PARAM]: returnTo })}` : '/'
}
