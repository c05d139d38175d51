import type { StorageLike } from '../auth/token-store.js'

/**
 * Where the api slice keeps the unlock tokens of password-protected listings (from
 * `unlockListing`) to send back in `X-Listing-Unlock`. `get` lists them oldest first.
 */
export interface UnlockTokenStore {
  get(): string[]
  add(token: string): void
}

/** The request header that carries unlock tokens back to the server. */
export const LISTING_UNLOCK_HEADER = 'X-Listing-Unlock'

/** Most tokens the server takes in one request; the newest are kept. */
export const MAX_UNLOCK_TOKENS = 50

/** Where `createUnlockTokenStore` keeps its tokens in `storage`. */
export const DEFAULT_UNLOCK_TOKENS_KEY = 'idx-listing-unlocks'

export interface UnlockTokenStoreOptions {
  /**
   * Keeps the tokens beyond this slice, e.g. `sessionStorage` (the spec's "unlocks that listing
   * for the session"). Default: memory only, gone with the page.
   */
  readonly storage?: StorageLike
  /** Default `DEFAULT_UNLOCK_TOKENS_KEY`. */
  readonly key?: string
}

/**
 * A store of unlock tokens: each token once, at most `MAX_UNLOCK_TOKENS`, the oldest dropped
 * first. Unreadable or refused storage reads as no tokens: the listings just stay locked.
 *
 * @example
 * const unlockTokens = createUnlockTokenStore({ storage: sessionStorage })
 * const api = createIdxApi({ baseUrl: '', getToken, unlockTokens })
 */
export function createUnlockTokenStore({
  storage,
  key = DEFAULT_UNLOCK_TOKENS_KEY,
}: UnlockTokenStoreOptions = {}): UnlockTokenStore {
  let memory: string[] = []
  // Once storage refuses a write, memory holds the tokens for the rest of the page.
  let storageRefused = false

  function read(): string[] {
    if (!storage || storageRefused) return memory
    try {
      const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]')
      return Array.isArray(parsed) ? parsed.filter((token): token is string => typeof token === 'string') : []
    } catch {
      return []
    }
  }

  return {
    get: () => read().slice(-MAX_UNLOCK_TOKENS),
    add(token) {
      const tokens = [...read().filter((kept) => kept !== token), token].slice(-MAX_UNLOCK_TOKENS)
      memory = tokens
      try {
        storage?.setItem(key, JSON.stringify(tokens))
      } catch {
        storageRefused = true
      }
    },
  }
}

/**
 * The `X-Listing-Unlock` header for the store's tokens (the newest `MAX_UNLOCK_TOKENS`, comma
 * separated), or none when it holds none, so a search without unlocks costs the server nothing.
 *
 * @example
 * unlockHeaders(store) // { 'X-Listing-Unlock': 'idx_ul_…, idx_ul_…' }, or undefined
 */
export function unlockHeaders(store: UnlockTokenStore): Record<string, string> | undefined {
  const tokens = [...new Set(store.get().filter((token) => token.trim() !== ''))].slice(-MAX_UNLOCK_TOKENS)
  return tokens.length === 0 ? undefined : { [LISTING_UNLOCK_HEADER]: tokens.join(', ') }
}

/**
 * The request part that sends `store`'s unlock tokens: read per request, so a fresh unlock counts
 * at once; nothing when there are none.
 *
 * @example
 * ({ path: 'listings/7', ...unlockingRequest(tokens) }) // { path: 'listings/7', headers: { 'X-Listing-Unlock': 'tok' } }
 */
export function unlockingRequest(store: UnlockTokenStore): { headers?: Record<string, string> } {
  const headers = unlockHeaders(store)
  return headers ? { headers } : {}
}
