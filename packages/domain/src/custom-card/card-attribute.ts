import { formatPrice } from '../format/price.js'
import { formatNumber } from '../format/number.js'
import { toFiniteNumber } from '../format/to-finite-number.js'
import { formatAcres, formatSquareFeet } from '../format/units.js'
import { truncateDescription } from '../listing/description.js'
import { displayStatus } from '../listing/status.js'
import { listingCardFacts } from '../results/card-facts.js'
import type { CardFact, CardFactsOptions } from '../results/card-facts.js'
import { listingCardPrice } from '../results/card-price.js'
import type { Listing } from '../listing/types.js'
import { listingTitle } from './listing-title.js'
import { CUSTOM_CARD_ATTRIBUTES, type CustomCardAttribute } from './custom-card-attributes.js'

type AttributeText = (listing: Listing, options: CardFactsOptions) => string | null

/** Text as the feed sent it, trimmed; blank is no value. */
function plain(value: unknown): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
}

/** A value the default card shows in its facts line, by the same rules ('0' beds is a studio). */
function fact(field: CardFact['field']): AttributeText {
  return (listing, options) => listingCardFacts(listing, options).find((entry) => entry.field === field)?.value ?? null
}

/** A measure that must be above 0 to mean anything (0 acres is a missing lot size). */
function positive(format: (value: number) => string, value: unknown): string | null {
  const number = toFiniteNumber(value)
  return number !== null && number > 0 ? format(number) : null
}

const TEXT: Readonly<Record<CustomCardAttribute, AttributeText>> = {
  title: listingTitle,
  subtitle: (listing) => plain(listing.subtitle),
  price_in_dollars: listingCardPrice,
  bedrooms: fact('bedrooms'),
  bathrooms: fact('bathrooms'),
  square_feet: fact('square_feet'),
  lot_acre: (listing) => positive(formatAcres, listing.lot_acre),
  lot_square_feet: (listing) => positive(formatSquareFeet, listing.lot_square_feet),
  // The spec shows year_built raw (no grouping: '1995', not '1,995').
  year_built: (listing) => plain(listing.year_built),
  stories: (listing) => positive(formatNumber, listing.stories),
  price_per_sqft: (listing) => positive(formatPrice, listing.price_per_sqft),
  listing_status: (listing) => plain(displayStatus(listing)),
  property_type: (listing) => plain(listing.property_type),
  mls_number: (listing) => plain(listing.mls_number),
  street: (listing) => plain(listing.street),
  city: (listing) => plain(listing.city),
  state_code: (listing) => plain(listing.state_code),
  zip: (listing) => plain(listing.zip),
  school_district: (listing) => plain(listing.school_district),
  listing_agent: (listing) => plain(listing.listing_agent),
  listing_broker: (listing) => plain(listing.listing_broker),
  description: (listing) => plain(truncateDescription(plain(listing.description)).text),
}

/** Whether `value` names an attribute a custom card can show. */
export function isCustomCardAttribute(value: unknown): value is CustomCardAttribute {
  return typeof value === 'string' && Object.hasOwn(CUSTOM_CARD_ATTRIBUTES, value)
}

/**
 * The text a `listing-attribute` block shows for `listing`, or `null` when the listing has no
 * such value: the block is then left out rather than reading 'N/A', as the default card leaves
 * out a fact it lacks. Numbers go through the default card's formatters.
 *
 * @example
 * customCardAttributeText({ id: '7', bathrooms: 2.5 }, 'bathrooms', { fractionDisplay: true }) // '2 1/2'
 * customCardAttributeText({ id: '7', listing_status: 'Sold', price_in_dollars: 1 }, 'price_in_dollars', …) // null
 */
export function customCardAttributeText(
  listing: Listing,
  attribute: CustomCardAttribute,
  options: CardFactsOptions,
): string | null {
  return TEXT[attribute](listing, options)
}
