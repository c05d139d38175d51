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

/**
 * The listing fields a `listing-attribute` block can show: `name` is what the editor's
 * '+ Attribute' picker lists, `label` what the card prints before the value unless the block
 * sets its own ('' prints none: the value speaks for itself).
 */
export const CUSTOM_CARD_ATTRIBUTES = {
  title: { name: 'Title', label: '' }, // the card's heading, linking to the listing
  subtitle: { name: 'Subtitle', label: '' },
  price_in_dollars: { name: 'Price', label: '' }, // the default card's price rules
  bedrooms: { name: 'Bedrooms', label: 'Beds' },
  bathrooms: { name: 'Bathrooms', label: 'Baths' }, // with the site's fraction display
  square_feet: { name: 'Square feet', label: 'Sq. ft.' },
  lot_acre: { name: 'Lot size (acres)', label: 'Lot' },
  lot_square_feet: { name: 'Lot size (square feet)', label: 'Lot' },
  year_built: { name: 'Year built', label: 'Built' },
  stories: { name: 'Stories', label: 'Stories' },
  price_per_sqft: { name: 'Price per square foot', label: 'Per sq. ft.' },
  listing_status: { name: 'Status', label: '' },
  property_type: { name: 'Property type', label: '' },
  mls_number: { name: 'MLS number', label: 'MLS#' },
  street: { name: 'Street', label: '' },
  city: { name: 'City', label: '' },
  state_code: { name: 'State', label: '' },
  zip: { name: 'Zip code', label: '' },
  school_district: { name: 'School district', label: 'School district' },
  listing_agent: { name: 'Listing agent', label: 'Agent' },
  listing_broker: { name: 'Listing broker', label: 'Broker' },
  description: { name: 'Description', label: '' }, // cut at 600 characters, as on the listing page
} as const satisfies Partial<Record<keyof Listing, { name: string; label: string }>>

/** A listing field a custom card can show (a key of `CUSTOM_CARD_ATTRIBUTES`). */
export type CustomCardAttribute = keyof typeof CUSTOM_CARD_ATTRIBUTES

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
