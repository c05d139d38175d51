import { normalizeCached } from '@idx/api-client/react'
import { searchPageTitle, type RenderPage, type SiteConfigInput } from '@idx/domain'
import { StrictMode } from 'react'
import { StaticRouter } from 'react-router'
import { App, type SiteRouter } from '../App.js'
import { LISTING_NOT_FOUND_PATH, renderedPath, type PageData } from '../app/page-data.js'
import { readConfigValue } from '@idx/app-shell'
import { lazyModulesOf, serverRenderedModules } from '../server-rendered-modules.js'
import { searchMarket } from '../shared/site-market.js'
import { modulePreloads, readClientManifest } from './module-preloads.js'
import { listingNotFoundPageHead, listingPageHead, searchPageHead, type PageHeadOptions } from './page-head.js'
import { renderToHtml } from './render-to-html.js'
import { serverServices } from './server-services.js'

// The server entry of apps/idx (`vite build --ssr`, into dist-server/): apps/api loads it by path
// and calls renderPage for the pages it renders (the search screen and the listing routes). It
// renders the same <App> as src/main.tsx from the same documents, which the server also writes
// into the page for the browser's hydration.

// The call's types are @idx/domain's (src/page-render/): apps/api types its side with them too.

// Read once, when apps/api loads the renderer: it is built beside the browser's build (dist/).
const clientManifest = readClientManifest(new URL('../dist/.vite/manifest.json', import.meta.url))

type ConfigRead = ReturnType<typeof readConfigValue>

// Each configuration read once, by its JSON: the server hands every page one of a few (one per
// origin, for the live-update address), and checking one against its schema took a twentieth of
// a page's render. Nothing holds a read configuration to change it.
const configReads = new Map<string, ConfigRead>()
const MAX_CONFIG_READS = 16

function readConfigOnce(config: SiteConfigInput): ConfigRead {
  const key = JSON.stringify(config)
  let read = configReads.get(key)
  if (read === undefined) {
    if (configReads.size >= MAX_CONFIG_READS) configReads.clear()
    read = readConfigValue(config)
    configReads.set(key, read)
  }
  return read
}

/**
 * Renders the page at `url` to HTML, waiting for every lazy part (crawlers get the whole page),
 * with its status and head tags. Rejects when the configuration is unusable or rendering fails:
 * the caller then serves the page for the browser to render, as without a renderer.
 *
 * @example
 * const page = await renderPage({ url: '/app/listing/7-main-st/7', config, data, origin: 'https://homes.example' })
 * html.replace('<div id="root"></div>', `<div id="root">${page.html}</div>`)
 */
export const renderPage: RenderPage<PageData> = async ({ url, config, data, origin }) => {
  // Read as the browser reads the config tag: any object, checked here.
  const read = readConfigOnce(config as SiteConfigInput)
  if (!read.ok) throw new Error(`The site configuration is not usable: ${read.message}`)
  const [path = '', query = ''] = url.split('?', 2)
  const shownPath = renderedPath(path, data)
  const location = shownPath === path ? url : shownPath
  const search = shownPath === path && query ? `?${query}` : ''
  const preloads = modulePreloads(clientManifest, lazyModulesOf(shownPath, search))
  // The page's lazy modules load first, as the browser loads them before hydrating: both sides
  // then render the same tree (src/app/lazy-module.ts).
  await serverRenderedModules(shownPath, search)
  const Router: SiteRouter = ({ basename, children }) => (
    <StaticRouter basename={basename} location={location}>
      {children}
    </StaticRouter>
  )
  const html = await renderToHtml(
    <StrictMode>
      <App config={read} pageData={data} services={serverServices(read.config, data)} Router={Router} />
    </StrictMode>,
  )
  const site = normalizeCached(data.site).data
  const headOptions: PageHeadOptions = {
    siteName: site?.name ?? '',
    origin,
    fractionDisplay: site?.features?.fraction_display?.enabled ?? false,
    frontFacingPrefix: site?.front_facing_site_idx_prefix,
  }
  const listing = data.listing?.document ? normalizeCached(data.listing.document).data : null
  const withPreloads = (head: string) => (preloads ? `${head}\n${preloads}` : head)
  if (shownPath === LISTING_NOT_FOUND_PATH) {
    return { status: data.listing ? 404 : 200, head: withPreloads(listingNotFoundPageHead(headOptions)), html }
  }
  const market = searchMarket(
    site,
    data.query?.market_id != null ? String(data.query.market_id) : read.config.market_id,
  )
  const searchTitle = searchPageTitle({
    purchaseType: data.query?.filter.purchase_type?.value,
    city: market?.city,
    state: market?.state_id,
  })
  const head = listing ? listingPageHead(listing, headOptions) : searchPageHead({ ...headOptions, title: searchTitle })
  return { status: 200, head: withPreloads(head), html }
}
