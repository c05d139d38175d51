import { describe, expect, it } from 'vitest'
import { describeRange, describeSearchFilter } from './describe-search-filter.js'

describe('describeSearchFilter', () => {
  it('writes ranges as a shopper reads them', () => {
    expect(describeRange('price_in_dollars', { min: 300000, max: 500000 })).toBe('$300,000 – $500,000')
    expect(describeRange('bedrooms', { min: 3 })).toBe('3 or more')
    expect(describeRange('square_feet', { max: 2000 })).toBe('Up to 2,000 sq. ft.')
    expect(describeRange('year_built', { min: 1990, max: 1990 })).toBe('1990')
    expect(describeRange('lot_acre', { min: 0.25 })).toBe('0.25 acres or more')
  })

  it('lists every filter in form order, places by name', () => {
    const rows = describeSearchFilter(
      {
        listing_status: { value: ['Active', 'Coming Soon'] },
        bedrooms: { min: 3 },
        price_in_dollars: { max: 650000 },
        suggestion: { value: ['area:12', 'school:4'] },
        zip: { value: '78704' },
        city_state: { value: ['Austin, TX', 'Round Rock, TX'] },
        geo_shape: {
          value: {
            type: 'Polygon',
            coordinates: [
              [
                [-97.8, 30.2],
                [-97.7, 30.2],
                [-97.7, 30.3],
                [-97.8, 30.2],
              ],
            ],
          },
        },
      },
      { 'area:12': 'Mueller' },
    )
    expect(rows.map((row) => [row.label, row.value])).toEqual([
      ['Price', 'Up to $650,000'],
      ['Beds', '3 or more'],
      ['Status', 'Active, Coming Soon'],
      ['Places', 'Mueller; A place picked on the search'],
      ['City', 'Austin, TX; Round Rock, TX'],
      ['Zip Code', '78704'],
      ['Map Area', 'An area drawn on the map'],
    ])
  })

  it('describes an empty filter as nothing', () => {
    expect(describeSearchFilter({})).toEqual([])
  })
})
