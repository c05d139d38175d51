import { describe, expect, it } from 'vitest'
import { listingCardFacts } from './card-facts.js'

type Input = Parameters<typeof listingCardFacts>[0]

/** The facts line as it reads: '3 BR · 2 1/2 BA · 1,850 SQFT'. */
function line(listing: Input, fractionDisplay: boolean): string {
  return listingCardFacts(listing, { fractionDisplay })
    .map((fact) => `${fact.value} ${fact.abbreviation}`)
    .join(' · ')
}

describe('listingCardFacts', () => {
  it.each<[string, Input, boolean, string]>([
    ['a house', { bedrooms: 3, bathrooms: 2.5, square_feet: 1850 }, true, '3 BR · 2 1/2 BA · 1,850 SQFT'],
    ['fraction display off', { bedrooms: 3, bathrooms: 2.5, square_feet: 1850 }, false, '3 BR · 2.5 BA · 1,850 SQFT'],
    [
      'numeric strings',
      { bedrooms: '4', bathrooms: '3.75', square_feet: '2400.4' },
      true,
      '4 BR · 3 4/5 BA · 2,400 SQFT',
    ],
    ['a studio', { bedrooms: 0, bathrooms: 1, square_feet: 450 }, true, '0 BR · 1 BA · 450 SQFT'],
    ['a lot', { bedrooms: null, bathrooms: null, square_feet: null }, true, ''],
    ['zero square feet', { bedrooms: 2, square_feet: 0 }, true, '2 BR'],
    ['only the API bathroom text', { bathrooms: null, bathrooms_fraction: '2 1/2' }, true, '2 1/2 BA'],
    ['a numeric bathroom fraction', { bathrooms_fraction: 1.5 }, true, '1 1/2 BA'],
    ['negative values', { bedrooms: -1, bathrooms: -2, square_feet: -3 }, true, ''],
  ])(
    'lists BR, BA (bathrooms formatter, fraction display) and SQFT, leaving out missing facts (%s)',
    (_, listing, fraction, expected) => {
      expect(line(listing, fraction)).toBe(expected)
    },
  )

  it('names every abbreviation for assistive technology', () => {
    expect(listingCardFacts({ bedrooms: 1, bathrooms: 1, square_feet: 1 }, { fractionDisplay: true })).toEqual([
      { field: 'bedrooms', abbreviation: 'BR', name: 'Bedrooms', value: '1' },
      { field: 'bathrooms', abbreviation: 'BA', name: 'Bathrooms', value: '1' },
      { field: 'square_feet', abbreviation: 'SQFT', name: 'Square feet', value: '1' },
    ])
  })
})
