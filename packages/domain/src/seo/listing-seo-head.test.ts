import { describe, expect, it } from 'vitest'
import { listingSeoHead } from './listing-seo-head.js'
import type { SeoListing } from './seo-listing.js'
import { activeHouse, OPTIONS, PRICE_TEXTS } from './seo.fixture.js'

function content(head: ReturnType<typeof listingSeoHead>, key: string): string | undefined {
  return head.meta.find((tag) => tag.property === key || tag.name === key)?.content
}

/** The whole head as one text: what a crawler could read of it. */
function everything(listing: SeoListing): string {
  return JSON.stringify(listingSeoHead(listing, OPTIONS))
}

describe('listingSeoHead', () => {
  const head = listingSeoHead(activeHouse, OPTIONS)

  it('titles the page with the seo title and the site name', () => {
    expect(head.title).toBe('1105 W Mary St, Austin, TX 78704 | Lone Star Realty')
  })

  it('describes what, where and the facts, then the listing in its own words', () => {
    expect(head.description).toBe(
      'House for sale in Austin, TX 78704: $450,000, 3 beds, 2 1/2 baths, 1,850 sq. ft. ' +
        'A bright 1940s bungalow under live oaks, a short walk to South Congress.',
    )
  })

  it("writes the bathrooms as the site's pages do", () => {
    const decimal = listingSeoHead(activeHouse, { ...OPTIONS, fractionDisplay: false })
    expect(decimal.description).toContain('3 beds, 2.5 baths,')
    expect(listingSeoHead({ ...activeHouse, bathrooms: 1, bathrooms_fraction: '1' }, OPTIONS).description).toContain(
      '3 beds, 1 bath,',
    )
  })

  it('has an absolute canonical URL on the origin', () => {
    expect(head.canonical).toBe('https://homes.example/app/listing/1105-w-mary-st-austin-tx-78704/7')
  })

  it('writes the Open Graph tags from seo, with an absolute gallery-size image', () => {
    expect(head.meta.filter((tag) => tag.property)).toEqual([
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: 'Lone Star Realty' },
      { property: 'og:title', content: '1105 W Mary St, Austin, TX 78704' },
      {
        property: 'og:description',
        content: 'A bright 1940s bungalow under live oaks, a short walk to South Congress.',
      },
      { property: 'og:url', content: 'https://homes.example/app/listing/1105-w-mary-st-austin-tx-78704/7' },
      { property: 'og:image', content: 'https://homes.example/api/v3/photos/7/0/1280x720.png' },
      { property: 'og:image:alt', content: '1105 W Mary St, Austin, TX 78704' },
    ])
  })

  it('writes the Twitter tags: a large-image card, with the twitter texts first', () => {
    const twitter = listingSeoHead(
      {
        ...activeHouse,
        seo: { ...activeHouse.seo, twitter_title: 'Bungalow on Mary', twitter_description: 'Live oaks.' },
      },
      OPTIONS,
    )
    expect(twitter.meta.filter((tag) => tag.name)).toEqual([
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: 'Bungalow on Mary' },
      { name: 'twitter:description', content: 'Live oaks.' },
      { name: 'twitter:image', content: 'https://homes.example/api/v3/photos/7/0/1280x720.png' },
      { name: 'twitter:image:alt', content: '1105 W Mary St, Austin, TX 78704' },
    ])
  })

  it('falls back to the title, subtitle and description when the listing has no seo attributes', () => {
    const plain = listingSeoHead({ ...activeHouse, seo: null, full_url: null }, OPTIONS)
    expect(plain.title).toBe('1105 W Mary St, Austin, TX 78704 | Lone Star Realty')
    expect(content(plain, 'og:description')).toBe(activeHouse.description)
    expect(content(plain, 'twitter:title')).toBe('1105 W Mary St, Austin, TX 78704')
    expect(plain.canonical).toBe('https://homes.example/app/listing/1105-w-mary-st-austin-tx-78704/7')
  })

  it('uses the cover photo at gallery size when there is no gallery, and a summary card without any photo', () => {
    const cover = listingSeoHead({ ...activeHouse, photo_urls: [] }, OPTIONS)
    expect(content(cover, 'og:image')).toBe('https://homes.example/api/v3/photos/7/0/1280x720.png')
    const none = listingSeoHead({ ...activeHouse, photo_urls: null, cover_photo_url: null }, OPTIONS)
    expect(content(none, 'og:image')).toBeUndefined()
    expect(content(none, 'twitter:image')).toBeUndefined()
    expect(content(none, 'twitter:card')).toBe('summary')
  })

  it('reads a rental as for rent, with the rent period after the price', () => {
    const rental = listingSeoHead(
      { ...activeHouse, purchase_type: 'Lease', price_in_dollars: 2500, rent_frequency: 'Monthly', seo: null },
      OPTIONS,
    )
    expect(rental.description).toMatch(/^House for rent in Austin, TX 78704: \$2,500\/mo, 3 beds/)
  })

  it('puts the JSON-LD of the listing in the head', () => {
    expect(head.jsonLd).toMatchObject({ '@type': 'RealEstateListing', url: head.canonical })
  })

  it('leaves the site name off the title when it is blank', () => {
    expect(listingSeoHead(activeHouse, { ...OPTIONS, siteName: ' ' }).title).toBe('1105 W Mary St, Austin, TX 78704')
  })
})

describe('listingSeoHead never leaks what the page withholds', () => {
  it.each([
    ['a listing that does not disclose its price', { disclose_price: false }],
    ['a locked password listing', { locked: true, password_protected: true }],
    ['a password listing this session unlocked', { locked: false, password_protected: true }],
    ['a Sold listing', { listing_status: 'Sold', canonical_listing_status: 'Sold' }],
    [
      'a feed-status Closed listing whose canonical status is Sold',
      { listing_status: 'Closed', canonical_listing_status: 'Sold' },
    ],
  ] as const)('no price for %s, in any tag or the JSON-LD', (_, overrides) => {
    const text = everything({ ...activeHouse, ...overrides })
    for (const price of PRICE_TEXTS) expect(text).not.toContain(price)
    expect(text).toContain('3 beds')
  })

  it('no street for a hidden address: not in the title, tags, canonical URL or JSON-LD', () => {
    const hidden: SeoListing = {
      ...activeHouse,
      disclose_address: false,
      description: 'Welcome to 1105 W Mary St, a bright bungalow.',
      seo: { ...activeHouse.seo, og_title: '1105 W Mary St, Austin, TX 78704', og_description: null },
    }
    const head = listingSeoHead(hidden, OPTIONS)
    expect(JSON.stringify(head).toLowerCase()).not.toContain('w mary st')
    expect(JSON.stringify(head).toLowerCase()).not.toContain('1105')
    expect(head.title).toBe('Undisclosed Address, Austin, TX 78704 | Lone Star Realty')
    expect(head.canonical).toBe('https://homes.example/app/listing/undisclosed-address-austin-tx-78704/7')
    expect(head.description).toContain('Welcome to Undisclosed Address, a bright bungalow.')
  })

  it('no street for a listing as the API sends a hidden address (street Undisclosed Address)', () => {
    const api: SeoListing = {
      ...activeHouse,
      street: 'Undisclosed Address',
      title: 'Undisclosed Address',
      disclose_address: false,
      latitude: null,
      longitude: null,
      slug: 'undisclosed-address-austin-tx-78704',
      full_url: '/app/listing/undisclosed-address-austin-tx-78704/7',
      seo: { og_title: 'Undisclosed Address, Austin, TX 78704' },
    }
    const head = listingSeoHead(api, OPTIONS)
    expect(head.title).toBe('Undisclosed Address, Austin, TX 78704 | Lone Star Realty')
    expect(head.canonical).toBe('https://homes.example/app/listing/undisclosed-address-austin-tx-78704/7')
  })
})
