import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import type { Kysely } from 'kysely'
import { apiRoutes } from './api-routes.js'
import type { ServerConfig } from './config.js'
import type { Database } from './db/schema.js'
import { registerIdxSite } from './idx-site.js'
import { jsonApiError } from './errors.js'

/** What the app is given rather than creating: the database (PGlite or PostgreSQL). */
export interface AppDependencies {
  db: Kysely<Database>
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The one database handle; routes pass it to repository functions. */
    db: Kysely<Database>
  }
}

/**
 * Builds the whole server as a Fastify instance without listening, so tests can `inject` into
 * it and server.ts only adds the socket and signals.
 */
export async function buildApp(
  config: ServerConfig,
  deps: AppDependencies,
  opts: FastifyServerOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, requestIdHeader: 'x-request-id', ...opts })
  app.decorate('db', deps.db)

  // One place turns errors into HTTP responses: JSON:API error documents, 5xx details hidden.
  app.setErrorHandler((error: Error & { statusCode?: number; validation?: unknown }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500
    if (status >= 500) request.log.error({ err: error }, 'request failed')
    const detail = status >= 500 ? 'The server could not complete this request.' : error.message
    return reply.status(status).type('application/vnd.api+json').send(jsonApiError(status, detail))
  })
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .type('application/vnd.api+json')
      .send(jsonApiError(404, `No route for ${request.method} ${request.url.split('?')[0]}`)),
  )

  app.get('/healthz', async () => ({ status: 'ok' }))
  app.get('/', async (_request, reply) => reply.redirect('/app/'))

  await app.register(apiRoutes, { prefix: '/api/v3' })
  await registerIdxSite(app, config)
  return app
}
