import type { Listing } from '../listing/types.js'

/**
 * The listing attributes a listing card reads (its title, photos, badge, facts, price rules, open
 * house label, feed and attribution lines): what a page of cards asks the API for as a JSON:API
 * sparse fieldset, so a search answer carries no descriptions, details or SEO texts nobody shows.
 * Ids and links (`full_url`, `short_url`, `slug`) always come with a resource.
 *
 * @example
 * api.endpoints.searchListings.initiate({ ...query, fields: LISTING_CARD_FIELDS })
 */
export const LISTING_CARD_FIELDS = [
  'title',
  'subtitle',
  'street',
  'mls_number',
  'photo_urls',
  'cover_photo_url',
  'latitude',
  'longitude',
  'purchase_type',
  'listing_status',
  'canonical_listing_status',
  'broker_listing',
  'newly_listed',
  'price_in_dollars',
  // A Sold card says when it sold, and for how much where the feed allows (listingClosing).
  'disclose_price',
  'closing_date',
  'sold_price_in_dollars',
  'rent_frequency',
  'bedrooms',
  'bathrooms',
  'bathrooms_fraction',
  'square_feet',
  'last_open_house_end_at',
  'listing_agent',
  'listing_broker',
  'buyer_agent_name',
  'buyer_office_name',
  'data_source_name',
  'source_name',
  // Not a Listing field: search results carry it, and listingFeed matches the market's feed on it.
  'feed_id',
] as const satisfies readonly (keyof Listing | 'feed_id')[]
