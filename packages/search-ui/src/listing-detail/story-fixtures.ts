// Listings for the listing-detail stories (not part of the package's API), built on the result
// cards' fixtures so the same demo listing reads the same everywhere.
import type { Agent, Feed, Listing, PriceHistoryEntry } from '@idx/domain'
import { activeListing, actrisFeed, photo, soldLeaseListing } from '../listing-card/story-fixtures.js'

export { STORY_NOW, photo } from '../listing-card/story-fixtures.js'

const LONG_DESCRIPTION =
  'Light-filled bungalow on a quiet, tree-lined street in Bouldin Creek, minutes from South Congress. ' +
  'The open living and dining room flows into a renovated kitchen with quartz counters, a gas range and a walk-in pantry. ' +
  'The primary suite has a spa bath with a double vanity and a walk-in shower; two more bedrooms share a hall bath. ' +
  'Outside, a covered deck overlooks a deep, shaded yard with a detached studio that works as an office or guest room. ' +
  'Recent updates include a new roof (2023), HVAC (2022) and tankless water heater. Walk to coffee, parks and the hike-and-bike trail. ' +
  'The end of the description says: last sentence past six hundred characters.'

/** The demo's typical detail: an Active Austin home with everything the full view can show. */
export const detailListing: Listing = {
  ...activeListing,
  street: '1105 W Mary St',
  city: 'Austin',
  state_code: 'TX',
  zip: '78704',
  disclose_address: true,
  latitude: 30.2518,
  longitude: -97.7627,
  lot_acre: 0.18,
  office_phone: '512-555-0142',
  data_source_name: 'ACTRIS',
  description: LONG_DESCRIPTION,
  additional_details: { virtual_tour_url: 'https://tours.example/1105-w-mary' },
  open_houses: [
    {
      start_time: '2026-03-07T19:00:00Z',
      end_time: '2026-03-07T21:00:00Z',
      refreshments: 'Breakfast tacos',
      showing_contact: 'Ana Diaz',
      showing_contact_phone: '512-555-0142',
    },
    { start_time: '2026-02-21T19:00:00Z', end_time: '2026-02-21T21:00:00Z' },
  ],
  history: [{ mls_number: 'ACT1180042', closing_date: '2019-06-14', sold_price_in_dollars: 512000 }],
  realstaq_details: {
    sections: [
      {
        title: 'Interior',
        style: 'third',
        fields: [
          // Feeds send the count as a number: it must read as the facts row's '2 1/2 Baths'.
          { label: 'Bathrooms', value: 2.5 },
          { label: 'Flooring', value: 'Wood, Tile' },
          { label: 'Fireplace', value: true },
        ],
      },
      {
        title: 'Exterior',
        style: 'third',
        fields: [
          { label: 'Pool', value: false },
          { label: 'Garage Spaces', value: 2 },
        ],
      },
      { title: 'Schools', style: 'third', fields: [{ label: 'Elementary', value: 'Zilker' }] },
      { title: 'Financial', style: 'full', fields: [{ label: 'HOA Fee', value: null }] },
    ],
  },
  showing_data: [
    { title: 'Showing Instructions', fields: [{ label: 'Lockbox', value: 'Front door' }] },
    { title: 'Occupancy', fields: [{ label: 'Occupied', value: true }] },
  ],
}

export const detailFeed: Feed = {
  ...actrisFeed,
  disclaimer_html:
    '<p>Listing data © 2026 ACTRIS MLS. <a href="https://actris.example/terms" target="_blank">Terms</a>' +
    '<script>window.__disclaimerRan = true</script><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="" onerror="window.__disclaimerRan = true"></p>',
  feed_updated_at: '2026-03-01T17:45:00Z',
}

export const soldListing: Listing = {
  ...detailListing,
  id: '8',
  listing_status: 'Closed',
  canonical_listing_status: 'Sold',
  newly_listed: false,
  buyer_agent_name: 'Bo Chen',
  buyer_office_name: 'Hill Country Homes',
  open_houses: [],
  last_open_house_end_at: null,
  closing_date: '2026-02-27',
  sold_price_in_dollars: 710000,
  // Listed, one price cut, pending, sold on its closing date: the change log the seed writes.
  price_history: [
    {
      date: '2026-02-27T18:00:00Z',
      kind: 'status',
      old: { status: 'Pending', price: 725000 },
      new: { status: 'Sold', price: 710000 },
    },
    {
      date: '2026-01-30T16:00:00Z',
      kind: 'status',
      old: { status: 'Active', price: 725000 },
      new: { status: 'Pending', price: 725000 },
    },
    {
      date: '2025-12-12T16:00:00Z',
      kind: 'price',
      old: { status: 'Active', price: 749000 },
      new: { status: 'Active', price: 725000 },
    },
    { date: '2025-11-03T16:00:00Z', kind: 'listed', old: null, new: { status: 'Active', price: 749000 } },
  ],
}

/** `soldListing`'s history as the API sends it when the price is hidden: statuses, no amounts, no price changes. */
export const hiddenPriceHistory: PriceHistoryEntry[] = [
  {
    date: '2026-02-27T18:00:00Z',
    kind: 'status',
    old: { status: 'Pending', price: null },
    new: { status: 'Sold', price: null },
  },
  { date: '2025-11-03T16:00:00Z', kind: 'listed', old: null, new: { status: 'Active', price: null } },
]

export const leasedListing: Listing = {
  ...soldLeaseListing,
  street: '88 Rainey St #1402',
  history: [{ closing_date: '2024-08-01', sold_price_in_dollars: 2750 }],
}

export const brokerListing: Listing = {
  ...detailListing,
  id: '9',
  broker_listing: true,
  agents: [
    {
      id: '21',
      full_name: 'Ezra Roberts',
      first_name: 'Ezra',
      broker_name: 'Lone Star Realty',
      email: 'ezra.roberts@lone-star-realty.example',
      sms_number: '5125552021',
      pictures: { thumb_url: photo(2) },
    },
  ],
}

export const undisclosedListing: Listing = {
  ...detailListing,
  id: '10',
  title: 'Undisclosed Address',
  street: 'Undisclosed Address',
  disclose_address: false,
}

export const californiaListing: Listing = {
  ...detailListing,
  id: '11',
  state_code: 'CA',
  seo: { agent: { full_name: 'Ana Diaz', licenses: { data: [{ state: 'CA', license_number: '01987654' }] } } },
}

export const connectedAgent: Agent = {
  id: '3',
  full_name: 'Ezra Roberts',
  broker_name: 'Lone Star Realty',
  email: 'ezra.roberts@lone-star-realty.example',
  sms_number: '512-555-0199',
}
