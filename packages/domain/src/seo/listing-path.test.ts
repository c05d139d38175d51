import { describe, expect, it } from 'vitest'
import { listingFullPath, listingPublicSlug, listingShortPath, slugify } from './listing-path.js'

describe('slugify', () => {
  it('lower-cases words, drops accents and joins them with single dashes', () => {
    expect(slugify('  Café  Olé, #12 -- Austin ')).toBe('cafe-ole-12-austin')
  })
})

describe('listingPublicSlug', () => {
  it('keeps the stored slug of a listing whose address is disclosed', () => {
    expect(listingPublicSlug({ slug: '7-main-st-austin-tx-78704', disclose_address: true })).toBe(
      '7-main-st-austin-tx-78704',
    )
  })

  it('builds a slug without the street when the address is hidden, by flag or by street', () => {
    const hidden = { slug: '7-main-st-austin-tx-78704', city: 'Austin', state_code: 'TX', zip: '78704' }
    expect(listingPublicSlug({ ...hidden, disclose_address: false, street: '7 Main St' })).toBe(
      'undisclosed-address-austin-tx-78704',
    )
    expect(listingPublicSlug({ ...hidden, street: 'Undisclosed Address' })).toBe('undisclosed-address-austin-tx-78704')
  })

  it("falls back to 'listing' when there is nothing to build a slug from", () => {
    expect(listingPublicSlug({ slug: '  ' })).toBe('listing')
    expect(listingPublicSlug({ slug: null })).toBe('listing')
  })
})

describe('listingFullPath and listingShortPath', () => {
  it('are the full and short page paths of the idx app', () => {
    expect(listingFullPath({ id: 7, slug: '7-main-st-austin-tx-78704' })).toBe(
      '/app/listing/7-main-st-austin-tx-78704/7',
    )
    expect(listingShortPath('7')).toBe('/app/l/7')
  })

  it('encodes segments, so a stored slug cannot add path segments or a query', () => {
    expect(listingFullPath({ id: '7', slug: 'a/b?c&d' })).toBe('/app/listing/a%2Fb%3Fc%26d/7')
  })
})
