import {
  createHttpClient,
  errorMessage,
  type ApiResult,
  type FetchFunction,
  type JsonApiDocument,
  type StorageLike,
  type TokenGetter,
} from '@idx/api-client'

/**
 * Where this tab keeps the unlock tokens of the listings it unlocked (sessionStorage: the spec's
 * "unlocks that listing for the session"), as `{ [listing id]: { token, expires_at } }`.
 */
export const LISTING_UNLOCKS_KEY = 'idx-listing-unlocks'
/** The request header that carries unlock tokens (apps/api README, "Password-protected listings"). */
export const LISTING_UNLOCK_HEADER = 'X-Listing-Unlock'

type StoredUnlock = { token: string; expires_at: string }

/** What the password gate hears back: `true` unlocked, `false` a wrong password, or a message (throttled, failed). */
export type UnlockAnswer = true | false | { message: string }

function readUnlocks(storage: StorageLike): Record<string, StoredUnlock> {
  try {
    const value: unknown = JSON.parse(storage.getItem(LISTING_UNLOCKS_KEY) ?? 'null')
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, StoredUnlock>) : {}
  } catch {
    return {}
  }
}

/** The listing's unlock token while it is good, else null (an expired one is dropped). */
export function unlockToken(storage: StorageLike, listingId: string, now = Date.now()): string | null {
  const all = readUnlocks(storage)
  const entry = all[listingId]
  if (!entry || typeof entry.token !== 'string') return null
  const expires = Date.parse(entry.expires_at)
  if (Number.isFinite(expires) && expires > now) return entry.token
  forgetUnlockToken(storage, listingId)
  return null
}

export function keepUnlockToken(storage: StorageLike, listingId: string, unlock: StoredUnlock): void {
  storage.setItem(LISTING_UNLOCKS_KEY, JSON.stringify({ ...readUnlocks(storage), [listingId]: unlock }))
}

/** Drops a token the server no longer honours (the listing came back locked with it). */
export function forgetUnlockToken(storage: StorageLike, listingId: string): void {
  const all = readUnlocks(storage)
  if (!(listingId in all)) return
  delete all[listingId]
  storage.setItem(LISTING_UNLOCKS_KEY, JSON.stringify(all))
}

export interface ListingUnlockOptions {
  /** The API host (`''`: this origin). */
  baseUrl: string
  /** The session's token getter: the user's token, else the site token. */
  getToken: TokenGetter
  /** Where tokens live (sessionStorage in browsers). */
  storage: StorageLike
  fetch?: FetchFunction
}

/** The password gate's server side as the site calls it: unlock a listing, and read it unlocked. */
export interface ListingUnlockClient {
  /** This tab's unlock token of a listing, if any. */
  token(listingId: string): string | null
  /**
   * `POST listings/{id}/unlock`: a right password keeps the token and answers `true`; a wrong
   * one (422) `false`; a listing without a password (409) `true`, since nothing locks it any
   * more; a throttle (429) or any other failure the message to show.
   */
  unlock(listingId: string, password: string): Promise<UnlockAnswer>
  /** `GET listings/{id}` with the listing's unlock token in `X-Listing-Unlock`. */
  fetchListing(listingId: string, signal?: AbortSignal): Promise<ApiResult<JsonApiDocument>>
  forget(listingId: string): void
}

/**
 * The unlock calls of `POST /api/v3/listings/{id}/unlock` and the reads that send its token
 * back. The listing's password never reaches the browser; only the server compares it.
 *
 * @example
 * const unlocks = createListingUnlockClient({ baseUrl: '', getToken: session.getToken, storage: sessionStorage })
 * await unlocks.unlock('17', 'open-sesame') // true
 * await unlocks.fetchListing('17') // { ok: true, data: { data: { attributes: { locked: false, … } } } }
 */
export function createListingUnlockClient({
  baseUrl,
  getToken,
  storage,
  fetch,
}: ListingUnlockOptions): ListingUnlockClient {
  const plainFetch: FetchFunction = fetch ?? ((input, init) => globalThis.fetch(input, init))
  const client = createHttpClient({ baseUrl, getToken, fetch: plainFetch })
  return {
    token: (listingId) => unlockToken(storage, listingId),
    forget: (listingId) => forgetUnlockToken(storage, listingId),
    async unlock(listingId, password) {
      const result = await client.post<{ data?: { attributes?: Partial<StoredUnlock> } }>(
        `listings/${encodeURIComponent(listingId)}/unlock`,
        { password },
      )
      if (result.ok) {
        const attributes = result.data.data?.attributes
        if (typeof attributes?.token !== 'string' || typeof attributes.expires_at !== 'string') {
          return { message: errorMessage({ status: 'PARSING_ERROR', originalStatus: 200, data: '', error: '' }) }
        }
        keepUnlockToken(storage, listingId, { token: attributes.token, expires_at: attributes.expires_at })
        return true
      }
      if (result.status === 422) return false
      if (result.status === 409) return true
      return { message: errorMessage(result.error) }
    },
    fetchListing(listingId, signal) {
      const token = unlockToken(storage, listingId)
      const withHeader = createHttpClient({
        baseUrl,
        getToken,
        fetch: (input, init) =>
          plainFetch(input, {
            ...init,
            headers: {
              ...(init.headers as Record<string, string>),
              ...(token ? { [LISTING_UNLOCK_HEADER]: token } : {}),
            },
          }),
      })
      return withHeader.get<JsonApiDocument>(`listings/${encodeURIComponent(listingId)}`, { signal })
    },
  }
}
