import type { FastifyInstance } from 'fastify'
import type { OauthClient } from '../auth/clients.js'
import { DEFAULT_SCOPES, rotateRefreshToken, startSession, type TokenAnswer } from '../auth/tokens.js'
import { rememberAddress } from '../auth/known-addresses.js'
import { THROTTLE_RULES, throttleKey } from '../auth/throttle-rules.js'
import { redeemAuthorizationCode } from './authorize-code.js'
import { redeemMagicLink } from './magic-link.js'
import type { OauthErrorCode } from './oauth-answers.js'
import { CODE_VERIFIER_RULE, isCodeVerifier } from './pkce.js'
import { checkPassword, LOGIN_FAILED } from './token-password.js'
import { ADMIN_SCOPE_REFUSED, grantedScopes, readScopeRequest } from './token-scopes.js'

/** The parameters of `POST /oauth/token`, from the form or JSON body. */
export interface TokenParameters {
  grant_type?: string
  email?: string
  username?: string
  password?: string
  scope?: string
  refresh_token?: string
  code?: string
  redirect_uri?: string
  code_verifier?: string
  token?: string
}

/** The grant types `POST /oauth/token` serves. */
export const GRANT_TYPES = ['password', 'refresh_token', 'authorization_code', 'urn:idx:magic-link'] as const

/** What a grant ends in: tokens, an OAuth error, or a throttle refusal (429). */
export type GrantResult =
  | { tokens: TokenAnswer }
  | { status: 400 | 401; error: OauthErrorCode; description: string }
  | { retryAfterSeconds: number }

const refuse = (error: OauthErrorCode, description: string): GrantResult => ({ status: 400, error, description })

const missing = (...names: string[]): GrantResult =>
  refuse('invalid_request', `${names.join(' and ')} ${names.length > 1 ? 'are' : 'is'} required.`)

export interface GrantContext {
  app: FastifyInstance
  client: OauthClient
  /** The client's address, for throttling. */
  address: string
}

/** `grant_type=password`: e-mail (or `username`) and password; `admin` scope only for admins. */
async function passwordGrant({ app, client, address }: GrantContext, p: TokenParameters): Promise<GrantResult> {
  const email = p.email ?? p.username
  if (!email || p.password === undefined || p.password === '') return missing('email', 'password')
  // Scope syntax is checked before any hash; whether `admin` is allowed needs the account.
  const asked = readScopeRequest(p.scope)
  if ('problem' in asked) return refuse('invalid_scope', asked.problem)
  const check = await checkPassword(app.db, app.throttle, {
    siteId: client.siteId,
    email,
    password: p.password,
    address,
  })
  if (check.outcome === 'throttled') return { retryAfterSeconds: check.retryAfterSeconds }
  if (check.outcome === 'refused') return refuse('invalid_grant', LOGIN_FAILED)
  const scopes = grantedScopes(asked, check.user)
  if (!scopes) return refuse('invalid_scope', ADMIN_SCOPE_REFUSED)
  const tokens = await startSession(app.db, {
    userId: check.user.id,
    siteId: client.siteId,
    clientId: client.id,
    scopes,
  })
  return { tokens }
}

/** `grant_type=refresh_token`: rotation; a reused refresh token revokes its family (tokens.ts). */
async function refreshTokenGrant({ app, client }: GrantContext, p: TokenParameters): Promise<GrantResult> {
  if (!p.refresh_token) return missing('refresh_token')
  const rotated = await rotateRefreshToken(app.db, p.refresh_token, client.siteId)
  if ('refused' in rotated) {
    // One description for every refusal: the reason would tell a thief whether a stolen token was live.
    return refuse('invalid_grant', 'The refresh token is invalid, expired or revoked: sign in again.')
  }
  return { tokens: rotated }
}

/** `grant_type=authorization_code`: a code from the sign-in popup, with its PKCE verifier. */
async function authorizationCodeGrant({ app, client }: GrantContext, p: TokenParameters): Promise<GrantResult> {
  if (!p.code || !p.redirect_uri || !p.code_verifier) return missing('code', 'redirect_uri', 'code_verifier')
  // Checked before the code is used up, so a client's malformed request does not burn its code.
  if (!isCodeVerifier(p.code_verifier)) return refuse('invalid_request', CODE_VERIFIER_RULE)
  const redeemed = await redeemAuthorizationCode(app.db, {
    siteId: client.siteId,
    clientId: client.id,
    code: p.code,
    redirectUri: p.redirect_uri,
    codeVerifier: p.code_verifier,
  })
  if ('refused' in redeemed) return refuse('invalid_grant', redeemed.refused)
  const tokens = await startSession(app.db, {
    userId: redeemed.userId,
    siteId: client.siteId,
    clientId: client.id,
    scopes: redeemed.scopes,
  })
  return { tokens }
}

/** `grant_type=urn:idx:magic-link`: the e-mail and token a magic link carries. */
async function magicLinkGrant({ app, client, address }: GrantContext, p: TokenParameters): Promise<GrantResult> {
  if (!p.email || !p.token) return missing('email', 'token')
  // The token has 256 bits, so guessing is hopeless; the address count only bounds the work.
  const verdict = await app.throttle.hit(throttleKey.address(address), THROTTLE_RULES.address)
  if (!verdict.allowed) return { retryAfterSeconds: verdict.retryAfterSeconds }
  const user = await redeemMagicLink(app.db, { siteId: client.siteId, email: p.email, token: p.token })
  if (!user) return refuse('invalid_grant', 'The magic link is invalid, expired or already used.')
  // The inbox proved the owner: their password works from here even while strangers fill the
  // account's failure count (known-addresses.ts), so a magic link is the way back in.
  await rememberAddress(app.throttle, { siteId: client.siteId, email: user.email, address })
  const tokens = await startSession(app.db, {
    userId: user.id,
    siteId: client.siteId,
    clientId: client.id,
    scopes: DEFAULT_SCOPES,
  })
  return { tokens }
}

const GRANTS: Record<
  (typeof GRANT_TYPES)[number],
  (context: GrantContext, p: TokenParameters) => Promise<GrantResult>
> = {
  password: passwordGrant,
  refresh_token: refreshTokenGrant,
  authorization_code: authorizationCodeGrant,
  'urn:idx:magic-link': magicLinkGrant,
}

/** Runs the grant `grant_type` names. Every sign-in starts a new session with new tokens. */
export function runGrant(context: GrantContext, p: TokenParameters): Promise<GrantResult> {
  if (!p.grant_type) return Promise.resolve(missing('grant_type'))
  const grant = (GRANT_TYPES as readonly string[]).includes(p.grant_type)
    ? GRANTS[p.grant_type as (typeof GRANT_TYPES)[number]]
    : undefined
  if (!grant) {
    return Promise.resolve(refuse('unsupported_grant_type', `grant_type must be one of: ${GRANT_TYPES.join(', ')}.`))
  }
  return grant(context, p)
}
