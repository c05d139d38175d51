import { describe, expect, it } from 'vitest'
import { pocketListingBody, pocketListingListQuery, type PocketListingInput } from './pocket-listing-requests.js'

const values: PocketListingInput = {
  data_source_name: 'ACTRIS',
  price_in_dollars: '450000',
  disclose_price: true,
  type: 'Residential',
  property_type: 'House',
  purchase_type: 'Purchase',
  listing_status: 'Active',
  rent_frequency: '',
  street: '1105 W Mary St',
  city: 'Austin',
  state_code: 'TX',
  zip: '78704',
  description: '',
  bedrooms: '3',
  bathrooms: '',
  stories: null,
  square_feet: '1,8000',
  lot_acre: '0.2',
  year_built: '1948',
  school_elementary: '',
  school_middle: '',
  school_senior_high: '',
  school_district: '',
  agent_ids: ['7', 12],
  photo_urls: ['https://site/api/v3/uploads/b', 'https://site/api/v3/uploads/a'],
  title: '',
  subtitle: '',
  is_pocket: true,
  require_photos: false,
  latitude: 30.25,
  longitude: -97.76,
}

describe('pocket listing requests', () => {
  it('sends agents as integer agent_ids, numbers as numbers, blanks as null and the photos in order', () => {
    const { data } = pocketListingBody(values, 9)
    expect(data).toMatchObject({ type: 'pocket-listings', id: '9' })
    expect(data.attributes).not.toHaveProperty('type')
    expect(data.attributes).toMatchObject({
      agent_ids: [7, 12],
      listing_type: 'Residential',
      price_in_dollars: 450000,
      bedrooms: 3,
      bathrooms: null,
      stories: null,
      lot_acre: 0.2,
      year_built: 1948,
      photo_urls: ['https://site/api/v3/uploads/b', 'https://site/api/v3/uploads/a'],
      is_pocket: true,
      require_photos: false,
      latitude: 30.25,
    })
  })

  it('passes text that is no number as typed, for the server to refuse with its message', () => {
    expect(pocketListingBody(values).data.attributes.square_feet).toBe('1,8000')
    expect(pocketListingBody(values).data).not.toHaveProperty('id')
  })

  it('leaves blank filters out of the list query', () => {
    expect(pocketListingListQuery({ q: ' Mary ', marketId: 2, page: 3, pageSize: 20 })).toEqual({
      q: 'Mary',
      filter: { market_id: '2' },
      page: { number: 3, size: 20 },
    })
    expect(pocketListingListQuery({ q: '  ', marketId: null })).toEqual({})
  })
})
