import { DEFAULT_MAP_CENTER } from '@idx/domain'
import { describe, expect, it } from 'vitest'
import { managedListingClusters, managedListingsMapCenter, type ManagedListing } from './managed-listing.js'

const placed: ManagedListing = {
  id: '7',
  address: '1200 Barton Springs Rd, Austin, TX 78704',
  title: 'Zilker bungalow',
  price_in_dollars: 450000,
  listing_status: 'Active',
  photo_url: '/photos/7/0/cover.png',
  latitude: 30.264,
  longitude: -97.768,
  edit_href: '/admin/cms/listings/7/edit',
}
const unplaced: ManagedListing = { ...placed, id: '8', latitude: null, longitude: null }

describe('managedListingClusters', () => {
  it('makes one single-listing cluster per placed listing, with what the marker and popup read', () => {
    const clusters = managedListingClusters([placed, unplaced])
    expect(clusters).toHaveLength(1)
    expect(clusters[0]).toMatchObject({
      centroid: { lat: 30.264, lng: -97.768 },
      document_count: 1,
      listings: [
        {
          id: '7',
          title: 'Zilker bungalow',
          subtitle: '1200 Barton Springs Rd, Austin, TX 78704',
          price_in_dollars: 450000,
          cover_photo_url: '/photos/7/0/cover.png',
        },
      ],
    })
  })

  it('titles the popup with the address when the listing has no title', () => {
    const [cluster] = managedListingClusters([{ ...placed, title: null }])
    expect(cluster!.listings[0]).toMatchObject({ title: placed.address, subtitle: null })
  })
})

describe('managedListingsMapCenter', () => {
  it("looks at the market's centre at zoom 10, else the first placed listing, else the default centre", () => {
    const market = { id: '1', market_name: 'Austin', latitude: 30.27, longitude: -97.74 }
    expect(managedListingsMapCenter(market, [placed])).toEqual({ center: { lat: 30.27, lng: -97.74 }, zoom: 10 })
    expect(managedListingsMapCenter(undefined, [unplaced, placed])).toEqual({
      center: { lat: 30.264, lng: -97.768 },
      zoom: 10,
    })
    expect(managedListingsMapCenter(undefined, [])).toEqual({
      center: { lat: DEFAULT_MAP_CENTER[0], lng: DEFAULT_MAP_CENTER[1] },
      zoom: 10,
    })
  })
})
