import { describe, expect, it } from 'vitest'
import type { Listing } from './types.js'
import { listingBadge } from './badge.js'

type BadgeInput = Parameters<typeof listingBadge>[0]

describe('listingBadge', () => {
  it.each<[string, BadgeInput, string | null]>([
    ['Active broker listing', { listing_status: 'Active', broker_listing: true }, 'Featured'],
    [
      'Active broker listing that is also new',
      { listing_status: 'Active', broker_listing: true, newly_listed: true },
      'Featured',
    ],
    ['Active and newly listed', { listing_status: 'Active', newly_listed: true }, 'Just Listed'],
    ['leased', { listing_status: 'Sold', purchase_type: 'Leased' }, 'Leased'],
    ['leased with purchase type Lease', { listing_status: 'Sold', purchase_type: 'Lease' }, 'Leased'],
    ['plain Active', { listing_status: 'Active' }, 'Active'],
    ['Pending broker listing', { listing_status: 'Pending', broker_listing: true }, 'Pending'],
    ['Coming Soon newly listed', { listing_status: 'Coming Soon', newly_listed: true }, 'Coming Soon'],
    ['Sold purchase', { listing_status: 'Sold', purchase_type: 'Purchase' }, 'Sold'],
    ['canonical status', { listing_status: 'A', canonical_listing_status: 'Active', broker_listing: true }, 'Featured'],
    ['feed-specific status', { listing_status: 'Active Under Contract' }, 'Active Under Contract'],
    ['no status', {}, null],
  ])('badges a listing (%s)', (_, listing, expected) => {
    expect(listingBadge(listing)).toBe(expected)
  })

  it('accepts a whole listing', () => {
    const listing: Listing = { id: '1', listing_status: 'Active', newly_listed: true }
    expect(listingBadge(listing)).toBe('Just Listed')
  })
})
