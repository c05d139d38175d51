import { describe, expect, it } from 'vitest'
import { priceText } from './price-text.js'

describe('priceText', () => {
  it.each([
    ['Active', null],
    ['Active', 0],
    ['Active', '0.00'],
    ['Pending', undefined],
    ['Pending', 0],
    ['Active', ''],
  ] as const)(
    "reads 'Contact for price' when the price is missing or 0 and status is %s (price %j)",
    (status, price) => {
      expect(priceText({ listing_status: status, price_in_dollars: price })).toBe('Contact for price')
    },
  )

  it.each([
    ['Sold', 450000],
    ['Sold', null],
  ] as const)('hides the price of Sold listings (%s, %j)', (status, price) => {
    expect(priceText({ listing_status: status, price_in_dollars: price })).toBeNull()
  })

  it('hides the price when the canonical status is Sold', () => {
    expect(priceText({ listing_status: 'Closed', canonical_listing_status: 'Sold', price_in_dollars: 1 })).toBeNull()
  })

  it.each([
    ['Active', 450000, '$450,000'],
    ['Pending', '1234.56', '$1,235'],
    ['Coming Soon', 300000, '$300,000'],
    ['Leased/Rented', 2500, '$2,500'],
    ['Coming Soon', null, 'N/A'],
    ['Coming Soon', 0, 'N/A'],
  ] as const)('shows the formatted price otherwise (%s, %j -> %s)', (status, price, expected) => {
    expect(priceText({ listing_status: status, price_in_dollars: price })).toBe(expected)
  })
})
