import { describe, expect, it } from 'vitest'
import { DEFAULT_SORT, SORT_OPTIONS } from './sort.js'

describe('sort options', () => {
  it('offers newest and oldest by data_source_listing_updated_at', () => {
    expect(SORT_OPTIONS.filter((o) => o.id === 'newest' || o.id === 'oldest').map((o) => o.sort)).toEqual([
      '-data_source_listing_updated_at',
      'data_source_listing_updated_at',
    ])
  })

  it.each(['price_in_dollars', 'bedrooms', 'bathrooms', 'lot_acre'])(
    "offers %s low to high as 'field' and high to low as '-field'",
    (field) => {
      const sorts = SORT_OPTIONS.map((o) => o.sort)
      expect(sorts).toContain(field)
      expect(sorts).toContain(`-${field}`)
      const ascending = SORT_OPTIONS.find((o) => o.sort === field)!
      const descending = SORT_OPTIONS.find((o) => o.sort === `-${field}`)!
      expect(ascending.label).toMatch(/Low to High/)
      expect(descending.label).toMatch(/High to Low/)
    },
  )

  it('has eleven options with unique ids, labels and sort strings', () => {
    expect(SORT_OPTIONS).toHaveLength(11)
    for (const key of ['id', 'label', 'sort'] as const) {
      expect(new Set(SORT_OPTIONS.map((o) => o[key])).size).toBe(11)
    }
  })

  it("offers 'Featured' first, sorting the brokerage's own listings first", () => {
    expect(SORT_OPTIONS[0]).toEqual({ id: 'featured', label: 'Featured', sort: '-broker_listing' })
  })

  it('sorts by default ascending by data source listing updated date', () => {
    expect(DEFAULT_SORT).toBe('data_source_listing_updated_at')
    expect(SORT_OPTIONS.some((o) => o.sort === DEFAULT_SORT)).toBe(true)
  })
})
