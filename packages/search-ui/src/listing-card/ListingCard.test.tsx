import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ListingCard } from './ListingCard'
import { ListingsList } from './ListingsList'

const listing = {
  id: '7',
  title: '1105 W Mary St',
  listing_status: 'Sold',
  price_in_dollars: 725000,
  photo_urls: ['/api/v3/photos/7/0/1280x720.svg', '/api/v3/photos/7/1/1280x720.svg'],
  full_url: '/app/listing/1105-w-mary-st-austin-tx-78704/7',
}

describe('ListingCard rendered on the server', () => {
  it('sizes its first photo (302x190) so the page does not shift as it loads', () => {
    const html = renderToString(<ListingCard listing={listing} imageLoading="eager" />)
    expect(html).toContain('src="/api/v3/photos/7/0/302x190.svg" width="302" height="190"')
    expect(html).toContain('loading="eager"')
    expect(html).toContain('href="/app/listing/1105-w-mary-st-austin-tx-78704/7"')
  })

  it('hides the price of a Sold listing', () => {
    const html = renderToString(<ListingCard listing={listing} />)
    expect(html).not.toContain('$725,000')
  })

  it('loads photos lazily at 268x150 after the first cards of a list', () => {
    const listings = Array.from({ length: 6 }, (_, index) => ({ ...listing, id: String(index) }))
    const html = renderToString(<ListingsList listings={listings} eagerImages={2} />)
    expect(html.match(/loading="eager"/g)).toHaveLength(2)
    expect(html.match(/268x150\.svg" width="268" height="150" alt="" loading="lazy"/g)).toHaveLength(4)
  })

  it('draws the first cards of a page first and marks the list as filling (the rest follow in a transition)', () => {
    const listings = Array.from({ length: 40 }, (_, index) => ({ ...listing, id: String(index) }))
    const html = renderToString(<ListingsList listings={listings} />)
    expect(html.match(/<article/g)).toHaveLength(8)
    expect(html).toContain('data-filling="true"')
    const few = renderToString(<ListingsList listings={listings.slice(0, 5)} />)
    expect(few.match(/<article/g)).toHaveLength(5)
    expect(few).not.toContain('data-filling')
  })
})
