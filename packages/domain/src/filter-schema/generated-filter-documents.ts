// The filter_schema and filter_view a market gets until an admin writes its own: derived from
// what its listings carry, modelled on the demo Austin market's documents (demo/austin-market-
// filters.ts), so a market created by an operator has a working Filter button and a default
// search for sale from its first import on.
import { FOR_SALE_STATUSES, LISTING_STATUSES, LISTING_TYPES, PURCHASE_TYPES } from '../listing/constants.js'
import type { JsonObject } from '../json/types.js'
import { locationFilterProperties } from './location-filter-properties.js'

/**
 * What a market's listings carry, read from them in one query (apps/api markets/). Lists hold the
 * distinct values present; `measured` says whether any listing has that measurement.
 */
export type MarketListingFacets = {
  /** How many listings the market has; 0 for a new market. */
  listingCount: number
  listingStatuses: readonly string[]
  purchaseTypes: readonly string[]
  types: readonly string[]
  propertyTypes: readonly string[]
  measured: { square_feet: boolean; lot_acre: boolean; year_built: boolean }
}

/** The facets of a market without listings (yet). */
export const EMPTY_MARKET_FACETS: MarketListingFacets = {
  listingCount: 0,
  listingStatuses: [],
  purchaseTypes: [],
  types: [],
  propertyTypes: [],
  measured: { square_feet: false, lot_acre: false, year_built: false },
}

/** A market's generated documents, as stored in markets.filter_schema and markets.filter_view. */
export type GeneratedFilterDocuments = { filterSchema: JsonObject; filterView: JsonObject }

/** Statuses shown only to signed-in visitors, as MLS rules have it for closed sales and leases. */
const SIGNED_IN_STATUSES: readonly string[] = ['Sold', 'Leased/Rented']

const PURCHASE_TYPE_LABELS: Readonly<Record<string, string>> = { Purchase: 'For Sale', Lease: 'For Rent' }

const range = (type: 'integer' | 'number'): JsonObject => ({
  type: 'object',
  properties: { min: { type, minimum: 0 }, max: { type, minimum: 0 } },
  additionalProperties: false,
})

const oneOrMany = (values: readonly string[] | null): JsonObject => {
  const item: JsonObject = values ? { type: 'string', enum: [...values] } : { type: 'string' }
  return { anyOf: [item, { type: 'array', items: item, minItems: 1 }] }
}

const options = (values: readonly string[], label = (value: string) => value): JsonObject[] =>
  values.map((value) => ({
    label: label(value),
    value,
    ...(SIGNED_IN_STATUSES.includes(value) ? { authenticatedData: true } : {}),
  }))

/** `present` in the order of `known`, then whatever else is present, sorted. */
function ordered(known: readonly string[], present: readonly string[]): string[] {
  const values = new Set(present.filter((value) => value.trim() !== ''))
  const first = known.filter((value) => values.has(value))
  return [...first, ...[...values].filter((value) => !known.includes(value)).sort()]
}

/**
 * A market's default filter_schema and filter_view from what its listings carry (`facets`):
 * - the default search is for sale (for rent in a market that has only rentals) with the statuses
 *   Active, Coming Soon and Pending among those present (Active always);
 * - Status offers the statuses present (every status while the market has no listings), Sold and
 *   Leased/Rented to signed-in visitors only, never by default; For Sale / For Rent, Listing Type
 *   and Property Type offer what is present (left out while nothing is);
 * - price, beds and baths always; square feet, lot size and year built when a listing has them
 *   (or while there are none). The price dropdown keeps its sale or lease ladder.
 * Both documents pass `validateFilterSchema` and `validateFilterView` (the browser's checks too).
 *
 * @example
 * const { filterSchema } = generatedFilterDocuments({ ...EMPTY_MARKET_FACETS, listingCount: 2, listingStatuses: ['Active', 'Sold'], purchaseTypes: ['Purchase'] })
 * defaultFilter(validateFilterSchema(filterSchema).schema)
 * // { purchase_type: { value: 'Purchase' }, listing_status: { value: ['Active'] } }
 */
export function generatedFilterDocuments(facets: MarketListingFacets, marketName?: string): GeneratedFilterDocuments {
  const empty = facets.listingCount === 0
  const statuses = empty ? [...LISTING_STATUSES] : ordered(LISTING_STATUSES, [...facets.listingStatuses, 'Active'])
  const defaultStatuses = statuses.filter((status) => (FOR_SALE_STATUSES as readonly string[]).includes(status))
  const presentPurchaseTypes = PURCHASE_TYPES.filter((value) => facets.purchaseTypes.includes(value))
  const purchaseTypes = presentPurchaseTypes.length > 0 ? presentPurchaseTypes : [...PURCHASE_TYPES]
  const defaultPurchaseType = purchaseTypes.includes('Purchase') ? 'Purchase' : purchaseTypes[0]
  const types = ordered(LISTING_TYPES, facets.types)
  const propertyTypes = ordered([], facets.propertyTypes)
  const measured = (field: keyof MarketListingFacets['measured']) => empty || facets.measured[field]

  const properties: JsonObject = {
    price_in_dollars: { $ref: '#/definitions/money', title: 'Price', 'x-chip': 'min-max' },
    bedrooms: { $ref: '#/definitions/count', title: 'Beds', 'x-chip': 'min-max', 'x-unit': 'Beds' },
    bathrooms: { $ref: '#/definitions/measure', title: 'Baths', 'x-chip': 'min-max', 'x-unit': 'Baths' },
  }
  if (measured('square_feet')) {
    properties.square_feet = {
      $ref: '#/definitions/count',
      title: 'Square Feet',
      'x-chip': 'min-max',
      'x-unit': 'sq. ft.',
    }
  }
  if (measured('lot_acre')) {
    properties.lot_acre = { $ref: '#/definitions/measure', title: 'Lot Size', 'x-chip': 'min-max', 'x-unit': 'acres' }
  }
  if (measured('year_built')) {
    properties.year_built = { $ref: '#/definitions/count', title: 'Year Built', 'x-chip': 'range' }
  }
  if (purchaseTypes.length > 0 && defaultPurchaseType !== undefined) {
    properties.purchase_type = {
      title: 'For Sale / For Rent',
      type: 'object',
      // Every purchase type stays valid, so a link saved before the market's data changed still reads.
      properties: { value: { type: 'string', enum: [...PURCHASE_TYPES] } },
      required: ['value'],
      default: { value: defaultPurchaseType },
      'x-chip': 'default',
      'x-options': options(purchaseTypes, (value) => PURCHASE_TYPE_LABELS[value] ?? value),
    }
  }
  if (types.length > 0) {
    properties.type = {
      title: 'Listing Type',
      type: 'object',
      properties: { value: oneOrMany([...new Set([...LISTING_TYPES, ...types])]) },
      'x-chip': 'default',
      'x-options': options(types),
    }
  }
  if (propertyTypes.length > 0) {
    properties.property_type = {
      title: 'Property Type',
      type: 'object',
      // Feeds name property types freely: any text is a valid value, the options are what is present.
      properties: { value: oneOrMany(null) },
      'x-chip': 'default',
      'x-options': options(propertyTypes),
    }
  }
  properties.listing_status = {
    title: 'Status',
    type: 'object',
    properties: { value: oneOrMany([...new Set([...LISTING_STATUSES, ...statuses])]) },
    default: { value: defaultStatuses },
    'x-chip': 'default',
    'x-options': options(statuses),
  }
  Object.assign(properties, locationFilterProperties())

  const filterSchema: JsonObject = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: marketName ? `${marketName} filters` : 'Market filters',
    $comment: 'Generated from the market’s listings; an admin’s edit replaces it for good.',
    type: 'object',
    definitions: { money: range('number'), count: range('integer'), measure: range('number') },
    properties,
    additionalProperties: false,
  }
  const homeType = ['purchase_type', 'type', 'property_type'].filter((field) => field in properties)
  const more = ['listing_status', 'square_feet', 'lot_acre', 'year_built', 'city_state', 'zip'].filter(
    (field) => field in properties,
  )
  const filterView: JsonObject = {
    groups: [
      { name: 'Price', display: 'dropdown', fields: ['price_in_dollars'] },
      { name: 'Beds & Baths', display: 'tabs', fields: ['bedrooms', 'bathrooms'] },
      ...(homeType.length > 0 ? [{ name: 'Home Type', display: 'dropdown', fields: homeType }] : []),
      { name: 'More', display: 'dropdown', fields: more },
    ],
  }
  return { filterSchema, filterView }
}
