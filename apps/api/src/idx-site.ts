import { injectSavedRoute } from './saved-route.js'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ServerConfig } from './config.js'
import { injectFirstSearch, readFirstSearch } from './first-search.js'
import { siteSearchDefaults, type SiteSearchDefaults } from './site-defaults.js'

/** The meta tag apps/idx reads its site configuration from (see apps/idx/src/config). */
const CONFIG_META = /<meta name="idx-config" content="[^"]*"\s*\/?>/

/** Writes the site configuration into the page, URL-encoded JSON as apps/idx expects. */
export function injectSiteConfig(
  html: string,
  site: ServerConfig['site'],
  defaults: SiteSearchDefaults | null = null,
): string {
  const content = encodeURIComponent(
    JSON.stringify({
      api_token: site.apiToken,
      client_id: site.clientId,
      market_id: site.marketId,
      api_base_url: '',
      map_style: site.mapStyle,
      map_tiles: site.mapTiles,
      ...(defaults ? { default_filter: defaults.filter, default_filter_market_id: defaults.market_id } : {}),
    }),
  )
  return html.replace(CONFIG_META, `<meta name="idx-config" content="${content}" />`)
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
  // Written per request: the market's defaults come from the database, which an admin may change.
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    // Without them the page still works: its first search then waits for the site's markets.
    const defaults = await siteSearchDefaults(app.db, config.site).catch((error: unknown) => {
      request.log.warn({ err: error }, 'could not read the opening market search defaults')
      return null
    })
    // The search screen's first results, written into the page so they paint without a round
    // trip; without them the page asks for them itself.
    const first = await readFirstSearch(app, config.site, defaults, request.url).catch((error: unknown) => {
      request.log.warn({ err: error }, 'could not read the first search for the page')
      return null
    })
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(injectSavedRoute(injectFirstSearch(injectSiteConfig(html, config.site, defaults), first), request.url))
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
