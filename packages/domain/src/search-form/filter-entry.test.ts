import { describe, expect, it } from 'vitest'
import {
  filterValues,
  rangeBounds,
  toggleFilterValue,
  withFilterEntry,
  withRange,
  withSuggestion,
  withValues,
  withoutSuggestion,
} from './filter-entry.js'

describe('reading a filter field', () => {
  it.each([
    [{ listing_status: { value: 'Active' } }, ['Active']],
    [{ listing_status: { value: ['Active', 'Pending'] } }, ['Active', 'Pending']],
    [{}, []],
  ])('lists the values of %j', (filter, values) => {
    expect(filterValues(filter, 'listing_status')).toEqual(values)
  })

  it('reads open range sides as null', () => {
    expect(rangeBounds({ bedrooms: { min: 3 } }, 'bedrooms')).toEqual({ min: 3, max: null })
    expect(rangeBounds({}, 'bedrooms')).toEqual({ min: null, max: null })
  })
})

describe('editing a filter field', () => {
  it('sets and removes a field without changing its input', () => {
    const filter = { zip: { value: '78704' } }
    expect(withFilterEntry(filter, 'zip', undefined)).toEqual({})
    expect(withFilterEntry(filter, 'city_state', { value: 'Austin, TX' })).toEqual({
      zip: { value: '78704' },
      city_state: { value: 'Austin, TX' },
    })
    expect(filter).toEqual({ zip: { value: '78704' } })
  })

  it.each([
    [{ min: 200000, max: null }, { price_in_dollars: { min: 200000 } }],
    [{ min: null, max: 500000 }, { price_in_dollars: { max: 500000 } }],
    [{ min: 0, max: 500000 }, { price_in_dollars: { min: 0, max: 500000 } }],
    [{ min: null, max: null }, {}],
  ])('stores the range %j as only the sides given', (bounds, expected) => {
    expect(withRange({ price_in_dollars: { min: 1 } }, 'price_in_dollars', bounds)).toEqual(expected)
  })

  it('stores one value as is, several as a list, none as no field', () => {
    expect(withValues({}, 'type', ['Residential'])).toEqual({ type: { value: 'Residential' } })
    expect(withValues({}, 'type', ['Residential', 'Commercial', 'Residential'])).toEqual({
      type: { value: ['Residential', 'Commercial'] },
    })
    expect(withValues({ type: { value: 'Residential' } }, 'type', [])).toEqual({})
  })

  it('ticks and unticks checkbox values', () => {
    const ticked = toggleFilterValue({ type: { value: 'Residential' } }, 'type', 'Commercial', true)
    expect(ticked).toEqual({ type: { value: ['Residential', 'Commercial'] } })
    expect(toggleFilterValue(ticked, 'type', 'Residential', true)).toEqual({ type: { value: 'Commercial' } })
    expect(toggleFilterValue({ type: { value: 'Commercial' } }, 'type', 'Commercial', true)).toEqual({})
  })

  it('replaces a radio value and keeps it when chosen again', () => {
    const filter = { purchase_type: { value: 'Purchase' as const } }
    expect(toggleFilterValue(filter, 'purchase_type', 'Lease', false)).toEqual({ purchase_type: { value: 'Lease' } })
    expect(toggleFilterValue(filter, 'purchase_type', 'Purchase', false)).toEqual(filter)
  })

  it('adds a picked suggestion once and removes it again', () => {
    const once = withSuggestion({}, 'area:21')
    expect(withSuggestion(once, 'area:21')).toBe(once)
    expect(withSuggestion(once, 'zip:78704')).toEqual({ suggestion: { value: ['area:21', 'zip:78704'] } })
    expect(withoutSuggestion(once, 'area:21')).toEqual({})
    expect(withoutSuggestion({ suggestion: { value: ['a', 'b'] } }, 'a')).toEqual({ suggestion: { value: ['b'] } })
  })
})
