import { describe, expect, it } from 'vitest'
import { activeHouse } from './seo.fixture.js'
import { absoluteUrl, seoBase, seoDisclosure } from './seo-listing.js'

describe('seoDisclosure', () => {
  it('discloses the price and address of an ordinary Active listing', () => {
    expect(seoDisclosure(activeHouse)).toEqual({ price: true, address: true, fractionDisplay: false })
  })

  it("writes bathrooms as the site's pages do", () => {
    expect(seoDisclosure(activeHouse, { fractionDisplay: true }).fractionDisplay).toBe(true)
  })

  it('withholds the price when the listing does not disclose it', () => {
    expect(seoDisclosure({ ...activeHouse, disclose_price: false }).price).toBe(false)
  })

  it('withholds the price of a password-protected listing, locked or not', () => {
    expect(seoDisclosure({ ...activeHouse, locked: true }).price).toBe(false)
    expect(seoDisclosure({ ...activeHouse, password_protected: true, locked: false }).price).toBe(false)
    expect(seoDisclosure({ ...activeHouse, password: 'open-sesame' }).price).toBe(false)
  })

  it('withholds the price of a Sold listing, also when only the canonical status says Sold', () => {
    expect(seoDisclosure({ ...activeHouse, listing_status: 'Sold', canonical_listing_status: null }).price).toBe(false)
    expect(seoDisclosure({ ...activeHouse, listing_status: 'Closed', canonical_listing_status: 'Sold' }).price).toBe(
      false,
    )
  })

  it('has no price to disclose when the price is missing or zero', () => {
    expect(seoDisclosure({ ...activeHouse, price_in_dollars: 0 }).price).toBe(false)
    expect(seoDisclosure({ ...activeHouse, price_in_dollars: null }).price).toBe(false)
  })

  it('withholds the address by flag or by the Undisclosed Address street', () => {
    expect(seoDisclosure({ ...activeHouse, disclose_address: false }).address).toBe(false)
    expect(seoDisclosure({ ...activeHouse, street: 'Undisclosed Address', disclose_address: null }).address).toBe(false)
  })
})

describe('seoBase', () => {
  it('drops trailing slashes and keeps a path prefix', () => {
    expect(seoBase('https://homes.example/')).toBe('https://homes.example')
    expect(seoBase('https://broker.example/homes/')).toBe('https://broker.example/homes')
  })

  it('throws, naming the fix, for a relative or non-http origin', () => {
    expect(() => seoBase('/app/')).toThrow("SEO options need an absolute origin such as 'https://homes.example'")
    expect(() => seoBase('javascript:alert(1)')).toThrow('http(s) origin')
  })
})

describe('absoluteUrl', () => {
  it('resolves root-relative URLs under the base, path prefix included', () => {
    expect(absoluteUrl('/api/v3/photos/7/0/1280x720.png', 'https://broker.example/homes')).toBe(
      'https://broker.example/homes/api/v3/photos/7/0/1280x720.png',
    )
  })

  it('keeps absolute http(s) URLs and drops other schemes and blanks', () => {
    expect(absoluteUrl('https://cdn.example/p.jpg', 'https://homes.example')).toBe('https://cdn.example/p.jpg')
    expect(absoluteUrl('javascript:alert(1)', 'https://homes.example')).toBeNull()
    expect(absoluteUrl('  ', 'https://homes.example')).toBeNull()
  })
})
