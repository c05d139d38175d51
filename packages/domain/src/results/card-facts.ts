import { formatNumber } from '../format/number.js'
import { toFiniteNumber } from '../format/to-finite-number.js'
import { listingBathrooms } from '../listing/listing-bathrooms.js'
import type { Listing } from '../listing/types.js'

/** One fact of a listing card's facts line, e.g. `{ abbreviation: 'BR', name: 'Bedrooms', value: '3' }`. */
export type CardFact = {
  field: 'bedrooms' | 'bathrooms' | 'square_feet'
  /** What the card prints after the value: BR, BA, SQFT. */
  abbreviation: 'BR' | 'BA' | 'SQFT'
  /** The abbreviation spelled out, for assistive technology. */
  name: 'Bedrooms' | 'Bathrooms' | 'Square feet'
  value: string
}

/** Options of `listingCardFacts`. */
export type CardFactsOptions = {
  /** The site's `features.fraction_display.enabled`: bathrooms as '2 1/2' rather than '2.5'. */
  fractionDisplay: boolean
}

/**
 * The facts line of a listing card: BR (bedrooms), BA (bathrooms, through
 * `listingBathrooms`, the site's one rule for them) and SQFT (square feet,
 * whole feet), in that order. A fact the listing does not have is left out
 * rather than shown as 'N/A' (a lot has no bedrooms); 0 bedrooms or bathrooms
 * is a fact (a studio), 0 square feet is not.
 *
 * @example
 * listingCardFacts({ bedrooms: 3, bathrooms: 2.5, square_feet: 1850 }, { fractionDisplay: true })
 * // [{ abbreviation: 'BR', value: '3', … }, { abbreviation: 'BA', value: '2 1/2', … }, { abbreviation: 'SQFT', value: '1,850', … }]
 */
export function listingCardFacts(
  listing: Pick<Listing, 'bedrooms' | 'bathrooms' | 'bathrooms_fraction' | 'square_feet'>,
  options: CardFactsOptions,
): CardFact[] {
  const facts: CardFact[] = []
  const bedrooms = toFiniteNumber(listing.bedrooms)
  if (bedrooms !== null && bedrooms >= 0) {
    facts.push({ field: 'bedrooms', abbreviation: 'BR', name: 'Bedrooms', value: formatNumber(bedrooms) })
  }
  const bathrooms = listingBathrooms(listing, options)
  if (bathrooms !== null) facts.push({ field: 'bathrooms', abbreviation: 'BA', name: 'Bathrooms', value: bathrooms })
  const squareFeet = toFiniteNumber(listing.square_feet)
  if (squareFeet !== null && squareFeet > 0) {
    facts.push({
      field: 'square_feet',
      abbreviation: 'SQFT',
      name: 'Square feet',
      value: formatNumber(squareFeet, { maximumFractionDigits: 0 }),
    })
  }
  return facts
}
