import { codeChallengeS256, createCodeVerifier, createOAuthState, type StorageLike } from '@idx/api-client'
import type { SsoSignInParameter } from '@idx/domain'

// Single sign-on through the site's OpenID Connect provider (Okta in production), run by the
// browser: sso/sign_in sends the visitor to the provider with PKCE (S256), the provider sends
// them back to idx_url with a code, the app trades the code at the provider's token endpoint for
// an ID token, and GET /oauth/okta/token trades that for an idx session. The verifier never
// leaves this tab; the state ties the answer to the request that asked for it.

/** What a sign-in in progress keeps in the tab until the provider answers. */
export interface PendingSsoSignIn {
  state: string
  verifier: string
  nonce: string
  clientId: string
  redirectUri: string
  authorizeUrl: string
  /** The state the caller of sso/sign_in gave: where it wants the visitor afterwards. */
  callerState: string
}

export const PENDING_SSO_KEY = 'idx-sso-pending'

/**
 * The provider's authorization URL for the sso/sign_in parameters, and what to keep until the
 * provider answers. The provider comes back to `idx_url`.
 */
export async function startSsoSignIn(
  params: Record<SsoSignInParameter, string>,
  tabStorage: StorageLike,
): Promise<string> {
  const pending: PendingSsoSignIn = {
    state: createOAuthState(),
    verifier: createCodeVerifier(),
    nonce: createOAuthState(),
    clientId: params.client_id,
    redirectUri: params.idx_url,
    authorizeUrl: params.authorize_url,
    callerState: params.state,
  }
  tabStorage.setItem(PENDING_SSO_KEY, JSON.stringify(pending))
  const url = new URL(params.authorize_url)
  // Added to whatever the provider's URL already carries (some name a tenant or an idp there).
  const request = {
    client_id: params.client_id,
    redirect_uri: params.idx_url,
    response_type: 'code',
    scope: 'openid email profile',
    state: pending.state,
    nonce: pending.nonce,
    code_challenge: await codeChallengeS256(pending.verifier),
    code_challenge_method: 'S256',
  }
  for (const [name, value] of Object.entries(request)) url.searchParams.set(name, value)
  return url.toString()
}

/** The sign-in this tab started, if the provider's answer carries its state. */
export function pendingSsoSignIn(tabStorage: StorageLike, state: string | null): PendingSsoSignIn | null {
  const text = tabStorage.getItem(PENDING_SSO_KEY)
  if (!text || !state) return null
  try {
    const pending = JSON.parse(text) as PendingSsoSignIn
    return pending.state === state ? pending : null
  } catch {
    return null
  }
}

export type ProviderTokens = { ok: true; idToken: string; accessToken: string | null } | { ok: false; error: string }

/**
 * Trades the provider's code for its tokens at the token endpoint its discovery document names
 * (issuer + /.well-known/openid-configuration), as a public client with the PKCE verifier.
 */
export async function exchangeSsoCode(
  issuer: string,
  pending: PendingSsoSignIn,
  code: string,
  fetchImpl: typeof fetch = fetch,
): Promise<ProviderTokens> {
  try {
    const discovery = await fetchImpl(`${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`)
    if (!discovery.ok)
      return { ok: false, error: `The identity provider's configuration could not be read (${discovery.status}).` }
    const { token_endpoint: tokenEndpoint } = (await discovery.json()) as { token_endpoint?: string }
    if (!tokenEndpoint) return { ok: false, error: "The identity provider's configuration names no token endpoint." }
    const answer = await fetchImpl(tokenEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: pending.redirectUri,
        client_id: pending.clientId,
        code_verifier: pending.verifier,
      }).toString(),
    })
    const body = (await answer.json().catch(() => ({}))) as { id_token?: string; access_token?: string; error?: string }
    if (!answer.ok || !body.id_token) {
      return {
        ok: false,
        error: body.error ? `The identity provider refused: ${body.error}` : 'The identity provider gave no ID token.',
      }
    }
    return { ok: true, idToken: body.id_token, accessToken: body.access_token ?? null }
  } catch {
    return { ok: false, error: 'The identity provider could not be reached.' }
  }
}

/**
 * The provider's logout endpoint: the `end_session_endpoint` its discovery document names
 * (issuer + /.well-known/openid-configuration), or null when it names none or cannot be read.
 * The issuer is the site's configured one (IDX_SSO), so this is the only logout sso/sign_out
 * will send anyone to.
 */
export async function providerLogoutEndpoint(issuer: string, fetchImpl: typeof fetch = fetch): Promise<string | null> {
  try {
    const discovery = await fetchImpl(`${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`)
    if (!discovery.ok) return null
    const { end_session_endpoint: endpoint } = (await discovery.json()) as { end_session_endpoint?: unknown }
    return typeof endpoint === 'string' && endpoint !== '' ? endpoint : null
  } catch {
    return null
  }
}

/** Forgets the sign-in in progress (done, failed, or the "Okta session destroyed" of spec §8). */
export function clearPendingSsoSignIn(tabStorage: StorageLike): void {
  tabStorage.removeItem(PENDING_SSO_KEY)
}
