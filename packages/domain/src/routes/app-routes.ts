import { APP_ROOT } from './app-root.js'
import {
  COLLECTION_REDIRECT_PATHS,
  COLLECTION_ROUTE_PATHS,
  INDEX_COLLECTION_ROUTE_PATHS,
  INDEX_SAVED_SEARCH_ROUTE_PATHS,
  JOIN_ROUTE_PATHS,
  SAVED_SEARCH_ROUTE_PATHS,
} from './collection-routes.js'
import { routeMatcher } from './route-patterns.js'

// The routes under the app root (/app/), written once: apps/idx's router draws them and the API
// server answers every other path under /app/ with 404 (a page the router would only draw as
// "Page not found" must not tell crawlers and link checkers that it exists).

/** The sign-in routes, children of index: each draws its dialog over the search screen. */
export const AUTH_ROUTE_PATHS = [
  'login',
  'register',
  'forgot-password',
  'authenticate',
  'auth',
  'account',
  'sso/sign_in',
  'sso/sign_out',
] as const

/** A sign-in route's path, e.g. 'forgot-password'. */
export type AuthRoutePath = (typeof AUTH_ROUTE_PATHS)[number]

/** Every route of the site, as router patterns relative to the app root (`:name` is one segment). */
export const APP_ROUTE_PATHS = {
  index: '',
  splitListing: 'listing/:listingId',
  fullListing: 'listing/:slug/:listingId',
  listingNotFound: 'listing-not-found',
  workWithAgent: 'work-with-agent/:agentId',
  workWithAgentGetStarted: 'work-with-agent/:agentId/get-started',
  oauthCallback: 'oauth/callback',
  /** The site's default privacy policy, linked from the IDX disclaimer when the site has none of its own. */
  privacyPolicy: 'privacy',
} as const

/**
 * Whether `path` (a URL's path, without its query) is a page of the site: the app root or one of
 * its routes, matched as the router matches them (one trailing slash allowed, `:name` one
 * non-empty segment).
 *
 * @example
 * isAppRoute('/app/')                    // true
 * isAppRoute('/app/listing/7-main-st/7') // true
 * isAppRoute('/app/no-such-page')        // false
 * isAppRoute('/elsewhere')               // false
 */
export const isAppRoute: (path: string) => boolean = routeMatcher(APP_ROOT, [
  ...Object.values(APP_ROUTE_PATHS),
  ...AUTH_ROUTE_PATHS,
  ...Object.values(COLLECTION_ROUTE_PATHS),
  ...Object.values(INDEX_COLLECTION_ROUTE_PATHS),
  ...Object.values(JOIN_ROUTE_PATHS),
  ...COLLECTION_REDIRECT_PATHS,
  ...Object.values(SAVED_SEARCH_ROUTE_PATHS),
  ...Object.values(INDEX_SAVED_SEARCH_ROUTE_PATHS),
])
