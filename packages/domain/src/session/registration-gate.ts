import type { RegistrationRule } from '../site/types.js'
import type { PropertyViewsStorage } from '../storage/local-storage.js'

// The registration gate of the listing detail (spec §4): anonymous visitors see a limited
// number of listings, counted in local storage ('property-views'), before they must register.
// The count is of distinct listings: the ids seen are kept beside the spec's `counter`, so going
// back to a listing (Previous, Back, a reload) never uses up the visitor's allowance.

/** How many viewed listing ids the counter keeps: far past any limit a site sets, and a small entry. */
export const VIEWED_LISTING_IDS_KEPT = 200

/**
 * Whether the visitor must register before seeing a listing: only for rule mode `views`
 * with a limit, when the stored count of viewed listings exceeds that limit and the visitor
 * is not signed in.
 *
 * @example
 * isRegistrationRequired({ mode: 'views', limit: 3 }, 4, false) // true
 * isRegistrationRequired({ mode: 'views', limit: 3 }, 3, false) // false: not over the limit yet
 * isRegistrationRequired({ mode: 'views', limit: 3 }, 9, true) // false: signed in
 */
export function isRegistrationRequired(
  rule: RegistrationRule | null | undefined,
  viewedCount: number,
  authenticated: boolean,
): boolean {
  if (authenticated || rule == null || rule.mode !== 'views') return false
  const { limit } = rule
  if (typeof limit !== 'number' || !Number.isFinite(limit)) return false
  return viewedCount > limit
}

/**
 * The 'property-views' entry after a listing was opened: one more in `counter` when an anonymous
 * visitor opens a listing not among `listing_ids` (which then records it, the latest
 * `VIEWED_LISTING_IDS_KEPT` kept); unchanged for a listing seen before and for a signed-in
 * visitor. A garbled entry starts again from 0.
 *
 * @example
 * recordListingView({ counter: 2, listing_ids: ['7', '9'] }, '12', false) // { counter: 3, listing_ids: ['7', '9', '12'] }
 * recordListingView({ counter: 2, listing_ids: ['7', '9'] }, '7', false)  // unchanged: a revisit
 * recordListingView({ counter: 2, listing_ids: ['7', '9'] }, '12', true)  // unchanged: signed in
 */
export function recordListingView(stored: unknown, listingId: string, authenticated: boolean): PropertyViewsStorage {
  const counter = readViewCount(stored)
  const seen = readViewedListingIds(stored)
  if (authenticated || seen.includes(listingId)) return { counter, listing_ids: seen }
  return { counter: counter + 1, listing_ids: [...seen, listingId].slice(-VIEWED_LISTING_IDS_KEPT) }
}

/** The listing ids of a stored 'property-views' entry (none when missing or garbled). */
function readViewedListingIds(stored: unknown): string[] {
  const ids = typeof stored === 'object' && stored !== null ? (stored as { listing_ids?: unknown }).listing_ids : null
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : []
}

/**
 * The count kept under the 'property-views' storage key, from its stored value (parsed JSON
 * or anything else a browser may hold there): its `counter` when that is a non-negative
 * integer, else 0 (the storage default).
 *
 * @example
 * readViewCount({ counter: 4 }) // 4
 * readViewCount('garbage') // 0
 */
export function readViewCount(stored: unknown): number {
  if (typeof stored !== 'object' || stored === null) return 0
  const counter = (stored as { counter?: unknown }).counter
  return typeof counter === 'number' && Number.isSafeInteger(counter) && counter > 0 ? counter : 0
}
