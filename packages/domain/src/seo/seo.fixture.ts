import type { SeoListing } from './seo-listing.js'

// A listing as GET /api/v3/listings/{id} serves it (attributes, with links copied into full_url).

export const ORIGIN = 'https://homes.example'
/** The demo site writes bathrooms with fractions ('2 1/2'), as its listing pages do. */
export const OPTIONS = { siteName: 'Lone Star Realty', origin: ORIGIN, fractionDisplay: true }

export const activeHouse: SeoListing = {
  id: '7',
  slug: '1105-w-mary-st-austin-tx-78704',
  title: '1105 W Mary St',
  subtitle: 'Austin, TX 78704',
  street: '1105 W Mary St',
  city: 'Austin',
  state_code: 'TX',
  zip: '78704',
  latitude: 30.2489,
  longitude: -97.7623,
  purchase_type: 'Purchase',
  type: 'Residential',
  property_type: 'House',
  listing_status: 'Active',
  canonical_listing_status: 'Active',
  bedrooms: 3,
  bathrooms: 2.5,
  bathrooms_fraction: '2 1/2',
  square_feet: 1850,
  year_built: 1948,
  price_in_dollars: 450000,
  listed_at: '2026-05-01T14:00:00.000Z',
  description: 'A bright 1940s bungalow under live oaks, a short walk to South Congress.',
  disclose_price: true,
  disclose_address: true,
  listing_broker: 'Lone Star Realty',
  photo_urls: ['/api/v3/photos/7/0/1280x720.png', '/api/v3/photos/7/1/1280x720.png'],
  cover_photo_url: '/api/v3/photos/7/0/302x190.png',
  full_url: '/app/listing/1105-w-mary-st-austin-tx-78704/7',
  short_url: '/app/l/7',
  seo: {
    full_url: '/app/listing/1105-w-mary-st-austin-tx-78704/7',
    short_url: '/app/l/7',
    slug: '1105-w-mary-st-austin-tx-78704',
    og_title: '1105 W Mary St, Austin, TX 78704',
    og_description: 'A bright 1940s bungalow under live oaks, a short walk to South Congress.',
    twitter_title: '1105 W Mary St, Austin, TX 78704',
    twitter_description: 'A bright 1940s bungalow under live oaks, a short walk to South Congress.',
  },
}

/** Every text the listing's price could be written as in a head. */
export const PRICE_TEXTS = ['450000', '450,000', '$450']
