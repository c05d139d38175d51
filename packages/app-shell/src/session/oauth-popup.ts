import {
  codeChallengeS256,
  createCodeVerifier,
  createOAuthState,
  type AuthClient,
  type TokenResponse,
} from '@idx/api-client'
import { OAUTH_CALLBACK_MESSAGE_TYPE, type OAuthCallbackMessage } from '@idx/domain'

// The sign-in popup (spec §7: GET /oauth/authorize in a 600 by 600 popup). It runs the
// authorization code flow with PKCE (RFC 9700), not the implicit flow: the callback page posts
// the code back to this window only, and only this window holds the verifier to redeem it.

/** The message the callback page (/app/oauth/callback) posts to its opener: a contract in @idx/domain. */
export type { OAuthCallbackMessage }

export const POPUP_FEATURES = 'popup,width=600,height=600'

/** Reads the callback page's query into the message it posts. */
export function callbackMessage(search: string): OAuthCallbackMessage {
  const params = new URLSearchParams(search)
  return {
    type: OAUTH_CALLBACK_MESSAGE_TYPE,
    code: params.get('code'),
    state: params.get('state'),
    error: params.get('error_description') ?? params.get('error'),
  }
}

export interface PopupWindowLike {
  closed: boolean
  close(): void
  location: { href: string }
}

export interface PopupEnvironment {
  open(url: string, name: string, features: string): PopupWindowLike | null
  addMessageListener(listener: (event: { origin: string; source: unknown; data: unknown }) => void): () => void
  /** This window's origin: the callback page posts only here, and only messages from here count. */
  origin: string
}

/**
 * Opens the sign-in popup and resolves with the token answer once the callback posts a code
 * carrying our state, or with an error (blocked popup, closed window, refused sign-in).
 */
export async function signInWithPopup(
  authClient: Pick<AuthClient, 'authorizeUrl' | 'authorizationCodeGrant'>,
  env: PopupEnvironment,
  { provider, pollMs = 500 }: { provider?: string; pollMs?: number } = {},
): Promise<{ ok: true; tokens: TokenResponse } | { ok: false; error: string }> {
  // The window opens first, within the click that asked for it: browsers allow a popup only
  // during a user's gesture, and computing the PKCE challenge below awaits.
  const popup = env.open('about:blank', 'idx-sign-in', POPUP_FEATURES)
  if (!popup) return { ok: false, error: 'The sign-in window was blocked. Allow pop-ups for this site and try again.' }
  const verifier = createCodeVerifier()
  const state = createOAuthState()
  const redirectUri = `${env.origin}/app/oauth/callback`
  try {
    popup.location.href = authClient.authorizeUrl({
      redirectUri,
      state,
      origin: env.origin,
      codeChallenge: await codeChallengeS256(verifier),
      ...(provider ? { provider } : {}),
    })
  } catch {
    // No Web Crypto (a page that is not a secure context): PKCE cannot run, so neither can this.
    popup.close()
    return { ok: false, error: 'This page cannot sign in through a window: open the site over HTTPS.' }
  }
  const message = await new Promise<OAuthCallbackMessage | null>((resolve) => {
    const stop = env.addMessageListener((event) => {
      const data = event.data as Partial<OAuthCallbackMessage> | null
      if (event.origin !== env.origin || event.source !== popup || data?.type !== OAUTH_CALLBACK_MESSAGE_TYPE) return
      if (data.state !== state) return
      finish(data as OAuthCallbackMessage)
    })
    const timer = setInterval(() => popup.closed && finish(null), pollMs)
    function finish(value: OAuthCallbackMessage | null) {
      stop()
      clearInterval(timer)
      resolve(value)
    }
  })
  if (!popup.closed) popup.close()
  if (!message) return { ok: false, error: 'The sign-in window was closed.' }
  if (!message.code) return { ok: false, error: message.error ?? 'Sign-in was not completed.' }
  const result = await authClient.authorizationCodeGrant({
    code: message.code,
    redirect_uri: redirectUri,
    code_verifier: verifier,
  })
  return result.ok ? { ok: true, tokens: result.data } : { ok: false, error: 'Sign-in could not be completed.' }
}
