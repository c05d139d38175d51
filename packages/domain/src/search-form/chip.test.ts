import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { chipLabel, formatChipValue, moreChipsLabel } from './chip.js'
import type { Chip } from './chip.js'

describe('chipLabel', () => {
  it.each<[string, Chip, string | null]>([
    ['true', { category: 'boolean', field: 'pool', value: true }, 'Yes'],
    ['false', { category: 'boolean', field: 'pool', value: false }, 'No'],
    ['labelled', { category: 'boolean', field: 'pool', label: 'Pool', value: true }, 'Pool: Yes'],
    ['unset', { category: 'boolean', field: 'pool', value: null }, null],
  ])('shows boolean chips as Yes/No (%s)', (_, chip, expected) => {
    expect(chipLabel(chip)).toBe(expected)
  })

  it.each<[string, Chip, string | null]>([
    ['text', { category: 'default', field: 'property_type', value: 'Condominium' }, 'Condominium'],
    [
      'several values',
      { category: 'default', field: 'property_type', value: ['House', 'Condominium'] },
      'House, Condominium',
    ],
    ['labelled', { category: 'default', field: 'property_type', label: 'Type', value: 'House' }, 'Type: House'],
    ['a number', { category: 'default', field: 'square_feet', value: 2500 }, '2,500'],
    ['a price', { category: 'default', field: 'price', value: 250000 }, '$250,000'],
    ['year built', { category: 'default', field: 'year_built', value: 1990 }, '1990'],
    ['a boolean', { category: 'default', field: 'waterfront', value: true }, 'Yes'],
    ['nothing', { category: 'default', field: 'property_type', value: [] }, null],
    ['blank', { category: 'default', field: 'property_type', value: ' ' }, null],
  ])('shows default chips as their value (%s)', (_, chip, expected) => {
    expect(chipLabel(chip)).toBe(expected)
  })

  it("shows a geo-shape chip as 'Custom Map Area' and a drawn shape as 'Custom Boundary'", () => {
    expect(chipLabel({ category: 'geo-shape' })).toBe('Custom Map Area')
    expect(chipLabel({ category: 'geo-shape', origin: 'filter' })).toBe('Custom Map Area')
    expect(chipLabel({ category: 'geo-shape', origin: 'drawn' })).toBe('Custom Boundary')
  })

  it.each<[string, Chip, string | null]>([
    ['price both ends', { category: 'min-max', field: 'price', min: 100000, max: 500000 }, '$100,000 - $500,000'],
    ['price without decimals', { category: 'min-max', field: 'price_in_dollars', min: 1234.56 }, '$1,235+'],
    ['min only', { category: 'min-max', field: 'beds', min: 3, unit: 'Beds' }, '3+ Beds'],
    ['max only', { category: 'min-max', field: 'beds', max: 3, unit: 'Beds' }, 'Up to 3 Beds'],
    ['both with unit', { category: 'min-max', field: 'baths', min: 2, max: 4, unit: 'Baths' }, '2 - 4 Baths'],
    ['equal ends', { category: 'min-max', field: 'beds', min: 3, max: 3, unit: 'Beds' }, '3 Beds'],
    ['square feet', { category: 'min-max', field: 'square_feet', min: 1500 }, '1,500+'],
    ['year built raw', { category: 'min-max', field: 'year_built', min: 1990, max: 2000 }, '1990 - 2000'],
    ['zero is a value', { category: 'min-max', field: 'price', min: 0, max: 500000 }, '$0 - $500,000'],
    ['blank ends', { category: 'min-max', field: 'price', min: '', max: null }, null],
    ['numeric strings', { category: 'min-max', field: 'price', min: '100000' }, '$100,000+'],
  ])("shows min-max chips as '{min} - {max}', '{min}+' or 'Up to {max}' (%s)", (_, chip, expected) => {
    expect(chipLabel(chip)).toBe(expected)
  })

  it.each<[string, Chip, string | null]>([
    ['both ends', { category: 'range', field: 'year_built', value: [1990, 2000] }, '1990 - 2000'],
    ['upper end only', { category: 'range', field: 'bathrooms', value: [null, 5], unit: 'Baths' }, 'Up to 5 Baths'],
    ['price lower end', { category: 'range', field: 'price', value: [250000, undefined] }, '$250,000+'],
    ['no ends', { category: 'range', field: 'price', value: [null, null] }, null],
  ])('shows range chips like min-max chips (%s)', (_, chip, expected) => {
    expect(chipLabel(chip)).toBe(expected)
  })

  it('shows a suggestion chip as the suggestion name, else its label', () => {
    expect(chipLabel({ category: 'suggestion', suggestion: { name: 'Austin', label: 'Austin, TX' } })).toBe('Austin')
    expect(chipLabel({ category: 'suggestion', suggestion: { label: '78704' } })).toBe('78704')
    expect(chipLabel({ category: 'suggestion', suggestion: {} })).toBeNull()
  })

  it('shows no hidden chip', () => {
    expect(chipLabel({ category: 'hidden' })).toBeNull()
  })

  it('never prints a decimal point in a price chip', () => {
    const amount = fc.option(fc.double({ min: 0, max: 1e9, noNaN: true }), { nil: null })
    fc.assert(
      fc.property(amount, amount, (min, max) => {
        const text = chipLabel({ category: 'min-max', field: 'price', min, max })
        if (min === null && max === null) expect(text).toBeNull()
        else {
          expect(text).not.toContain('.')
          expect(text).toMatch(/\$/)
        }
      }),
    )
  })
})

describe('formatChipValue', () => {
  it.each([
    ['price', 100000, '$100,000'],
    ['price_in_dollars', 99999.5, '$100,000'],
    ['sold_price_in_dollars', 250000, '$250,000'],
    ['price_per_sqft', 245.67, '$246'],
    ['year_built', 1990, '1990'],
    ['year_built', '1990', '1990'],
    ['square_feet', 12500, '12,500'],
    ['bathrooms', 2.5, '2.5'],
    ['lot_acre', 0.25, '0.25'],
    ['property_type', ' House ', 'House'],
    ['pool', false, 'No'],
  ] as const)(
    'formats %s value %j as %s (price money without decimals, year_built raw, others numbers)',
    (field, value, expected) => {
      expect(formatChipValue(field, value)).toBe(expected)
    },
  )

  it('formats year_built without grouping for every year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), (year) => {
        expect(formatChipValue('year_built', year)).toBe(String(year))
      }),
    )
  })
})

describe('moreChipsLabel', () => {
  it("counts hidden chips as '{n} more'", () => {
    expect(moreChipsLabel(3)).toBe('3 more')
  })
})
