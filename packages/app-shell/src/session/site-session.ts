import {
  createAuthClient,
  createTokenGetter,
  createTokenStore,
  createUserTokenGetter,
  sessionFromTokenResponse,
  type AuthClient,
  type StorageLike,
  type TokenGetter,
  type TokenResponse,
  type TokenStore,
} from '@idx/api-client'
import { APP_ROOT, type AttemptedTransition, type ParentMessage, type SessionStatus } from '@idx/domain'
import type { SiteConfig } from '../config/read-config.js'
import { clearPropertyViews } from './property-views.js'

/** Keys of what the session keeps in the browser besides the tokens. */
export const ATTEMPTED_TRANSITION_KEY = 'idx-attempted-transition'
export const AGENT_TRACKING_KEY = 'idx-agent-tracking'
/** The identity provider's ID token of an SSO session: the `id_token_hint` of its logout. */
export const SSO_ID_TOKEN_KEY = 'idx-sso-id-token'

/** What the page around the app is told (spec §4): a contract in @idx/domain. */
export type { ParentMessage }

export interface SiteSessionEnvironment {
  /** Where tokens and the agent-tracking value live (localStorage in browsers). */
  storage: StorageLike
  /** Where the attempted transition lives (sessionStorage: one tab's detour). */
  tabStorage: StorageLike
  fetch?: typeof fetch
  /** Full-page navigation (location.assign in browsers). */
  reload: (url: string) => void
  /** Where an ended session reloads to: the host app's root (default the visitor site's, /app/). */
  home?: string
  /** Posts to the embedding page, when there is one. */
  publishToParent: (message: ParentMessage) => void
  now?: () => number
  /** The route the server saved into the page for after sign-in (see saved-route.ts), if any. */
  serverSavedRoute?: string | null
}

export interface SignInOptions {
  /** Signed in through the site's identity provider. */
  sso?: boolean
  /** The provider's ID token, kept for its logout. */
  idToken?: string | null
}

/**
 * The visitor's session, outside React: whether requests carry the user's token or the site's,
 * the sign-in detour to come back from, and the agent who referred the visitor. It owns the
 * token store and hands the api slice its token getter; React reads it through
 * useSyncExternalStore (SessionProvider).
 */
export interface SiteSession {
  readonly authClient: AuthClient
  readonly tokenStore: TokenStore
  /** The token getter for every /api/v3 call: the user's access token, else the site token. */
  readonly getToken: TokenGetter
  status(): SessionStatus
  subscribe(listener: () => void): () => void
  /** Stores a token answer: the visitor is now signed in. */
  signIn(tokens: TokenResponse, options?: SignInOptions): void
  /** Revokes the session at the server, then invalidates it here. */
  signOut(): Promise<void>
  /**
   * Ends the session here (spec §4): clears tokens, the viewed-property counter and the user,
   * tells the parent page, and reloads to the host's root (/app/) unless `reload` is false (a magic link signing in).
   */
  invalidate(options?: { reload?: boolean }): void
  attemptedTransition(): AttemptedTransition | null
  setAttemptedTransition(transition: AttemptedTransition | null): void
  /** The `_cycagt` agent id the visitor arrived with, if any. */
  agentTracking(): string | null
  setAgentTracking(agentId: string): void
  /** Whether the signed-in session came through single sign-on. */
  isSso(): boolean
  /** The server-saved route to come back to after sign-in; used once (null afterwards). */
  takeServerSavedRoute(): string | null
}

export function createSiteSession(config: SiteConfig, env: SiteSessionEnvironment): SiteSession {
  const now = env.now ?? Date.now
  const listeners = new Set<() => void>()
  const notify = () => listeners.forEach((listener) => listener())
  const tokenStore = createTokenStore({ storage: env.storage })
  const authClient = createAuthClient({
    baseUrl: config.api_base_url,
    clientId: config.client_id,
    siteToken: config.api_token,
    ...(env.fetch ? { fetch: env.fetch } : {}),
  })
  let status: SessionStatus = tokenStore.read() ? 'authenticated' : 'anonymous'
  let serverSavedRoute = env.serverSavedRoute ?? null

  function invalidate({ reload = true }: { reload?: boolean } = {}) {
    const idpLogoutToken = env.storage.getItem(SSO_ID_TOKEN_KEY)
    tokenStore.clear()
    env.storage.removeItem(SSO_ID_TOKEN_KEY)
    clearPropertyViews(env.storage)
    status = 'anonymous'
    notify()
    env.publishToParent({ type: 'logout-complete', clientId: config.client_id, idpLogoutToken })
    if (reload) env.reload(env.home ?? APP_ROOT)
  }

  const getUserToken = createUserTokenGetter({
    store: tokenStore,
    authClient,
    now,
    // A refresh the server refused: the session is over (spec §4, a failed load invalidates it).
    onInvalidated: () => invalidate(),
  })

  return {
    authClient,
    tokenStore,
    getToken: createTokenGetter({ getUserToken, siteToken: config.api_token }),
    status: () => status,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    signIn(tokens, options = {}) {
      tokenStore.write(sessionFromTokenResponse(tokens, now(), { sso: options.sso ?? false }))
      if (options.idToken) env.storage.setItem(SSO_ID_TOKEN_KEY, options.idToken)
      status = 'authenticated'
      notify()
    },
    async signOut() {
      const stored = tokenStore.read()
      // Revoking ends the session for every copy of its tokens; a failure to reach the server
      // still signs the visitor out here.
      if (stored) await authClient.revoke(stored.refresh_token ?? stored.access_token).catch(() => undefined)
      invalidate()
    },
    invalidate,
    attemptedTransition() {
      const text = env.tabStorage.getItem(ATTEMPTED_TRANSITION_KEY)
      if (!text) return null
      try {
        const value = JSON.parse(text) as AttemptedTransition
        return typeof value?.url === 'string' ? value : null
      } catch {
        return null
      }
    },
    setAttemptedTransition(transition) {
      if (transition) env.tabStorage.setItem(ATTEMPTED_TRANSITION_KEY, JSON.stringify(transition))
      else env.tabStorage.removeItem(ATTEMPTED_TRANSITION_KEY)
    },
    agentTracking: () => env.storage.getItem(AGENT_TRACKING_KEY),
    setAgentTracking(agentId) {
      env.storage.setItem(AGENT_TRACKING_KEY, agentId)
    },
    isSso: () => tokenStore.read()?.sso === true,
    takeServerSavedRoute() {
      const route = serverSavedRoute
      serverSavedRoute = null
      return route
    },
  }
}
