import { NO_ACCESS_TOKEN_MESSAGE } from './messages.js'
import type { TokenResponse } from './token-response.js'

/** What the store keeps of a signed-in session. */
export interface StoredSession {
  readonly access_token: string
  /** Null when the server gave none; the session then ends when the access token expires. */
  readonly refresh_token: string | null
  /** When the access token expires, in milliseconds since the epoch (this device's clock). */
  readonly expires_at: number
  readonly scope: string
  /** Signed in through single sign-on (Okta): such users see no settings menu. */
  readonly sso?: boolean
}

/** The part of the Web Storage API the store uses: `localStorage`, or `createMemoryStorage()`. */
export interface StorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export interface TokenStore {
  /** The stored session, or null when there is none or what is stored is not a session. Reads storage every time. */
  read(): StoredSession | null
  write(session: StoredSession): void
  clear(): void
}

export interface TokenStoreOptions {
  readonly storage: StorageLike
  /** Default `'idx-session'`. */
  readonly key?: string
}

export const DEFAULT_TOKEN_STORE_KEY = 'idx-session'

/**
 * A session store over Web Storage, as JSON under one key. It keeps no copy in memory, so a
 * token another tab refreshed is seen at the next `read()`.
 *
 * @example
 * const store = createTokenStore({ storage: localStorage })
 * store.write(sessionFromTokenResponse(result.data, Date.now()))
 * store.read()?.access_token // 'idx_at_…'
 */
export function createTokenStore({ storage, key = DEFAULT_TOKEN_STORE_KEY }: TokenStoreOptions): TokenStore {
  return {
    read() {
      const text = storage.getItem(key)
      if (text === null) return null
      try {
        return toStoredSession(JSON.parse(text))
      } catch {
        return null
      }
    },
    write(session) {
      storage.setItem(key, JSON.stringify(session))
    },
    clear() {
      storage.removeItem(key)
    },
  }
}

/**
 * A `StorageLike` held in a Map: for tests, server rendering, and browsers that refuse storage.
 *
 * @example
 * const store = createTokenStore({ storage: createMemoryStorage() })
 */
export function createMemoryStorage(): StorageLike {
  const entries = new Map<string, string>()
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, String(value)),
    removeItem: (key) => void entries.delete(key),
  }
}

/**
 * The session to store from a token answer received at `now` (ms). The expiry is counted
 * from this device's clock, not the server's `created_at`, so a skewed clock cannot make a
 * fresh token look expired.
 *
 * @example
 * sessionFromTokenResponse({ access_token: 'a', refresh_token: 'r', expires_in: 3600, scope: 'read write', … }, 0)
 * // { access_token: 'a', refresh_token: 'r', expires_at: 3600000, scope: 'read write' }
 */
export function sessionFromTokenResponse(
  response: Pick<TokenResponse, 'access_token' | 'refresh_token' | 'expires_in' | 'scope'>,
  now: number,
  extra: { readonly sso?: boolean } = {},
): StoredSession {
  const lifetime = Number.isFinite(response.expires_in) && response.expires_in > 0 ? response.expires_in : 0
  return {
    access_token: response.access_token,
    refresh_token:
      typeof response.refresh_token === 'string' && response.refresh_token !== '' ? response.refresh_token : null,
    expires_at: now + lifetime * 1000,
    scope: typeof response.scope === 'string' ? response.scope : '',
    ...(extra.sso !== undefined ? { sso: extra.sso } : {}),
  }
}

export type RestoredSession =
  | { readonly ok: true; readonly session: StoredSession }
  | { readonly ok: false; readonly error: typeof NO_ACCESS_TOKEN_MESSAGE }

/**
 * The stored session to restore at start-up, or the spec's 'No access token found'.
 *
 * @example
 * restoreSession(createTokenStore({ storage: createMemoryStorage() })) // { ok: false, error: 'No access token found' }
 */
export function restoreSession(store: Pick<TokenStore, 'read'>): RestoredSession {
  const session = store.read()
  return session ? { ok: true, session } : { ok: false, error: NO_ACCESS_TOKEN_MESSAGE }
}

function toStoredSession(value: unknown): StoredSession | null {
  if (typeof value !== 'object' || value === null) return null
  const { access_token, refresh_token, expires_at, scope, sso } = value as Record<string, unknown>
  if (typeof access_token !== 'string' || access_token === '') return null
  if (typeof expires_at !== 'number' || !Number.isFinite(expires_at)) return null
  return {
    access_token,
    refresh_token: typeof refresh_token === 'string' && refresh_token !== '' ? refresh_token : null,
    expires_at,
    scope: typeof scope === 'string' ? scope : '',
    ...(typeof sso === 'boolean' ? { sso } : {}),
  }
}
