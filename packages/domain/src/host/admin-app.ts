import { routeMatcher } from '../routes/route-patterns.js'

/** Where apps/api serves apps/admin: every admin route lives under it. */
export const ADMIN_ROOT = '/admin/'

/**
 * The admin app's routes (spec "Admin and UI editor"), as paths of its router (basename /admin),
 * written once: apps/admin's router draws them and the API server answers every other path under
 * /admin/ with 404. `admin` is the sign-in (query `return_to`), `admin-reauthenticate` the screen
 * a session without the admin scope gets, `ui` the UI editor's index (the market's name) with its
 * children: `ui.menu` (the markets, each a `marketId` link), the Schema and View editors and the
 * listing-card and map-callout designer, each for the market named by the `marketId` query
 * parameter. `settings` and `users` are the site's settings and its admins and agents; `cms.*` the
 * Listings Manager of pocket listings, for admins (every pocket listing) and agents (their own).
 */
export const ADMIN_ROUTE_PATHS = {
  admin: '/',
  'admin-reauthenticate': '/reauthenticate',
  ui: '/ui',
  'ui.menu': '/ui/menu',
  'ui.schema': '/ui/schema',
  'ui.view': '/ui/view',
  'ui.listing-card': '/ui/listing-card',
  'ui.map-callout': '/ui/map-callout',
  settings: '/settings',
  users: '/users',
  /** The site's leads (an agent signed in without the admin scope: their own, as 'My Leads'). */
  leads: '/leads',
  lead: '/leads/:id',
  /** The Listings Manager (BETA): pocket listings (query `q`, `page`, `suggestions`, `map`, `menu`). */
  'cms.listings': '/cms/listings',
  /** The pocket-listing wizard (query `step`, 0 to 2: Basics, Photos, Description). */
  'cms.listings.new': '/cms/listings/new',
  'cms.listings.edit': '/cms/listings/:listing_id/edit',
} as const

/**
 * Whether `path` (a URL's path, without its query) is a page of the admin app: one of its routes
 * under `ADMIN_ROOT`, matched as its router matches them (one trailing slash allowed).
 *
 * @example
 * isAdminRoute('/admin/')             // true
 * isAdminRoute('/admin/ui')           // true
 * isAdminRoute('/admin/no-such-page') // false
 */
export const isAdminRoute: (path: string) => boolean = routeMatcher(ADMIN_ROOT, Object.values(ADMIN_ROUTE_PATHS))

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
