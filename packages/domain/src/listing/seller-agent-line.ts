import type { Listing } from './types.js'
import { displayStatus } from './status.js'

/**
 * Whether the detail shows the seller-agent line ('Sold By {buyer agent} with
 * {buyer office}'): only for Sold listings.
 *
 * @example
 * showsSellerAgentLine({ listing_status: 'Sold' }) // true
 */
export function showsSellerAgentLine(listing: Pick<Listing, 'listing_status' | 'canonical_listing_status'>): boolean {
  return displayStatus(listing) === 'Sold'
}
