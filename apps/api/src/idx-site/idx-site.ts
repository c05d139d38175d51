import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import {
  appRedirect,
  CONFIG_META_NAME,
  EMBED_ORIGINS_META_NAME,
  isAppRoute,
  NOT_FOUND_PAGE_TITLE,
  titleWithSiteName,
  type RenderedPage,
} from '@idx/domain'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ServerConfig } from '../config/server-config.js'
import {
  firstSearchQuery,
  injectFirstSearch,
  listingRoute,
  readPageData,
  readPageSite,
  SERVER_TIME_ZONE,
  type PageDataRead,
} from './first-search.js'
import {
  inlineScriptHashes,
  markScriptsForNonce,
  scriptNonce,
  sitePagePolicy,
  storybookPolicy,
  withNonce,
  withoutNonce,
} from '../http-headers/content-security-policy.js'
import { defaultRendererPath, loadPageRenderer, type PageRenderer } from './page-renderer.js'
import { registerEmbedScript } from './embed-script.js'
import { injectSavedRoute } from './saved-route.js'
import { injectSiteTheme } from './site-theme-style.js'
import { viewportHint } from './viewport-hint.js'
import { escapeHtml } from '../mail/escape-html.js'
import { configuredBase, requestBase } from '../seo/index.js'
import type { SiteSearchDefaults } from './site-defaults.js'
import type { RealtimeClientConfig } from '../realtime/realtime-client-config.js'
import { embedOriginsOfSiteToken } from '../http-headers/embed-origins.js'
import { DEFAULT_PAGE_CACHE_MB } from '../config/server-config.js'
import { listingPathId } from '../http/resource-id.js'
import { PageCache, pickEncoding, plainBody, type CachedPage, type PageEncoding } from './page-cache.js'
import { listingPageVersionReader, readListingPageVersions } from './listing-page-version.js'
import { keptAtVersion } from './kept-at-version.js'
import {
  ifNoneMatchHits,
  isAnonymousPageRequest,
  LISTING_PAGE_VARY,
  listingPageEtag,
  PAGE_CACHE_HEADER,
  listingPageKey,
  pageBuild,
  pagePeriod,
  PRIVATE_PAGE_CACHE_CONTROL,
  SHARED_PAGE_CACHE_CONTROL,
} from './listing-page-cache.js'

/** The meta tag a host app reads its site configuration from (see @idx/app-shell's readConfig). */
const CONFIG_META = new RegExp(`<meta name="${CONFIG_META_NAME}" content="[^"]*"\\s*/?>`)

/** The site configuration apps/idx starts from: the config tag's JSON, and the server renderer's `config`. */
export function siteConfigValue(
  site: ServerConfig['site'],
  defaults: SiteSearchDefaults | null = null,
  realtime: RealtimeClientConfig | null = null,
): Record<string, unknown> {
  return {
    api_token: site.apiToken,
    client_id: site.clientId,
    market_id: site.marketId,
    api_base_url: '',
    map_style: site.mapStyle,
    map_tiles: site.mapTiles,
    ...(site.basemapPmtiles ? { basemap_pmtiles: site.basemapPmtiles } : {}),
    ...(defaults ? { default_filter: defaults.filter, default_filter_market_id: defaults.market_id } : {}),
    // pusher-js's options for live updates (src/realtime/); absent when they could not be read.
    ...(realtime ? { realtime } : {}),
  }
}

/** Writes the site configuration into the page, URL-encoded JSON as apps/idx expects. */
export function injectSiteConfig(
  html: string,
  site: ServerConfig['site'],
  defaults: SiteSearchDefaults | null = null,
  realtime: RealtimeClientConfig | null = null,
): string {
  const content = encodeURIComponent(JSON.stringify(siteConfigValue(site, defaults, realtime)))
  return html.replace(CONFIG_META, () => `<meta name="${CONFIG_META_NAME}" content="${content}" />`)
}

/**
 * The origins registered to embed the site, for the page's embed bridge (apps/idx's
 * embed/frame-bridge.ts): it speaks only to them. The same list the page's frame-ancestors allows.
 */
export function injectEmbedOrigins(html: string, origins: readonly string[]): string {
  if (origins.length === 0) return html
  const content = escapeHtml(JSON.stringify(origins))
  return html.replace('</head>', () => `<meta name="${EMBED_ORIGINS_META_NAME}" content="${content}" />\n</head>`)
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
 * The page for an address under /app/ that is no route of the site (answered with 404): its title
 * says so, and search engines are asked not to index it. The browser's router draws its
 * not-found page (with a link back to the search) into it.
 *
 * @example
 * injectNotFoundHead(html, 'Lone Star Realty') // <title>Page not found | Lone Star Realty</title> + noindex
 */
export function injectNotFoundHead(html: string, siteName: string): string {
  const title = escapeText(titleWithSiteName(NOT_FOUND_PAGE_TITLE, siteName))
  const head = `<title>${title}</title>\n<meta name="robots" content="noindex" />`
  return TITLE.test(html) ? html.replace(TITLE, () => head) : html.replace('</head>', () => `${head}</head>`)
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The site document's name (`attributes.name`), or '' without one. */
function siteNameOf(siteDocument: unknown): string {
  const name = (siteDocument as { data?: { attributes?: { name?: unknown } } } | null)?.data?.attributes?.name
  return typeof name === 'string' ? name : ''
}

/**
 * Whether a listing document is one every visitor sees alike: a listing the site shows, not
 * password-locked (its page carries the gate, and unlocking it is one visitor's).
 */
function isOpenListing(document: unknown): boolean {
  const attributes = (document as { data?: { attributes?: { locked?: unknown } } } | null)?.data?.attributes
  return attributes !== undefined && attributes.locked !== true
}

/** The issuer of the site document's single sign-on provider (`attributes.sso.issuer`), if any. */
function ssoIssuerOf(siteDocument: unknown): string | null {
  const issuer = (siteDocument as { data?: { attributes?: { sso?: { issuer?: unknown } | null } } } | null)?.data
    ?.attributes?.sso?.issuer
  return typeof issuer === 'string' ? issuer : null
}

/**
 * Serves the built apps/idx at /app/: hashed assets as static files, every other /app/ path as the
 * page itself (client-side routes), with the site configuration injected.
 */
export async function registerIdxSite(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const dir = config.idxAppDir
  // /embed.js, the script a brokerage's page includes to frame the site, from the same build.
  await registerEmbedScript(app, dir)
  if (!dir) {
    app.get('/app/*', async (_request, reply) =>
      reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The idx site has not been built: run `npm run build` (or `npm start`, which builds it).'),
    )
    return
  }
  // The template's scripts get each answer's nonce (its Content-Security-Policy allows no other inline script).
  const template = markScriptsForNonce(readFileSync(join(dir, 'index.html'), 'utf8'))
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
  const rendererPath = config.idxRenderer === undefined ? defaultRendererPath(dir) : config.idxRenderer
  const renderer = await loadPageRenderer(rendererPath, app.log)
  const configuredOrigin = configuredBase(config.publicUrl)
  // Full listing pages for anonymous visitors are kept rendered (listing-page-cache.ts): the same
  // bytes for all of them, so their scripts run by hash, not by a nonce (a nonce must not be shared).
  const sharedTemplate = withoutNonce(template)
  const sharedScriptHashes = inlineScriptHashes(sharedTemplate)
  const pageCache = new PageCache(config.pageCacheBytes ?? DEFAULT_PAGE_CACHE_MB * 1024 * 1024)
  const listingPageVersion = listingPageVersionReader((ids) =>
    readListingPageVersions(app.db, config.site.apiToken, ids),
  )
  // What a full listing page reads of its site (no search, so no market defaults), read again only
  // when the site's version read with the listing's changes: its digest covers the site's row (the
  // embedding origins among it), applications, markets and their feeds (listing-page-version.ts).
  const listingPageSite = keptAtVersion(async () => {
    const pageSite = await readPageSite(app.db, config.site, false)
    const embedOrigins = await embedOriginsOfSiteToken(app.db, config.site.apiToken)
    return { pageSite, embedOrigins }
  })
  // What else a page is made of than the request and the database: with it, every process of one
  // build and settings gives a page the same validator.
  const build = pageBuild([
    template,
    rendererPath && existsSync(rendererPath) ? readFileSync(rendererPath) : '',
    JSON.stringify([siteConfigValue(config.site), config.frameAncestors, SERVER_TIME_ZONE ?? null]),
  ])
  // Written per request: the site and its markets' defaults come from the database, which an admin may change.
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const started = performance.now()
    const url = request.url
    const path = url.split('?', 1)[0] ?? ''
    // An old-style address (`collections/{id}/…`, `{type}/{id}/accept_invite`) only leads on.
    const redirect = appRedirect(path.slice('/app/'.length), url.slice(path.length))
    if (redirect !== null) return reply.redirect(`/app/${redirect}`)
    // Where visitors reach the site; a Host header that is no host name is refused (400) here.
    const origin = configuredOrigin ?? requestBase(request)
    // An address that is no route of the site is a 404 page: nothing to read for it but the site.
    const known = isAppRoute(path)
    // Listing routes are read for the renderer only (the browser asks for its listing itself).
    const listing = renderer && known ? listingRoute(path) : null
    const viewport = viewportHint(request.headers)
    // Live updates connect where the visitor reached the site (its host and port).
    const realtime = await app.realtimeClientConfig(origin).catch((error: unknown) => {
      request.log.warn({ err: error }, 'could not read the realtime configuration for the page')
      return null
    })
    // A full listing page for an anonymous visitor is the same for all of them: answered from
    // this process's cache while the versions read now from the database are those it was
    // rendered at, or with 304 when the visitor holds it already.
    const shared =
      listing?.view === 'full' && isAnonymousPageRequest(request.headers)
        ? await sharedListingPage(request, listing.id, listingPageKey({ url, viewport, origin, realtime }))
        : null
    if (shared?.cached && shared.cached.etag === shared.etag) {
      return sendCachedPage(request, reply, shared.cached, started)
    }
    // Without the site the page still works: the browser then asks for it, and its first search
    // waits for the site's markets. A full listing page shows no search, so it goes without the
    // market's defaults (reading them walks the filter schema): the site document it carries
    // holds them for the search the visitor goes on to.
    // A full listing page with its versions read takes them as of the site's version (kept while
    // it is unchanged: a listing page reads them on every render); other pages read them now, as
    // does this one when that read failed.
    const siteOfPage = shared ? await listingPageSite(shared.version.site).catch(() => null) : null
    const pageSite =
      siteOfPage !== null
        ? siteOfPage.pageSite
        : await readPageSite(app.db, config.site, known && listing?.view !== 'full').catch((error: unknown) => {
            request.log.warn({ err: error }, 'could not read the site for the page')
            return null
          })
    const defaults = pageSite?.defaults ?? null
    // The parent pages the served site's operator registered (`idx embed-origins`), besides IDX_FRAME_ANCESTORS.
    const embedOrigins =
      siteOfPage !== null
        ? siteOfPage.embedOrigins
        : await embedOriginsOfSiteToken(app.db, config.site.apiToken).catch((error: unknown) => {
            request.log.warn({ err: error }, 'could not read the origins allowed to embed the site')
            return [] as string[]
          })
    // The documents of the page's first render: the search screen's first results, so they paint
    // without a round trip, and a listing route's listing; without them the page asks itself.
    const read =
      known && pageSite && (listing || firstSearchQuery(config.site, defaults, url))
        ? await readPageData(app, config.site, pageSite, url, listing?.id ?? null, {
            viewport,
            origin,
          }).catch((error: unknown) => {
            request.log.warn({ err: error }, 'could not read the documents for the page')
            return null
          })
        : null
    // The site alone (its search failed) is not worth the page's bytes: the page asks for both.
    const written = read && (read.data.search || read.data.listing) ? read : null
    const rendered =
      renderer && written
        ? await renderPage(renderer, request, written, listing !== null, defaults, origin, realtime)
        : null
    const status = known ? (rendered?.status ?? 200) : 404
    // Kept and shared: a rendered page of a listing the site shows, the same for every visitor
    // (not a password-locked one: what unlocking shows must never be near a shared copy).
    const keep =
      shared !== null && status === 200 && rendered !== null && isOpenListing(written?.data.listing?.document)
    // The nonce goes in first, into the template alone: nothing the page carries can take it.
    const nonce = keep ? null : scriptNonce()
    const html = nonce === null ? sharedTemplate : withNonce(template, nonce)
    let page = injectFirstSearch(
      injectSiteConfig(html, config.site, defaults, realtime),
      written?.data ?? null,
      written?.json,
    )
    if (rendered) page = injectRenderedPage(page, rendered)
    if (!known) page = injectNotFoundHead(page, siteNameOf(pageSite?.document))
    page = injectSiteTheme(page, pageSite?.document, new URLSearchParams(url.slice(path.length)))
    const frameAncestors = [...new Set([...config.frameAncestors, ...embedOrigins])]
    page = injectEmbedOrigins(page, frameAncestors)
    const policy = sitePagePolicy({
      ...(nonce === null ? { scriptHashes: sharedScriptHashes } : { nonce }),
      frameAncestors,
      mapTiles: config.site.mapTiles,
      ssoIssuer: ssoIssuerOf(pageSite?.document),
      basemapUrl: config.site.basemapPmtiles?.url ?? null,
    })
    const body = injectSavedRoute(page, url)
    let kept: CachedPage | null = null
    if (keep) {
      const cached: CachedPage = {
        etag: shared.etag,
        status,
        headers: { 'content-security-policy': policy },
        body: Buffer.from(body),
        encoded: {},
      }
      pageCache.set(shared.key, cached, firstAnswerEncoding(request) ?? undefined)
      kept = cached
      // Rendered only to find the visitor had it already (it was no longer kept here).
      if (ifNoneMatchHits(request.headers['if-none-match'], shared.etag)) {
        return sendNotModified(reply, cached, started, 'miss')
      }
    }
    // The page's own time (its reads and rendering, before compression and sending): what
    // `npm run bench` reports beside the time a client waited.
    const pageTime = `page;dur=${(performance.now() - started).toFixed(1)}`
    if (keep) reply.header('etag', shared.etag)
    // Whether a full listing page came from the cache (`hit`), was rendered and kept (`miss`) or
    // rendered for this request alone (`pass`): for operators and `npm run bench`.
    if (listing?.view === 'full') reply.header(PAGE_CACHE_HEADER, keep ? 'miss' : 'pass')
    return (
      reply
        .status(status)
        .header(
          'cache-control',
          keep ? SHARED_PAGE_CACHE_CONTROL : listing?.view === 'full' ? PRIVATE_PAGE_CACHE_CONTROL : 'no-cache',
        )
        .header('content-security-policy', policy)
        // The layout rendered follows the browser's kind (viewportHint): a shared cache must too.
        .header('vary', keep ? LISTING_PAGE_VARY : 'Sec-CH-UA-Mobile, User-Agent')
        .header('server-timing', pageTime)
        .type('text/html; charset=utf-8')
        .send(kept ? await firstAnswerBody(request, reply, kept, body) : body)
    )
  }

  /**
   * A full listing page's key and validator for this request, and what this process keeps under
   * the key (whatever its validator); null when the page has no version to be kept at (the
   * listing is not the site's, or the versions could not be read: it is then rendered as before).
   */
  const sharedListingPage = async (request: FastifyRequest, rawId: string, key: string) => {
    const id = listingPathId(rawId)
    if (id == null) return null
    const version = await listingPageVersion(id).catch((error: unknown) => {
      request.log.warn({ err: error }, 'could not read the versions of the listing page')
      return null
    })
    if (version === null) return null
    return { key, version, etag: listingPageEtag(build, key, version, pagePeriod()), cached: pageCache.get(key) }
  }

  /** The encoding a page's first answer goes in (null: plain), and so the copy made first. */
  const firstAnswerEncoding = (request: FastifyRequest) =>
    pickEncoding(request.headers['accept-encoding'], ['br', 'gzip'])

  /**
   * The first answer of a page just kept: its copy in the encoding the client takes best, made
   * once off the main thread and kept, rather than compressed again per answer; the plain page
   * (for @fastify/compress) when the client takes neither or nothing was kept (IDX_PAGE_CACHE_MB=0).
   */
  const firstAnswerBody = async (request: FastifyRequest, reply: FastifyReply, page: CachedPage, body: string) => {
    const encoding = firstAnswerEncoding(request)
    const encoded = encoding === null ? null : await pageCache.encodedBody(page, encoding)
    if (encoding === null || encoded === null) return body
    reply.header('content-encoding', encoding)
    return encoded
  }

  /** A kept page, as it was answered first: 304 when the visitor has it, else its bytes in the best encoding kept. */
  const sendCachedPage = (request: FastifyRequest, reply: FastifyReply, cached: CachedPage, started: number) => {
    if (ifNoneMatchHits(request.headers['if-none-match'], cached.etag)) {
      return sendNotModified(reply, cached, started, 'hit')
    }
    const encoding = pickEncoding(request.headers['accept-encoding'], Object.keys(cached.encoded) as PageEncoding[])
    reply
      .status(cached.status)
      .headers(cached.headers)
      .header('cache-control', SHARED_PAGE_CACHE_CONTROL)
      .header('vary', LISTING_PAGE_VARY)
      .header('etag', cached.etag)
      .header('server-timing', `page;dur=${(performance.now() - started).toFixed(1)}`)
      .header(PAGE_CACHE_HEADER, 'hit')
      .type('text/html; charset=utf-8')
    // A kept compressed copy goes as it is (@fastify/compress leaves an encoded answer alone);
    // until it is made, or for a client taking neither, the plain bytes go (compressed per answer
    // by @fastify/compress when the client takes deflate, as every page is).
    const encoded = encoding === null ? undefined : cached.encoded[encoding]
    if (encoding !== null && encoded !== undefined) return reply.header('content-encoding', encoding).send(encoded)
    return reply.send(plainBody(cached))
  }

  /**
   * 304 (RFC 9110, 15.4.5): no body, and the headers a 200 would carry that a cache updates its
   * copy with, the page's policy included (without it the copy would get the locked-down one).
   */
  const sendNotModified = (reply: FastifyReply, cached: CachedPage, started: number, how: 'hit' | 'miss') =>
    reply
      .status(304)
      .headers(cached.headers)
      .header('cache-control', SHARED_PAGE_CACHE_CONTROL)
      .header('vary', LISTING_PAGE_VARY)
      .header('etag', cached.etag)
      .header('server-timing', `page;dur=${(performance.now() - started).toFixed(1)}`)
      .header(PAGE_CACHE_HEADER, how)
      .send()

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
    realtime: RealtimeClientConfig | null,
  ): Promise<RenderedPage | null> => {
    if (!isListingRoute && !read.data.search) return null
    try {
      return await pageRenderer.renderPage({
        url: request.url,
        config: siteConfigValue(config.site, defaults, realtime),
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
  // Its pages' inline scripts, hashed once: the build does not change while the server runs.
  const pages = readdirSync(dir)
    .filter((name) => name.endsWith('.html'))
    .map((name) => readFileSync(join(dir, name), 'utf8'))
  const policy = storybookPolicy(pages)
  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/storybook/',
    decorateReply: false,
    index: 'index.html',
    setHeaders: (response) => response.setHeader('content-security-policy', policy),
  })
}
