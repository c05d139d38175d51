import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { keptPrepared } from '../db/kept-prepared.js'
import { defaultMarketIdOfSite } from './default-market.js'
import { jsonApiError } from '../errors.js'
import { ACCESS_TOKEN_PREFIX } from './secrets.js'
import { findAccessTokenOwner, type AuthenticatedUser } from './tokens.js'

/** The site a request acts for, found by its Bearer access token. Never carries the token. */
export interface AuthenticatedSite {
  id: number
  name: string
  domain: string
  /** The market a request without `market_id` searches (the default one, else the first); null: none. */
  defaultMarketId: number | null
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
  }
}

export const UNAUTHORIZED_DETAIL = 'A valid site API token is required as a Bearer token.'
export const SIGN_IN_REQUIRED_DETAIL = 'Sign in to do this: a user access token is required as the Bearer token.'

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
      .where('sites.access_token', '=', token),
  ).execute(db)
  return rows[0]
}

function unauthorized(reply: FastifyReply, detail = UNAUTHORIZED_DETAIL) {
  return reply
    .status(401)
    .header('www-authenticate', 'Bearer')
    .type('application/vnd.api+json')
    .send(jsonApiError(401, detail))
}

/**
 * For routes that act for a signed-in user: the user, or a 401 sent (and undefined returned) when
 * the request carries the site token.
 *
 * @example
 * const user = signedInUser(request, reply)
 * if (!user) return reply
 */
export function signedInUser(request: FastifyRequest, reply: FastifyReply): AuthenticatedUser | undefined {
  if (request.user) return request.user
  void unauthorized(reply, SIGN_IN_REQUIRED_DETAIL)
  return undefined
}

/**
 * Requires a site token on every route of the scope it is registered in (the /api/v3 prefix),
 * except routes whose config says `public: true`. Sets `request.site`.
 *
 * @example
 * app.get('/openapi.json', { config: { public: true } }, handler) // no token needed
 */
export const siteAuth = fp(
  async function siteAuthPlugin(app: FastifyInstance) {
    app.decorateRequest('site', null as unknown as AuthenticatedSite)
    app.decorateRequest('user', null)
    app.addHook('onRequest', async function authenticateSite(request: FastifyRequest, reply: FastifyReply) {
      if (request.routeOptions.config?.public) return
      // Unknown paths fall through to the 404 handler, which needs no site.
      if (request.routeOptions.url === undefined) return
      const token = bearerToken(request.headers.authorization)
      if (token !== null && token.startsWith(ACCESS_TOKEN_PREFIX)) {
        // A user's access token: it names its site too, so the request needs no site token.
        const owner = await findAccessTokenOwner(app.db, token)
        if (!owner) return unauthorized(reply, 'The access token is invalid, expired or revoked: sign in again.')
        request.site = owner.site
        request.user = owner.user
        return
      }
      const site = token === null ? undefined : await findSiteByToken(app.db, token)
      if (!site) return unauthorized(reply)
      request.site = site
    })
  },
  { name: 'site-auth', fastify: '5.x' },
)
