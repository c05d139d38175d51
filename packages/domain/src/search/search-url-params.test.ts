import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { BoundingBox } from '../geo/types.js'
import { SEARCH_RANGE_FIELDS, SEARCH_SORTS } from './search-query.js'
import type { SearchFilter, SearchQuery, SearchRange } from './search-query.js'
import { searchQueryFromUrlParams } from './read-search-url-params.js'
import { boxParam, searchQueryToUrlParams } from './search-url-params.js'
import { validateSearchQuery } from './validate-search-query.js'

const base: SearchQuery = { filter: {}, sort: 'data_source_listing_updated_at', page: { size: 40, number: 1 } }

describe('searchQueryToUrlParams', () => {
  it('writes q, page, market_id, suggestions and map as the app URL has them', () => {
    const params = searchQueryToUrlParams(
      {
        ...base,
        filter: { bedrooms: { min: 2 }, suggestion: { value: ['a1', 'a2'] } },
        page: { size: 40, number: 3 },
        market_id: '12',
      },
      { map: false },
    )
    expect([...params.entries()]).toEqual([
      ['q', '{"bedrooms":{"min":2}}'],
      ['page', '3'],
      ['market_id', '12'],
      ['suggestions', 'a1,a2'],
      ['map', 'false'],
    ])
  })

  it('leaves out every parameter at its default', () => {
    expect(searchQueryToUrlParams(base).toString()).toBe('')
    expect(searchQueryToUrlParams({ ...base, market_id: null }, { map: null }).toString()).toBe('')
  })
})

describe('searchQueryFromUrlParams', () => {
  it('reads the example of its documentation', () => {
    expect(searchQueryFromUrlParams('q={"bedrooms":{"min":2}}&page=2&map=true')).toEqual({
      query: { ...base, filter: { bedrooms: { min: 2 } }, page: { size: 40, number: 2 } },
      map: true,
      ignored: [],
    })
  })

  it('reads an empty URL as the default search with the map left to the screen size', () => {
    expect(searchQueryFromUrlParams('')).toEqual({ query: base, map: null, ignored: [] })
  })

  it('turns comma-separated suggestions into the suggestion filter, skipping empty ids', () => {
    expect(searchQueryFromUrlParams('suggestions=a1,,a2,').query.filter).toEqual({
      suggestion: { value: ['a1', 'a2'] },
    })
  })

  it('lets the suggestions parameter replace a suggestion filter inside q', () => {
    const q = encodeURIComponent(JSON.stringify({ suggestion: { value: ['old'] } }))
    expect(searchQueryFromUrlParams(`q=${q}&suggestions=new`).query.filter).toEqual({ suggestion: { value: ['new'] } })
  })

  it('ignores a q that is not a JSON object', () => {
    expect(searchQueryFromUrlParams('q=%7Bbroken&page=2')).toEqual({
      query: { ...base, page: { size: 40, number: 2 } },
      map: null,
      ignored: [{ param: 'q', detail: 'q must be a JSON object of filters' }],
    })
    expect(searchQueryFromUrlParams('q=[1]').ignored).toEqual([
      { param: 'q', detail: 'q must be a JSON object of filters' },
    ])
  })

  it('drops only the invalid filters of q', () => {
    const q = encodeURIComponent(
      JSON.stringify({ bedrooms: { min: 3, max: 1 }, pool: { value: true }, zip: { value: '78701' } }),
    )
    expect(searchQueryFromUrlParams(`q=${q}`)).toEqual({
      query: { ...base, filter: { zip: { value: '78701' } } },
      map: null,
      ignored: [
        { param: 'q', detail: "/filter/pool: Unknown filter field 'pool'" },
        { param: 'q', detail: '/filter/bedrooms/min: min must not be greater than max (3 > 1)' },
      ],
    })
  })

  it.each(['0', '-2', '2.5', 'two', '99999999999999999999'])('ignores page=%s and shows page 1', (page) => {
    const state = searchQueryFromUrlParams(`page=${page}`)
    expect(state.query.page).toEqual({ size: 40, number: 1 })
    expect(state.ignored).toEqual([{ param: 'page', detail: `page must be a whole number from 1, not '${page}'` }])
  })

  it('ignores a map parameter other than true or false', () => {
    expect(searchQueryFromUrlParams('map=yes')).toMatchObject({
      map: null,
      ignored: [{ param: 'map', detail: "map must be true or false, not 'yes'" }],
    })
  })
})

// --- round trip -------------------------------------------------------------

const range: fc.Arbitrary<SearchRange> = fc
  .tuple(fc.nat(2_000_000), fc.nat(2_000_000), fc.constantFrom('min', 'max', 'both'))
  .map(([a, b, bounds]) => {
    const [min, max] = a <= b ? [a, b] : [b, a]
    return bounds === 'min' ? { min } : bounds === 'max' ? { max } : { min, max }
  })

const oneOrMany = <T>(item: fc.Arbitrary<T>) =>
  fc.oneof(
    item.map((value) => ({ value })),
    fc.array(item, { minLength: 1, maxLength: 4 }).map((value) => ({ value })),
  )

const text = fc.string({ minLength: 1, maxLength: 20, unit: 'grapheme' })
const suggestionId = text.filter((id) => !id.includes(','))

const ring = fc.uniqueArray(fc.integer({ min: 0, max: 359 }), { minLength: 3, maxLength: 12 }).map((angles) => {
  const corners = [...angles]
    .sort((a, b) => a - b)
    .map((degrees) => [
      -97.75 + 0.1 * Math.cos((degrees * Math.PI) / 180),
      30.27 + 0.1 * Math.sin((degrees * Math.PI) / 180),
    ])
  return [...corners, corners[0] ?? [0, 0]]
})

const filter: fc.Arbitrary<SearchFilter> = fc.record(
  {
    ...Object.fromEntries(SEARCH_RANGE_FIELDS.map((field) => [field, range])),
    purchase_type: oneOrMany(fc.constantFrom('Purchase' as const, 'Lease' as const)),
    type: oneOrMany(fc.constantFrom('Residential' as const, 'Commercial' as const, 'Lots and Land' as const)),
    property_type: oneOrMany(text),
    listing_status: oneOrMany(fc.constantFrom('Active', 'Pending', 'Coming Soon', 'Sold')),
    city_state: oneOrMany(text),
    zip: oneOrMany(fc.stringMatching(/^\d{5}$/)),
    id: oneOrMany(fc.oneof(text, fc.nat())),
    suggestion: fc.array(suggestionId, { minLength: 1, maxLength: 4 }).map((value) => ({ value })),
    geo_shape: ring.map((outer) => ({ value: { type: 'Polygon' as const, coordinates: [outer] } })),
  },
  { requiredKeys: [] },
)

// Micro-degrees, so the box survives the parameter's 6 decimals exactly.
const box: fc.Arbitrary<BoundingBox> = fc
  .tuple(
    fc.integer({ min: -80_000_000, max: 80_000_000 }),
    fc.integer({ min: -179_000_000, max: 170_000_000 }),
    fc.integer({ min: 1, max: 9_000_000 }),
  )
  .map(([north, west, size]) => ({
    top_left: { lat: north / 1e6, lng: west / 1e6 },
    bottom_right: { lat: (north - size) / 1e6, lng: (west + size) / 1e6 },
  }))

const urlQuery: fc.Arbitrary<SearchQuery> = fc
  .tuple(
    filter,
    fc.integer({ min: 1, max: 10_000 }),
    fc.option(text, { nil: undefined }),
    fc.constantFrom(...SEARCH_SORTS),
    fc.option(box, { nil: undefined }),
  )
  .map(([f, number, market_id, sort, bounding_box]) => ({
    ...base,
    filter: f,
    sort,
    page: { size: 40, number },
    ...(market_id === undefined ? {} : { market_id }),
    ...(bounding_box === undefined ? {} : { bounding_box }),
  }))

describe('sort and box parameters', () => {
  const austin = { top_left: { lat: 30.4, lng: -97.9 }, bottom_right: { lat: 30.1, lng: -97.6 } }

  it('writes sort only when it is not the default, and the box as north,west,south,east', () => {
    const params = searchQueryToUrlParams({ ...base, sort: '-price_in_dollars', bounding_box: austin })
    expect(params.get('sort')).toBe('-price_in_dollars')
    expect(params.get('box')).toBe('30.4,-97.9,30.1,-97.6')
    expect(searchQueryToUrlParams(base).has('sort')).toBe(false)
    expect(boxParam({ top_left: { lat: 30.123456789, lng: -97 }, bottom_right: { lat: 30, lng: -96.5 } })).toBe(
      '30.123457,-97,30,-96.5',
    )
  })

  it('reads them back', () => {
    const state = searchQueryFromUrlParams('sort=-bedrooms&box=30.4,-97.9,30.1,-97.6')
    expect(state.query.sort).toBe('-bedrooms')
    expect(state.query.bounding_box).toEqual(austin)
    expect(state.ignored).toEqual([])
  })

  it('carries the featured sort through the URL and back', () => {
    const params = searchQueryToUrlParams({ ...base, sort: '-broker_listing' })
    expect(params.get('sort')).toBe('-broker_listing')
    const state = searchQueryFromUrlParams(params.toString())
    expect(state.query.sort).toBe('-broker_listing')
    expect(state.ignored).toEqual([])
  })

  it('ignores an unknown sort and an unreadable or inside-out box, keeping the rest', () => {
    const state = searchQueryFromUrlParams('sort=cheapest&box=1,2,3&page=2')
    expect(state.query.sort).toBe('data_source_listing_updated_at')
    expect(state.query.bounding_box).toBeUndefined()
    expect(state.query.page.number).toBe(2)
    expect(state.ignored.map((i) => i.param)).toEqual(['box', 'sort'])
    const insideOut = searchQueryFromUrlParams('box=30.1,-97.6,30.4,-97.9')
    expect(insideOut.query.bounding_box).toBeUndefined()
    expect(insideOut.ignored.map((i) => i.param)).toEqual(['box'])
  })
})

describe('URL round trip', () => {
  it('generates only valid queries (so the round trip tests something real)', () => {
    fc.assert(fc.property(urlQuery, (query) => validateSearchQuery(query).ok))
  })

  it('reads back any query it writes, with the map choice, through the URL text', () => {
    fc.assert(
      fc.property(urlQuery, fc.constantFrom(true, false, null), (query, map) => {
        const url = searchQueryToUrlParams(query, { map }).toString()
        expect(searchQueryFromUrlParams(url)).toEqual({ query, map, ignored: [] })
      }),
    )
  })

  it('writes back the same parameters it read', () => {
    fc.assert(
      fc.property(urlQuery, fc.constantFrom(true, false, null), (query, map) => {
        const once = searchQueryToUrlParams(query, { map })
        const state = searchQueryFromUrlParams(once)
        expect(searchQueryToUrlParams(state.query, { map: state.map }).toString()).toBe(once.toString())
      }),
    )
  })
})
