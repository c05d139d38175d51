import type { Listing } from './types.js'
import { displayStatus } from './status.js'

/**
 * Whether a listing was leased: purchase type Leased (or Lease, the value the
 * purchase-type options actually use) and status Sold.
 *
 * @example
 * isLeased({ purchase_type: 'Lease', listing_status: 'Sold' })   // true
 * isLeased({ purchase_type: 'Lease', listing_status: 'Active' }) // false
 */
export function isLeased(
  listing: Pick<Listing, 'purchase_type' | 'listing_status' | 'canonical_listing_status'>,
): boolean {
  const purchaseType = listing.purchase_type
  return (purchaseType === 'Leased' || purchaseType === 'Lease') && displayStatus(listing) === 'Sold'
}
