import { CONTACT_FOR_PRICE_TEXT } from './constants.js'
import { formatPrice } from '../format/price.js'
import { toFiniteNumber } from '../format/to-finite-number.js'
import type { Listing } from './types.js'
import { displayStatus } from './status.js'

/**
 * The price line of a listing card or detail, or `null` when the price is
 * hidden (Sold listings). Active and Pending listings without a price (missing
 * or 0) read 'Contact for price'; other statuses show the whole-dollar price,
 * or 'N/A' when there is none.
 *
 * @example
 * priceText({ listing_status: 'Active', price_in_dollars: 450000 }) // '$450,000'
 * priceText({ listing_status: 'Pending', price_in_dollars: 0 })     // 'Contact for price'
 * priceText({ listing_status: 'Sold', price_in_dollars: 450000 })   // null
 */
export function priceText(
  listing: Pick<Listing, 'listing_status' | 'canonical_listing_status' | 'price_in_dollars'>,
): string | null {
  const status = displayStatus(listing)
  if (status === 'Sold') return null
  const price = toFiniteNumber(listing.price_in_dollars)
  if ((price === null || price === 0) && (status === 'Active' || status === 'Pending')) {
    return CONTACT_FOR_PRICE_TEXT
  }
  return formatPrice(price)
}
