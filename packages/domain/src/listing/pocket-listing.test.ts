import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseNumberInput, validatePocketListing } from './pocket-listing.js'
import {
  PROPERTY_TYPES_BY_TYPE,
  PURCHASE_TYPES,
  RENT_FREQUENCIES,
  LISTING_STATUSES,
  LISTING_TYPES,
} from './constants.js'
import { propertyTypeOptions } from './pocket-listing-options.js'

const basics = {
  data_source_name: 'ACTRIS',
  type: 'Residential',
  property_type: 'House',
  purchase_type: 'Purchase',
  listing_status: 'Coming Soon',
  rent_frequency: '',
  price_in_dollars: '450000',
  street: '123 Main St',
  city: 'Austin',
  state_code: 'TX',
  zip: '78701',
  bedrooms: '',
  bathrooms: '',
  square_feet: '',
  stories: '',
  year_built: '',
}

describe('pocket listing option lists', () => {
  it('match the spec', () => {
    expect(LISTING_STATUSES).toEqual(['Coming Soon', 'Active', 'Pending', 'Sold', 'Leased/Rented'])
    expect(LISTING_TYPES).toEqual(['Residential', 'Commercial', 'Lots and Land'])
    expect(PROPERTY_TYPES_BY_TYPE).toEqual({
      Residential: ['House', 'Apartment', 'Condominium', 'Townhouse', 'Duplex', 'Mobile Home'],
      Commercial: ['Office', 'Retail', 'Industrial'],
      'Lots and Land': ['Lots and Land'],
    })
    expect(RENT_FREQUENCIES).toEqual(['', 'Monthly', 'Weekly', 'Daily'])
    expect(PURCHASE_TYPES).toEqual(['Purchase', 'Lease'])
  })

  it('offer no property types before a type is chosen', () => {
    expect(propertyTypeOptions('')).toEqual([])
    expect(propertyTypeOptions('Farm')).toEqual([])
    expect(propertyTypeOptions('Commercial')).toEqual(['Office', 'Retail', 'Industrial'])
  })
})

describe('validatePocketListing', () => {
  it('accepts the required fields alone, leaving the optional numbers blank', () => {
    expect(validatePocketListing(basics)).toEqual({})
  })

  it('reports every required field of an empty form', () => {
    expect(validatePocketListing({})).toEqual({
      data_source_name: 'MLS feed is required',
      type: 'Type is required',
      property_type: 'Property type is required',
      purchase_type: 'Purchase type is required',
      listing_status: 'Listing status is required',
      price_in_dollars: 'Price is required',
      street: 'Street is required',
      city: 'City is required',
      state_code: 'State is required',
      zip: 'Zip code is required',
    })
  })

  it.each(LISTING_STATUSES)('accepts listing status %s', (listing_status) => {
    expect(validatePocketListing({ ...basics, listing_status })).toEqual({})
  })

  it.each(['Closed', 'active', 'Leased', 'Rented'])('rejects listing status %s', (listing_status) => {
    expect(validatePocketListing({ ...basics, listing_status })).toEqual({
      listing_status: 'Listing status must be one of Coming Soon, Active, Pending, Sold, Leased/Rented',
    })
  })

  it('accepts every property type of each type', () => {
    for (const type of LISTING_TYPES) {
      for (const property_type of PROPERTY_TYPES_BY_TYPE[type]) {
        expect(validatePocketListing({ ...basics, type, property_type })).toEqual({})
      }
    }
  })

  it.each([
    ['Commercial', 'House', 'Property type must be one of Office, Retail, Industrial'],
    [
      'Residential',
      'Office',
      'Property type must be one of House, Apartment, Condominium, Townhouse, Duplex, Mobile Home',
    ],
    ['Lots and Land', 'Retail', 'Property type must be Lots and Land'],
  ])('rejects a %s listing of property type %s', (type, property_type, message) => {
    expect(validatePocketListing({ ...basics, type, property_type })).toEqual({ property_type: message })
  })

  it('reports an unknown type on the type field only', () => {
    expect(validatePocketListing({ ...basics, type: 'Farm', property_type: 'House' })).toEqual({
      type: 'Type must be one of Residential, Commercial, Lots and Land',
    })
  })

  it.each([
    ['Purchase', undefined],
    ['Lease', undefined],
    ['Rent', 'Purchase type must be Purchase or Lease'],
  ])('judges purchase type %s', (purchase_type, message) => {
    expect(validatePocketListing({ ...basics, purchase_type }).purchase_type).toBe(message)
  })

  it.each([
    ['', undefined],
    ['Monthly', undefined],
    ['Weekly', undefined],
    ['Daily', undefined],
    ['Yearly', 'Rent frequency must be Monthly, Weekly, Daily or blank'],
  ])('judges rent frequency %j', (rent_frequency, message) => {
    expect(validatePocketListing({ ...basics, rent_frequency }).rent_frequency).toBe(message)
  })

  it.each([
    ['450000', undefined],
    [450000, undefined],
    ['0.01', undefined],
    ['0', 'Price must be a positive number'],
    [0, 'Price must be a positive number'],
    ['-1', 'Price must be a positive number'],
    ['450,000', undefined],
    ['$450000', undefined],
    ['45,00', 'Price must be a positive number'],
    ['', 'Price is required'],
    [null, 'Price is required'],
  ])('judges price %j', (price_in_dollars, message) => {
    expect(validatePocketListing({ ...basics, price_in_dollars }).price_in_dollars).toBe(message)
  })

  it.each([
    ['bedrooms', 'Bedrooms'],
    ['bathrooms', 'Bathrooms'],
    ['square_feet', 'Square feet'],
    ['stories', 'Stories'],
  ] as const)('allows %s to be blank or positive, nothing else', (field, label) => {
    const check = (value: string | number | null) => validatePocketListing({ ...basics, [field]: value })[field]
    expect(check('')).toBeUndefined()
    expect(check(null)).toBeUndefined()
    expect(check('2')).toBeUndefined()
    expect(check('2.5')).toBeUndefined()
    expect(check(3)).toBeUndefined()
    expect(check('0')).toBe(`${label} must be a positive number`)
    expect(check('-2')).toBe(`${label} must be a positive number`)
    expect(check('two')).toBe(`${label} must be a positive number`)
    expect(check(Number.NaN)).toBe(`${label} must be a positive number`)
  })

  it.each([
    ['TX', undefined],
    ['T', 'State must be exactly 2 characters'],
    ['TEX', 'State must be exactly 2 characters'],
    ['', 'State is required'],
  ])('judges state code %j', (state_code, message) => {
    expect(validatePocketListing({ ...basics, state_code }).state_code).toBe(message)
  })

  it.each([
    ['', undefined],
    ['1998', undefined],
    [1998, undefined],
    ['0001', undefined],
    ['998', 'Year built must be exactly 4 characters'],
    ['19980', 'Year built must be exactly 4 characters'],
    ['0000', 'Year built must be a positive number'],
    ['19a8', 'Year built must be a positive number'],
    ['-998', 'Year built must be a positive number'],
  ])('judges year built %j', (year_built, message) => {
    expect(validatePocketListing({ ...basics, year_built }).year_built).toBe(message)
  })

  it('accepts any positive number in the optional number fields', () => {
    fc.assert(
      fc.property(
        fc.double({ min: Number.MIN_VALUE, max: 1e9, noNaN: true }),
        fc.constantFrom('bedrooms', 'bathrooms', 'square_feet', 'stories'),
        (value, field) => validatePocketListing({ ...basics, [field]: value })[field] === undefined,
      ),
    )
  })

  it('rejects any number at or below zero in the optional number fields', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 0, noNaN: true }),
        fc.constantFrom('bedrooms', 'bathrooms', 'square_feet', 'stories'),
        (value, field) => validatePocketListing({ ...basics, [field]: value })[field] !== undefined,
      ),
    )
  })

  it('accepts any 4-digit year from 0001 to 9999', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        (year) =>
          validatePocketListing({ ...basics, year_built: String(year).padStart(4, '0') }).year_built === undefined,
      ),
    )
  })
})

describe('parseNumberInput', () => {
  it.each([
    ['', null],
    [null, null],
    ['  ', null],
    [' 2.5 ', 2.5],
    ['.5', 0.5],
    ['3.', 3],
    ['1,250,000', 1_250_000],
    ['$450,000', 450_000],
    ['$1200.50', 1200.5],
    ['-3', -3],
    [7, 7],
  ] as const)('reads %j as %j', (input, expected) => {
    expect(parseNumberInput(input)).toBe(expected)
  })

  it.each(['12,00', '1,2000', ',100', '$', '.', '1e3', 'abc', '--1', 'Infinity'])(
    'reads %j as not a number',
    (input) => {
      expect(parseNumberInput(input)).toBeNaN()
    },
  )
})
