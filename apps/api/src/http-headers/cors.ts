import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AuthenticatedSite } from '../auth/site-auth.js'
import { ApiError } from '../http/errors.js'
import { UNLOCK_HEADER } from './unlock-header.js'

// Cross-origin calls are answered for exactly the configured origins: the ones allowed to embed
// the site (IDX_FRAME_ANCESTORS, and each site's stored `embed_origins`) and the public origin
// (IDX_PUBLIC_URL). Never `*`, and never
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
 * Whether a site's stored list allows `origin`: the request's site when its token named one, else
 * any site (see embed-origins.ts). Asked only for origins the environment does not allow.
 */
export type StoredOriginCheck = (origin: string, siteId: number | null) => Promise<boolean>

const allowOrigin = (reply: FastifyReply, origin: string) =>
  reply.header('access-control-allow-origin', origin).header('access-control-expose-headers', EXPOSED_HEADERS)

/**
 * An onRequest hook: a call from an allowed origin gets `Access-Control-Allow-Origin` naming it;
 * a preflight from one is answered here (204), one from any other origin is refused (403). Calls
 * without an `Origin` header, or from another origin without a preflight, go on as before (the
 * browser then keeps the answer from the calling page). A preflight from an origin a site stored
 * is allowed here; the call itself learns whether its own site allows it in `storedCorsAnswer`.
 */
export function corsHook(origins: ReadonlySet<string>, stored: StoredOriginCheck) {
  return async function answerCors(request: FastifyRequest, reply: FastifyReply) {
    const origin = request.headers.origin
    if (typeof origin !== 'string') return
    if (isPreflight(request)) {
      const allowed = origins.has(origin) || (await stored(origin, null))
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
    if (origins.has(origin)) allowOrigin(reply, origin)
  }
}

/**
 * Part of an onSend hook: a call from an origin the environment does not allow gets its
 * Allow-Origin when the site it acted for (its token's, known only after authentication) stored
 * that origin; without a site (a public route, a 401), when any site did. A same-origin call is
 * never asked about, and a failed lookup answers no.
 */
export async function storedCorsAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  stored: StoredOriginCheck,
): Promise<void> {
  const origin = request.headers.origin
  if (typeof origin !== 'string' || reply.hasHeader('access-control-allow-origin') || isPreflight(request)) return
  if (origin === `${request.protocol}://${request.host}`) return
  // `site` is null until site-auth set it, and on public routes and failed authentications.
  const site = request.site as AuthenticatedSite | null
  const allowed = await stored(origin, site?.id ?? null).catch((error: unknown) => {
    request.log.warn({ err: error }, 'could not read the sites allowed to embed for CORS')
    return false
  })
  if (allowed) allowOrigin(reply, origin)
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
