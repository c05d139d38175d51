import { isHttpError, type ApiError } from '../http/api-result.js'
import type { AuthClient } from './auth-client.js'
import { sessionFromTokenResponse, type StoredSession, type TokenStore } from './token-store.js'

/** Why the session ended without the user signing out. */
export type SessionInvalidation =
  { readonly reason: 'refresh-failed'; readonly error: ApiError } | { readonly reason: 'expired' }

/** Runs `task` while holding the refresh lock; see `UserTokenGetterOptions.withLock`. */
export type RefreshLock = <T>(task: () => Promise<T>) => Promise<T>

export interface UserTokenGetterOptions {
  readonly store: TokenStore
  readonly authClient: Pick<AuthClient, 'refreshGrant'>
  /** Called once the session is gone (the store is already cleared): clear the user, reload to /app/. */
  readonly onInvalidated: (invalidation: SessionInvalidation) => void
  /** Milliseconds since the epoch. Default `Date.now`. */
  readonly now?: () => number
  /** Refresh this long before the access token expires, so no request carries a dying token. Default 60 s. */
  readonly refreshBeforeMs?: number
  /**
   * Serialises refreshes across tabs. Refresh tokens are single use and a replayed one revokes
   * the whole session, so two tabs must never send the same one. Default: the Web Locks API
   * (`navigator.locks`) where there is one, else no lock (one tab, Node).
   */
  readonly withLock?: RefreshLock
}

/** A token getter for the signed-in user: resolves with the access token, or null when signed out. */
/**
 * The user's access token: at once while it is fresh (null when nobody is signed in), a promise
 * only while it is being refreshed, so a request can leave in the task that asks for it.
 */
export type UserTokenGetter = () => string | null | Promise<string | null>

export const DEFAULT_REFRESH_BEFORE_MS = 60_000
const REFRESH_LOCK_NAME = 'idx-token-refresh'

/**
 * Reads the user's access token from `store`, refreshing it shortly before it expires.
 * Concurrent callers share one refresh; the rotated pair is always stored. When the server
 * refuses the refresh (or the token expired with none to refresh it), the store is cleared
 * and `onInvalidated` is called; the getter then resolves null, so requests fall back to the
 * site token. A refresh that got no answer (network, 5xx) keeps a token that is still valid
 * and tries again on the next request.
 *
 * @example
 * const getToken = createTokenGetter({
 *   getUserToken: createUserTokenGetter({ store, authClient, onInvalidated: () => location.assign('/app/') }),
 *   siteToken: config.apiToken,
 * })
 */
export function createUserTokenGetter({
  store,
  authClient,
  onInvalidated,
  now = Date.now,
  refreshBeforeMs = DEFAULT_REFRESH_BEFORE_MS,
  withLock = webLock,
}: UserTokenGetterOptions): UserTokenGetter {
  let refreshing: Promise<string | null> | null = null

  const isDue = (session: StoredSession) => now() >= session.expires_at - refreshBeforeMs
  const isExpired = (session: StoredSession) => now() >= session.expires_at

  function invalidate(invalidation: SessionInvalidation): null {
    store.clear()
    onInvalidated(invalidation)
    return null
  }

  async function refresh(seen: StoredSession): Promise<string | null> {
    const current = store.read()
    if (current === null) return null // signed out meanwhile
    // Another tab refreshed while this one waited for the lock: use its token.
    if (current.access_token !== seen.access_token && !isDue(current)) return current.access_token
    if (current.refresh_token === null) {
      return isExpired(current) ? invalidate({ reason: 'expired' }) : current.access_token
    }

    const result = await authClient.refreshGrant(current.refresh_token)
    if (result.ok) {
      store.write(sessionFromTokenResponse(result.data, now(), { sso: current.sso }))
      return result.data.access_token
    }
    const latest = store.read()
    if (latest !== null && latest.refresh_token !== current.refresh_token) return latest.access_token
    const transient = !isHttpError(result.error) || result.error.status >= 500
    if (transient && !isExpired(current)) return current.access_token
    return invalidate({ reason: 'refresh-failed', error: result.error })
  }

  return function getUserToken() {
    const session = store.read()
    if (session === null) return null
    if (!isDue(session)) return session.access_token
    refreshing ??= withLock(() => refresh(session)).finally(() => {
      refreshing = null
    })
    return refreshing
  }
}

function webLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks
  return locks ? (locks.request(REFRESH_LOCK_NAME, task) as Promise<T>) : task()
}
