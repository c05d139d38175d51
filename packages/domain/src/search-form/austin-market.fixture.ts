// Test data: the demo Austin market's filters in substance (apps/api/src/seed/market-filters.ts
// is the real one), validated once so the tests work on what the search form gets.
import type { FilterSchemaDocument } from '../filter-schema/filter-schema-document.js'
import type { FilterViewDocument } from '../filter-schema/filter-view-document.js'
import type { Suggestion } from '../search/suggestion.js'
import { readMarketFilters } from './market-filters.js'

const range = (type: string) => ({ type: 'object', properties: { min: { type }, max: { type } } })
const many = (values: string[]) => ({
  anyOf: [{ enum: values }, { type: 'array', items: { enum: values } }],
})
const labelled = (values: string[], signedIn: string[] = []) =>
  values.map((value) =>
    signedIn.includes(value) ? { label: value, value, authenticatedData: true } : { label: value, value },
  )

const statuses = ['Coming Soon', 'Active', 'Pending', 'Sold', 'Leased/Rented']

export const austinMarket = {
  filter_schema: {
    type: 'object',
    definitions: { money: range('number'), count: range('integer') },
    properties: {
      price_in_dollars: { $ref: '#/definitions/money', title: 'Price', 'x-chip': 'min-max' },
      bedrooms: { $ref: '#/definitions/count', title: 'Beds', 'x-chip': 'min-max', 'x-unit': 'Beds' },
      bathrooms: { $ref: '#/definitions/money', title: 'Baths', 'x-chip': 'min-max', 'x-unit': 'Baths' },
      square_feet: { $ref: '#/definitions/count', title: 'Square Feet', 'x-chip': 'min-max', 'x-unit': 'sq. ft.' },
      year_built: { $ref: '#/definitions/count', title: 'Year Built', 'x-chip': 'range' },
      purchase_type: {
        title: 'For Sale / For Rent',
        type: 'object',
        properties: { value: { enum: ['Purchase', 'Lease'] } },
        default: { value: 'Purchase' },
        'x-chip': 'default',
        'x-options': [
          { label: 'For Sale', value: 'Purchase' },
          { label: 'For Rent', value: 'Lease' },
        ],
      },
      type: { title: 'Listing Type', type: 'object', properties: { value: many(['Residential', 'Commercial']) } },
      listing_status: {
        title: 'Status',
        type: 'object',
        properties: { value: many(statuses) },
        default: { value: ['Active', 'Coming Soon'] },
        'x-chip': 'default',
        'x-options': labelled(statuses, ['Sold', 'Leased/Rented']),
      },
      zip: {
        title: 'Zip Code',
        type: 'object',
        properties: {
          value: { anyOf: [{ pattern: '^[0-9]{5}$' }, { type: 'array', items: { pattern: '^[0-9]{5}$' } }] },
        },
      },
      city_state: { title: 'City', type: 'object', properties: { value: { type: 'string' } } },
      suggestion: {
        title: 'Location',
        type: 'object',
        properties: { value: { type: 'array' } },
        'x-chip': 'suggestion',
      },
      geo_shape: { title: 'Custom Boundary', type: 'object', properties: { value: { type: 'object' } } },
    },
  },
  filter_view: {
    groups: [
      { name: 'Price', display: 'dropdown', fields: ['price_in_dollars'] },
      { name: 'Beds & Baths', display: 'tabs', fields: ['bedrooms', 'bathrooms'] },
      { name: 'Home Type', display: 'dropdown', fields: ['purchase_type', 'type'] },
      {
        name: 'More',
        display: 'dropdown',
        fields: ['listing_status', 'square_feet', 'year_built', 'city_state', 'zip'],
      },
    ],
  },
}

const filters = readMarketFilters(austinMarket)
if (!filters.ok) throw new Error(`austin-market.fixture: ${JSON.stringify(filters.errors)}`)
export const austinSchema: FilterSchemaDocument = filters.schema
export const austinView: FilterViewDocument = filters.view

export const zilker: Suggestion = {
  id: 'area:21',
  type: 'neighborhood',
  name: 'Zilker',
  label: 'Zilker, Austin, TX',
  filter: { suggestion: { value: ['area:21'] } },
}

/** A closed square around Zilker, GeoJSON order. */
export const square = {
  type: 'Polygon' as const,
  coordinates: [
    [
      [-97.78, 30.25],
      [-97.76, 30.25],
      [-97.76, 30.27],
      [-97.78, 30.25],
    ],
  ],
}
