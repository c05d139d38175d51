import { describe, expect, it } from 'vitest'
import { isLeased } from './leased.js'

describe('isLeased', () => {
  it.each([
    [{ purchase_type: 'Leased', listing_status: 'Sold' }, true],
    [{ purchase_type: 'Lease', listing_status: 'Sold' }, true],
    [{ purchase_type: 'Lease', listing_status: 'Closed', canonical_listing_status: 'Sold' }, true],
    [{ purchase_type: 'Lease', listing_status: 'Active' }, false],
    [{ purchase_type: 'Lease', listing_status: 'Leased/Rented' }, false],
    [{ purchase_type: 'Purchase', listing_status: 'Sold' }, false],
    [{ listing_status: 'Sold' }, false],
  ])('is leased only with purchase type Leased (or Lease) and status Sold (%j -> %j)', (listing, expected) => {
    expect(isLeased(listing)).toBe(expected)
  })
})
