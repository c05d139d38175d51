import type { FastifyReply, FastifyRequest } from 'fastify'
import { bearerToken } from '../auth/site-auth.js'
import { constantTimeEqual } from '../auth/secrets.js'
import { findOauthClient, type OauthClient } from '../auth/clients.js'
import { oauthError } from './oauth-answers.js'

/**
 * A member of a parsed query or body. Every /oauth route reads `client_id` through here, whatever
 * its schemas (or before its body is parsed, in an onRequest hook), so the request parts are
 * looked into as plain objects.
 */
function member(part: unknown, name: string): unknown {
  return typeof part === 'object' && part !== null ? Reflect.get(part, name) : undefined
}

function param(request: FastifyRequest, name: string): string | undefined {
  const value = member(request.query, name) ?? member(request.body, name)
  return typeof value === 'string' ? value : undefined
}

/**
 * The application a /oauth request names by `client_id` (query or body), or a 401 sent and
 * undefined returned. With `siteToken: true` the Bearer header must also be that client's site
 * token (the register, login-type and reset calls send it, spec §7).
 */
export async function requestClient(
  request: FastifyRequest,
  reply: FastifyReply,
  { siteToken = false }: { siteToken?: boolean } = {},
): Promise<OauthClient | undefined> {
  const clientId = param(request, 'client_id')
  if (!clientId) {
    void oauthError(reply, 400, 'invalid_request', 'client_id is required.')
    return undefined
  }
  const client = await findOauthClient(request.server.db, clientId)
  if (!client) {
    void oauthError(reply, 401, 'invalid_client', 'Unknown client_id.')
    return undefined
  }
  if (siteToken) {
    const token = bearerToken(request.headers.authorization)
    if (token === null || !isSiteToken(token, client.site)) {
      void oauthError(reply, 401, 'invalid_client', "The site's API token is required as the Bearer token.")
      return undefined
    }
  }
  return client
}

/** The site's token, or the one an overlapping rotation replaced while it lasts (both compared in constant time). */
function isSiteToken(token: string, site: OauthClient['site']): boolean {
  const current = constantTimeEqual(token, site.accessToken)
  const previous = site.previousAccessToken !== null && constantTimeEqual(token, site.previousAccessToken)
  return current || previous
}

/** A named string parameter of the query or body, if present. */
export { param as requestParam }
