import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import { ADMIN_ROOT, isAdminRoute } from '@idx/domain'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ServerConfig } from '../config/server-config.js'
import { markScriptsForNonce, scriptNonce, sitePagePolicy, withNonce } from '../http-headers/content-security-policy.js'
import { injectSiteConfig } from './idx-site.js'
import { readPageSite } from './first-search.js'
import { injectSiteTheme } from './site-theme-style.js'

/**
 * Serves the built apps/admin at /admin/ like the site at /app/: hashed assets as static files,
 * every other /admin/ path as the page (the app's router draws it), with the site configuration
 * written into its config meta tag. A path that is no admin route (ADMIN_ROUTE_PATHS) gets the
 * same page with 404: the router draws its "Page not found" there, and link checkers and
 * crawlers hear that nothing is. The page carries no data of its own: every admin screen asks
 * the API with the admin's token, which the server renders none of; only the site's brand
 * colours are written into its head.
 */
export async function registerAdminSite(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const dir = config.adminAppDir
  if (!dir) {
    app.get(`${ADMIN_ROOT}*`, async (_request, reply) =>
      reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The admin app has not been built: run `npm run build` (or `npm start`, which builds it).'),
    )
    return
  }
  const template = markScriptsForNonce(readFileSync(join(dir, 'index.html'), 'utf8'))
  await app.register(fastifyStatic, {
    root: dir,
    prefix: ADMIN_ROOT,
    index: false,
    wildcard: false,
    // Beside /app/'s own static files: this registration must not decorate the reply again.
    decorateReply: false,
    preCompressed: true,
    maxAge: '1y',
    immutable: true,
  })
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const nonce = scriptNonce()
    // The admin's screens are in the site's colours too (the card designer previews cards as visitors see them).
    const pageSite = await readPageSite(app.db, config.site, false).catch((error: unknown) => {
      request.log.warn({ err: error }, 'could not read the site for the admin page')
      return null
    })
    const page = injectSiteTheme(injectSiteConfig(withNonce(template, nonce), config.site), pageSite?.document)
    const known = isAdminRoute(request.url.split('?', 1)[0] ?? '')
    return (
      reply
        .status(known ? 200 : 404)
        .header('cache-control', 'no-cache')
        // The admin screens are never framed by another page: only this origin may.
        .header('content-security-policy', sitePagePolicy({ nonce, frameAncestors: [], mapTiles: {} }))
        .type('text/html; charset=utf-8')
        .send(page)
    )
  }
  const root = ADMIN_ROOT.replace(/\/$/, '')
  app.get(root, async (request, reply) => {
    const query = request.url.indexOf('?')
    return reply.redirect(query === -1 ? ADMIN_ROOT : `${ADMIN_ROOT}${request.url.slice(query)}`)
  })
  app.get(ADMIN_ROOT, sendPage)
  app.get(`${ADMIN_ROOT}*`, sendPage)
}
