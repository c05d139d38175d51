import { APP_ROOT } from '@idx/domain'
import { flagOn, INQUIRY_PARAM } from './shared/listing-paths.js'
import { ListingNotFoundPage, ListingScreen } from './listing/ListingRoutes.js'
import { showsSearchScreen } from './app/index-routes.js'
import { SearchPage } from './IndexLayout.js'
import { LISTING_NOT_FOUND_PATH } from './app/page-data.js'
import { menuOpen } from './app/SiteHeader.js'

// The lazy modules a server-rendered page can show, by their source path in the browser build
// (Vite's manifest keys): the same chunks React.lazy asks for. Those the first pass draws are
// preloadable, so they render in that pass.
const LAZY_MODULES = {
  'src/search/SearchPage.tsx': SearchPage.preload,
  'src/listing/ListingScreen.tsx': ListingScreen.preload,
  'src/agents/ListingInquiryModal.tsx': () => import('./agents/ListingInquiryModal.js'),
  'src/listing/ListingNotFoundPage.tsx': ListingNotFoundPage.preload,
  'src/app/SiteSidebar.tsx': () => import('./app/SiteSidebar.js'),
  'src/app/SiteDisclaimer.tsx': () => import('./app/SiteDisclaimer.js'),
  'src/app/PrivacyPolicyPage.tsx': () => import('./app/PrivacyPolicyPage.js'),
}

export type LazyModuleSource = keyof typeof LAZY_MODULES

/**
 * The lazy modules the page at `path` (with `search`) shows: the search screen (index, its
 * sign-in routes and the split view), a listing route's detail and its open 'Ask a Question',
 * listing-not-found, the menu sidebar. The server renderer names their chunks in the page.
 *
 * @example
 * lazyModulesOf('/app/listing/7', '?menu=true')
 * // ['src/search/SearchPage.tsx', 'src/listing/ListingScreen.tsx', 'src/app/SiteSidebar.tsx']
 */
export function lazyModulesOf(path: string, search: string): LazyModuleSource[] {
  const sources: LazyModuleSource[] = []
  if (showsSearchScreen(path)) sources.push('src/search/SearchPage.tsx')
  if (path.startsWith(`${APP_ROOT}listing/`)) {
    sources.push('src/listing/ListingScreen.tsx')
    if (flagOn(search, INQUIRY_PARAM)) sources.push('src/agents/ListingInquiryModal.tsx')
  }
  // The site's disclaimer under the results and the listing (drawn only when the site has one on).
  if (showsSearchScreen(path) || path.startsWith(`${APP_ROOT}listing/`)) sources.push('src/app/SiteDisclaimer.tsx')
  if (path === LISTING_NOT_FOUND_PATH) sources.push('src/listing/ListingNotFoundPage.tsx')
  if (path === `${APP_ROOT}privacy`) sources.push('src/app/PrivacyPolicyPage.tsx')
  if (menuOpen(search)) sources.push('src/app/SiteSidebar.tsx')
  return sources
}

/**
 * Loads the lazy modules a server-rendered page shows before it hydrates, so their parts hydrate
 * in the same pass as the rest, before any answer from the API could change what they render.
 */
export function serverRenderedModules(path: string, search: string): Promise<unknown> {
  // A chunk that fails to load fails the same way when React asks for it: hydrate anyway.
  return Promise.all(lazyModulesOf(path, search).map((source) => LAZY_MODULES[source]())).catch(() => undefined)
}
