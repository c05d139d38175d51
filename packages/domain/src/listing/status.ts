import { FOR_SALE_STATUSES, LISTING_STATUSES } from './constants.js'
import type { Listing, ListingStatus } from './types.js'

/** Whether `value` is one of the five listing statuses. */
export function isListingStatus(value: unknown): value is ListingStatus {
  return (LISTING_STATUSES as readonly unknown[]).includes(value)
}

/**
 * The status a listing shows and every derived fact uses: the canonical status
 * when present (not blank), else `listing_status`, else ''.
 *
 * @example
 * displayStatus({ listing_status: 'Closed', canonical_listing_status: 'Sold' }) // 'Sold'
 * displayStatus({ listing_status: 'Active' })                                   // 'Active'
 */
export function displayStatus(
  listing: Pick<Listing, 'listing_status' | 'canonical_listing_status'>,
): ListingStatus | (string & {}) {
  const canonical = listing.canonical_listing_status?.trim()
  if (canonical) return canonical
  return listing.listing_status?.trim() ?? ''
}

/**
 * Whether a listing with `status` is still for sale: Active, Pending or Coming Soon.
 *
 * @example
 * isForSale('Pending') // true
 * isForSale('Sold')    // false
 */
export function isForSale(status: string | null | undefined): boolean {
  return (FOR_SALE_STATUSES as readonly (string | null | undefined)[]).includes(status)
}

/** Colour class of a status badge. */
export type StatusColorClass = 'green' | 'yellow' | 'light-red' | 'black'

/**
 * The badge colour for `status`: green Active, yellow Pending, light-red Sold,
 * black for anything else.
 *
 * @example
 * statusColorClass('Coming Soon') // 'black'
 */
export function statusColorClass(status: string | null | undefined): StatusColorClass {
  switch (status) {
    case 'Active':
      return 'green'
    case 'Pending':
      return 'yellow'
    case 'Sold':
      return 'light-red'
    default:
      return 'black'
  }
}
