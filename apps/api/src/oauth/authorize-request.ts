import type { Kysely } from 'kysely'
import { findOauthClient, type OauthClient } from '../auth/clients.js'
import type { Database } from '../db/schema.js'
import { CODE_CHALLENGE_RULE, isS256Challenge, PKCE_METHOD } from './pkce.js'
import { readScopeRequest } from './token-scopes.js'

/** The parameters of `GET /oauth/authorize`, carried again in the sign-in form's hidden fields. */
export interface AuthorizeParameters {
  client_id?: string
  redirect_uri?: string
  state?: string
  origin?: string
  scope?: string
  response_type?: string
  code_challenge?: string
  code_challenge_method?: string
  provider?: string
}

/** The names of the parameters the form carries through, in the order they are written. */
export const CARRIED_PARAMETERS = [
  'client_id',
  'redirect_uri',
  'state',
  'origin',
  'scope',
  'response_type',
  'code_challenge',
  'code_challenge_method',
] as const satisfies readonly (keyof AuthorizeParameters)[]

/** A request every check passed: what the page carries and the code will remember. */
export interface ValidAuthorizeRequest {
  client: OauthClient
  redirectUri: string
  origin: string
  state: string
  /** As sent (normalised to 'read write' when absent), so the form carries exactly what was asked. */
  scope: string
  admin: boolean
  codeChallenge: string
}

/**
 * How the check ended. `untrusted`: the client, redirect URI or origin is not registered, so the
 * answer must never send the browser anywhere (no open redirect). `invalid`: the client and redirect
 * URI are known, but the request is not one we serve; the page explains it (a developer's mistake,
 * not the visitor's), also without redirecting.
 */
export type AuthorizeCheck =
  | { outcome: 'untrusted'; problem: string }
  | { outcome: 'invalid'; client: OauthClient; problem: string }
  | { outcome: 'valid'; request: ValidAuthorizeRequest }

/** RFC 6749 §4.1.1 names `state` as an opaque value; bounded so the page and URL stay small. */
const MAX_STATE = 1024

/**
 * Checks an authorization request against the client's registration: `redirect_uri` and `origin`
 * must equal a registered value exactly (no prefix or pattern matching, RFC 9700 §4.1.3);
 * `response_type` must be `code` with an S256 PKCE challenge, and `state` is required.
 */
export async function checkAuthorizeRequest(db: Kysely<Database>, p: AuthorizeParameters): Promise<AuthorizeCheck> {
  if (!p.client_id) return { outcome: 'untrusted', problem: 'client_id is required.' }
  const client = await findOauthClient(db, p.client_id)
  if (!client) return { outcome: 'untrusted', problem: 'client_id is not a registered application.' }
  if (!p.redirect_uri) return { outcome: 'untrusted', problem: 'redirect_uri is required.' }
  if (!client.redirectUris.includes(p.redirect_uri)) {
    return { outcome: 'untrusted', problem: 'redirect_uri is not registered for this application.' }
  }
  if (!URL.canParse(p.redirect_uri)) {
    return {
      outcome: 'untrusted',
      problem: 'The registered redirect_uri is not an absolute URI: fix the registration.',
    }
  }
  if (!p.origin) return { outcome: 'untrusted', problem: 'origin is required.' }
  if (!client.origins.includes(p.origin)) {
    return { outcome: 'untrusted', problem: 'origin is not registered for this application.' }
  }
  const invalid = (problem: string): AuthorizeCheck => ({ outcome: 'invalid', client, problem })
  if (p.provider) return invalid(providerProblem(client, p.provider))
  if (p.response_type === 'token') {
    return invalid(
      "unsupported_response_type: response_type 'token' (the implicit flow) is not served. Following the OAuth 2.0 " +
        "Security Best Current Practice (RFC 9700), use response_type 'code' with PKCE (code_challenge_method S256) " +
        'and exchange the code at POST /oauth/token.',
    )
  }
  if (p.response_type !== 'code') {
    return invalid("unsupported_response_type: response_type must be 'code'.")
  }
  if (!p.code_challenge) return invalid('code_challenge is required: this server requires PKCE (RFC 7636).')
  if (p.code_challenge_method !== PKCE_METHOD) {
    return invalid(`code_challenge_method must be ${PKCE_METHOD}: the plain method is not accepted (RFC 9700 §2.1.1).`)
  }
  if (!isS256Challenge(p.code_challenge)) return invalid(CODE_CHALLENGE_RULE)
  if (!p.state) return invalid('state is required: it ties the answer to the request that asked for it.')
  if (p.state.length > MAX_STATE) return invalid(`state must be at most ${MAX_STATE} characters.`)
  const scope = readScopeRequest(p.scope)
  if ('problem' in scope) return invalid(`invalid_scope: ${scope.problem}`)
  return {
    outcome: 'valid',
    request: {
      client,
      redirectUri: p.redirect_uri,
      origin: p.origin,
      state: p.state,
      scope: p.scope?.trim() ? p.scope.trim() : 'read write',
      admin: scope.admin,
      codeChallenge: p.code_challenge,
    },
  }
}

// Provider sign-in (Okta) starts at the site's sso/sign_in route, which sends the browser to the
// provider and exchanges its token at GET /oauth/okta/token; this popup serves passwords only.
function providerProblem(client: OauthClient, provider: string): string {
  const name = provider.slice(0, 60)
  if (client.site.sso && client.site.sso.idp === provider) {
    return `Sign-in with ${name} starts at this site's single sign-on page (sso/sign_in), not in this window.`
  }
  return `Sign-in with ${name} is not available on this site.`
}
