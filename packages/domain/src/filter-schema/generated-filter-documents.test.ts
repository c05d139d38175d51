import { describe, expect, it } from 'vitest'
import { defaultFilter } from '../search-form/filter-defaults.js'
import { filterGroups } from '../search-form/filter-controls.js'
import { readMarketFilters } from '../search-form/market-filters.js'
import { validateFilterView } from './filter-view-document.js'
import {
  EMPTY_MARKET_FACETS,
  generatedFilterDocuments,
  type MarketListingFacets,
} from './generated-filter-documents.js'
import { validateFilterSchema } from './validate-filter-schema.js'

/** A market a RESO feed filled: closed sales, active homes, a few rentals. */
const imported: MarketListingFacets = {
  listingCount: 40,
  listingStatuses: ['Sold', 'Active', 'Leased/Rented', 'Pending'],
  purchaseTypes: ['Lease', 'Purchase'],
  types: ['Residential', 'Lots and Land'],
  propertyTypes: ['Townhouse', 'House', 'Lots and Land'],
  measured: { square_feet: true, lot_acre: false, year_built: true },
}

/** The documents as the server checks them (ajv) and as the browser reads them (interpreted). */
function checked(facets: MarketListingFacets) {
  const { filterSchema, filterView } = generatedFilterDocuments(facets, 'Denver')
  const server = validateFilterSchema(filterSchema)
  if (!server.ok) throw new Error(JSON.stringify(server.errors))
  const view = validateFilterView(filterView, server.schema)
  if (!view.ok) throw new Error(JSON.stringify(view.errors))
  const browser = readMarketFilters({ filter_schema: filterSchema, filter_view: filterView })
  if (!browser.ok) throw new Error(JSON.stringify(browser.errors))
  return { schema: server.schema, view: view.view, filterSchema }
}

const optionValues = (schema: ReturnType<typeof checked>['schema'], field: 'listing_status' | 'property_type') =>
  schema.properties[field]?.['x-options']?.map((option) => option.value)

describe('generatedFilterDocuments', () => {
  it('gives a market without listings documents both the server and the browser accept, searching for sale and Active', () => {
    const { schema, view } = checked(EMPTY_MARKET_FACETS)
    expect(defaultFilter(schema)).toEqual({
      purchase_type: { value: 'Purchase' },
      listing_status: { value: ['Coming Soon', 'Active', 'Pending'] },
    })
    expect(optionValues(schema, 'listing_status')).toEqual([
      'Coming Soon',
      'Active',
      'Pending',
      'Sold',
      'Leased/Rented',
    ])
    expect(view.groups.map((group) => group.name)).toEqual(['Price', 'Beds & Baths', 'Home Type', 'More'])
    expect(schema.properties.property_type).toBeUndefined()
  })

  it('defaults to the for-sale statuses the listings have, and offers sold and leased to signed-in visitors only', () => {
    const { schema, view } = checked(imported)
    expect(defaultFilter(schema)).toEqual({
      purchase_type: { value: 'Purchase' },
      listing_status: { value: ['Active', 'Pending'] },
    })
    expect(optionValues(schema, 'listing_status')).toEqual(['Active', 'Pending', 'Sold', 'Leased/Rented'])
    const anonymous = filterGroups(schema, view, { signedIn: false }).flatMap((group) => group.controls)
    const status = anonymous.find((control) => control.field === 'listing_status')
    expect(status?.kind === 'choice' && status.options.map((option) => option.value)).toEqual(['Active', 'Pending'])
    const signedIn = filterGroups(schema, view, { signedIn: true }).flatMap((group) => group.controls)
    const signedInStatus = signedIn.find((control) => control.field === 'listing_status')
    expect(signedInStatus?.kind === 'choice' && signedInStatus.options.length).toBe(4)
  })

  it('offers the types and property types present, and the measurements some listing has', () => {
    const { schema, view } = checked(imported)
    expect(optionValues(schema, 'property_type')).toEqual(['House', 'Lots and Land', 'Townhouse'])
    expect(schema.properties.type?.['x-options']?.map((option) => option.value)).toEqual([
      'Residential',
      'Lots and Land',
    ])
    expect(Object.keys(schema.properties)).toContain('square_feet')
    expect(Object.keys(schema.properties)).toContain('year_built')
    expect(Object.keys(schema.properties)).not.toContain('lot_acre')
    expect(view.groups.find((group) => group.name === 'More')?.fields).toEqual([
      'listing_status',
      'square_feet',
      'year_built',
      'city_state',
      'zip',
    ])
  })

  it('keeps Active in the default of a market whose listings are all closed, and searches rentals where there are only rentals', () => {
    const { schema } = checked({
      ...EMPTY_MARKET_FACETS,
      listingCount: 3,
      listingStatuses: ['Leased/Rented'],
      purchaseTypes: ['Lease'],
    })
    expect(defaultFilter(schema)).toEqual({ purchase_type: { value: 'Lease' }, listing_status: { value: ['Active'] } })
    expect(schema.properties.purchase_type?.['x-options']).toEqual([{ label: 'For Rent', value: 'Lease' }])
    expect(schema.properties.type).toBeUndefined()
  })

  it('names the documents after the market and leaves no field out of the view but the omnibox and the map', () => {
    const { filterSchema, schema, view } = checked(imported)
    expect(filterSchema.title).toBe('Denver filters')
    const laidOut = new Set(view.groups.flatMap((group) => group.fields))
    expect(Object.keys(schema.properties).filter((field) => !laidOut.has(field))).toEqual(['suggestion', 'geo_shape'])
  })
})
