import { readMarketFilters, type Market, type SearchFilter } from '@idx/domain'
import { AUSTIN_FILTER_SCHEMA, AUSTIN_FILTER_VIEW } from '@idx/domain/demo'
import { describe, expect, it } from 'vitest'
import { marketDefaultFilter } from './fresh-search.js'

const austin: Market = {
  id: '1',
  market_name: 'Austin',
  filter_schema: AUSTIN_FILTER_SCHEMA,
  filter_view: AUSTIN_FILTER_VIEW,
}
const defaults: SearchFilter = {
  purchase_type: { value: 'Purchase' },
  listing_status: { value: ['Active', 'Coming Soon'] },
}

describe("the market's default filter a fresh search starts from", () => {
  it("reads the loaded market's filter_schema defaults", () => {
    expect(marketDefaultFilter(readMarketFilters(austin), null, null)).toEqual(defaults)
  })

  it("uses the server's defaults until the market is loaded, only for the market they belong to", () => {
    const configured = { market_id: '1', filter: defaults }
    expect(marketDefaultFilter(null, configured, null)).toEqual(defaults)
    expect(marketDefaultFilter(null, configured, '1')).toEqual(defaults)
    expect(marketDefaultFilter(null, configured, '2')).toBeNull()
    expect(marketDefaultFilter(null, null, null)).toBeNull()
  })

  it('ignores server defaults that are not a valid search filter', () => {
    expect(marketDefaultFilter(null, { market_id: '1', filter: { colour: { value: 'red' } } }, '1')).toBeNull()
  })

  it('gives the same defaults from the loaded market as the server wrote, so no second search goes out', () => {
    const configured = { market_id: '1', filter: defaults }
    expect(marketDefaultFilter(readMarketFilters(austin), null, null)).toEqual(
      marketDefaultFilter(null, configured, null),
    )
  })

  it('has none for a market whose schema does not read', () => {
    expect(
      marketDefaultFilter(readMarketFilters({ ...austin, filter_schema: { type: 'nonsense' } as never }), null, null),
    ).toBeNull()
  })
})
