import { normalizeCached } from '@idx/api-client/react'
import { searchPageTitle, type RenderPage, type SiteConfigInput } from '@idx/domain'
import { StrictMode, type ReactNode } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import { StaticRouter } from 'react-router'
import { Writable } from 'node:stream'
import { App, type SiteRouter } from '../App.js'
import { LISTING_NOT_FOUND_PATH, renderedPath, type PageData } from '../app/page-data.js'
import { readConfigValue } from '@idx/app-shell'
import { lazyModulesOf, serverRenderedModules } from '../server-rendered-modules.js'
import { searchMarket } from '../shared/site-market.js'
import { modulePreloads, readClientManifest } from './module-preloads.js'
import { listingNotFoundPageHead, listingPageHead, searchPageHead, type PageHeadOptions } from './page-head.js'
import { serverServices } from './server-services.js'

// The server entry of apps/idx (`vite build --ssr`, into dist-server/): apps/api loads it by path
// and calls renderPage for the pages it renders (the search screen and the listing routes). It
// renders the same <App> as src/main.tsx from the same documents, which the server also writes
// into the page for the browser's hydration.

// The call's types are @idx/domain's (src/page-render/): apps/api types its side with them too.

/** A render that has not finished by then is abandoned (the server then sends the page unrendered). */
const RENDER_TIMEOUT_MS = 5000

// Read once, when apps/api loads the renderer: it is built beside the browser's build (dist/).
const clientManifest = readClientManifest(new URL('../dist/.vite/manifest.json', import.meta.url))

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
  const read = readConfigValue(config as SiteConfigInput)
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

/** The element's HTML once everything in it, lazy parts included, has rendered. */
function renderToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let failure: unknown = null
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk)
        done()
      },
      final(done) {
        clearTimeout(timer)
        // An error inside a Suspense boundary still completes the stream, with that part left to
        // the browser: the page is then not one the server should vouch for.
        if (failure) reject(failure)
        else resolve(Buffer.concat(chunks).toString('utf8'))
        done()
      },
    })
    const stream = renderToPipeableStream(element, {
      // Everything is ready before the first byte goes out, so every boundary goes out in place:
      // React would otherwise outline a boundary once the page's bytes before it pass its chunk
      // size (12.8 kB; the split detail after 40 cards does), revealing it with an inline script
      // the page's Content-Security-Policy refuses, and hydration would fail there (React #419).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: (error) => {
        clearTimeout(timer)
        reject(error)
      },
      onError: (error) => {
        failure ??= error
      },
    })
    const timer = setTimeout(
      () => stream.abort(new Error(`server render took over ${RENDER_TIMEOUT_MS} ms`)),
      RENDER_TIMEOUT_MS,
    )
  })
}
