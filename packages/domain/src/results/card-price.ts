import { toFiniteNumber } from '../format/to-finite-number.js'
import { priceText } from '../listing/price-text.js'
import type { Listing } from '../listing/types.js'

/** What a rent is per, after the price: '$2,500/mo'. */
const RENT_SUFFIXES: Readonly<Record<string, string>> = { Monthly: '/mo', Weekly: '/wk', Daily: '/day' }

/**
 * The price line of a listing card: `priceText` (hidden, `null`, for Sold
 * listings; 'Contact for price' for Active or Pending ones without a price)
 * with the rent period after a rental's price ('$2,500/mo').
 *
 * @example
 * listingCardPrice({ listing_status: 'Active', price_in_dollars: 2500, rent_frequency: 'Monthly' }) // '$2,500/mo'
 * listingCardPrice({ listing_status: 'Active', price_in_dollars: 0, rent_frequency: 'Monthly' })    // 'Contact for price'
 * listingCardPrice({ listing_status: 'Sold', price_in_dollars: 450000 })                            // null
 */
export function listingCardPrice(
  listing: Pick<Listing, 'listing_status' | 'canonical_listing_status' | 'price_in_dollars' | 'rent_frequency'>,
): string | null {
  const text = priceText(listing)
  if (text === null) return null
  const price = toFiniteNumber(listing.price_in_dollars)
  const suffix = RENT_SUFFIXES[listing.rent_frequency ?? '']
  return price !== null && price !== 0 && suffix ? `${text}${suffix}` : text
}
