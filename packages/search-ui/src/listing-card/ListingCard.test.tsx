import { renderToString } from 'react-dom/server'
import { LISTING_CARD_FIELDS, type Listing } from '@idx/domain'
import { describe, expect, it } from 'vitest'
import { ListingCard } from './ListingCard.js'
import { ListingsList } from './ListingsList.js'
import { aborFeed, activeListing, actrisFeed, rentalListing, soldLeaseListing, STORY_NOW } from './story-fixtures.js'

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

describe('the attributes a card reads', () => {
  // Keys a resource always has beside its attributes (the normaliser adds the links), and the
  // open houses a listing may include.
  const ALWAYS = ['id', 'type', 'full_url', 'short_url', 'slug', 'open_houses']

  /** Renders a card and records every key it reads from the listing. */
  function keysRead(listing: Listing, props: Partial<Parameters<typeof ListingCard>[0]> = {}): Set<string> {
    const read = new Set<string>()
    const watched = new Proxy(listing, {
      get(target, key, receiver) {
        if (typeof key === 'string') read.add(key)
        return Reflect.get(target, key, receiver) as unknown
      },
    })
    renderToString(<ListingCard listing={watched} now={STORY_NOW} {...props} />)
    return read
  }

  it('are all in LISTING_CARD_FIELDS, the fieldset a page of cards asks the API for', () => {
    const allowed = new Set<string>([...LISTING_CARD_FIELDS, ...ALWAYS])
    const read = new Set<string>()
    for (const listing of [activeListing, soldLeaseListing, rentalListing])
      for (const feed of [actrisFeed, aborFeed, null])
        for (const extraInfo of [true, false])
          for (const key of keysRead(listing, { feed, extraInfo, fractionDisplay: extraInfo, onSave: () => {} }))
            read.add(key)
    expect([...read].filter((key) => !allowed.has(key))).toEqual([])
    // And the check sees reads at all: the card reads its title and price.
    expect(read).toContain('title')
    expect(read).toContain('price_in_dollars')
  })
})
