// Story fixtures: a copy of the seeded Austin market's filters (apps/api/src/seed/market-filters.ts)
// and suggestion sections shaped as GET /api/v3/suggestions answers them.
import { LISTING_STATUSES, LISTING_TYPES, PROPERTY_TYPES_BY_TYPE, readMarketFilters } from '@idx/domain'
import type { FilterSchemaDocument, FilterViewDocument, SearchFilter, SuggestionSection } from '@idx/domain'

const range = (type: 'integer' | 'number') => ({
  type: 'object',
  properties: { min: { type, minimum: 0 }, max: { type, minimum: 0 } },
  additionalProperties: false,
})
const oneOrMany = (values: readonly string[]) => ({
  anyOf: [
    { type: 'string', enum: [...values] },
    { type: 'array', items: { type: 'string', enum: [...values] }, minItems: 1 },
  ],
})
const options = (values: readonly string[], signedInOnly: readonly string[] = []) =>
  values.map((value) => ({ label: value, value, ...(signedInOnly.includes(value) ? { authenticatedData: true } : {}) }))
const PROPERTY_TYPES = [...new Set(Object.values(PROPERTY_TYPES_BY_TYPE).flat())]
const zip = { type: 'string', pattern: '^[0-9]{5}$' }

/** The Austin market as GET /markets/1 answers it (raw, with $refs). */
export const austinMarket = {
  filter_schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'Austin filters',
    type: 'object',
    definitions: { money: range('number'), count: range('integer'), measure: range('number') },
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
      city_state: {
        title: 'City',
        type: 'object',
        properties: { value: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] } },
        'x-chip': 'default',
      },
      zip: {
        title: 'Zip Code',
        type: 'object',
        properties: { value: { anyOf: [zip, { type: 'array', items: zip }] } },
        'x-chip': 'default',
      },
      suggestion: {
        title: 'Location',
        type: 'object',
        properties: { value: { type: 'array', items: { type: 'string' }, minItems: 1 } },
        'x-chip': 'suggestion',
      },
      geo_shape: {
        title: 'Custom Boundary',
        type: 'object',
        properties: { value: { type: 'object', properties: { type: { const: 'Polygon' } } } },
        'x-chip': 'geo-shape',
      },
    },
    additionalProperties: false,
  },
  filter_view: {
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
  },
}

const filters = readMarketFilters(austinMarket)
if (!filters.ok) throw new Error(`fixtures: the Austin filters do not validate: ${JSON.stringify(filters.errors)}`)
export const austinSchema: FilterSchemaDocument = filters.schema
export const austinView: FilterViewDocument = filters.view

/** A fresh search of the Austin market: its defaults only. */
export const defaultAustinFilter: SearchFilter = {
  purchase_type: { value: 'Purchase' },
  listing_status: { value: ['Active', 'Coming Soon'] },
}

/** What `GET suggestions?q=mue` answers for the seeded market. */
export const muellerSections: SuggestionSection[] = [
  {
    keyword: 'mue',
    name: 'Neighborhoods',
    type: 'neighborhood',
    suggestions: [
      {
        id: 'area:12',
        type: 'neighborhood',
        name: 'Mueller',
        label: 'Mueller, Austin, TX',
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [-97.712, 30.29],
              [-97.693, 30.29],
              [-97.693, 30.307],
              [-97.712, 30.29],
            ],
          ],
        },
        filter: { suggestion: { value: ['area:12'] } },
      },
    ],
  },
  {
    keyword: 'mue',
    name: 'Addresses',
    type: 'address',
    suggestions: [
      { id: 'address:4127', type: 'address', name: '1905 Mueller Blvd', label: 'Austin, TX 78723' },
      { id: 'address:5210', type: 'address', name: '4512 Berkman Dr', label: 'Austin, TX 78723' },
    ],
  },
  {
    keyword: 'mue',
    name: 'MLS #',
    type: 'mls_number',
    suggestions: [
      { id: 'mls:ACT4127001', type: 'mls_number', name: 'ACT4127001', label: '1905 Mueller Blvd, Austin, TX 78723' },
    ],
  },
]

/** What the omnibox offers before anything is typed: the market's busiest places. */
export const austinHintSections: SuggestionSection[] = [
  {
    keyword: '',
    name: 'Popular Cities',
    type: 'city',
    suggestions: [
      { id: 'city:austin-tx', type: 'city', name: 'Austin, TX', label: 'Texas' },
      { id: 'city:round-rock-tx', type: 'city', name: 'Round Rock, TX', label: 'Texas' },
    ],
  },
  {
    keyword: '',
    name: 'Popular Neighborhoods',
    type: 'neighborhood',
    suggestions: [
      { id: 'area:5', type: 'neighborhood', name: 'Zilker', label: 'Zilker, Austin, TX' },
      { id: 'area:3', type: 'neighborhood', name: 'Hyde Park', label: 'Hyde Park, Austin, TX' },
    ],
  },
]

/** A square drawn around Zilker (GeoJSON order, closed). */
export const zilkerSquare = {
  type: 'Polygon' as const,
  coordinates: [
    [
      [-97.78, 30.25],
      [-97.76, 30.25],
      [-97.76, 30.27],
      [-97.78, 30.27],
      [-97.78, 30.25],
    ],
  ],
}
