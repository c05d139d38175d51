import { describe, expect, it } from 'vitest'
import { listingCardBadge } from './card-badge.js'

describe('listingCardBadge', () => {
  it.each([
    [
      { listing_status: 'Active', broker_listing: true },
      { text: 'Featured', color: 'green' },
    ],
    [
      { listing_status: 'Active', newly_listed: true },
      { text: 'Just Listed', color: 'green' },
    ],
    [{ listing_status: 'Active' }, { text: 'Active', color: 'green' }],
    [{ listing_status: 'Pending' }, { text: 'Pending', color: 'yellow' }],
    [{ listing_status: 'Sold' }, { text: 'Sold', color: 'light-red' }],
    [
      { listing_status: 'Sold', purchase_type: 'Lease' },
      { text: 'Leased', color: 'light-red' },
    ],
    [{ listing_status: 'Coming Soon' }, { text: 'Coming Soon', color: 'black' }],
    [{ listing_status: 'Leased/Rented' }, { text: 'Leased/Rented', color: 'black' }],
    [
      { listing_status: 'Closed', canonical_listing_status: 'Sold' },
      { text: 'Sold', color: 'light-red' },
    ],
    [{}, null],
  ])('badges the listing in its status colour (%j)', (listing, expected) => {
    expect(listingCardBadge(listing)).toEqual(expected)
  })
})
