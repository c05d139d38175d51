import type { FastifyRequest } from 'fastify'
import { THROTTLE_RULES, throttleKey } from '../auth/throttle-rules.js'
import { oauthError, tooManyRequests } from './oauth-answers.js'
import { requestClient } from './oauth-client.js'
import { oauthErrorSchema, tokenAnswerSchema } from './oauth-schemas.js'
import { signInWithSso } from './sso-sign-in.js'
import { verifySsoToken } from './sso-token-verifier.js'
import { oauthQueryErrorHandler } from './token-errors.js'
import { readScopeRequest } from './token-scopes.js'
import type { SchemaTypedApp } from '../http/schema-typed-app.js'

/** The URL as logged: the provider's token is a credential until it expires, so it never reaches a log. */
export function urlWithoutToken(url: string): string {
  return url.replace(/([?&]access_token=)[^&#]*/gi, '$1[redacted]')
}

/** `GET /oauth/okta/token`: a token from the site's identity provider, exchanged for an idx session. */
export async function oktaRoutes(app: SchemaTypedApp): Promise<void> {
  // Its declared error answers are OAuth's; the API's JSON:API errors would fail to serialise (a 500).
  app.setErrorHandler(oauthQueryErrorHandler)
  app.get(
    '/okta/token',
    {
      // No Bearer token: the provider's token is the credential, checked below.
      config: { public: true },
      // The spec sends the token in the query string, which the request log lines would carry.
      logSerializers: {
        req: (req: FastifyRequest) => ({ method: req.method, url: urlWithoutToken(req.url), remoteAddress: req.ip }),
      },
      schema: {
        tags: ['oauth'],
        summary: "Exchanges a token of the site's OpenID Connect provider (Okta) for an idx session",
        description:
          "Single sign-on: `access_token` is a JWT from the site's OpenID Connect provider (an Okta " +
          "access token or an ID token). It is verified with the provider's published keys (found " +
          'through its discovery document; key rotation works): only asymmetric algorithms (RS, PS, ' +
          "ES, EdDSA), `iss` the site's issuer, `aud` the site's SSO client id or audience, `exp` in " +
          'the future and `sub` present (clocks may differ by 30 seconds), and it must name an e-mail ' +
          "(`email`, or an e-mail `sub`) within the site's SSO e-mail domains when it lists any; " +
          '`email_verified: false` is refused. The answer is the POST /oauth/token answer for that ' +
          "user: the one linked to the token's `sub`, else the site's user with that e-mail (linked, " +
          'not duplicated), else a new user without a password named from given_name and family_name. ' +
          'An e-mail linked to another `sub` is refused. The session is marked single sign-on (GET ' +
          '/api/v3/user?me=true says `sso: true`).\n\n' +
          '- `401 invalid_token` with an `error_description` saying why: no access_token, a site ' +
          'without single sign-on, a signature by another key, `alg: none`, another issuer or ' +
          'audience, an expired token, no e-mail, a provider that cannot be reached.\n' +
          '- `400 invalid_request` without client_id; `400 invalid_scope` for an unknown scope or ' +
          '`admin` asked by a non-admin; `401 invalid_client` for an unknown client.\n' +
          '- `429 too_many_requests` with `Retry-After`: counted per address (the 100 sign-in attempts ' +
          'in 15 minutes every sign-in shares) before any key is fetched or signature checked.',
        querystring: {
          type: 'object',
          properties: {
            client_id: { type: 'string', description: 'The OAuth application (its site has the SSO settings)' },
            scope: { type: 'string', description: "'read write' (default); 'read write admin' for admins" },
            access_token: { type: 'string', description: "The provider's JWT" },
          },
        },
        response: {
          200: tokenAnswerSchema,
          400: oauthErrorSchema('A missing client_id or an unknown scope'),
          401: oauthErrorSchema('An unknown client, or a provider token that does not verify'),
          429: oauthErrorSchema('Too many exchanges from this address'),
        },
      },
    },
    async (request, reply) => {
      const client = await requestClient(request, reply)
      if (!client) return reply
      const scope = readScopeRequest(request.query.scope)
      if ('problem' in scope) return oauthError(reply, 400, 'invalid_scope', scope.problem)
      // Counted before any key is fetched or signature checked, like password attempts before hashing.
      const throttled = await app.throttle.hit(throttleKey.address(request.ip), THROTTLE_RULES.address)
      if (!throttled.allowed) return tooManyRequests(reply, throttled.retryAfterSeconds)
      const sso = client.site.sso
      if (!sso) return oauthError(reply, 401, 'invalid_token', 'This site has no single sign-on provider.')
      const token = request.query.access_token?.trim() ?? ''
      if (token === '') return oauthError(reply, 401, 'invalid_token', 'access_token is required.')
      const verified = await verifySsoToken(sso, token)
      if (!verified.ok) {
        request.log.info({ reason: verified.description, clientId: client.id }, 'single sign-on token refused')
        return oauthError(reply, 401, 'invalid_token', verified.description)
      }
      const signedIn = await signInWithSso(app.db, client, verified.identity, scope)
      if (!signedIn.ok) {
        return oauthError(reply, signedIn.error === 'invalid_scope' ? 400 : 401, signedIn.error, signedIn.description)
      }
      return signedIn.tokens
    },
  )
}
