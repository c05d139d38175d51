import { describe, expect, it } from 'vitest'
import { LISTING_STATUSES } from './constants.js'
import { displayStatus, isForSale, isListingStatus, statusColorClass } from './status.js'

describe('isListingStatus', () => {
  it.each(['Coming Soon', 'Active', 'Pending', 'Sold', 'Leased/Rented'])('recognises the status value %s', (status) => {
    expect(isListingStatus(status)).toBe(true)
  })

  it.each(['Closed', 'active', '', null, undefined, 3])(
    'rejects %j, which is not one of the five statuses',
    (value) => {
      expect(isListingStatus(value)).toBe(false)
    },
  )
})

describe('isForSale', () => {
  it.each([
    ['Active', true],
    ['Pending', true],
    ['Coming Soon', true],
    ['Sold', false],
    ['Leased/Rented', false],
    ['Closed', false],
    ['', false],
    [null, false],
  ] as const)('counts only Active, Pending and Coming Soon as for sale (%j -> %j)', (status, expected) => {
    expect(isForSale(status)).toBe(expected)
  })
})

describe('statusColorClass', () => {
  it.each([
    ['Active', 'green'],
    ['Pending', 'yellow'],
    ['Sold', 'light-red'],
    ['Coming Soon', 'black'],
    ['Leased/Rented', 'black'],
    ['Closed', 'black'],
    [null, 'black'],
  ] as const)(
    'colours Active green, Pending yellow, Sold light-red and anything else black (%j -> %s)',
    (status, expected) => {
      expect(statusColorClass(status)).toBe(expected)
    },
  )

  it('gives each of the five statuses a colour class', () => {
    expect(LISTING_STATUSES.map(statusColorClass)).toEqual(['black', 'green', 'yellow', 'light-red', 'black'])
  })
})

describe('displayStatus', () => {
  it.each([
    [{ listing_status: 'Closed', canonical_listing_status: 'Sold' }, 'Sold'],
    [{ listing_status: 'Active', canonical_listing_status: null }, 'Active'],
    [{ listing_status: 'Active', canonical_listing_status: '  ' }, 'Active'],
    [{ listing_status: 'Active Under Contract' }, 'Active Under Contract'],
    [{}, ''],
  ])('shows the canonical status if present, else listing_status (%j -> %j)', (listing, expected) => {
    expect(displayStatus(listing)).toBe(expected)
  })
})
