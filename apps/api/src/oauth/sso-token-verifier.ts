import { isValidEmail } from '@idx/domain'
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose'
import type { SiteSso } from '../config/sso-setting.js'

/** What a verified provider token says about the person. */
export interface SsoIdentity {
  /** The provider's subject (`sub`): stays the same when the person's e-mail changes. */
  subject: string
  email: string
  firstName: string
  lastName: string
}

export type SsoVerification = { ok: true; identity: SsoIdentity } | { ok: false; description: string }

/** Asymmetric algorithms only: a provider signs with its private key and we hold only public ones. */
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA']
/** Clock skew allowed between the provider and this server when checking `exp`, `nbf` and `iat`. */
const CLOCK_TOLERANCE_SECONDS = 30
/** How long the discovery document may take: a sign-in should fail fast, not hang. */
const DISCOVERY_TIMEOUT_MS = 5000
/** A provider's tokens are a few kB; anything far larger is not one and is not parsed. */
const MAX_TOKEN_LENGTH = 16_384

type KeySet = ReturnType<typeof createRemoteJWKSet>

// A cache of each provider's public keys (jose refetches when a token names a key id it has not
// seen, so key rotation works). Public keys only, the same for every process: not request state.
// Keyed by the issuer from the site's configuration, never by anything a token says.
const keySets = new Map<string, Promise<KeySet>>()

function discoveryUrl(issuer: string): string {
  return `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`
}

async function discoverKeySet(issuer: string): Promise<KeySet> {
  const response = await fetch(discoveryUrl(issuer), {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS),
  })
  if (!response.ok) throw new Error(`discovery answered ${response.status}`)
  const document = (await response.json()) as { issuer?: unknown; jwks_uri?: unknown }
  // OpenID Connect Discovery §4.3: the document must name the issuer it was fetched for.
  if (document.issuer !== issuer) throw new Error('discovery names another issuer')
  if (typeof document.jwks_uri !== 'string') throw new Error('discovery names no jwks_uri')
  return createRemoteJWKSet(new URL(document.jwks_uri), { timeoutDuration: DISCOVERY_TIMEOUT_MS })
}

/** The provider's key set, discovered once per issuer; a failed discovery is retried next time. */
function keySetOf(issuer: string): Promise<KeySet> {
  let keySet = keySets.get(issuer)
  if (!keySet) {
    keySet = discoverKeySet(issuer)
    keySets.set(issuer, keySet)
    keySet.catch(() => keySets.delete(issuer))
  }
  return keySet
}

/** The e-mail a token names: its `email` claim, else an e-mail-shaped `sub` (Okta access tokens). */
function emailOf(payload: JWTPayload): string | null {
  const email = typeof payload.email === 'string' ? payload.email.trim() : ''
  if (email !== '' && isValidEmail(email)) return email
  const sub = payload.sub ?? ''
  return isValidEmail(sub) ? sub : null
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim().slice(0, 100) : ''
}

function domainOf(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase()
}

function refusal(error: unknown): string {
  if (error instanceof joseErrors.JWTExpired) return 'The token has expired.'
  if (error instanceof joseErrors.JWTClaimValidationFailed) {
    if (error.claim === 'iss') return "The token was not issued by the site's identity provider."
    if (error.claim === 'aud') return 'The token was not issued for this site.'
    return `The token's ${error.claim} claim is not acceptable.`
  }
  if (error instanceof joseErrors.JWSSignatureVerificationFailed || error instanceof joseErrors.JWKSNoMatchingKey)
    return "The token is not signed by the site's identity provider."
  if (error instanceof joseErrors.JOSEAlgNotAllowed)
    return 'The token is signed with an algorithm that is not accepted.'
  if (error instanceof joseErrors.JOSEError) return 'The token is not a valid signed JWT.'
  return 'The identity provider could not be reached to check the token.'
}

/**
 * Verifies a token from the site's OpenID Connect provider (an Okta access token or an ID token)
 * against the provider's published keys: signature, `iss` (the site's issuer), `aud` (the site's
 * SSO client id or audience), `exp`; then that it names an e-mail, within the site's SSO e-mail
 * domains when it has any (the provider speaks only for its own people). Never throws.
 *
 * @example
 * const verified = await verifySsoToken(site.sso, accessToken)
 * if (!verified.ok) return oauthError(reply, 401, 'invalid_token', verified.description)
 */
export async function verifySsoToken(sso: SiteSso, token: string): Promise<SsoVerification> {
  if (token.length > MAX_TOKEN_LENGTH) return { ok: false, description: 'The token is not a valid signed JWT.' }
  let payload: JWTPayload
  try {
    const keySet = await keySetOf(sso.issuer)
    const audience = [sso.client_id, sso.audience].filter((a): a is string => typeof a === 'string' && a !== '')
    ;({ payload } = await jwtVerify(token, keySet, {
      issuer: sso.issuer,
      audience,
      algorithms: ALGORITHMS,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['exp', 'sub'],
    }))
  } catch (error) {
    return { ok: false, description: refusal(error) }
  }
  const email = emailOf(payload)
  if (!email) return { ok: false, description: 'The token names no e-mail address.' }
  if (payload.email_verified === false) return { ok: false, description: "The token's e-mail address is not verified." }
  const domains = (sso.email_domains ?? []).map((d) => d.toLowerCase())
  if (domains.length > 0 && !domains.includes(domainOf(email)))
    return { ok: false, description: "The token's e-mail address is outside the site's single sign-on domains." }
  return {
    ok: true,
    identity: {
      subject: payload.sub!,
      email,
      firstName: text(payload.given_name),
      lastName: text(payload.family_name),
    },
  }
}
