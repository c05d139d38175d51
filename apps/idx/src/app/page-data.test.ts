import { searchQueryFromUrlParams, validateSearchQuery } from '@idx/domain'
import { describe, expect, it } from 'vitest'
import { LISTING_NOT_FOUND_PATH, readPageData, renderedPath } from './page-data.js'

// The search screen's check (search/checked-search.ts), which main.tsx hands in.
const checkQuery = async (value: unknown) => {
  const checked = validateSearchQuery(value)
  return checked.ok ? checked.query : null
}
const query = searchQueryFromUrlParams('page=2').query
const site = { data: { id: '1', type: 'sites', attributes: {} } }
const search = { data: [{ id: '7', type: 'listings', attributes: {} }], meta: { total: 1 } }
const listingDocument = { data: { id: '7', type: 'listings', attributes: { title: 'A home' } } }

describe('reading the page data the server wrote into the page', () => {
  it('reads the first search with the site', async () => {
    expect(await readPageData(JSON.stringify({ query, site, search }), checkQuery)).toEqual({ query, site, search })
  })

  it("reads a listing route's listing, also one the API does not know", async () => {
    const listing = { id: '7', document: listingDocument }
    expect(await readPageData(JSON.stringify({ site, listing }), checkQuery)).toEqual({ site, listing })
    expect(await readPageData(JSON.stringify({ site, query, search, listing }), checkQuery)).toEqual({
      site,
      query,
      search,
      listing,
    })
    const missing = { id: '9', document: null }
    expect(await readPageData(JSON.stringify({ site, listing: missing }), checkQuery)).toEqual({
      site,
      listing: missing,
    })
  })

  it('reads the zone the server rendered dates in, and leaves out one the browser does not know', async () => {
    const listing = { id: '7', document: listingDocument }
    expect(
      (await readPageData(JSON.stringify({ site, listing, time_zone: 'America/Chicago' }), checkQuery))?.time_zone,
    ).toBe('America/Chicago')
    expect(await readPageData(JSON.stringify({ site, listing, time_zone: 'Mars/Olympus' }), checkQuery)).toEqual({
      site,
      listing,
    })
    expect(await readPageData(JSON.stringify({ site, listing, time_zone: 7 }), checkQuery)).toEqual({ site, listing })
  })

  it('reads the layout and origin the server rendered with, and leaves out values it cannot use', async () => {
    const listing = { id: '7', document: listingDocument }
    const origin = 'https://homes.example'
    expect(await readPageData(JSON.stringify({ site, listing, viewport: 'small', origin }), checkQuery)).toEqual({
      site,
      listing,
      viewport: 'small',
      origin,
    })
    expect(
      await readPageData(
        JSON.stringify({ site, listing, viewport: 'tiny', origin: 'javascript:alert(1)' }),
        checkQuery,
      ),
    ).toEqual({
      site,
      listing,
    })
    expect(
      await readPageData(JSON.stringify({ site, listing, origin: 'https://homes.example/app/' }), checkQuery),
    ).toEqual({
      site,
      listing,
    })
  })

  it('is null, never an error, for anything else: the page then asks the API itself', async () => {
    for (const text of [
      null,
      undefined,
      '',
      '{',
      'null',
      '[]',
      JSON.stringify({ query, search }),
      JSON.stringify({ query, site }),
      JSON.stringify({ site, search }),
      JSON.stringify({ query, site, search: { data: null } }),
      JSON.stringify({ query: { page: { number: 0 } }, site, search }),
      JSON.stringify({ query: { sort: 'nonsense' }, site, search }),
      JSON.stringify({ site, listing: { id: '', document: listingDocument } }),
      JSON.stringify({ site, listing: { id: 7, document: listingDocument } }),
      JSON.stringify({ site, listing: { id: '7', document: search } }),
      JSON.stringify({ site, listing: { id: '7' } }),
    ]) {
      expect(await readPageData(text, checkQuery)).toBeNull()
    }
  })
})

describe('the path a server-rendered page shows', () => {
  it("is the request's own path", () => {
    expect(renderedPath('/app/listing/a-home/7', { site, listing: { id: '7', document: listingDocument } })).toBe(
      '/app/listing/a-home/7',
    )
    expect(renderedPath('/app/', { site, query, search })).toBe('/app/')
    expect(renderedPath('/app/', null)).toBe('/app/')
  })

  it('is listing-not-found for a listing the API does not know (spec §2: the route is replaced)', () => {
    expect(renderedPath('/app/listing/a-home/9', { site, listing: { id: '9', document: null } })).toBe(
      LISTING_NOT_FOUND_PATH,
    )
    expect(LISTING_NOT_FOUND_PATH).toBe('/app/listing-not-found')
  })
})
