import { describe, expect, expectTypeOf, it } from 'vitest'
import type { Listing, ListingStatus } from './types.js'

// These are compile-time checks: `tsc --noEmit` fails when a type drifts.
describe('listing types', () => {
  it('types listing_status as one of the five statuses or any other feed string', () => {
    expectTypeOf<'Active'>().toExtend<NonNullable<Listing['listing_status']>>()
    expectTypeOf<'Active Under Contract'>().toExtend<NonNullable<Listing['listing_status']>>()
    expectTypeOf<ListingStatus>().toEqualTypeOf<'Coming Soon' | 'Active' | 'Pending' | 'Sold' | 'Leased/Rented'>()
    const listing: Listing = { id: '1', listing_status: 'Active Under Contract' }
    expect(listing.listing_status).toBe('Active Under Contract')
  })
})
