import { describe, expect, it } from 'vitest'
import type { PocketListingRecord } from '@idx/api-client'
import { managedListingOf, oneLineAddress, pocketListingFeeds, wizardStepParam } from './pocket-listing-records.js'

const record = {
  id: '41',
  street: '1105 W Mary St',
  city: 'Austin',
  state_code: 'TX',
  zip: '78704',
  title: '',
  price_in_dollars: 615000,
  disclose_price: true,
  listing_status: 'Coming Soon',
  photo_urls: ['https://site/api/v3/uploads/b.jpg', 'https://site/api/v3/uploads/a.jpg'],
  photo_previews: { 'https://site/api/v3/uploads/b.jpg': '/api/v3/uploads/b.jpg?size=268x150&signature=x' },
  latitude: 30.25,
  longitude: -97.76,
  agents: [
    { id: 1, full_name: 'Ezra Roberts' },
    { id: 2, full_name: 'Ana Diaz' },
  ],
} as unknown as PocketListingRecord

describe('the Listings Manager records', () => {
  it("shows a pocket listing by its one-line address, its first photo's preview and its edit page", () => {
    expect(managedListingOf(record)).toMatchObject({
      id: '41',
      address: '1105 W Mary St, Austin, TX 78704',
      title: null,
      photo_url: '/api/v3/uploads/b.jpg?size=268x150&signature=x',
      edit_href: '/cms/listings/41/edit',
    })
    expect(managedListingOf({ ...record, photo_urls: [] }).photo_url).toBeNull()
    // Whose each listing is, for an administrator only.
    expect(managedListingOf(record).agent_names).toBeNull()
    expect(managedListingOf(record, true).agent_names).toBe('Ezra Roberts, Ana Diaz')
    expect(oneLineAddress({ street: '12 Elm', city: '', state_code: 'TX', zip: '' })).toBe('12 Elm, TX')
  })

  it("offers an administrator every feed of the site's markets once, and an agent their active feeds", () => {
    const markets = [
      { feeds: [{ id: '1', data_source_name: 'actris', name: 'ACTRIS' }] },
      {
        feeds: [
          { id: '1', data_source_name: 'actris' },
          { id: '2', data_source_name: 'har' },
        ],
      },
    ]
    expect(pocketListingFeeds(markets, null)).toEqual([
      { data_source_name: 'actris', name: 'ACTRIS' },
      { data_source_name: 'har' },
    ])
    expect(pocketListingFeeds(markets, ['har'])).toEqual([{ data_source_name: 'har' }])
  })

  it('reads the step parameter as 0, 1 or 2', () => {
    expect([null, '1', '2', '3', 'x'].map(wizardStepParam)).toEqual([0, 1, 2, 0, 0])
  })
})
