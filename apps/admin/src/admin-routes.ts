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

/** The pages an agent (no admin scope) may open: their leads and their pocket listings. */
const AGENT_PAGES = [ADMIN_ROUTE_PATHS.leads, ADMIN_ROUTE_PATHS['cms.listings']]

/**
 * Where an agent goes after signing in: `returnTo` when it is one of their pages, else their leads
 * (anywhere else would send them back to the sign-in).
 *
 * @example
 * agentReturnTo('/cms/listings/4/edit') // '/cms/listings/4/edit'
 * agentReturnTo('/ui')                  // '/leads'
 */
export function agentReturnTo(returnTo: string): string {
  const path = returnTo.split(/[?#]/, 1)[0]!
  return AGENT_PAGES.some((page) => path === page || path.startsWith(`${page}/`)) ? returnTo : ADMIN_ROUTE_PATHS.leads
}
