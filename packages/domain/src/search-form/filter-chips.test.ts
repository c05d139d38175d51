import { describe, expect, it } from 'vitest'
import { austinSchema, austinView, square, zilker } from './austin-market.fixture.js'
import { appliedFilterCount, filterChips, removeFilterChip, suggestionIdLabel } from './filter-chips.js'
import type { FilterChip } from './filter-chips.js'
import type { SearchFilter } from '../search/search-query.js'

const labels = (filter: SearchFilter, options = {}) =>
  filterChips(filter, austinSchema, { view: austinView, ...options }).map((chip) => chip.label)

describe('filterChips: chip rendering by category', () => {
  it.each<[string, SearchFilter, string[]]>([
    [
      'min-max price: money without decimals',
      { price_in_dollars: { min: 250000, max: 500000.4 } },
      ['$250,000 - $500,000'],
    ],
    ['min-max with a unit', { bedrooms: { min: 3 } }, ['3+ Beds']],
    ['min-max upper bound', { bathrooms: { max: 2 } }, ['Up to 2 Baths']],
    ['formatted numbers', { square_feet: { min: 1500, max: 3000 } }, ['1,500 - 3,000 sq. ft.']],
    ['range: year built raw, titled', { year_built: { min: 1990 } }, ['Year Built: 1990+']],
    ['default: option labels', { purchase_type: { value: 'Lease' } }, ['For Rent']],
    ['default: several values', { type: { value: ['Residential', 'Commercial'] } }, ['Residential, Commercial']],
    ['default: text as typed', { zip: { value: ['78704', '78745'] } }, ['78704, 78745']],
  ])('%s', (_, filter, expected) => {
    expect(labels(filter)).toEqual(expected)
  })

  it('shows one chip per picked suggestion, by name', () => {
    const chips = filterChips({ suggestion: { value: ['area:21', 'zip:78704', 'school:9'] } }, austinSchema, {
      suggestions: new Map([['area:21', zilker]]),
    })
    expect(chips).toEqual([
      {
        key: 'suggestion:area:21',
        field: 'suggestion',
        category: 'suggestion',
        label: 'Zilker',
        suggestionId: 'area:21',
      },
      {
        key: 'suggestion:zip:78704',
        field: 'suggestion',
        category: 'suggestion',
        label: '78704',
        suggestionId: 'zip:78704',
      },
      // Not known yet (say, restored from a link): the field's title stands in.
      {
        key: 'suggestion:school:9',
        field: 'suggestion',
        category: 'suggestion',
        label: 'Location',
        suggestionId: 'school:9',
        pending: true,
      },
    ])
  })

  it("labels a drawn shape 'Custom Boundary' and any other shape 'Custom Map Area'", () => {
    expect(labels({ geo_shape: { value: square } }, { geoShapeOrigin: 'drawn' })).toEqual(['Custom Boundary'])
    expect(labels({ geo_shape: { value: square } })).toEqual(['Custom Map Area'])
  })

  it('puts the location first, then fields in the order of the view', () => {
    const filter: SearchFilter = {
      zip: { value: '78704' },
      bedrooms: { min: 2 },
      price_in_dollars: { max: 900000 },
      geo_shape: { value: square },
      suggestion: { value: ['area:21'] },
    }
    expect(labels(filter, { suggestions: new Map([['area:21', zilker]]) })).toEqual([
      'Zilker',
      'Custom Map Area',
      'Up to $900,000',
      '2+ Beds',
      '78704',
    ])
  })

  it('shows no chip for defaults, hidden fields and fields the schema lacks', () => {
    const schema = {
      ...austinSchema,
      properties: {
        ...austinSchema.properties,
        bedrooms: { ...austinSchema.properties.bedrooms!, 'x-chip': 'hidden' as const },
      },
    }
    const filter: SearchFilter = {
      purchase_type: { value: 'Purchase' },
      listing_status: { value: ['Coming Soon', 'Active'] },
      bedrooms: { min: 3 },
      lot_acre: { min: 1 },
    }
    expect(filterChips(filter, schema)).toEqual([])
  })
})

describe('removeFilterChip', () => {
  const chipFor = (filter: SearchFilter, key: string) =>
    filterChips(filter, austinSchema, { suggestions: new Map([['area:21', zilker]]) }).find(
      (c) => c.key === key,
    ) as FilterChip

  it('removes the one suggestion a chip stands for', () => {
    const filter: SearchFilter = { suggestion: { value: ['area:21', 'zip:78704'] } }
    expect(removeFilterChip(filter, chipFor(filter, 'suggestion:area:21'), austinSchema)).toEqual({
      suggestion: { value: ['zip:78704'] },
    })
  })

  it('removes the shape (Custom Boundary)', () => {
    const filter: SearchFilter = { geo_shape: { value: square }, bedrooms: { min: 1 } }
    expect(removeFilterChip(filter, chipFor(filter, 'geo_shape'), austinSchema)).toEqual({ bedrooms: { min: 1 } })
  })

  it("returns a field with a default to it ('For Rent' back to 'For Sale')", () => {
    const filter: SearchFilter = { purchase_type: { value: 'Lease' } }
    expect(removeFilterChip(filter, chipFor(filter, 'purchase_type'), austinSchema)).toEqual({
      purchase_type: { value: 'Purchase' },
    })
  })
})

describe('suggestionIdLabel', () => {
  it.each([
    ['zip:78704', '78704'],
    ['mls:ACT1234567', 'ACT1234567'],
    ['area:21', null],
    ['city:austin-tx', 'Austin, TX'],
    ['city:round-rock-tx', 'Round Rock, TX'],
    ['city:', null],
  ])('%s → %s', (id, label) => {
    expect(suggestionIdLabel(id)).toBe(label)
  })
})

describe('appliedFilterCount', () => {
  it('counts one per chip: each place, the shape and each chosen field, never a default', () => {
    const shape = {
      type: 'Polygon' as const,
      coordinates: [
        [
          [0, 0],
          [1, 0],
          [1, 1],
          [0, 0],
        ],
      ],
    }
    const filter: SearchFilter = {
      purchase_type: { value: 'Purchase' },
      bedrooms: { min: 2 },
      suggestion: { value: ['area:5', 'zip:78704'] },
      geo_shape: { value: shape },
    }
    expect(appliedFilterCount(filter, austinSchema, austinView)).toBe(4)
    expect(appliedFilterCount({ purchase_type: { value: 'Purchase' } }, austinSchema, austinView)).toBe(0)
  })
})
