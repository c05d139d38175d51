import { describe, expect, it } from 'vitest'
import { showsSellerAgentLine } from './seller-agent-line.js'

describe('showsSellerAgentLine', () => {
  it.each([
    [{ listing_status: 'Sold' }, true],
    [{ listing_status: 'Closed', canonical_listing_status: 'Sold' }, true],
    [{ listing_status: 'Active' }, false],
    [{ listing_status: 'Pending' }, false],
    [{ listing_status: 'Leased/Rented' }, false],
    [{}, false],
  ])('shows the seller-agent line only for Sold (%j -> %j)', (listing, expected) => {
    expect(showsSellerAgentLine(listing)).toBe(expected)
  })
})
