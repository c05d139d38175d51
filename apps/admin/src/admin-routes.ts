import { RETURN_TO_PARAM } from '@idx/app-shell'
import { ADMIN_ROUTE_PATHS } from '@idx/domain'

// The admin app's route paths are @idx/domain's ADMIN_ROUTE_PATHS (the API server answers any
// other /admin/ path with 404); what the app derives from them lives here.

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
