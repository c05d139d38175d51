import type { FastifyReply, FastifyRequest } from 'fastify'
import { ApiError } from '../errors.js'
import { UNLOCK_HEADER } from '../listings/listing-unlock.js'

// Cross-origin calls are answered for exactly the configured origins: the ones allowed to embed
// the site (IDX_FRAME_ANCESTORS) and the public origin (IDX_PUBLIC_URL). Never `*`, and never
// with credentials: the API is called with bearer tokens, which a browser does not attach on its
// own, so no cookie or HTTP authentication is ever shared with another origin.
// Hand-written rather than @fastify/cors: that plugin adds an `OPTIONS *` route, which the
// 404/405 route table (error-handler.ts) would read as every path allowing OPTIONS, and it
// answers a refused preflight with a bare 404 instead of a JSON:API 403.

/** The methods the API's routes use. */
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE'
/** The request headers apps/idx and api-client send (besides the CORS-safelisted ones). */
const ALLOWED_HEADERS = ['authorization', 'content-type', 'x-request-id', UNLOCK_HEADER].join(', ')
/** The answer headers a caller's script may read: its request id and how long to wait after a 429. */
const EXPOSED_HEADERS = 'x-request-id, retry-after, www-authenticate'
/** How long a browser keeps a preflight's answer (Chromium caps it at 2 hours). */
const PREFLIGHT_MAX_AGE_SECONDS = 600

/**
 * The origins cross-origin calls are answered for: each of `frameAncestors` and the origin of
 * `publicUrl`, when set.
 *
 * @example
 * corsOrigins(['https://broker.example'], 'https://homes.example/idx') // Set { 'https://broker.example', 'https://homes.example' }
 */
export function corsOrigins(frameAncestors: readonly string[], publicUrl: string | undefined): ReadonlySet<string> {
  const origins = new Set(frameAncestors)
  if (publicUrl) origins.add(new URL(publicUrl).origin)
  return origins
}

const isPreflight = (request: FastifyRequest) =>
  request.method === 'OPTIONS' && typeof request.headers['access-control-request-method'] === 'string'

/**
 * An onRequest hook: a call from an allowed origin gets `Access-Control-Allow-Origin` naming it;
 * a preflight from one is answered here (204), one from any other origin is refused (403). Calls
 * without an `Origin` header, or from another origin without a preflight, go on as before (the
 * browser then keeps the answer from the calling page).
 */
export function corsHook(origins: ReadonlySet<string>) {
  return async function answerCors(request: FastifyRequest, reply: FastifyReply) {
    const origin = request.headers.origin
    if (typeof origin !== 'string') return
    const allowed = origins.has(origin)
    if (isPreflight(request)) {
      reply.header('vary', 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers')
      if (!allowed) {
        throw new ApiError(
          403,
          `Calls from ${origin} are not allowed: this server answers only its configured origins.`,
          {
            header: 'origin',
          },
        )
      }
      return reply
        .status(204)
        .header('access-control-allow-origin', origin)
        .header('access-control-allow-methods', ALLOWED_METHODS)
        .header('access-control-allow-headers', ALLOWED_HEADERS)
        .header('access-control-max-age', String(PREFLIGHT_MAX_AGE_SECONDS))
        .send()
    }
    if (allowed) {
      reply.header('access-control-allow-origin', origin).header('access-control-expose-headers', EXPOSED_HEADERS)
    }
  }
}

/**
 * `Vary: Origin` on every answer once cross-origin calls are answered at all, added to what the
 * route set: a shared cache must not hand one origin's answer (with its Allow-Origin) to another.
 */
export function varyOnOrigin(reply: FastifyReply): void {
  const vary = reply.getHeader('vary')
  const current = typeof vary === 'string' ? vary : Array.isArray(vary) ? vary.join(', ') : ''
  if (/(^|,)\s*(origin|\*)\s*(,|$)/i.test(current)) return
  reply.header('vary', current ? `${current}, Origin` : 'Origin')
}
