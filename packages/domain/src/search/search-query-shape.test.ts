import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSearchFilterShaped, isSearchQueryShaped } from './search-query-shape.js'
import { validateSearchQuery } from './validate-search-query.js'

const page = { size: 40, number: 1 }

describe('isSearchQueryShaped', () => {
  it('accepts a search as the server writes one', () => {
    const query = {
      filter: { bedrooms: { min: 2 }, listing_status: { value: ['Active'] }, suggestion: { value: ['z78704'] } },
      sort: '-price_in_dollars',
      page,
      bounding_box: { top_left: { lat: 30.4, lon: -97.9 }, bottom_right: { lat: 30.1, lon: -97.5 } },
    }
    expect(isSearchQueryShaped(query)).toBe(true)
  })

  it.each([
    ['no value', undefined],
    ['a string', 'bedrooms=2'],
    ['an unknown field', { filter: { colour: { value: 'red' } }, sort: '-price_in_dollars', page }],
    ['a term that is not an object', { filter: { bedrooms: 2 }, sort: '-price_in_dollars', page }],
    ['an unknown sort', { filter: {}, sort: 'colour', page }],
    ['no page', { filter: {}, sort: '-price_in_dollars' }],
    ['page 0', { filter: {}, sort: '-price_in_dollars', page: { size: 40, number: 0 } }],
    ['a fractional size', { filter: {}, sort: '-price_in_dollars', page: { size: 4.5, number: 1 } }],
  ])('refuses %s', (_, value) => {
    expect(isSearchQueryShaped(value)).toBe(false)
  })

  it('accepts every query the full validator accepts, once its defaults are applied', () => {
    const term = fc.oneof(
      fc.record({ min: fc.nat({ max: 10 }) }),
      fc.record({ value: fc.constantFrom('Active', 'Pending') }),
    )
    const filter = fc.dictionary(fc.constantFrom('bedrooms', 'bathrooms', 'listing_status', 'pool', 'colour'), term)
    fc.assert(
      fc.property(filter, fc.constantFrom('-price_in_dollars', 'price_in_dollars', 'nonsense'), (f, sort) => {
        const checked = validateSearchQuery({ filter: f, sort })
        if (checked.ok) expect(isSearchQueryShaped(checked.query)).toBe(true)
      }),
    )
  })
})

describe('isSearchFilterShaped', () => {
  it('accepts known fields with object terms and refuses the rest', () => {
    expect(isSearchFilterShaped({ purchase_type: { value: 'Purchase' } })).toBe(true)
    expect(isSearchFilterShaped({})).toBe(true)
    expect(isSearchFilterShaped({ purchase_type: 'Purchase' })).toBe(false)
    expect(isSearchFilterShaped({ colour: { value: 'red' } })).toBe(false)
    expect(isSearchFilterShaped(null)).toBe(false)
    expect(isSearchFilterShaped([])).toBe(false)
  })
})
