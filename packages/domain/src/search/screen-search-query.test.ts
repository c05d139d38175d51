import { describe, expect, it } from 'vitest'
import { screenSearchQuery } from './screen-search-query.js'
import { searchQueryFromUrlParams } from './read-search-url-params.js'
import type { SearchFilter } from './search-query.js'

const defaults: SearchFilter = {
  purchase_type: { value: 'Purchase' },
  listing_status: { value: ['Active', 'Coming Soon'] },
}
const urlQuery = (params: string) => searchQueryFromUrlParams(params).query

describe('the search the search screen runs for its URL', () => {
  it("is the market's default search when the URL has no q, keeping the URL's suggestions", () => {
    const query = screenSearchQuery(urlQuery('suggestions=zip:78704'), { hasQ: false, defaults, marketId: '1' })
    expect(query.filter).toEqual({ ...defaults, suggestion: { value: ['zip:78704'] } })
    expect(query.market_id).toBe('1')
  })

  it('takes every filter from q when the URL has one', () => {
    const query = screenSearchQuery(urlQuery('q={"bedrooms":{"min":2}}'), { hasQ: true, defaults, marketId: null })
    expect(query.filter).toEqual({ bedrooms: { min: 2 } })
    expect(query).not.toHaveProperty('market_id')
  })

  it('runs the URL filter alone when the defaults are not known', () => {
    expect(screenSearchQuery(urlQuery('page=3'), { hasQ: false, defaults: null, marketId: null })).toEqual(
      urlQuery('page=3'),
    )
  })

  it("keeps the URL's page, sort and box", () => {
    const url = urlQuery('page=2&sort=-price_in_dollars&box=30.3,-97.8,30.2,-97.7')
    const query = screenSearchQuery(url, { hasQ: false, defaults, marketId: '1' })
    expect(query.page).toEqual(url.page)
    expect(query.sort).toBe('-price_in_dollars')
    expect(query.bounding_box).toEqual(url.bounding_box)
  })
})
