// JSON Schemas of the listing routes' responses: they document the API (OpenAPI) and make
// Fastify's serializer send exactly these members (anything else a row has is dropped).
import { agentResourceSchema } from '../agents/index.js'
import { feedResourceSchema } from '../markets/index.js'
import {
  resourceDocumentSchema,
  resourceListDocumentSchema,
  resourceObjectSchema,
} from '../jsonapi/document-schemas.js'

const text = { type: ['string', 'null'] } as const
const integer = { type: ['integer', 'null'] } as const
const number = { type: ['number', 'null'] } as const
const boolean = { type: 'boolean' } as const
const dateTime = { type: ['string', 'null'], format: 'date-time' } as const
const date = { type: ['string', 'null'], format: 'date' } as const
const freeObject = { type: ['object', 'null'], additionalProperties: true } as const

const links = {
  type: 'object',
  description: '`full` and `short` are paths of the idx app; `slug` is the listing slug.',
  properties: { full: { type: 'string' }, short: { type: 'string' }, slug: { type: 'string' } },
  required: ['full', 'short', 'slug'],
} as const

const pictures = {
  type: ['object', 'null'],
  properties: { thumb_url: text, small_url: text, medium_url: text, large_url: text },
} as const

const seo = {
  type: 'object',
  properties: {
    full_url: text,
    short_url: text,
    slug: text,
    og_title: text,
    og_description: text,
    twitter_title: text,
    twitter_description: text,
    newly_listed: boolean,
    broker_listing: boolean,
    agent: {
      type: ['object', 'null'],
      properties: {
        full_name: { type: 'string' },
        pictures,
        licenses: {
          type: 'object',
          properties: {
            data: {
              type: 'array',
              items: {
                type: 'object',
                properties: { state: { type: 'string' }, license_number: { type: 'string' } },
              },
            },
          },
        },
      },
    },
  },
} as const

/** The attributes of a listing (or property) resource. */
export const listingAttributesSchema = {
  type: 'object',
  description:
    'Prices are null when the listing hides its price (disclose_price false). When it hides its address ' +
    "(disclose_address false) street and title read 'Undisclosed Address' and latitude/longitude/lat/lng are null. " +
    'The listing password is never sent; password_protected says whether there is one. A password-protected ' +
    'listing not unlocked by an X-Listing-Unlock token is locked: its prices (price_in_dollars, price_per_sqft, ' +
    'sold_price_in_dollars) are null, photo_urls holds only the first photo and additional_details.virtual_tour_url ' +
    'is null.',
  properties: {
    slug: { type: 'string' },
    title: { type: 'string' },
    subtitle: text,
    mls_number: text,
    photo_urls: {
      type: 'array',
      items: { type: 'string' },
      description:
        'Gallery photos, 1280x720. Those of an unlocked password-protected listing after the first carry a ' +
        'signature (?expires=…&max_size=…&signature=…) without which the photos route refuses them; the size ' +
        'segment may be swapped for a smaller size, keeping the query.',
    },
    cover_photo_url: { ...text, description: 'The first photo at 302x190; null without photos.' },
    latitude: number,
    longitude: number,
    lat: number,
    lng: number,
    zip: text,
    street: text,
    city: text,
    state_code: text,
    city_state: text,
    purchase_type: { type: 'string' },
    listing_type: {
      type: 'string',
      description:
        "The spec's listing `type` (Residential, Commercial, Lots and Land). JSON:API reserves `type` for the " +
        "resource type, so it travels as listing_type; @idx/api-client's normaliser reads it back as `type`.",
    },
    property_type: text,
    listing_status: { type: 'string' },
    canonical_listing_status: text,
    bedrooms: integer,
    bathrooms: number,
    bathrooms_fraction: { ...text, description: "Bathrooms as a whole number and tenths fraction, e.g. '2 1/2'." },
    square_feet: integer,
    lot_acre: number,
    lot_square_feet: integer,
    stories: integer,
    year_built: integer,
    price_in_dollars: integer,
    price_per_sqft: { ...integer, description: 'price_in_dollars / square_feet, rounded to whole dollars.' },
    sold_price_in_dollars: integer,
    closing_date: date,
    listed_at: dateTime,
    data_source_listing_updated_at: dateTime,
    last_open_house_end_at: { ...dateTime, description: 'End of the last open house; in the future = open house.' },
    rent_frequency: text,
    description: text,
    disclose_price: boolean,
    disclose_address: boolean,
    school_district: text,
    school_elementary: text,
    school_middle: text,
    school_senior_high: text,
    listing_agent: { ...text, description: "The listing agent's full name." },
    listing_broker: text,
    office_phone: text,
    buyer_agent_name: text,
    buyer_office_name: text,
    data_source_name: { type: 'string', description: "The feed's data source name." },
    source_name: { type: 'string', description: "The feed's name." },
    broker_listing: boolean,
    newly_listed: boolean,
    password_protected: boolean,
    locked: {
      ...boolean,
      description: 'True for a password-protected listing this request has not unlocked (see POST …/{id}/unlock).',
    },
    agent_ids: { type: 'array', items: { type: 'integer' } },
    market_id: { type: 'integer' },
    feed_id: { type: 'integer' },
    additional_details: freeObject,
    realstaq_details: freeObject,
    seo,
  },
} as const

const identifier = (type: string) =>
  ({ type: 'object', properties: { type: { const: type }, id: { type: 'string' } }, required: ['type', 'id'] }) as const

const priceHistoryValue = {
  type: ['object', 'null'],
  properties: { status: { type: 'string' }, price: integer },
  required: ['status', 'price'],
} as const

/** `price_history` of the listing detail: the listing change log, newest first. */
export const priceHistorySchema = {
  type: 'array',
  description:
    "The listing's price and status history, newest first (at most 50 entries): when it was listed, each list " +
    'price change, each status change (Pending, Sold…), a withdrawal and a return to market. `old` and `new` ' +
    'are the status and the price that went with it (the closing price once sold); null for the side that does ' +
    "not exist (no `old` for listed, no `new` for a listing withdrawn from the feed). When the listing's prices " +
    'are hidden (disclose_price false, or locked) every price is null and list price changes are left out.',
  items: {
    type: 'object',
    properties: {
      date: { type: 'string', format: 'date-time' },
      kind: { enum: ['listed', 'price', 'status', 'withdrawn', 'back_on_market'] },
      old: priceHistoryValue,
      new: priceHistoryValue,
    },
    required: ['date', 'kind', 'old', 'new'],
  },
} as const

const listingDetailAttributesSchema = {
  ...listingAttributesSchema,
  properties: { ...listingAttributesSchema.properties, price_history: priceHistorySchema },
} as const

/** A listing resource's relationships in the detail document (its agents, feed and open houses). */
const listingRelationships = {
  agents: { type: 'object', properties: { data: { type: 'array', items: identifier('agents') } } },
  feed: { type: 'object', properties: { data: { anyOf: [identifier('feeds'), { type: 'null' }] } } },
  open_houses: { type: 'object', properties: { data: { type: 'array', items: identifier('open_houses') } } },
} as const

/** What every listing resource carries besides its attributes: its own page links. */
const listingObject = { links, attributesDescription: listingAttributesSchema.description } as const

const openHouseAttributes = {
  listing_id: { type: 'integer' },
  start_time: dateTime,
  end_time: dateTime,
  directions: text,
  refreshments: text,
  showing_contact: text,
  showing_contact_phone: text,
} as const

export const openHouseResourceSchema = resourceObjectSchema('open_houses', openHouseAttributes)

/** GET {listings|properties}/{id}: the listing, its relationships, and agent, feed and open houses in `included`. */
export const listingDetailResponse = (type: 'listings' | 'properties') =>
  resourceDocumentSchema(type, listingDetailAttributesSchema.properties, {
    ...listingObject,
    relationships: listingRelationships,
    included: { type: 'array', items: { anyOf: [agentResourceSchema, feedResourceSchema, openHouseResourceSchema] } },
  })

/** The `meta` of a page of listings. */
export const LISTING_PAGE_META = {
  total: { type: 'integer', description: 'Matching listings, exact up to 10000 and 10000 above it.' },
  page: { type: 'object', properties: { size: { type: 'integer' }, number: { type: 'integer' } } },
} as const

/** POST {listings|properties}/search and the multi-fetch: a page of listings (`meta`: another page's own). */
export const listingPageResponse = <const Meta extends object = typeof LISTING_PAGE_META>(
  type: 'listings' | 'properties',
  meta: Meta = LISTING_PAGE_META as unknown as Meta,
) =>
  resourceListDocumentSchema(type, listingAttributesSchema.properties, {
    ...listingObject,
    meta,
    paged: 'Pagination: POST the same body to a link to get that page (page[...] in the URL wins).',
  })

export const listingsFoundResponse = (type: 'listings' | 'properties') =>
  resourceListDocumentSchema(type, listingAttributesSchema.properties, listingObject)

export const openHousesResponse = resourceListDocumentSchema('open_houses', openHouseAttributes)

export const feedResponse = resourceDocumentSchema('feeds', feedResourceSchema.properties.attributes.properties, {
  meta: { feed_updated_at: dateTime },
})

export const historyResponse = resourceListDocumentSchema('listing_histories', {
  mls_number: text,
  closing_date: date,
  sold_price_in_dollars: integer,
})

export const showingDataResponse = resourceListDocumentSchema('showing_data_sections', {
  title: { type: 'string' },
  fields: {
    type: 'array',
    items: {
      type: 'object',
      properties: { label: { type: 'string' }, value: { type: ['string', 'number', 'boolean', 'null'] } },
    },
  },
})
