import { EMPTY_MOBILEDOC } from '@idx/domain'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { prerenderToNodeStream } from 'react-dom/static'
import { describe, expect, it } from 'vitest'
import { ListingsList } from '../listing-card/ListingsList.js'
import { CustomListingCard } from './CustomListingCard.js'
import { brokenCard, emptyCard, everyBlockCard, typicalCard } from './story-fixtures.js'

const listing = {
  id: '7',
  title: '1105 W Mary St',
  listing_status: 'Active',
  price_in_dollars: 725000,
  bedrooms: 3,
  bathrooms: 2.5,
  photo_urls: ['/api/v3/photos/7/0/1280x720.svg', '/api/v3/photos/7/1/1280x720.svg'],
  full_url: '/app/listing/7',
}

describe('CustomListingCard rendered on the server', () => {
  it('draws the document blocks in order, the title as the heading that links to the listing', () => {
    const html = renderToString(<CustomListingCard component={typicalCard} listing={listing} imageLoading="eager" />)
    expect(html).toMatch(/<article class="idx-card idx-custom-card idx-custom-card--2" aria-labelledby="[^"]+">/)
    const heading = /<h3 id="([^"]+)" class="[^"]*idx-custom-card__title"><a href="\/app\/listing\/7"/.exec(html)
    expect(heading?.[1]).toBe(/aria-labelledby="([^"]+)"/.exec(html)?.[1])
    expect(html.indexOf('302x190.svg')).toBeLessThan(html.indexOf('1105 W Mary St</a>'))
    expect(html.indexOf('$725,000')).toBeLessThan(html.indexOf('Beds'))
    expect(html).toContain('Baths</span> <span class="idx-custom-card__value">2.5</span>')
  })

  it('renders the default card for an empty document', () => {
    const html = renderToString(<CustomListingCard component={emptyCard} listing={listing} />)
    expect(html).not.toContain('idx-custom-card')
    expect(html).toContain('aria-label="Property facts"')
  })

  it('never writes an unsafe link, and keeps its text', () => {
    const html = renderToString(<CustomListingCard component={brokenCard} listing={listing} />)
    expect(html.toLowerCase()).not.toContain('javascript:')
    expect(html).toContain('call us')
  })

  it('writes the scoped stylesheet without a single <', () => {
    const html = renderToString(<CustomListingCard component={everyBlockCard} listing={listing} />)
    const sheet = /<style[^>]*precedence="idx-custom-card"[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1]
    expect(sheet).toContain('@scope (.idx-custom-card--5) {')
    expect(sheet).not.toContain('<')
  })

  it('makes document headings sub-headings of the card title', () => {
    const html = renderToString(<CustomListingCard component={everyBlockCard} listing={listing} headingLevel={2} />)
    expect(html).toContain(
      '<h3 class="idx-custom-card__block idx-custom-card__text idx-custom-card__text--h1" data-align="center">',
    )
  })
})

/** The HTML once every lazy part has rendered, as the site's server renderer waits for them. */
async function renderAll(element: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element)
  let html = ''
  for await (const chunk of prelude) html += String(chunk)
  return html
}

describe('ListingsList with a custom card', () => {
  const listings = [listing, { ...listing, id: '8' }]

  it('renders every listing with the custom card, whose code loads only then', async () => {
    // A render that does not wait shows skeletons while the custom card's chunk loads.
    expect(renderToString(<ListingsList listings={listings} customCard={typicalCard} />)).toContain(
      'idx-card--skeleton',
    )
    const html = await renderAll(<ListingsList listings={listings} customCard={typicalCard} />)
    expect(html.match(/<article class="idx-card idx-custom-card/g)).toHaveLength(2)
  })

  it.each([
    ['no component', null],
    ['an empty document', emptyCard],
    ['a cleared editor', { ...typicalCard, mobiledoc: { ...EMPTY_MOBILEDOC, sections: [[1, 'p', []]] } }],
  ])('falls back to the default card with %s', async (_, customCard) => {
    const html = await renderAll(<ListingsList listings={listings} customCard={customCard} />)
    expect(html).not.toContain('idx-custom-card')
    expect(html.match(/<article class="idx-card"/g)).toHaveLength(2)
  })
})
