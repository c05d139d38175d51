// Listings and feeds for the stories (not part of the package's API). Photos are inline SVGs so
// the stories need no server; `photo` mirrors the API's `/api/v3/photos/{id}/{i}/{WxH}.svg` look.
import type { Feed, Listing } from '@idx/domain'

const COLOURS = ['#7a9e7e', '#c98b5b', '#5b7fc9', '#b05bc9', '#c9b35b', '#5bc9c0'] as const

/** An inline SVG photo labelled 'Photo {n}' (its colour varies with the index). */
export function photo(index: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">` +
    `<rect width="1280" height="720" fill="${COLOURS[index % COLOURS.length]}"/>` +
    `<text x="640" y="380" font-size="120" text-anchor="middle" fill="#fff" font-family="sans-serif">Photo ${index + 1}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

export const actrisFeed: Feed = {
  id: '1',
  idx_logo_url: `data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="72" height="24"><rect width="72" height="24" rx="4" fill="#0b5cad"/><text x="36" y="16" font-size="11" text-anchor="middle" fill="#fff" font-family="sans-serif">ACTRIS</text></svg>',
  )}`,
  disclaimer_settings: {
    image: { contain: true, search: true, map: true },
    agent_name: { search: true },
    broker_name: { search: true },
    text: { map: true },
  },
  listing_broker_required: false,
}

export const aborFeed: Feed = {
  id: '2',
  idx_logo_url: null,
  disclaimer_settings: { image: { search: false }, agent_name: { search: false }, broker_name: { search: true } },
  listing_broker_required: true,
}

/** A fixed clock for the stories, so 'Upcoming Open House' does not depend on the day they run. */
export const STORY_NOW = new Date('2026-03-01T12:00:00Z')

export const activeListing: Listing = {
  id: '7',
  slug: '1105-w-mary-st-austin-tx-78704',
  title: '1105 W Mary St',
  subtitle: 'Austin, TX 78704',
  mls_number: 'ACT4410257',
  photo_urls: [photo(0), photo(1), photo(2), photo(3)],
  cover_photo_url: photo(0),
  listing_status: 'Active',
  purchase_type: 'Purchase',
  bedrooms: 3,
  bathrooms: 2.5,
  square_feet: 1850,
  price_in_dollars: 725000,
  listing_agent: 'Ana Diaz',
  listing_broker: 'Lone Star Realty',
  source_name: 'ACTRIS MLS',
  newly_listed: true,
  last_open_house_end_at: '2026-03-07T20:00:00Z',
  full_url: '/app/listing/1105-w-mary-st-austin-tx-78704/7',
}

export const soldLeaseListing: Listing = {
  id: '12',
  title: '88 Rainey St #1402',
  subtitle: 'Austin, TX 78701',
  mls_number: 'ABR2209931',
  photo_urls: [photo(4)],
  listing_status: 'Sold',
  purchase_type: 'Lease',
  rent_frequency: 'Monthly',
  bedrooms: 1,
  bathrooms: 1,
  square_feet: 780,
  price_in_dollars: 2900,
  listing_agent: 'Marcus Reed',
  listing_broker: 'Capital City Homes',
  buyer_agent_name: 'Bo Chen',
  buyer_office_name: 'Hill Country Homes',
  full_url: '/app/listing/88-rainey-st-1402-austin-tx-78701/12',
}

export const rentalListing: Listing = {
  id: '31',
  title: '4502 Avenue D',
  subtitle: 'Austin, TX 78751',
  mls_number: 'ACT5512008',
  photo_urls: [photo(5), photo(2)],
  listing_status: 'Pending',
  purchase_type: 'Lease',
  rent_frequency: 'Monthly',
  bedrooms: 2,
  bathrooms: 1.5,
  square_feet: 1120,
  price_in_dollars: 0,
  full_url: '/app/listing/4502-avenue-d-austin-tx-78751/31',
}

/** `count` listings for a results page, ids 1000 upwards. */
export function manyListings(count: number): Listing[] {
  const statuses = ['Active', 'Pending', 'Coming Soon', 'Active', 'Sold'] as const
  return Array.from({ length: count }, (_, index) => ({
    id: String(1000 + index),
    title: `${100 + index * 7} Barton Springs Rd`,
    subtitle: 'Austin, TX 78704',
    mls_number: `ACT${7000000 + index}`,
    photo_urls: [photo(index), photo(index + 1)],
    listing_status: statuses[index % statuses.length],
    bedrooms: 2 + (index % 4),
    bathrooms: 1 + (index % 3) * 0.5,
    square_feet: 1100 + index * 35,
    price_in_dollars: 350000 + index * 12500,
    broker_listing: index % 9 === 0,
    full_url: `/app/listing/${1000 + index}`,
  }))
}
