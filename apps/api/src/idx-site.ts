import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ServerConfig } from './config.js'
import {
  firstSearchQuery,
  injectFirstSearch,
  listingRoute,
  readPageData,
  readPageSite,
  type PageDataRead,
} from './first-search.js'
import { defaultRendererPath, loadPageRenderer, type PageRenderer, type RenderedPage } from './page-renderer.js'
import { injectSavedRoute } from './saved-route.js'
import { viewportHint } from './viewport-hint.js'
import { configuredBase, requestBase } from './seo/public-origin.js'
import type { SiteSearchDefaults } from './site-defaults.js'

/** The meta tag apps/idx reads its site configuration from (see apps/idx/src/config). */
const CONFIG_META = /<meta name="idx-config" content="[^"]*"\s*\/?>/

/** The site configuration apps/idx starts from: the config tag's JSON, and the server renderer's `config`. */
export function siteConfigValue(
  site: ServerConfig['site'],
  defaults: SiteSearchDefaults | null = null,
): Record<string, unknown> {
  return {
    api_token: site.apiToken,
    client_id: site.clientId,
    market_id: site.marketId,
    api_base_url: '',
    map_style: site.mapStyle,
    map_tiles: site.mapTiles,
    ...(defaults ? { default_filter: defaults.filter, default_filter_market_id: defaults.market_id } : {}),
  }
}

/** Writes the site configuration into the page, URL-encoded JSON as apps/idx expects. */
export function injectSiteConfig(
  html: string,
  site: ServerConfig['site'],
  defaults: SiteSearchDefaults | null = null,
): string {
  const content = encodeURIComponent(JSON.stringify(siteConfigValue(site, defaults)))
  return html.replace(CONFIG_META, () => `<meta name="idx-config" content="${content}" />`)
}

const TITLE = /<title>[^<]*<\/title>/
const DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>\s*/
const EMPTY_ROOT = '<div id="root"></div>'

/**
 * The page with the server's rendering in it: its head tags in place of the page's own title and
 * description, and its HTML inside `#root` (apps/idx then hydrates it).
 */
export function injectRenderedPage(html: string, page: RenderedPage): string {
  return html
    .replace(DESCRIPTION, '')
    .replace(TITLE, () => page.head)
    .replace(EMPTY_ROOT, () => `<div id="root">${page.html}</div>`)
}

/**
 * Serves the built apps/idx at /app/: hashed assets as static files, every other /app/ path as the
 * page itself (client-side routes), with the site configuration injected.
 */
export async function registerIdxSite(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const dir = config.idxAppDir
  if (!dir) {
    app.get('/app/*', async (_request, reply) =>
      reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The idx site has not been built: run `npm run build` (or `npm start`, which builds it).'),
    )
    return
  }
  const html = readFileSync(join(dir, 'index.html'), 'utf8')
  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/app/',
    index: false,
    wildcard: false,
    // apps/idx's build writes .br and .gz beside each asset (its vite config).
    preCompressed: true,
    maxAge: '1y',
    immutable: true,
  })
  const renderer = await loadPageRenderer(
    config.idxRenderer === undefined ? defaultRendererPath(dir) : config.idxRenderer,
    app.log,
  )
  const configuredOrigin = configuredBase(config.publicUrl)
  // Written per request: the site and its markets' defaults come from the database, which an admin may change.
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const started = performance.now()
    const url = request.url
    // Where visitors reach the site; a Host header that is no host name is refused (400) here.
    const origin = configuredOrigin ?? requestBase(request)
    // Listing routes are read for the renderer only (the browser asks for its listing itself).
    const listing = renderer ? listingRoute(url.split('?', 1)[0] ?? '') : null
    // Without the site the page still works: the browser then asks for it, and its first search
    // waits for the site's markets. A full listing page shows no search, so it goes without the
    // market's defaults (reading them walks the filter schema): the site document it carries
    // holds them for the search the visitor goes on to.
    const pageSite = await readPageSite(app.db, config.site, listing?.view !== 'full').catch((error: unknown) => {
      request.log.warn({ err: error }, 'could not read the site for the page')
      return null
    })
    const defaults = pageSite?.defaults ?? null
    // The documents of the page's first render: the search screen's first results, so they paint
    // without a round trip, and a listing route's listing; without them the page asks itself.
    const read =
      pageSite && (listing || firstSearchQuery(config.site, defaults, url))
        ? await readPageData(app, config.site, pageSite, url, listing?.id ?? null, {
            viewport: viewportHint(request.headers),
            origin,
          }).catch((error: unknown) => {
            request.log.warn({ err: error }, 'could not read the documents for the page')
            return null
          })
        : null
    // The site alone (its search failed) is not worth the page's bytes: the page asks for both.
    const written = read && (read.data.search || read.data.listing) ? read : null
    const rendered =
      renderer && written ? await renderPage(renderer, request, written, listing !== null, defaults, origin) : null
    let page = injectFirstSearch(injectSiteConfig(html, config.site, defaults), written?.data ?? null, written?.json)
    if (rendered) page = injectRenderedPage(page, rendered)
    return (
      reply
        .status(rendered?.status ?? 200)
        .header('cache-control', 'no-cache')
        // The layout rendered follows the browser's kind (viewportHint): a shared cache must too.
        .header('vary', 'Sec-CH-UA-Mobile, User-Agent')
        // The page's own time (its reads and rendering, before compression and sending): what
        // `npm run bench` reports beside the time a client waited.
        .header('server-timing', `page;dur=${(performance.now() - started).toFixed(1)}`)
        .type('text/html; charset=utf-8')
        .send(injectSavedRoute(page, url))
    )
  }

  /**
   * The server's rendering of a page that has one (the search screen with its first results, a
   * listing route with its listing), or null: the browser then renders it, as without a renderer.
   */
  const renderPage = async (
    pageRenderer: PageRenderer,
    request: FastifyRequest,
    read: PageDataRead,
    isListingRoute: boolean,
    defaults: SiteSearchDefaults | null,
    origin: string,
  ): Promise<RenderedPage | null> => {
    if (!isListingRoute && !read.data.search) return null
    try {
      return await pageRenderer.renderPage({
        url: request.url,
        config: siteConfigValue(config.site, defaults),
        data: read.data,
        // The origin the page data carries, so the server's links and the hydrated ones agree.
        origin,
      })
    } catch (error) {
      request.log.error({ err: error }, 'could not server-render the page: serving it unrendered')
      return null
    }
  }
  // The app's router writes its index as /app?q=...: keep the search when redirecting to /app/.
  app.get('/app', async (request, reply) => {
    const query = request.url.indexOf('?')
    return reply.redirect(query === -1 ? '/app/' : `/app/${request.url.slice(query)}`)
  })
  app.get('/app/', sendPage)
  app.get('/app/*', sendPage)
}

/**
 * Serves the built Storybook (every widget's stories, for designers) at /storybook/, when it has
 * been built (`npm start` builds it).
 */
export async function registerStorybook(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const dir = config.storybookDir
  if (!dir) return
  app.get('/storybook', async (_request, reply) => reply.redirect('/storybook/'))
  await app.register(fastifyStatic, { root: dir, prefix: '/storybook/', decorateReply: false, index: 'index.html' })
}
