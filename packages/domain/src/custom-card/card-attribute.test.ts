import { describe, expect, it } from 'vitest'
import type { Listing } from '../listing/types.js'
import { customCardAttributeText, isCustomCardAttribute } from './card-attribute.js'
import { CUSTOM_CARD_ATTRIBUTES } from './custom-card-attributes.js'
import type { CustomCardAttribute } from './custom-card-attributes.js'

const listing: Listing = {
  id: '7',
  title: '1105 W Mary St',
  subtitle: 'Austin, TX 78704',
  street: '1105 W Mary St',
  city: 'Austin',
  state_code: 'TX',
  zip: '78704',
  mls_number: 'ACT4410257',
  listing_status: 'Closed',
  canonical_listing_status: 'Active',
  property_type: 'House',
  bedrooms: 3,
  bathrooms: '2.5',
  square_feet: 1850,
  lot_acre: '0.25',
  lot_square_feet: 10890,
  year_built: 1995,
  stories: 2,
  price_in_dollars: 725000,
  price_per_sqft: 391.89,
  school_district: 'Austin ISD',
  listing_agent: 'Ana Diaz',
  listing_broker: 'Lone Star Realty',
  description: 'Bright bungalow near South Congress.',
}

describe('customCardAttributeText', () => {
  it.each<[CustomCardAttribute, string]>([
    ['title', '1105 W Mary St'],
    ['subtitle', 'Austin, TX 78704'],
    ['price_in_dollars', '$725,000'],
    ['bedrooms', '3'],
    ['bathrooms', '2 1/2'],
    ['square_feet', '1,850'],
    ['lot_acre', '0.25 acres'],
    ['lot_square_feet', '10,890 sq. ft.'],
    ['year_built', '1995'],
    ['stories', '2'],
    ['price_per_sqft', '$392'],
    ['listing_status', 'Active'],
    ['property_type', 'House'],
    ['mls_number', 'ACT4410257'],
    ['street', '1105 W Mary St'],
    ['city', 'Austin'],
    ['state_code', 'TX'],
    ['zip', '78704'],
    ['school_district', 'Austin ISD'],
    ['listing_agent', 'Ana Diaz'],
    ['listing_broker', 'Lone Star Realty'],
    ['description', 'Bright bungalow near South Congress.'],
  ])('formats %s with the default card formatters', (attribute, expected) => {
    expect(customCardAttributeText(listing, attribute, { fractionDisplay: true })).toBe(expected)
  })

  it('covers every attribute the editor offers', () => {
    for (const attribute of Object.keys(CUSTOM_CARD_ATTRIBUTES) as CustomCardAttribute[]) {
      expect(customCardAttributeText(listing, attribute, { fractionDisplay: false })).not.toBeNull()
    }
  })

  it.each<[Partial<Listing>, CustomCardAttribute, string | null]>([
    [{ listing_status: 'Sold', price_in_dollars: 450000 }, 'price_in_dollars', null],
    [{ listing_status: 'Active', price_in_dollars: 0 }, 'price_in_dollars', 'Contact for price'],
    [{ listing_status: 'Active', price_in_dollars: 2450, rent_frequency: 'Monthly' }, 'price_in_dollars', '$2,450/mo'],
    [{ bedrooms: 0 }, 'bedrooms', '0'],
    [{ bathrooms: 2.5 }, 'bathrooms', '2.5'],
    [{ square_feet: 0 }, 'square_feet', null],
    [{ lot_acre: 0 }, 'lot_acre', null],
    [{ year_built: ' 1995 ' }, 'year_built', '1995'],
    [{ year_built: 2001 }, 'year_built', '2001'],
    [{ stories: 'many' }, 'stories', null],
    [{ subtitle: '   ' }, 'subtitle', null],
    [{ title: null, street: null, mls_number: null }, 'title', 'Listing'],
    [{ listing_status: null }, 'listing_status', null],
    [{ description: 'x'.repeat(601) }, 'description', `${'x'.repeat(600)}…`],
  ])(
    'leaves out a value the listing lacks and keeps the default card rules (%j, %s)',
    (fields, attribute, expected) => {
      expect(customCardAttributeText({ id: '1', ...fields }, attribute, { fractionDisplay: false })).toBe(expected)
    },
  )
})

describe('isCustomCardAttribute', () => {
  it.each([
    ['bedrooms', true],
    ['price_in_dollars', true],
    ['pool_size', false],
    ['toString', false],
    ['__proto__', false],
    [7, false],
  ])('accepts only the listing fields of the table (%j)', (value, expected) => {
    expect(isCustomCardAttribute(value)).toBe(expected)
  })
})
