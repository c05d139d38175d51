import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { answerFor } from '../http/error-handler.js'
import { issueAuthorizationCode } from './authorize-code.js'
import { errorPage, sendPage, signInPage } from './authorize-page.js'
import { checkAuthorizeRequest, type CARRIED_PARAMETERS, type ValidAuthorizeRequest } from './authorize-request.js'
import { PKCE_METHOD } from './pkce.js'
import { checkPassword, LOGIN_FAILED } from './token-password.js'
import { ADMIN_SCOPE_REFUSED, grantedScopes } from './token-scopes.js'
import type { SchemaTypedApp } from '../http/schema-typed-app.js'

const text = (description: string, maxLength = 2048) => ({ type: 'string', maxLength, description }) as const

const authorizeParameters = {
  client_id: text('The OAuth application', 200),
  redirect_uri: text('Where the code is sent: exactly one of the application’s registered redirect URIs'),
  state: text('Opaque value returned with the code (required)'),
  origin: text('The opener page’s origin: exactly one of the application’s registered origins', 200),
  scope: text("'read write' (default) or 'read write admin'", 200),
  response_type: text("'code' (the implicit flow's 'token' is refused, RFC 9700)", 50),
  code_challenge: text('PKCE: base64url SHA-256 of the code_verifier (43 characters)', 200),
  code_challenge_method: text("PKCE: 'S256'", 20),
  provider: text('An identity provider: not served here (provider sign-in starts at sso/sign_in)', 100),
} as const

const html = (description: string) =>
  ({ description, content: { 'text/html': { schema: { type: 'string' } } } }) as const

const UNTRUSTED_TITLE = 'This sign-in link is not valid'
const INVALID_TITLE = 'Sign-in is not available'

/** The validated parameters as the form's hidden fields: exactly what was checked, nothing else. */
function carried(request: ValidAuthorizeRequest): Record<string, string> {
  const values: Record<(typeof CARRIED_PARAMETERS)[number], string> = {
    client_id: request.client.id,
    redirect_uri: request.redirectUri,
    state: request.state,
    origin: request.origin,
    scope: request.scope,
    response_type: 'code',
    code_challenge: request.codeChallenge,
    code_challenge_method: PKCE_METHOD,
  }
  return values
}

/**
 * A form post must come from a page of this server: browsers send `Origin` on every POST, so one
 * naming another host is a cross-site submission (login CSRF). Clients that send none are not
 * browsers and are let through; the frame and form-action rules cover the rest.
 */
function postedFromHere(request: FastifyRequest): boolean {
  const origin = request.headers.origin
  if (origin === undefined) return true
  try {
    const from = new URL(origin)
    // Read the Host header with the origin's scheme, so a default port written or left out compares equal.
    return from.host === new URL(`${from.protocol}//${request.headers.host ?? ''}`).host
  } catch {
    return false
  }
}

function signInForm(
  reply: FastifyReply,
  status: number,
  request: ValidAuthorizeRequest,
  extra: { email?: string; error?: string } = {},
) {
  return sendPage(
    reply,
    status,
    signInPage({ siteName: request.client.site.name, carried: carried(request), ...extra }),
    request.redirectUri,
  )
}

// Errors before the handler (a malformed form, a parameter of the wrong type) answer as a page too:
// the popup is a browser window, and JSON there helps nobody.
function authorizePageErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, document } = answerFor(error)
  if (status >= 500) {
    request.log.error({ err: error }, 'authorize page failed')
    return sendPage(reply, 500, errorPage('Something went wrong', 'The server could not complete this request.'))
  }
  const detail = document.errors[0]?.detail ?? 'The request is malformed.'
  return sendPage(reply, 400, errorPage(UNTRUSTED_TITLE, detail))
}

/**
 * The social popup (spec §7: `GET /oauth/authorize` in a 600 by 600 window): the authorization
 * code flow with PKCE (RFC 6749 §4.1, RFC 7636, RFC 9700). GET shows the sign-in form; its POST
 * checks the password and redirects to `redirect_uri?code=…&state=…`. Nothing here ever redirects
 * to a URI that is not registered for the client.
 */
export async function authorizeRoutes(app: SchemaTypedApp): Promise<void> {
  app.setErrorHandler(authorizePageErrorHandler)

  app.get(
    '/authorize',
    {
      config: { public: true },
      schema: {
        tags: ['oauth'],
        summary: 'The sign-in popup: an e-mail and password form (authorization code flow with PKCE)',
        description:
          'The social sign-in popup, opened by the client with window.open. The server runs the ' +
          'authorization code flow with PKCE (S256), never the implicit flow (RFC 9700). Required: ' +
          "client_id, redirect_uri (exactly one of the application's registered redirect URIs), origin " +
          '(exactly one of its registered origins), response_type=code, code_challenge (43 characters, ' +
          'base64url SHA-256 of the verifier) with code_challenge_method=S256 (`plain` is refused), ' +
          'and state; scope defaults to `read write`.\n\n' +
          'Every problem is a 400 HTML page naming it, never a redirect: an unknown client or an ' +
          'unregistered redirect URI or origin ("This sign-in link is not valid"), and also problems ' +
          'RFC 6749 §4.1.2.1 would report to the redirect_uri (response type, PKCE, state, scope: ' +
          '"Sign-in is not available"), since they are a developer\'s mistake. `provider`: the popup ' +
          "serves passwords only; the site's own provider gets a page saying that sign-in with it " +
          "starts at the site's sso/sign_in page, any other provider `Sign-in with {provider} is not " +
          'available on this site`.\n\n' +
          'The page asks for the e-mail and password and posts to POST /oauth/authorize. It is ' +
          'self-contained (no script) and sent with `X-Frame-Options: DENY`, `Cache-Control: no-store` ' +
          'and a Content-Security-Policy allowing forms to post only to this server and the redirect ' +
          "URI's origin. After the redirect, the callback page posts `{code, state}` to window.opener " +
          'with the registered origin as the target, and the opener exchanges the code at POST ' +
          '/oauth/token.',
        querystring: { type: 'object', properties: authorizeParameters },
        response: { 200: html('The sign-in form'), 400: html('Why the request cannot be served') },
      },
    },
    async (request, reply) => {
      const check = await checkAuthorizeRequest(app.db, request.query)
      if (check.outcome === 'untrusted') return sendPage(reply, 400, errorPage(UNTRUSTED_TITLE, check.problem))
      if (check.outcome === 'invalid') {
        return sendPage(reply, 400, errorPage(INVALID_TITLE, check.problem, check.client.site.name))
      }
      return signInForm(reply, 200, check.request)
    },
  )

  app.post(
    '/authorize',
    {
      config: { public: true },
      schema: {
        tags: ['oauth'],
        summary: 'The sign-in popup’s form: on a correct password, redirect with an authorization code',
        description:
          'The form of GET /oauth/authorize posts here with the same parameters (checked again) and ' +
          '`email`, `password`. A correct password answers 302 to redirect_uri?code=…&state=… (a query ' +
          'the registered URI has is kept; the code lives 10 minutes and is used once). A wrong ' +
          'password, an unknown e-mail or an empty field shows the form again (400, the e-mail kept, ' +
          '`Failed to log in. Check your username and password.` in a role="alert" paragraph); over ' +
          "the password grant's throttle limits it is 429 with `Retry-After` and the form. A post " +
          "whose `Origin` header names another host than the request's is 403 (login CSRF); `admin` " +
          'asked for by a non-admin is a 400 page and no code.',
        consumes: ['application/x-www-form-urlencoded'],
        body: {
          type: 'object',
          properties: {
            ...authorizeParameters,
            email: text('The account’s e-mail', 320),
            password: text('The password'),
          },
        },
        response: {
          302: { description: 'Signed in: Location is redirect_uri?code=…&state=… (the code lives 10 minutes)' },
          400: html('The form again with the error, or why the request cannot be served'),
          403: html('The form was posted from another site'),
          429: html('The form again: too many attempts (see Retry-After)'),
        },
      },
    },
    async (request, reply) => {
      const body = request.body
      const check = await checkAuthorizeRequest(app.db, body)
      if (check.outcome === 'untrusted') return sendPage(reply, 400, errorPage(UNTRUSTED_TITLE, check.problem))
      if (check.outcome === 'invalid') {
        return sendPage(reply, 400, errorPage(INVALID_TITLE, check.problem, check.client.site.name))
      }
      const valid = check.request
      if (!postedFromHere(request)) {
        return sendPage(
          reply,
          403,
          errorPage(INVALID_TITLE, 'This form was sent from another site.', valid.client.site.name),
        )
      }
      const email = body.email?.trim() ?? ''
      if (email === '' || !body.password) {
        return signInForm(reply, 400, valid, { email, error: 'Enter your e-mail and password.' })
      }
      const result = await checkPassword(app.db, app.throttle, {
        siteId: valid.client.siteId,
        email,
        password: body.password,
        address: request.ip,
      })
      if (result.outcome === 'throttled') {
        reply.header('retry-after', String(result.retryAfterSeconds))
        return signInForm(reply, 429, valid, {
          email,
          error: `Too many attempts. Try again in ${result.retryAfterSeconds} seconds.`,
        })
      }
      if (result.outcome === 'refused') return signInForm(reply, 400, valid, { email, error: LOGIN_FAILED })
      const scopes = grantedScopes({ admin: valid.admin }, result.user)
      if (!scopes) return sendPage(reply, 400, errorPage(INVALID_TITLE, ADMIN_SCOPE_REFUSED, valid.client.site.name))
      const code = await issueAuthorizationCode(app.db, {
        siteId: valid.client.siteId,
        clientId: valid.client.id,
        userId: result.user.id,
        redirectUri: valid.redirectUri,
        codeChallenge: valid.codeChallenge,
        scopes,
      })
      const target = new URL(valid.redirectUri)
      target.searchParams.set('code', code)
      target.searchParams.set('state', valid.state)
      return reply.redirect(target.toString(), 302)
    },
  )
}
