import type { ThrottleRule } from '../auth/throttle.js'
import { ApiError } from '../http/errors.js'
import { type PhotoSize, photoUrl, signedPhotoUrl } from '../photos/index.js'
import { UNLOCK_HEADER } from '../http-headers/unlock-header.js'

// The password gate's rules, free of I/O: the unlock token's shape and lifetime, the header that
// carries tokens back, the throttle limits of password checks, and the photo URLs an unlock gives.

/** Prefix of unlock tokens, so they are recognisable at a glance and in leak scanners. */
export const UNLOCK_TOKEN_PREFIX = 'idx_ul_'

/** How long an unlock opens its listing: a working day of browsing, then the password again. */
export const UNLOCK_LIFETIME_SECONDS = 12 * 60 * 60

/** Most tokens one request may carry: more unlocks than a browsing session makes. */
export const MAX_UNLOCK_TOKENS = 50

/** The 422 detail of a wrong password (the spec's gate then clears its input). */
export const WRONG_LISTING_PASSWORD = 'The password is not right.'

// newSecret: the prefix, then 32 random bytes in base64url (43 characters).
const TOKEN_SHAPE = /^idx_ul_[A-Za-z0-9_-]{43}$/

/** What a request's unlock of one listing grants its photo URLs (from listing_unlocks). */
export interface ListingUnlockGrant {
  /** When the unlock ends; its signed photo URLs end with it. */
  expiresAt: Date
  /** The listing's password fingerprint the unlock was made under. */
  passwordFingerprint: string
}

/** The listings one request unlocked, and the photo URLs it is given for them. */
export interface UnlockedListings {
  /** Whether the request unlocked this (password-protected) listing. */
  has(listingId: number): boolean
  /**
   * A photo's URL for this request: signed for the photos the gate hides (index 1 onwards) of a
   * listing it unlocked, plain otherwise. Photo 0 stays plain: the gate shows it to everyone
   * (cards, gate screens, map popups), and a browser that has it cached keeps it after unlocking.
   */
  photoUrl(listingId: number, index: number, size: PhotoSize): string
}

/** A request that sent no (valid) unlock token. */
export const NO_UNLOCKS: UnlockedListings = { has: () => false, photoUrl }

/**
 * The unlocks `grants` (by listing id) as a request's UnlockedListings, signing photo URLs with
 * `key` until each unlock expires.
 *
 * @example
 * unlockedListings(new Map([[932, grant]]), key).photoUrl(932, 3, '1280x720')
 * // '/api/v3/photos/932/3/1280x720.png?expires=…&max_size=1280x720&signature=…'
 */
export function unlockedListings(grants: ReadonlyMap<number, ListingUnlockGrant>, key: Buffer): UnlockedListings {
  return {
    has: (listingId) => grants.has(listingId),
    photoUrl(listingId, index, size) {
      const grant = grants.get(listingId)
      if (grant === undefined || index === 0) return photoUrl(listingId, index, size)
      return signedPhotoUrl(key, {
        listingId,
        index,
        maxSize: size,
        expires: Math.floor(grant.expiresAt.getTime() / 1000),
        passwordFingerprint: grant.passwordFingerprint,
      })
    },
  }
}

/**
 * Password checks of the gate, counted before any hash runs. Per listing and address is the tight
 * one (one visitor guessing one listing); per address caps guessing across many listings. A right
 * password clears the listing-and-address count, so a visitor who mistyped is not held back.
 */
export const UNLOCK_THROTTLE_RULES = {
  listingAddress: { limit: 5, windowSeconds: 15 * 60 },
  address: { limit: 50, windowSeconds: 15 * 60 },
} satisfies Record<string, ThrottleRule>

export const unlockThrottleKey = {
  listingAddress: (siteId: number, listingId: number, ip: string) => `listing-unlock:${siteId}:${listingId}:${ip}`,
  address: (ip: string) => `listing-unlock:${ip}`,
}

/**
 * The unlock tokens of an `X-Listing-Unlock` header (Node joins repeated headers with ', '). No
 * header reads as none; anything that is not a comma-separated list of unlock tokens is a 400
 * naming the header, so a client with a broken token store hears of it instead of seeing every
 * listing stay locked.
 *
 * @example
 * readUnlockTokens(undefined)                // []
 * readUnlockTokens('idx_ul_AAAA…, idx_ul_BBBB…') // ['idx_ul_AAAA…', 'idx_ul_BBBB…']
 * readUnlockTokens('secret')                 // throws ApiError 400, source { header: 'x-listing-unlock' }
 */
export function readUnlockTokens(header: string | string[] | undefined): string[] {
  if (header === undefined) return []
  const source = { header: UNLOCK_HEADER }
  const tokens = (Array.isArray(header) ? header.join(',') : header)
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
  if (tokens.some((token) => !TOKEN_SHAPE.test(token))) {
    throw new ApiError(
      400,
      `'X-Listing-Unlock' must be comma-separated unlock tokens (${UNLOCK_TOKEN_PREFIX}…)`,
      source,
    )
  }
  if (tokens.length > MAX_UNLOCK_TOKENS) {
    throw new ApiError(400, `'X-Listing-Unlock' may carry at most ${MAX_UNLOCK_TOKENS} unlock tokens`, source)
  }
  return [...new Set(tokens)]
}
