import type { Listing } from '../listing/types.js'
import { LISTING_CARD_FIELDS } from '../results/card-fields.js'

// The attribute list alone (card-attribute.ts formats them): a search that only needs to know
// which fields a custom card may read loads none of the card's code.

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

/**
 * The attributes a page of results asks for when its market has a custom listing card: the
 * default card's (it still draws a gated card, and a document that shows nothing) and every
 * attribute a custom card's blocks can show. The server's first search and the browser's agree.
 */
export const CUSTOM_CARD_SEARCH_FIELDS: readonly string[] = [
  ...new Set<string>([...LISTING_CARD_FIELDS, ...Object.keys(CUSTOM_CARD_ATTRIBUTES)]),
]
