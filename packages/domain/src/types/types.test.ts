import { describe, expect, expectTypeOf, it } from 'vitest'
import type { NotificationFlagName, NotificationFlags, SavedSearch } from './collaboration.js'
import { latLng } from './geo.js'
import type { LatLng } from './geo.js'
import type { Listing, ListingStatus } from './listing.js'
import type { Session } from './session.js'

// These are compile-time checks: `tsc --noEmit` fails when a type drifts.
describe('entity types', () => {
  it('builds a LatLng in Leaflet order', () => {
    const centre = latLng(30.267294, -97.75)
    expect(centre[0]).toBe(30.267294)
    expect(centre[1]).toBe(-97.75)
    // @ts-expect-error a plain tuple is not a LatLng: use latLng(lat, lng)
    const plain: LatLng = [30.267294, -97.75]
    expect(plain).toHaveLength(2)
  })

  it('types listing_status as one of the five statuses or any other feed string', () => {
    expectTypeOf<'Active'>().toExtend<NonNullable<Listing['listing_status']>>()
    expectTypeOf<'Active Under Contract'>().toExtend<NonNullable<Listing['listing_status']>>()
    expectTypeOf<ListingStatus>().toEqualTypeOf<'Coming Soon' | 'Active' | 'Pending' | 'Sold' | 'Leased/Rented'>()
    const listing: Listing = { id: '1', listing_status: 'Active Under Contract' }
    expect(listing.listing_status).toBe('Active Under Contract')
  })

  it('names every notify_{event}_{channel} flag', () => {
    expectTypeOf<'notify_ran_email'>().toExtend<NotificationFlagName>()
    expectTypeOf<'notify_comment_sms'>().toExtend<NotificationFlagName>()
    expectTypeOf<'notify_like_sms'>().not.toExtend<NotificationFlagName>()
    const flags: NotificationFlags = { notify_add_sms: true }
    expect(flags.notify_add_sms).toBe(true)
  })

  it('types a saved search frequency as the alert frequencies', () => {
    expectTypeOf<SavedSearch['frequency']>().toEqualTypeOf<
      'none' | 'instant' | 'hourly' | 'daily' | 'weekly' | 'monthly'
    >()
    expectTypeOf<Session['status']>().toEqualTypeOf<'authenticated' | 'anonymous'>()
  })
})
