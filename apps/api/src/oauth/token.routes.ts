import { revokeSessionOfToken } from '../auth/tokens.js'
import { oauthError, tooManyRequests } from './oauth-answers.js'
import { requestClient } from './oauth-client.js'
import { oauthErrorSchema, tokenAnswerSchema } from './oauth-schemas.js'
import { oauthErrorHandler } from './token-errors.js'
import { GRANT_TYPES, runGrant } from './token-grants.js'
import type { SchemaTypedApp } from '../schema-typed-app.js'

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
          'Every successful call starts a new session (new tokens). `password`: `email` (or `username`), ' +
          '`password`, optional `scope` (`read write`, `admin` for admins only). `refresh_token`: rotation; a ' +
          'reused refresh token revokes its whole session. `authorization_code`: `code`, `redirect_uri`, ' +
          '`code_verifier` (PKCE S256) from `GET /oauth/authorize`. `urn:idx:magic-link`: `email`, `token`. ' +
          'Attempts are throttled per account and per address before any password is hashed.',
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
          "Answers 200 whether or not the token was known (RFC 7009 §2.2); a token of another site's client is " +
          'left alone.',
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
