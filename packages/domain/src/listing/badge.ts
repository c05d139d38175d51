import type { Listing } from './types.js'
import { isLeased } from './leased.js'
import { displayStatus } from './status.js'

/**
 * The text of a listing's status badge, or `null` when it has no status:
 * Active broker listings show 'Featured', other newly listed Active ones
 * 'Just Listed', leased ones 'Leased', and the rest their status.
 *
 * @example
 * listingBadge({ listing_status: 'Active', broker_listing: true }) // 'Featured'
 * listingBadge({ listing_status: 'Pending' })                      // 'Pending'
 */
export function listingBadge(
  listing: Pick<
    Listing,
    'listing_status' | 'canonical_listing_status' | 'purchase_type' | 'broker_listing' | 'newly_listed'
  >,
): string | null {
  const status = displayStatus(listing)
  if (status === 'Active' && listing.broker_listing === true) return 'Featured'
  if (status === 'Active' && listing.newly_listed === true) return 'Just Listed'
  if (isLeased(listing)) return 'Leased'
  return status === '' ? null : status
}
