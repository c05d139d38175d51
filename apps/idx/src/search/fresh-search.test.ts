import { AUSTIN_FILTER_SCHEMA, AUSTIN_FILTER_VIEW, type Market, type SearchFilter } from '@idx/domain'
import { describe, expect, it } from 'vitest'
import { searchFilter } from './fresh-search'

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
const zip: SearchFilter = { suggestion: { value: ['zip:78704'] } }

describe('the filter a search runs with', () => {
  it("starts a search without q from the market's defaults, keeping the URL's suggestions", () => {
    expect(searchFilter(zip, false, austin, null, null)).toEqual({ ...defaults, ...zip })
  })

  it('takes every filter from q when the URL has one', () => {
    expect(searchFilter({ bedrooms: { min: 2 } }, true, austin, null, null)).toEqual({ bedrooms: { min: 2 } })
  })

  it("uses the server's defaults until the market is loaded, only for the market they belong to", () => {
    const configured = { market_id: '1', filter: defaults }
    expect(searchFilter({}, false, null, configured, null)).toEqual(defaults)
    expect(searchFilter({}, false, null, configured, '1')).toEqual(defaults)
    expect(searchFilter({}, false, null, configured, '2')).toEqual({})
    expect(searchFilter({}, false, null, null, null)).toEqual({})
  })

  it('gives the same filter from the loaded market as the server wrote, so no second search goes out', () => {
    const configured = { market_id: '1', filter: defaults }
    expect(searchFilter({}, false, austin, null, null)).toEqual(searchFilter({}, false, null, configured, null))
  })
})
