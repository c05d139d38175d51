import { renderToString } from 'react-dom/server'
import type { Listing } from '@idx/domain'
import { describe, expect, it } from 'vitest'
import { ListingDetailNav } from './ListingDetailNav.js'

const listing = {
  id: '7',
  title: '1105 W Mary St',
  listing_status: 'Active',
  full_url: '/app/listing/1105-w-mary-st/7',
} as Listing

const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]?.replace(/&amp;/g, '&'))

describe('ListingDetailNav share links', () => {
  it("share the listing's full URL with the share token", () => {
    const html = renderToString(
      <ListingDetailNav listing={listing} route="split" shareToken="abc" origin="https://homes.example" />,
    )
    expect(hrefs(html)).toContain(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('https://homes.example/app/listing/1105-w-mary-st/7?share_token=abc')}`,
    )
  })

  it('share shareUrl as given when there is one (the brokerage page that embeds the site)', () => {
    const page = 'https://broker.example/homes?idx=listing%2F1105-w-mary-st%2F7%3Fshare_token%3Dabc'
    const html = renderToString(
      <ListingDetailNav
        listing={listing}
        route="split"
        shareToken="abc"
        origin="https://homes.example"
        shareUrl={page}
        fullPageHref="https://broker.example/homes?idx=listing%2F1105-w-mary-st%2F7"
      />,
    )
    const links = hrefs(html)
    expect(links).toContain(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(page)}`)
    expect(links).toContain(`mailto:?subject=1105%20W%20Mary%20St&body=${encodeURIComponent(page)}`)
    expect(links).toContain('https://broker.example/homes?idx=listing%2F1105-w-mary-st%2F7')
    expect(links.some((href) => href?.includes('homes.example'))).toBe(false)
  })
})
