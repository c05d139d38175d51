import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { screenSearchQuery, searchQueryFromUrlParams, LISTING_CARD_FIELDS, type SearchFilter } from '@idx/domain'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.js'
import { readConfig } from '../src/config/server-config.js'
import type { OpenDatabase } from '../src/db/database.js'
import { FIRST_SEARCH_ELEMENT_ID, injectFirstSearch, type FirstSearch } from '../src/idx-site/first-search.js'
import { testDatabase } from './helpers/database.js'
import { insertBasics, useAustinFilters, insertListings, listing } from './helpers/fixtures.js'
import { siteAuthorization } from './helpers/platform-app.js'

// The search screen's first results are written into the page it is served in, so they paint
// without a round trip; the browser's half is apps/idx/src/app/first-search.ts.

const PAGE =
  '<!doctype html><html><head><meta name="idx-config" content="" /></head><body><div id="root"></div></body></html>'
const DEFAULTS: SearchFilter = {
  purchase_type: { value: 'Purchase' },
  listing_status: { value: ['Active', 'Coming Soon'] },
}

let database: OpenDatabase
let app: FastifyInstance
beforeAll(async () => {
  database = await testDatabase()
  await insertBasics(database.db)
  await useAustinFilters(database.db)
  await insertListings(database.db, [
    listing({ id: 1, purchase_type: 'Purchase', price_in_dollars: 400_000, bedrooms: 2 }),
    listing({ id: 2, purchase_type: 'Purchase', price_in_dollars: 900_000, bedrooms: 4 }),
    listing({ id: 3, purchase_type: 'Lease', price_in_dollars: 2_500, bedrooms: 1 }),
    listing({ id: 4, purchase_type: 'Purchase', listing_status: 'Closed' }),
  ])
  const dir = mkdtempSync(join(tmpdir(), 'idx-site-'))
  writeFileSync(join(dir, 'index.html'), PAGE)
  app = await buildApp({ ...readConfig({}), idxAppDir: dir, storybookDir: null }, { db: database.db })
})
afterAll(async () => {
  await app.close()
  await database.close()
})

function firstSearchOf(html: string): FirstSearch | null {
  const match = new RegExp(`<script id="${FIRST_SEARCH_ELEMENT_ID}" type="application/json">(.*?)</script>`).exec(html)
  return match?.[1] ? (JSON.parse(match[1]) as FirstSearch) : null
}

const idsOf = (first: FirstSearch | null) => (first?.search as { data: { id: string }[] }).data.map((r) => r.id)

describe('the first search written into the search page', () => {
  it("is the market's default search for /app/, answered as the API answers it", async () => {
    const page = await app.inject('/app/')
    const first = firstSearchOf(page.body)
    const expected = screenSearchQuery(searchQueryFromUrlParams('').query, {
      hasQ: false,
      defaults: DEFAULTS,
      marketId: null,
    })
    expect(first?.query).toEqual(expected)
    const api = await app.inject({
      method: 'POST',
      url: `/api/v3/listings/search?fields[listings]=${LISTING_CARD_FIELDS.join(',')}`,
      headers: siteAuthorization,
      payload: expected,
    })
    expect(first?.search).toEqual(api.json())
    expect(idsOf(first)).toEqual(['1', '2'])
    const site = await app.inject({ url: '/api/v3/site?me=true', headers: siteAuthorization })
    expect(first?.site).toEqual(site.json())
  })

  it("follows the URL's q, sort and page", async () => {
    const q = encodeURIComponent(JSON.stringify({ bedrooms: { min: 1 } }))
    const first = firstSearchOf((await app.inject(`/app/?q=${q}&sort=-price_in_dollars`)).body)
    expect(first?.query.filter).toEqual({ bedrooms: { min: 1 } })
    expect(idsOf(first)).toEqual(['2', '4', '1', '3'])
    const pastTheEnd = firstSearchOf((await app.inject(`/app/?q=${q}&page=9`)).body)
    expect(idsOf(pastTheEnd)).toEqual([])
  })

  it("preloads the first card's photo at the card size", async () => {
    const html = (await app.inject('/app/')).body
    expect(html).toContain(
      '<link rel="preload" as="image" href="/api/v3/photos/1/0/302x190.png" fetchpriority="high" />',
    )
  })

  it('is left out for other routes, another market and a URL the API refuses', async () => {
    expect(firstSearchOf((await app.inject('/app/listing/some-slug/1')).body)).toBeNull()
    // Its defaults are not known to the page: the browser sends that search itself.
    expect(firstSearchOf((await app.inject('/app/?market_id=2')).body)).toBeNull()
    const unknownSuggestion = (await app.inject('/app/?suggestions=zip:00000')).body
    expect(firstSearchOf(unknownSuggestion)).toBeNull()
    expect(unknownSuggestion).toContain('<div id="root"></div>')
  })

  it('cannot be broken out of by listing text', () => {
    const first: FirstSearch = {
      query: searchQueryFromUrlParams('').query,
      site: { data: null },
      search: {
        data: [{ id: '1', type: 'listings', attributes: { description: "</script><script>alert(1)</script> $& $'" } }],
      },
    }
    const html = injectFirstSearch(PAGE, first)
    expect(html.match(/<script/g)).toHaveLength(1)
    expect(firstSearchOf(html)).toEqual(first)
  })
})
