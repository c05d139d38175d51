import { describe, expect, it } from 'vitest'
import { isSearchedPayload, searchKey, searchedPayload } from './searched-payload.js'

const page = { pathname: '/app/', href: 'http://127.0.0.1/app/?q=%7B%7D' }

describe('searchedPayload', () => {
  it('splits the picked suggestions from the filters and names the market', () => {
    const query = {
      filter: { bedrooms: { min: 3 }, suggestion: { value: ['zip:78704', 'area:12'] } },
      market_id: '2',
    }
    expect(searchedPayload(query, '1', page)).toEqual({
      market: '2',
      filters: { bedrooms: { min: 3 } },
      suggestions: ['zip:78704', 'area:12'],
      path: '/app/',
      url: 'http://127.0.0.1/app/?q=%7B%7D',
    })
  })

  it("takes the screen's market when the query names none, and no suggestions as an empty list", () => {
    expect(searchedPayload({ filter: {} }, '1', page)).toMatchObject({ market: '1', filters: {}, suggestions: [] })
    expect(searchedPayload({ filter: {}, market_id: null }, null, page)).toMatchObject({ market: null })
  })
})

describe('searchKey', () => {
  const search = { market: 1, filters: { bedrooms: { min: 3 }, baths: { min: 2 } }, suggestions: ['a', 'b'] }

  it('is the same for the same search written in another order, or with the market as a string', () => {
    expect(
      searchKey({ market: '1', filters: { baths: { min: 2 }, bedrooms: { min: 3 } }, suggestions: ['b', 'a'] }),
    ).toBe(searchKey(search))
  })

  it('differs when the market, a filter or a suggestion differs', () => {
    const key = searchKey(search)
    expect(searchKey({ ...search, market: 2 })).not.toBe(key)
    expect(searchKey({ ...search, filters: { bedrooms: { min: 4 }, baths: { min: 2 } } })).not.toBe(key)
    expect(searchKey({ ...search, suggestions: ['a'] })).not.toBe(key)
  })
})

describe('isSearchedPayload', () => {
  it("knows a searched payload by its market, filters and suggestions, and no other event's payload", () => {
    expect(isSearchedPayload(searchedPayload({ filter: {} }, '1', page))).toBe(true)
    expect(isSearchedPayload({ market: null, filters: {}, suggestions: [] })).toBe(true)
    expect(isSearchedPayload({ listing_id: '7' })).toBe(false)
    expect(isSearchedPayload({ market: {}, filters: {}, suggestions: [] })).toBe(false)
    expect(isSearchedPayload(undefined)).toBe(false)
  })
})
