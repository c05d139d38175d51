import { describe, expect, it } from 'vitest'
import { austinSchema, austinView } from '../search-form/austin-market.fixture.js'
import { filterDocumentsProblems } from './filter-documents-problems.js'
import { EMPTY_MARKET_FACETS, generatedFilterDocuments } from './generated-filter-documents.js'

describe('filterDocumentsProblems', () => {
  it('passes a market whose documents the search form uses', () => {
    expect(filterDocumentsProblems(austinSchema, austinView)).toEqual([])
  })

  it("passes the documents the server generates from a market's listings", () => {
    const { filterSchema, filterView } = generatedFilterDocuments({
      listingCount: 3,
      listingStatuses: ['Active', 'Pending', 'Sold'],
      purchaseTypes: ['Purchase', 'Lease'],
      types: ['Residential', 'Commercial'],
      propertyTypes: ['Single Family Residence', 'Condominium'],
      measured: { square_feet: true, lot_acre: true, year_built: true },
    })
    expect(filterDocumentsProblems(filterSchema, filterView)).toEqual([])
    const empty = generatedFilterDocuments(EMPTY_MARKET_FACETS)
    expect(filterDocumentsProblems(empty.filterSchema, empty.filterView)).toEqual([])
  })

  it('names a field the search does not know before any other schema problem', () => {
    const schema = { ...austinSchema, properties: { ...austinSchema.properties, garage_spaces: { title: 'G' } } }
    expect(filterDocumentsProblems(schema, austinView)[0]).toEqual({
      document: 'filter_schema',
      path: '/properties/garage_spaces',
      message: '"garage_spaces" is not a field the search knows',
    })
  })

  it("gives the spec's reference messages", () => {
    const schema = { type: 'object', properties: { bedrooms: { $ref: 'count' } } }
    expect(filterDocumentsProblems(schema, austinView)).toEqual([
      {
        document: 'filter_schema',
        path: '/properties/bedrooms/$ref',
        message: 'Invalid reference count must begin with "#/"',
      },
    ])
  })

  it('checks the view against the schema it is saved with', () => {
    const view = { groups: [{ name: 'Garage', display: 'tabs', fields: ['garage_spaces'] }] }
    const [problem] = filterDocumentsProblems(austinSchema, view)
    expect(problem).toMatchObject({ document: 'filter_view', path: '/groups/0/fields/0' })
    expect(problem?.message).toContain('garage_spaces')
  })
})
