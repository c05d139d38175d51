// The search query: the body of POST {type}/search, and the one JSON Schema both the
// server and the browser validate it with. The field lists below build both the
// TypeScript type and the schema, so the two cannot drift apart.
import { LISTING_TYPES, PURCHASE_TYPES } from '../listing/constants.js'
import { DEFAULT_PAGE, RESULTS_PAGE_SIZE } from './paging.js'
import { DEFAULT_SORT, SORT_OPTIONS } from './sort.js'
import type { BoundingBox, GeoJsonPosition } from '../geo/types.js'
import type { ListingType, PurchaseType } from '../listing/types.js'

/** Filter fields that take an inclusive `{ min, max }` range. */
export const SEARCH_RANGE_FIELDS = [
  'price_in_dollars',
  'bedrooms',
  'bathrooms',
  'square_feet',
  'lot_acre',
  'year_built',
] as const
export type SearchRangeField = (typeof SEARCH_RANGE_FIELDS)[number]

/** Filter fields that take `{ value: x }` (equal to) or `{ value: [x, y] }` (any of). */
export const SEARCH_VALUE_FIELDS = [
  'purchase_type',
  'type',
  'property_type',
  'listing_status',
  'city_state',
  'zip',
  'id',
] as const
export type SearchValueField = (typeof SEARCH_VALUE_FIELDS)[number]

/** Every filter field: ranges, values, suggestion ids and a drawn shape. */
export const SEARCH_FILTER_FIELDS = [...SEARCH_RANGE_FIELDS, ...SEARCH_VALUE_FIELDS, 'suggestion', 'geo_shape'] as const
export type SearchFilterField = (typeof SEARCH_FILTER_FIELDS)[number]

/** JSON:API sort values: a field ascending, or descending with a leading '-' (the sort menu's options). */
export type SearchSort = (typeof SORT_OPTIONS)[number]['sort']
export const SEARCH_SORTS: readonly SearchSort[] = SORT_OPTIONS.map((option) => option.sort)

/** Most values one `{ value: [...] }` filter may list (ids of a page of results fit). */
export const SEARCH_MAX_FILTER_VALUES = 100
/** Most positions one ring of a drawn shape may have (bounds the self-intersection check). */
export const SEARCH_MAX_RING_POSITIONS = 2000
/** Most rings (the outline and its holes) a drawn shape may have. */
export const SEARCH_MAX_POLYGON_RINGS = 20
/**
 * Most positions a drawn shape may have in all its rings together: one ring of the most a ring may
 * have. Checked before the schema, so that validating the largest shape allowed stays cheap.
 */
export const SEARCH_MAX_POLYGON_POSITIONS = SEARCH_MAX_RING_POSITIONS

/** An inclusive range; at least one bound is given. */
export type SearchRange = { min?: number; max?: number }

/** Equal to one value, or any of a non-empty list. */
export type SearchValue<T> = { value: T | T[] }

/** A drawn shape: a GeoJSON Polygon, positions `[longitude, latitude]`, each ring closed. */
export type SearchPolygon = { type: 'Polygon'; coordinates: GeoJsonPosition[][] }

/** The filter object, keyed by listing field. */
export type SearchFilter = { [Field in SearchRangeField]?: SearchRange } & {
  purchase_type?: SearchValue<PurchaseType>
  type?: SearchValue<ListingType>
  property_type?: SearchValue<string>
  listing_status?: SearchValue<string>
  city_state?: SearchValue<string>
  zip?: SearchValue<string>
  id?: SearchValue<string | number>
  /** Suggestion ids picked in the omnibox (areas, schools, …). */
  suggestion?: { value: string[] }
  /** A shape drawn on the map. */
  geo_shape?: { value: SearchPolygon }
}

/**
 * A listing search as validated: defaults applied, so `filter`, `sort` and
 * `page` are always there.
 *
 * @example
 * const query: SearchQuery = {
 *   filter: { price_in_dollars: { min: 250000, max: 500000 }, purchase_type: { value: 'Purchase' } },
 *   sort: '-price_in_dollars',
 *   market_id: '12',
 *   page: { size: 40, number: 1 },
 * }
 */
export type SearchQuery = {
  filter: SearchFilter
  sort: SearchSort
  /** Blank (absent or null) searches the site's default market. */
  market_id?: string | number | null
  page: { size: number; number: number }
  /** The visible map area, when the map drives the search. */
  bounding_box?: BoundingBox
  /**
   * Search inside a collection (blank: the main search): its listings in the order they were
   * added; `filter` (but its drawn `geo_shape`), `market_id` and `sort` are then ignored.
   */
  collection_id?: string | number | null
}

/** A query as a client may send it: everything with a default may be left out. */
export type SearchQueryInput = Omit<SearchQuery, 'filter' | 'sort' | 'page'> & {
  filter?: SearchFilter
  sort?: SearchSort
  page?: { size?: number; number?: number }
}

const latitude = { type: 'number', minimum: -90, maximum: 90 } as const
const longitude = { type: 'number', minimum: -180, maximum: 180 } as const
const text = { type: 'string', minLength: 1, maxLength: 200 } as const

const rangeSchema = {
  type: 'object',
  description: 'An inclusive range; give min, max or both.',
  properties: { min: { type: 'number', minimum: 0 }, max: { type: 'number', minimum: 0 } },
  additionalProperties: false,
  minProperties: 1,
} as const

// `const`: a scalar written inline keeps its literal types (type: 'string'), so the schema's type
// stays a precise JSON Schema for json-schema-to-ts (the API's request types come from it).
function valueSchema<const Scalar extends object>(scalar: Scalar) {
  return {
    type: 'object',
    properties: {
      value: {
        description: 'a value, or a non-empty list of values',
        anyOf: [scalar, { type: 'array', items: scalar, minItems: 1, maxItems: SEARCH_MAX_FILTER_VALUES }],
      },
    },
    required: ['value'],
    additionalProperties: false,
  } as const
}

const positionSchema = {
  type: 'array',
  description: 'A GeoJSON position: [longitude, latitude].',
  items: [longitude, latitude],
  minItems: 2,
  additionalItems: false,
} as const

const polygonSchema = {
  type: 'object',
  description: `A GeoJSON Polygon; each ring closed, at least 4 positions, not self-intersecting; at most ${SEARCH_MAX_POLYGON_POSITIONS} positions in all.`,
  properties: {
    type: { const: 'Polygon' },
    coordinates: {
      type: 'array',
      minItems: 1,
      maxItems: SEARCH_MAX_POLYGON_RINGS,
      items: { type: 'array', maxItems: SEARCH_MAX_RING_POSITIONS, items: positionSchema },
    },
  },
  required: ['type', 'coordinates'],
  additionalProperties: false,
} as const

const geoPointSchema = {
  type: 'object',
  properties: { lat: latitude, lng: longitude },
  required: ['lat', 'lng'],
  additionalProperties: false,
} as const

const rangeProperties = Object.fromEntries(SEARCH_RANGE_FIELDS.map((field) => [field, rangeSchema])) as {
  [Field in SearchRangeField]: typeof rangeSchema
}

/**
 * The JSON Schema (draft-07, ajv 8's default) of a search query. Members with a
 * default (`filter`, `sort`, `page` and its `size` and `number`) may be left out.
 * Rules a schema cannot say (min not above max, closed and simple polygon rings,
 * a north-west top_left) are checked by `validateSearchQuery`.
 */
export const searchQuerySchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'SearchQuery',
  type: 'object',
  properties: {
    filter: {
      type: 'object',
      default: {},
      properties: {
        ...rangeProperties,
        purchase_type: valueSchema({ type: 'string', enum: PURCHASE_TYPES }),
        type: valueSchema({ type: 'string', enum: LISTING_TYPES }),
        property_type: valueSchema(text),
        listing_status: valueSchema(text),
        city_state: valueSchema(text),
        zip: valueSchema(text),
        id: valueSchema({ type: ['string', 'integer'], minLength: 1, maxLength: 200 }),
        suggestion: {
          type: 'object',
          properties: {
            value: { type: 'array', items: text, minItems: 1, maxItems: SEARCH_MAX_FILTER_VALUES },
          },
          required: ['value'],
          additionalProperties: false,
        },
        geo_shape: {
          type: 'object',
          properties: { value: polygonSchema },
          required: ['value'],
          additionalProperties: false,
        },
      },
      additionalProperties: false,
    },
    // The default sort is ascending by the feed's listing update date.
    sort: { type: 'string', enum: SEARCH_SORTS, default: DEFAULT_SORT },
    market_id: { type: ['string', 'integer', 'null'] },
    page: {
      type: 'object',
      default: {},
      properties: {
        // A full results page is also the largest page the API serves.
        size: { type: 'integer', minimum: 1, maximum: RESULTS_PAGE_SIZE, default: RESULTS_PAGE_SIZE },
        number: { type: 'integer', minimum: 1, default: DEFAULT_PAGE },
      },
      additionalProperties: false,
    },
    bounding_box: {
      type: 'object',
      properties: { top_left: geoPointSchema, bottom_right: geoPointSchema },
      required: ['top_left', 'bottom_right'],
      additionalProperties: false,
    },
    collection_id: {
      type: ['string', 'integer', 'null'],
      maxLength: 20,
      description:
        'Search inside this collection (blank: the main search): its listings in the order they were added, ' +
        'oldest first; filter (but its geo_shape), market_id and sort are ignored.',
    },
  },
  additionalProperties: false,
} as const
