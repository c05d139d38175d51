import { APP_ROOT } from '@idx/domain'
import { LISTING_NOT_FOUND_PATH } from './page-data'
import { menuOpen } from './SiteHeader'

// The lazy modules a server-rendered page can show, by their source path in the browser build
// (Vite's manifest keys): the same chunks React.lazy asks for.
const LAZY_MODULES = {
  'src/listing/ListingScreen.tsx': () => import('../listing/ListingScreen'),
  'src/listing/ListingNotFoundPage.tsx': () => import('../listing/ListingNotFoundPage'),
  'src/app/SiteSidebar.tsx': () => import('./SiteSidebar'),
}

export type LazyModuleSource = keyof typeof LAZY_MODULES

/**
 * The lazy modules the page at `path` (with `search`) shows: a listing route's detail,
 * listing-not-found, the menu sidebar. The server renderer names their chunks in the page.
 *
 * @example
 * lazyModulesOf('/app/listing/7', '?menu=true') // ['src/listing/ListingScreen.tsx', 'src/app/SiteSidebar.tsx']
 */
export function lazyModulesOf(path: string, search: string): LazyModuleSource[] {
  const sources: LazyModuleSource[] = []
  if (path.startsWith(`${APP_ROOT}listing/`)) sources.push('src/listing/ListingScreen.tsx')
  if (path === LISTING_NOT_FOUND_PATH) sources.push('src/listing/ListingNotFoundPage.tsx')
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
