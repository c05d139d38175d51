import { describe, expect, it } from 'vitest'
import { listingCanonicalUrl } from './listing-canonical-url.js'
import { activeHouse, ORIGIN } from './seo.fixture.js'

describe('listingCanonicalUrl', () => {
  it("is the origin plus the API's full path", () => {
    expect(listingCanonicalUrl(activeHouse, ORIGIN)).toBe(
      'https://homes.example/app/listing/1105-w-mary-st-austin-tx-78704/7',
    )
  })

  it('drops the query of a shared full url and the trailing slash of the origin', () => {
    expect(
      listingCanonicalUrl({ id: '7', full_url: '/app/listing/x/7?share_token=abc#photos' }, 'https://homes.example/'),
    ).toBe('https://homes.example/app/listing/x/7')
  })

  it('builds the path from the slug when there is no relative full url', () => {
    expect(listingCanonicalUrl({ id: '9', slug: '9-oak-ln' }, ORIGIN)).toBe(
      'https://homes.example/app/listing/9-oak-ln/9',
    )
    expect(listingCanonicalUrl({ id: '9', slug: '9-oak-ln', full_url: 'https://elsewhere.example/x/9' }, ORIGIN)).toBe(
      'https://homes.example/app/listing/9-oak-ln/9',
    )
  })

  it('never carries the street of a hidden address, even in a given full url', () => {
    const url = listingCanonicalUrl({ ...activeHouse, disclose_address: false }, ORIGIN)
    expect(url).toBe('https://homes.example/app/listing/undisclosed-address-austin-tx-78704/7')
  })

  it('keeps a path prefix of the origin', () => {
    expect(listingCanonicalUrl(activeHouse, 'https://broker.example/homes')).toBe(
      'https://broker.example/homes/app/listing/1105-w-mary-st-austin-tx-78704/7',
    )
  })
})
