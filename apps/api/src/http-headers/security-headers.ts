import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ServerConfig } from '../config/server-config.js'
import { LOCKED_DOWN_POLICY } from './content-security-policy.js'
import { corsHook, corsOrigins, storedCorsAnswer, varyOnOrigin, type StoredOriginCheck } from './cors.js'
import { siteEmbedsOrigin } from './embed-origins.js'

/**
 * Sends only the origin to other sites (tile servers need a Referer; a listing's URL and query is
 * the visitor's business) and the full URL within the site (the tracking route reads it).
 */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin'

/**
 * The headers every answer carries, pages, API JSON, errors, assets and redirects alike:
 * `X-Content-Type-Options: nosniff`, a `Referrer-Policy`, a Content-Security-Policy (the locked-
 * down one unless the route set its own: the site's pages, the sign-in popup, the outbox,
 * Storybook) and the CORS answers for the configured origins (the environment's, and the ones
 * sites stored, read from the database on each call, so every process sees a change at once).
 * Installed before any route, so every route and the 404/405 and error answers get them.
 */
export function installSecurityHeaders(app: FastifyInstance, config: ServerConfig): void {
  const origins = corsOrigins(config.frameAncestors, config.publicUrl)
  const stored: StoredOriginCheck = (origin, siteId) => siteEmbedsOrigin(app.db, origin, siteId)
  app.addHook('onRequest', corsHook(origins, stored))
  app.addHook('onSend', async function securityHeaders(request, reply) {
    withSecurityHeaders(reply)
    await storedCorsAnswer(request, reply, stored)
    // Any answer may depend on the Origin: a site can store an origin at any time.
    varyOnOrigin(reply)
  })
}

/**
 * nosniff, the Referrer-Policy and the locked-down CSP, each unless the route set its own. Called
 * by the onSend hook, and for the answers Fastify makes before routing (a badly encoded URL),
 * which run no hooks.
 */
export function withSecurityHeaders(reply: FastifyReply): FastifyReply {
  if (!reply.hasHeader('x-content-type-options')) reply.header('x-content-type-options', 'nosniff')
  if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', REFERRER_POLICY)
  if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', LOCKED_DOWN_POLICY)
  return reply
}
