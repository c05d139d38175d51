import { describe, expect, it } from 'vitest'
import { listingCardPrice } from './card-price.js'

describe('listingCardPrice', () => {
  it.each([
    [{ listing_status: 'Active', price_in_dollars: 450000 }, '$450,000'],
    [{ listing_status: 'Sold', price_in_dollars: 450000 }, null],
    [{ listing_status: 'Closed', canonical_listing_status: 'Sold', price_in_dollars: 450000 }, null],
    [{ listing_status: 'Active', price_in_dollars: null }, 'Contact for price'],
    [{ listing_status: 'Pending', price_in_dollars: 0 }, 'Contact for price'],
    [{ listing_status: 'Coming Soon', price_in_dollars: null }, 'N/A'],
  ])('hides the price of Sold listings and reads Contact for price per priceText (%j)', (listing, expected) => {
    expect(listingCardPrice(listing)).toBe(expected)
  })

  it.each([
    ['Monthly', '$2,500/mo'],
    ['Weekly', '$2,500/wk'],
    ['Daily', '$2,500/day'],
    ['', '$2,500'],
    [null, '$2,500'],
    ['Yearly', '$2,500'],
  ])('puts the rent period after a rental price (%j)', (rent_frequency, expected) => {
    expect(listingCardPrice({ listing_status: 'Active', price_in_dollars: 2500, rent_frequency })).toBe(expected)
  })

  it('adds no rent period to a missing price', () => {
    expect(listingCardPrice({ listing_status: 'Active', price_in_dollars: 0, rent_frequency: 'Monthly' })).toBe(
      'Contact for price',
    )
  })
})
