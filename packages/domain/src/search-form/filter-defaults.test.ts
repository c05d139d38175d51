import { describe, expect, it } from 'vitest'
import type { SearchFilter, SearchFilterField } from '../search/search-query.js'
import { austinSchema, austinView, square } from './austin-market.fixture.js'
import {
  chosenFieldCount,
  clearFilters,
  defaultFilter,
  isChosenField,
  resetFilterField,
  viewFields,
} from './filter-defaults.js'

describe('market defaults', () => {
  it("starts from the schema's defaults", () => {
    expect(defaultFilter(austinSchema)).toEqual({
      purchase_type: { value: 'Purchase' },
      listing_status: { value: ['Active', 'Coming Soon'] },
    })
  })

  it('gives a fresh copy each time', () => {
    const first = defaultFilter(austinSchema)
    expect(defaultFilter(austinSchema)).not.toBe(first)
    expect(defaultFilter(austinSchema).listing_status).not.toBe(first.listing_status)
  })

  it.each<[string, SearchFilter, SearchFilterField, boolean]>([
    ['a default value is not a choice', { purchase_type: { value: 'Purchase' } }, 'purchase_type', false],
    ['another value is', { purchase_type: { value: 'Lease' } }, 'purchase_type', true],
    [
      'the default set in another order is not',
      { listing_status: { value: ['Coming Soon', 'Active'] } },
      'listing_status',
      false,
    ],
    ['a set field without default is', { bedrooms: { min: 3 } }, 'bedrooms', true],
    ['an unset field is not', {}, 'bedrooms', false],
  ])('%s', (_, filter, field, chosen) => {
    expect(isChosenField(filter, austinSchema, field)).toBe(chosen)
  })

  it('counts the chosen fields of a group', () => {
    const filter = { bedrooms: { min: 3 }, zip: { value: '78704' }, purchase_type: { value: 'Purchase' as const } }
    expect(chosenFieldCount(filter, austinSchema, ['bedrooms', 'bathrooms'])).toBe(1)
    expect(chosenFieldCount(filter, austinSchema, ['purchase_type', 'type'])).toBe(0)
  })
})

describe('Clear Filters', () => {
  it('resets every field of the view to its default and clears the location, keeping fields the form hides', () => {
    const filter = {
      bedrooms: { min: 3 },
      purchase_type: { value: 'Lease' as const },
      zip: { value: '78704' },
      suggestion: { value: ['area:21'] },
      geo_shape: { value: square },
      id: { value: ['7'] },
    }
    expect(clearFilters(filter, austinSchema, austinView)).toEqual({
      purchase_type: { value: 'Purchase' },
      listing_status: { value: ['Active', 'Coming Soon'] },
      id: { value: ['7'] },
    })
  })

  it('lists the fields of the view once, in order', () => {
    expect(viewFields(austinView)).toEqual([
      'price_in_dollars',
      'bedrooms',
      'bathrooms',
      'purchase_type',
      'type',
      'listing_status',
      'square_feet',
      'year_built',
      'city_state',
      'zip',
    ])
  })

  it('resets one field to its default, or removes it', () => {
    expect(resetFilterField({ purchase_type: { value: 'Lease' } }, austinSchema, 'purchase_type')).toEqual({
      purchase_type: { value: 'Purchase' },
    })
    expect(resetFilterField({ bedrooms: { min: 2 } }, austinSchema, 'bedrooms')).toEqual({})
  })
})
