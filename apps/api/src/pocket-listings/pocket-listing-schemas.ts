import { LISTING_STATUSES, LISTING_TYPES, PURCHASE_TYPES, RENT_FREQUENCIES } from '@idx/domain'
import { resourceBodyWith, resourceDocumentSchema, resourceListDocumentSchema } from '../jsonapi/document-schemas.js'

/** The JSON:API type of a pocket listing. */
export const POCKET_LISTING_TYPE = 'pocket-listings'

/** Pocket listings a page of the Listings Manager: the default and the most. */
export const POCKET_LISTINGS_PAGE_SIZE = 20
export const POCKET_LISTINGS_PAGE_SIZE_MAX = 100

/** The most photos one pocket listing holds. */
export const POCKET_LISTING_PHOTOS_MAX = 100

const text = (maxLength: number, description?: string) =>
  ({ type: 'string', maxLength, ...(description ? { description } : {}) }) as const
const nullableText = (maxLength: number, description?: string) =>
  ({ type: ['string', 'null'], maxLength, ...(description ? { description } : {}) }) as const
/**
 * A number of the form: a number, or blank (null or ''). Text that is no number is accepted here
 * and refused by the form's rules (validatePocketListing), with their message at its member.
 */
const formNumber = (description: string) =>
  ({ type: ['number', 'string', 'null'], maxLength: 40, description }) as const

/** The form's fields, as a client sends them and as the listing answers them. */
const formFields = {
  data_source_name: text(100, "The MLS feed (a feed of one of the site's markets); fixed once the listing is saved"),
  disclose_price: { type: 'boolean', description: 'Whether visitors see the price' },
  // The listing's type travels as listing_type: JSON:API reserves `type` for the resource type.
  listing_type: text(40, `The listing's type, one of ${LISTING_TYPES.join(', ')}`),
  property_type: text(40, 'One of the property types of the type (PROPERTY_TYPES_BY_TYPE)'),
  purchase_type: text(40, `One of ${PURCHASE_TYPES.join(', ')}`),
  listing_status: text(40, `One of ${LISTING_STATUSES.join(', ')}`),
  rent_frequency: nullableText(40, `Blank or one of ${RENT_FREQUENCIES.filter(Boolean).join(', ')}`),
  street: text(200, 'The street address, e.g. 1105 W Mary St'),
  city: text(100),
  state_code: text(10, 'Exactly 2 characters, e.g. TX'),
  zip: text(20),
  description: nullableText(20_000),
  school_elementary: nullableText(200),
  school_middle: nullableText(200),
  school_senior_high: nullableText(200),
  school_district: nullableText(200),
  title: nullableText(200, "Shown instead of the street address as the listing's title (blank: the address)"),
  subtitle: nullableText(200, 'Shown under the title (blank: city, state and zip)'),
  is_pocket: { type: 'boolean', description: 'A pocket (off-MLS) listing; a new form defaults to true' },
  require_photos: {
    type: 'boolean',
    description: 'When true the listing is refused without at least one photo; a new form defaults to false',
  },
} as const

const numberFields = {
  price_in_dollars: formNumber('Required, above 0'),
  bedrooms: formNumber('Blank or above 0'),
  bathrooms: formNumber('Blank or above 0'),
  stories: formNumber('Blank or above 0'),
  square_feet: formNumber('Blank or above 0'),
  lot_acre: formNumber('Blank or above 0'),
  year_built: formNumber('Blank or 4 digits'),
} as const

const position = {
  latitude: { type: ['number', 'null'], description: 'Where the map pin is; required to save' },
  longitude: { type: ['number', 'null'], description: 'Where the map pin is; required to save' },
} as const

/** What `POST` and `PATCH /pocket_listings` accept (PATCH: any of them; the rest stays). */
export const pocketListingInputAttributes = {
  ...formFields,
  ...numberFields,
  ...position,
  market_id: {
    type: ['integer', 'string', 'null'],
    maxLength: 20,
    description:
      "The market to list it in, one of the site's markets using the feed (blank: the site's default market with the feed)",
  },
  agent_ids: {
    type: 'array',
    maxItems: 20,
    items: { type: ['integer', 'string'], maxLength: 20 },
    description:
      "Agents of the feed, by id, first the listing agent (an agent's own listing without agents names them)",
  },
  photo_urls: {
    type: 'array',
    maxItems: POCKET_LISTING_PHOTOS_MAX,
    items: { type: 'string', maxLength: 2000 },
    description: 'The photos in their order: each the Location an upload answered (GET /signed_urls, then the upload)',
  },
} as const

/** What a pocket listing answers with. */
export const pocketListingAttributes = {
  ...formFields,
  price_in_dollars: { type: ['number', 'null'] },
  bedrooms: { type: ['number', 'null'] },
  bathrooms: { type: ['number', 'null'] },
  stories: { type: ['number', 'null'] },
  square_feet: { type: ['number', 'null'] },
  lot_acre: { type: ['number', 'null'] },
  year_built: { type: ['number', 'null'] },
  ...position,
  market_id: { type: 'integer' },
  agent_ids: { type: 'array', items: { type: 'integer' } },
  agents: {
    type: 'array',
    description: 'The agents, in order (the first is the listing agent)',
    items: {
      type: 'object',
      required: ['id', 'full_name'],
      properties: { id: { type: 'integer' }, full_name: { type: 'string' } },
    },
  },
  photo_urls: { type: 'array', items: { type: 'string' } },
  photo_previews: {
    type: 'object',
    additionalProperties: { type: 'string' },
    description: 'Each photo Location to a short-lived thumbnail URL (268x150)',
  },
  listing_id: { type: 'integer', description: "The visitor page's listing id (GET /listings/{id})" },
  slug: { type: 'string', description: "The visitor page's slug (/app/listing/{slug}/{id})" },
  created_by_user_id: { type: ['integer', 'null'] },
  updated_at: { type: 'string', format: 'date-time' },
} as const

export const pocketListingDocumentSchema = resourceDocumentSchema(POCKET_LISTING_TYPE, pocketListingAttributes)

export const pocketListingListDocumentSchema = resourceListDocumentSchema(
  POCKET_LISTING_TYPE,
  pocketListingAttributes,
  {
    meta: { total: { type: 'integer', description: 'Pocket listings matching the search' } },
    paged: true,
  },
)

export const pocketListingBodySchema = resourceBodyWith(
  POCKET_LISTING_TYPE,
  { type: 'object', additionalProperties: false, properties: pocketListingInputAttributes } as const,
  { id: { type: 'string', description: "The listing's id; when given it must be the path's" } } as const,
)

export const pocketListingListQuerySchema = {
  type: 'object',
  properties: {
    q: { type: 'string', maxLength: 200, description: 'Words each found in the street, city, zip or title' },
    'filter[market_id]': { type: 'string', maxLength: 20, description: "One of the site's markets" },
    'page[number]': { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
    'page[size]': {
      type: 'integer',
      minimum: 1,
      maximum: POCKET_LISTINGS_PAGE_SIZE_MAX,
      default: POCKET_LISTINGS_PAGE_SIZE,
    },
  },
} as const

export const pocketListingIdParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', description: 'The pocket listing id (its listing id)' } },
} as const

export const pocketListingPositionQuerySchema = {
  type: 'object',
  properties: {
    street: { type: 'string', maxLength: 200, description: 'The street address typed, e.g. 1105 W Mary St' },
    zip: { type: 'string', maxLength: 20 },
    city: { type: 'string', maxLength: 100 },
    'filter[market_id]': {
      type: 'string',
      maxLength: 20,
      description: "The market whose listings place it (default: the site's default market)",
    },
  },
} as const

export const pocketListingPositionDocumentSchema = {
  type: 'object',
  required: ['data'],
  properties: {
    data: {
      type: 'object',
      required: ['latitude', 'longitude', 'precision'],
      properties: {
        latitude: { type: 'number' },
        longitude: { type: 'number' },
        precision: {
          type: 'string',
          enum: ['street', 'zip', 'city'],
          description: "How closely: on the street itself, the zip code's middle, or the city's",
        },
      },
    },
  },
} as const
