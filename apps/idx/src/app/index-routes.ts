import {
  APP_ROOT,
  APP_ROUTE_PATHS,
  AUTH_ROUTE_PATHS,
  INDEX_COLLECTION_ROUTE_PATHS,
  INDEX_SAVED_SEARCH_ROUTE_PATHS,
} from '@idx/domain'
import { matchPath } from 'react-router'
import type { AuthRoute } from '@idx/app-shell'

/** The sign-in routes, children of index (App.tsx): each draws its dialog over the search screen. */
export const AUTH_ROUTES = AUTH_ROUTE_PATHS satisfies readonly AuthRoute[]

/** The split view's route, a child of index beside the results. */
export const SPLIT_LISTING_ROUTE = APP_ROUTE_PATHS.splitListing

// Index itself and its children (App.tsx): the pages whose layout draws the search screen.
/** The lists drawn as dialogs over the search (collections/CollectionRoutes.tsx). */
const LIST_ROUTES = [
  INDEX_COLLECTION_ROUTE_PATHS.collections,
  INDEX_COLLECTION_ROUTE_PATHS.dashboard,
  INDEX_COLLECTION_ROUTE_PATHS.properties,
  // The user's saved searches, and saving the current search (saved-searches/saved-search-routes.tsx).
  INDEX_SAVED_SEARCH_ROUTE_PATHS.savedSearches,
  INDEX_SAVED_SEARCH_ROUTE_PATHS.saveSearch,
]
/** Saving a listing, over the search (collections/save/save-routes.tsx). */
const SAVE_ROUTES = [INDEX_COLLECTION_ROUTE_PATHS.save, INDEX_COLLECTION_ROUTE_PATHS.saved]
const INDEX_LAYOUT_PATTERNS = ['', ...AUTH_ROUTES, SPLIT_LISTING_ROUTE, ...LIST_ROUTES, ...SAVE_ROUTES].map(
  (route) => `${APP_ROOT}${route}`,
)

/**
 * Whether the page at `path` (under the app root) is drawn by index's layout, and so shows the
 * search screen: index, a sign-in route, the split view or a list (collections, dashboard,
 * properties). Matched as the router matches them.
 *
 * @example
 * showsSearchScreen('/app/listing/7')          // true (split view)
 * showsSearchScreen('/app/listing/7-main-st/7') // false (full page)
 */
export function showsSearchScreen(path: string): boolean {
  return INDEX_LAYOUT_PATTERNS.some((pattern) => matchPath({ path: pattern, end: true }, path) !== null)
}
