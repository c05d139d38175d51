import type { FastifyInstance } from 'fastify'
import { authorizeRoutes } from './authorize.routes.js'
import { oktaRoutes } from './okta.routes.js'
import { registrationRoutes } from './registration.routes.js'
import { tokenRoutes } from './token.routes.js'

/**
 * Everything under /oauth. Not behind the /api/v3 site-token hook: each route checks its own
 * client_id (and the site token where the spec sends it), and answers OAuth-style JSON.
 */
export async function oauthRoutes(app: FastifyInstance): Promise<void> {
  // OAuth clients post forms (RFC 6749 §4.1.3); parse them into plain objects.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)))
  })
  app.addHook('onSend', async (_request, reply) => {
    // Tokens and codes must never be cached by a browser or proxy (RFC 6749 §5.1).
    reply.header('cache-control', 'no-store')
  })
  await app.register(registrationRoutes)
  await app.register(tokenRoutes)
  await app.register(authorizeRoutes)
  await app.register(oktaRoutes)
}
