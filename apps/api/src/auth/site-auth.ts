import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { keptPrepared } from '../db/kept-prepared.js'
import { defaultMarketIdOfSite, marketIdsOfSite, readMarketIds } from './default-market.js'
import { AuthenticationError, PermissionError } from '../http/errors.js'
import { ACCESS_TOKEN_PREFIX } from './secrets.js'
import { findAccessTokenOwner, type AuthenticatedUser } from './tokens.js'
import { siteTokenIs } from './site-token-match.js'

/** The site a request acts for, found by its Bearer access token. Never carries the token. */
export interface AuthenticatedSite {
  id: number
  name: string
  domain: string
  /** The market a request without `market_id` searches (the default one, else the first); null: none. */
  defaultMarketId: number | null
  /** The ids of the site's markets (null when not read): a search's market_id is checked against them. */
  marketIds: number[] | null
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The site whose token authorised this request. Unset (null) only on `config.public` routes. */
    site: AuthenticatedSite
    /** The signed-in user when the Bearer token is a user's access token; null with the site token. */
    user: AuthenticatedUser | null
  }
  interface FastifyContextConfig {
    /** Marks a route that needs no Bearer token (health, OpenAPI, photos, logos). */
    public?: boolean
    /** Who may call the route beyond the site token (default 'site'); see `RouteAuth`. */
    auth?: RouteAuth
  }
}

/**
 * What a route asks of the Bearer token, declared in its `config.auth`: 'site' (the site token
 * or any user's access token, the default), 'user' (a signed-in user's access token) or 'admin'
 * (a user's session holding the admin scope). Checked once, before the handler (after validation,
 * so a malformed request is still a 400 first); a handler then reads `currentUser(request)`.
 *
 * @example
 * app.get('/user', { config: { auth: 'user' }, schema }, async (request) => currentUser(request).id)
 */
export type RouteAuth = 'site' | 'user' | 'admin'

export const UNAUTHORIZED_DETAIL = 'A valid site API token is required as a Bearer token.'
export const SIGN_IN_REQUIRED_DETAIL = 'Sign in to do this: a user access token is required as the Bearer token.'
export const ADMIN_SCOPE_REQUIRED_DETAIL = 'You are not authorized to perform that action.'

/** The token of an `Authorization: Bearer <token>` header, or null for anything else. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header)
  return match ? match[1]! : null
}

/**
 * Looks the site up by its access token, with its default market in the same statement (most
 * requests need it, and a round trip costs more than the subquery). The database is the only
 * state: every request reads it, so several processes behind a load balancer see a revoked or new
 * token at once.
 */
export async function findSiteByToken(db: Kysely<Database>, token: string): Promise<AuthenticatedSite | undefined> {
  // Kept prepared: every request runs it, and planning it cost more than running it.
  const { rows } = await keptPrepared(
    db
      .selectFrom('sites')
      .select(['sites.id', 'sites.name', 'sites.domain'])
      .select((eb) => defaultMarketIdOfSite(eb).as('defaultMarketId'))
      .select((eb) => marketIdsOfSite(eb).as('marketIds'))
      .where((eb) => siteTokenIs(eb, token)),
  ).execute(db)
  const row = rows[0]
  return row && { ...row, marketIds: readMarketIds(row.marketIds) }
}

/**
 * The signed-in user of a request, for routes that act for one; throws the 401 (sign in) when the
 * request carries the site token. Routes declaring `config.auth: 'user'` never reach that: the
 * check ran before their handler.
 *
 * @example
 * const user = currentUser(request)
 */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (request.user) return request.user
  throw new AuthenticationError(SIGN_IN_REQUIRED_DETAIL)
}

/** Throws unless the request meets what its route declares in `config.auth`. */
function requireRouteAuth(request: FastifyRequest, auth: RouteAuth): void {
  if (auth === 'site') return
  // The site token is no administrator's: refused like any other token without the admin scope.
  if (auth === 'admin' && !request.user) throw new PermissionError(ADMIN_SCOPE_REQUIRED_DETAIL)
  const user = currentUser(request)
  if (auth === 'admin' && !user.scopes.includes('admin')) throw new PermissionError(ADMIN_SCOPE_REQUIRED_DETAIL)
}

/**
 * Requires a site token on every route of the scope it is registered in (the /api/v3 prefix),
 * except routes whose config says `public: true`, and what each route's `config.auth` declares
 * beyond it (see RouteAuth). Sets `request.site` and `request.user`. Failures are thrown to the
 * error handler, like every other error.
 *
 * @example
 * app.get('/openapi.json', { config: { public: true } }, handler) // no token needed
 * app.get('/user', { config: { auth: 'user' } }, handler)          // a signed-in user's token
 */
export const siteAuth = fp(
  async function siteAuthPlugin(app: FastifyInstance) {
    // null until authenticateSite sets it (and on public routes, which never read it). Fastify's
    // form for a decoration whose value comes later, so `site` needs no null in its type.
    app.decorateRequest('site', null, [])
    app.decorateRequest('user', null)
    app.addHook('onRequest', async function authenticateSite(request: FastifyRequest) {
      if (request.routeOptions.config?.public) return
      // Unknown paths fall through to the 404 handler, which needs no site.
      if (request.routeOptions.url === undefined) return
      const token = bearerToken(request.headers.authorization)
      if (token !== null && token.startsWith(ACCESS_TOKEN_PREFIX)) {
        // A user's access token: it names its site too, so the request needs no site token.
        const owner = await findAccessTokenOwner(app.db, token)
        if (!owner) throw new AuthenticationError('The access token is invalid, expired or revoked: sign in again.')
        request.site = owner.site
        request.user = owner.user
        return
      }
      const site = token === null ? undefined : await findSiteByToken(app.db, token)
      if (!site) throw new AuthenticationError(UNAUTHORIZED_DETAIL)
      request.site = site
    })
    app.addHook('preHandler', async function authorizeRoute(request: FastifyRequest) {
      const { config } = request.routeOptions
      if (config?.public || request.routeOptions.url === undefined) return
      requireRouteAuth(request, config?.auth ?? 'site')
    })
  },
  { name: 'site-auth', fastify: '5.x' },
)
