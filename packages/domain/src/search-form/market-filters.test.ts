import { describe, expect, it } from 'vitest'
import { austinMarket } from './austin-market.fixture.js'
import { readMarketFilters } from './market-filters.js'

describe('readMarketFilters', () => {
  it('dereferences a valid schema and view', () => {
    const filters = readMarketFilters(austinMarket)
    expect(filters.ok && filters.schema.properties.bedrooms).toMatchObject({
      title: 'Beds',
      properties: { min: { type: 'integer' }, max: { type: 'integer' } },
    })
    expect(filters.ok && filters.view.groups[0]?.name).toBe('Price')
  })

  it('reports a missing or invalid schema', () => {
    expect(readMarketFilters({ filter_schema: null, filter_view: austinMarket.filter_view })).toEqual({
      ok: false,
      document: 'filter_schema',
      errors: [{ path: '', message: 'The filter schema must be a JSON object' }],
    })
  })

  it('checks the view against the schema', () => {
    const filters = readMarketFilters({
      filter_schema: austinMarket.filter_schema,
      filter_view: { groups: [{ name: 'Pool', display: 'tabs', fields: ['pool'] }] },
    })
    expect(filters).toEqual({
      ok: false,
      document: 'filter_view',
      errors: [{ path: '/groups/0/fields/0', message: "Field 'pool' is not in the filter schema" }],
    })
  })
})
