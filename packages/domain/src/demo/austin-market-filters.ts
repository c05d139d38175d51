import { LISTING_STATUSES, LISTING_TYPES, PROPERTY_TYPES_BY_TYPE } from '../listing/constants.js'
import type { JsonObject } from '../json/types.js'
import { locationFilterProperties } from '../filter-schema/location-filter-properties.js'

// The demo Austin market's filter_schema and filter_view: what the search form offers and how it is
// laid out. The API server seeds them, and widget stories and host docs use them as a real example
// of the documents a market carries. Both pass validateFilterSchema / validateFilterView (a test
// in apps/api checks).

const range = (type: 'integer' | 'number'): JsonObject => ({
  type: 'object',
  properties: { min: { type, minimum: 0 }, max: { type, minimum: 0 } },
  additionalProperties: false,
})

const oneOrMany = (values: readonly string[]): JsonObject => ({
  anyOf: [
    { type: 'string', enum: [...values] },
    { type: 'array', items: { type: 'string', enum: [...values] }, minItems: 1 },
  ],
})

const options = (values: readonly string[], signedInOnly: readonly string[] = []): JsonObject[] =>
  values.map((value) => ({ label: value, value, ...(signedInOnly.includes(value) ? { authenticatedData: true } : {}) }))

const PROPERTY_TYPES = [...new Set(Object.values(PROPERTY_TYPES_BY_TYPE).flat())]

/** The seeded Austin market's filter_schema (raw, with `$ref`s), as GET markets answers it. */
export const AUSTIN_FILTER_SCHEMA: JsonObject = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'Austin filters',
  type: 'object',
  definitions: {
    money: range('number'),
    count: range('integer'),
    measure: range('number'),
  },
  properties: {
    price_in_dollars: { $ref: '#/definitions/money', title: 'Price', 'x-chip': 'min-max' },
    bedrooms: { $ref: '#/definitions/count', title: 'Beds', 'x-chip': 'min-max', 'x-unit': 'Beds' },
    bathrooms: { $ref: '#/definitions/measure', title: 'Baths', 'x-chip': 'min-max', 'x-unit': 'Baths' },
    square_feet: { $ref: '#/definitions/count', title: 'Square Feet', 'x-chip': 'min-max', 'x-unit': 'sq. ft.' },
    lot_acre: { $ref: '#/definitions/measure', title: 'Lot Size', 'x-chip': 'min-max', 'x-unit': 'acres' },
    year_built: { $ref: '#/definitions/count', title: 'Year Built', 'x-chip': 'range' },
    purchase_type: {
      title: 'For Sale / For Rent',
      type: 'object',
      properties: { value: { type: 'string', enum: ['Purchase', 'Lease'] } },
      required: ['value'],
      default: { value: 'Purchase' },
      'x-chip': 'default',
      'x-options': [
        { label: 'For Sale', value: 'Purchase' },
        { label: 'For Rent', value: 'Lease' },
      ],
    },
    type: {
      title: 'Listing Type',
      type: 'object',
      properties: { value: oneOrMany(LISTING_TYPES) },
      'x-chip': 'default',
      'x-options': options(LISTING_TYPES),
    },
    property_type: {
      title: 'Property Type',
      type: 'object',
      properties: { value: oneOrMany(PROPERTY_TYPES) },
      'x-chip': 'default',
      'x-options': options(PROPERTY_TYPES),
    },
    listing_status: {
      title: 'Status',
      type: 'object',
      properties: { value: oneOrMany(LISTING_STATUSES) },
      default: { value: ['Active', 'Coming Soon'] },
      'x-chip': 'default',
      'x-options': options(LISTING_STATUSES, ['Sold', 'Leased/Rented']),
    },
    ...locationFilterProperties(),
  },
  additionalProperties: false,
}

/** The seeded Austin market's filter_view. */
export const AUSTIN_FILTER_VIEW: JsonObject = {
  groups: [
    { name: 'Price', display: 'dropdown', fields: ['price_in_dollars'] },
    { name: 'Beds & Baths', display: 'tabs', fields: ['bedrooms', 'bathrooms'] },
    { name: 'Home Type', display: 'dropdown', fields: ['purchase_type', 'type', 'property_type'] },
    {
      name: 'More',
      display: 'dropdown',
      fields: ['listing_status', 'square_feet', 'lot_acre', 'year_built', 'city_state', 'zip'],
    },
  ],
}
