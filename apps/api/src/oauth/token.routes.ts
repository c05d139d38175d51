import { revokeSessionOfToken } from '../auth/tokens.js'
import { oauthError, tooManyRequests } from './oauth-answers.js'
import { requestClient } from './oauth-client.js'
import { oauthErrorSchema, tokenAnswerSchema } from './oauth-schemas.js'
import { oauthErrorHandler } from './token-errors.js'
import { GRANT_TYPES, runGrant } from './token-grants.js'
import type { SchemaTypedApp } from '../http/schema-typed-app.js'

// Both content types OAuth clients send (RFC 6749 §4.1.3): forms, and JSON as the spec's client does.
const CONSUMES = ['application/x-www-form-urlencoded', 'application/json']

const text = (description: string, maxLength = 2048) => ({ type: 'string', maxLength, description }) as const

const clientIdQuery = {
  type: 'object',
  properties: { client_id: text('The OAuth application (may be given in the body instead)', 200) },
} as const

/**
 * `POST /oauth/token` (every way of signing in ends here, RFC 6749 §4) and `POST /oauth/revoke`
 * (logout, RFC 7009). Parameters not listed are ignored, as RFC 6749 §3.2 asks of OAuth servers.
 */
export async function tokenRoutes(app: SchemaTypedApp): Promise<void> {
  app.setErrorHandler(oauthErrorHandler)

  app.post(
    '/token',
    {
      config: { public: true },
      schema: {
        tags: ['oauth'],
        summary: 'Sign in: exchange a password, refresh token, authorization code or magic link for tokens',
        description:
          'Parameters come as a form (`application/x-www-form-urlencoded`) or JSON; `client_id` may be ' +
          'in the query instead; parameters not listed for the grant are ignored (RFC 6749 §3.2). ' +
          'Every successful grant starts a new session with new tokens: `200 {"success": true, ' +
          '"error": null, "access_token", "token_type": "Bearer", "expires_in", "refresh_token", ' +
          '"scope", "created_at"}`. An access token lives an hour; a session ends after 7 days without ' +
          'use and 30 days after sign-in.\n\n' +
          '- `password`: `email` (or `username`), `password`, optional `scope`.\n' +
          '- `refresh_token`: `refresh_token`; answers a new pair and uses the old refresh token up. A ' +
          'used refresh token presented again revokes its whole session.\n' +
          '- `authorization_code`: `code`, `redirect_uri`, `code_verifier` (PKCE S256), from GET ' +
          '/oauth/authorize. Codes live 10 minutes and are used once.\n' +
          '- `urn:idx:magic-link`: `email`, `token` (from the magic link; it lives 15 minutes and is ' +
          'used once, even when the e-mail does not match).\n\n' +
          'Scopes: `read write` is always granted; `admin` only to admins who ask for it (`scope=read ' +
          'write admin`); the answer\'s `scope` says what was granted. Errors are `{"success": false, ' +
          '"error", "error_description"}`:\n\n' +
          '- `400 invalid_grant`: a wrong password, an unknown e-mail and an account without a ' +
          'password get the same answer (`Failed to log in. Check your username and password.`); a ' +
          "refresh token that is unknown, used, revoked, expired or of another site's client gets one " +
          'description for all; a code that is unknown, used, expired, of another site or client, for ' +
          'another redirect_uri, or whose code_verifier does not hash to its challenge (a code ' +
          'presented with a wrong client, redirect URI or verifier is used up).\n' +
          '- `400 invalid_request`: a missing parameter (`email and password are required.`), a ' +
          'parameter of the wrong type, a malformed body, no client_id, or a code_verifier that is not ' +
          "43 to 128 characters of RFC 7636's alphabet (checked before the code is used up). `415` for " +
          'another body type.\n' +
          '- `400 invalid_scope` (an unknown scope, or `admin` asked by a non-admin), `400 ' +
          'unsupported_grant_type`.\n' +
          '- `401 invalid_client`: an unknown client_id.\n' +
          '- `429 too_many_requests` with `Retry-After`: password attempts are counted before any ' +
          'hash, per address (100 sign-in attempts of any kind in 15 minutes), per account and address ' +
          '(5 checks in 15 minutes; a correct password clears it) and failed checks per account from ' +
          'anywhere (20 an hour). A full hash queue is also 429, with `Retry-After: 1`. The magic-link ' +
          'grant counts against the per-address limit.',
        consumes: CONSUMES,
        querystring: clientIdQuery,
        body: {
          type: 'object',
          properties: {
            grant_type: text(`One of ${GRANT_TYPES.join(', ')}`, 100),
            client_id: text('The OAuth application (or in the query)', 200),
            email: text('password and magic-link grants', 320),
            username: text('password grant: the e-mail, as OAuth libraries name it', 320),
            password: text('password grant'),
            scope: text("Space-separated: 'read write' (default) or 'read write admin'", 200),
            refresh_token: text('refresh_token grant', 200),
            code: text('authorization_code grant', 200),
            redirect_uri: text('authorization_code grant: the redirect_uri the code was issued for'),
            code_verifier: text('authorization_code grant: the PKCE verifier (43 to 128 characters)', 200),
            token: text('urn:idx:magic-link grant: the token of the magic link', 200),
          },
        },
        response: {
          200: tokenAnswerSchema,
          400: oauthErrorSchema('invalid_request, invalid_grant, invalid_scope or unsupported_grant_type'),
          401: oauthErrorSchema('invalid_client: unknown client_id'),
          429: oauthErrorSchema('too_many_requests: over a throttle limit; see Retry-After'),
        },
      },
    },
    async (request, reply) => {
      const client = await requestClient(request, reply)
      if (!client) return reply
      const result = await runGrant({ app, client, address: request.ip }, request.body)
      if ('tokens' in result) return reply.status(200).send(result.tokens)
      if ('retryAfterSeconds' in result) return tooManyRequests(reply, result.retryAfterSeconds)
      return oauthError(reply, result.status, result.error, result.description)
    },
  )

  app.post(
    '/revoke',
    {
      config: { public: true },
      schema: {
        tags: ['oauth'],
        summary: 'Log out: end the session of an access or refresh token (RFC 7009)',
        description:
          'RFC 7009 token revocation. `token` (an access or refresh token; `token_type_hint` is ' +
          "accepted and not needed) and `client_id`, as a form or JSON. Ends the token's session and " +
          'answers `200 {"success": true}` whether or not the token was known (RFC 7009 §2.2); a token ' +
          "of another site's client is left alone (still 200). `400 invalid_request` without `token` " +
          'or `client_id`, `401 invalid_client` for an unknown client.',
        consumes: CONSUMES,
        querystring: clientIdQuery,
        body: {
          type: 'object',
          properties: {
            token: text('An access or refresh token', 200),
            token_type_hint: text('access_token or refresh_token (not needed: the token says which it is)', 100),
            client_id: text('The OAuth application (or in the query)', 200),
          },
        },
        response: {
          200: {
            description: 'Done (or the token was unknown)',
            type: 'object',
            required: ['success'],
            properties: { success: { type: 'boolean', const: true } },
          },
          400: oauthErrorSchema('invalid_request: no token'),
          401: oauthErrorSchema('invalid_client: unknown client_id'),
        },
      },
    },
    async (request, reply) => {
      const client = await requestClient(request, reply)
      if (!client) return reply
      if (!request.body.token) return oauthError(reply, 400, 'invalid_request', 'token is required.')
      await revokeSessionOfToken(app.db, request.body.token, client.siteId)
      return reply.status(200).send({ success: true })
    },
  )
}
