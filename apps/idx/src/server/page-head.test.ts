import type { SeoListing } from '@idx/domain'
import { describe, expect, it } from 'vitest'
import { escapeHtml, listingNotFoundPageHead, listingPageHead, searchPageHead } from './page-head.js'

const options = { siteName: 'Lone Star "Realty" & Co', origin: 'https://homes.example' }

const listing: SeoListing = {
  id: '7',
  slug: '7-main-st-austin-tx-78704',
  title: '7 Main St',
  subtitle: 'Austin, TX 78704',
  street: '7 Main St',
  city: 'Austin',
  state_code: 'TX',
  zip: '78704',
  listing_status: 'Active',
  price_in_dollars: 450000,
  description: 'A home </script><script>alert(1)</script> with a "porch" & a <b>yard</b>.',
}

/** The `content` of a meta tag of `head`, unescaped (as a browser reads it). */
function metaContent(head: string, attribute: 'name' | 'property', key: string): string | null {
  const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)" />`).exec(head)
  if (!match?.[1]) return null
  return match[1]
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

describe("a listing page's head", () => {
  const head = listingPageHead(listing, options)

  it('has one title, the description, the canonical URL, Open Graph and Twitter tags', () => {
    expect(head.match(/<title>/g)).toHaveLength(1)
    expect(head).toContain('<title>7 Main St, Austin, TX 78704 | Lone Star &quot;Realty&quot; &amp; Co</title>')
    expect(head).toContain(
      '<link rel="canonical" href="https://homes.example/app/listing/7-main-st-austin-tx-78704/7" />',
    )
    expect(metaContent(head, 'property', 'og:url')).toBe(
      'https://homes.example/app/listing/7-main-st-austin-tx-78704/7',
    )
    expect(metaContent(head, 'property', 'og:site_name')).toBe('Lone Star "Realty" & Co')
    expect(metaContent(head, 'name', 'description')).toContain('$450,000')
    expect(metaContent(head, 'name', 'twitter:card')).toBe('summary')
  })

  it('escapes every attribute and text, so listing text cannot leave its tag', () => {
    expect(head.match(/<script/g)).toHaveLength(1)
    expect(head.match(/<\/script>/g)).toHaveLength(1)
    expect(head).not.toContain('<b>')
    for (const line of head.split('\n').filter((each) => each.startsWith('<meta'))) {
      expect(line).toMatch(/^<meta (name|property)="[^"<>]*" content="[^"<>]*" \/>$/)
    }
  })

  it('carries schema.org JSON-LD: a RealEstateListing with an Offer at the price', () => {
    const json = /<script type="application\/ld\+json">(.*)<\/script>/s.exec(head)?.[1]
    const ld = JSON.parse(json ?? 'null') as Record<string, unknown>
    expect(ld['@type']).toBe('RealEstateListing')
    expect(ld['offers']).toMatchObject({ '@type': 'Offer', price: 450000 })
  })

  it('withholds the price of a locked listing', () => {
    const locked = listingPageHead({ ...listing, locked: true, price_in_dollars: null }, options)
    expect(locked).not.toContain('450,000')
    const json = /<script type="application\/ld\+json">(.*)<\/script>/s.exec(locked)?.[1]
    expect((JSON.parse(json ?? 'null') as { offers?: { price?: unknown } }).offers?.price).toBeUndefined()
  })

  it("points its canonical link at the brokerage's page when the site is embedded there, og:url staying the site's", () => {
    const embedded = listingPageHead(listing, { ...options, frontFacingPrefix: 'https://broker.example/homes?ref=idx' })
    expect(embedded).toContain(
      '<link rel="canonical" href="https://broker.example/homes?ref=idx&amp;idx=listing%2F7-main-st-austin-tx-78704%2F7" />',
    )
    expect(embedded.match(/rel="canonical"/g)).toHaveLength(1)
    expect(metaContent(embedded, 'property', 'og:url')).toBe(
      'https://homes.example/app/listing/7-main-st-austin-tx-78704/7',
    )
    expect(listingPageHead(listing, { ...options, frontFacingPrefix: '/idx' })).toContain(
      '<link rel="canonical" href="https://homes.example/app/listing/7-main-st-austin-tx-78704/7" />',
    )
  })
})

describe("the search screen's head", () => {
  it('is titled with what is searched and where, has the description and the app root as canonical URL', () => {
    const title = 'Homes for sale in Austin, TX'
    expect(searchPageHead({ siteName: 'Lone Star Realty', origin: 'https://homes.example/', title })).toBe(
      [
        '<title>Homes for sale in Austin, TX | Lone Star Realty</title>',
        '<meta name="description" content="Search homes for sale and for rent." />',
        '<link rel="canonical" href="https://homes.example/app/" />',
      ].join('\n'),
    )
    expect(searchPageHead({ siteName: '', origin: 'https://homes.example', title })).toContain(
      '<title>Homes for sale in Austin, TX</title>',
    )
  })
})

describe("listing-not-found's head", () => {
  it('says so and keeps the page out of search indexes', () => {
    const head = listingNotFoundPageHead({ siteName: 'Lone Star Realty', origin: 'https://homes.example' })
    expect(head).toContain('<title>Property Not Found. | Lone Star Realty</title>')
    expect(head).toContain('<meta name="robots" content="noindex" />')
    expect(head).not.toContain('canonical')
  })
})

describe('escapeHtml', () => {
  it('escapes the characters that end an attribute or open a tag', () => {
    expect(escapeHtml(`"Tom" & <Jerry>'s`)).toBe('&quot;Tom&quot; &amp; &lt;Jerry&gt;&#39;s')
  })
})
