// The market's custom listing card end to end: the card document and the market's layout are
// written into the server's own database, and the search screen draws its results with it, as do
// a collection's page and a saved search's page (the same results, scoped).
import { DEFAULT_TOKEN_STORE_KEY, sessionFromTokenResponse, type TokenResponse } from '@idx/api-client'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserAndServer, DEMO_SITE_TOKEN } from '../../../tooling/e2e/browser-and-server.js'
import { DEMO_CLIENT_ID, registerDemoAccount } from '../../../tooling/e2e/demo-accounts.js'
import { startServerWith } from '../../../tooling/e2e/site-database.js'

const CARDS = [
  ['listing-photos', {}],
  ['listing-attribute', { attribute: 'title' }],
  ['listing-attribute', { attribute: 'year_built' }],
  ['listing-actions', {}],
]
const DOCUMENT = {
  version: '0.3.1',
  markups: [],
  atoms: [],
  cards: CARDS,
  sections: [[1, 'p', [[0, [], 0, 'Hill Country living']]], ...CARDS.map((_, index) => [10, index])],
}

const e2e = browserAndServer({
  server: () =>
    startServerWith(async (db) => {
      await db
        .updateTable('idx_components')
        .set({ mobiledoc: JSON.stringify(DOCUMENT), stylesheet: '& { border-color: rebeccapurple; }' })
        .where('id', '=', 1)
        .execute()
      await db
        .updateTable('markets')
        .set({ idx_layout: JSON.stringify({ 'listing-card': '1' }) })
        .execute()
    }),
})

describe("the market's custom listing card in Chromium", { timeout: 60_000 }, () => {
  it('draws every result with the document, asking the API for the attributes it shows', async () => {
    const page = await e2e.newPage()
    await page.goto(`${e2e.server.baseUrl}/app/?map=false`)
    const list = page.getByRole('list', { name: 'Search results' })
    await page.waitForSelector('ul[aria-label="Search results"]:not([data-filling]) .idx-custom-card', {
      timeout: 30_000,
    })
    const cards = list.getByRole('article')
    const count = await cards.count()
    expect(count).toBeGreaterThan(0)
    const first = cards.first()
    await expect.poll(() => first.textContent()).toContain('Hill Country living')
    // year_built is not among the default card's attributes: the search asked for it.
    const built = first.locator('[data-attribute="year_built"]')
    await expect.poll(() => built.textContent(), { timeout: 15_000 }).toMatch(/Built \d{4}/)
    expect(await first.getByRole('heading').first().textContent()).not.toBe('')
    // The admin's stylesheet applies to the card and nowhere else.
    const border = await first.evaluate((card) => getComputedStyle(card).borderTopColor)
    expect(border).toBe('rgb(102, 51, 153)')
    expect(await page.evaluate(() => getComputedStyle(document.body).borderTopColor)).not.toBe('rgb(102, 51, 153)')
    await page.close()
  })

  it("draws a collection's listings and a saved search's results with it too", async () => {
    const base = e2e.server.baseUrl
    const person = await registerDemoAccount(base, { firstName: 'Cora', lastName: 'Card', phoneNumber: '5125550188' })
    const call = async (method: string, path: string, body?: object) => {
      const res = await fetch(`${base}/api/v3/${path}`, {
        method,
        headers: { authorization: `Bearer ${person.token}`, 'content-type': 'application/vnd.api+json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      })
      const text = await res.text()
      expect(res.status, text).toBeLessThan(300)
      return (text ? JSON.parse(text) : null) as { data: { id: string } }
    }
    const found = await fetch(`${base}/api/v3/listings/search`, {
      method: 'POST',
      headers: { authorization: `Bearer ${DEMO_SITE_TOKEN}`, 'content-type': 'application/vnd.api+json' },
      body: JSON.stringify({ page: { size: 2, number: 1 } }),
    })
    const search = (await found.json()) as { data: { id: string }[] }
    expect(search.data).toHaveLength(2)
    const collection = (
      await call('POST', 'collections', { data: { type: 'collections', attributes: { name: 'Cards' } } })
    ).data.id
    for (const listing of search.data) await call('POST', `collections/${collection}/add`, { property_id: listing.id })
    const site = (await (
      await fetch(`${base}/api/v3/site?me=true`, { headers: { authorization: `Bearer ${DEMO_SITE_TOKEN}` } })
    ).json()) as { data: { relationships: { markets: { data: { id: string }[] } } } }
    const saved = (
      await call('POST', 'saved_searches', {
        data: {
          type: 'saved-search',
          attributes: {
            name: 'Cards search',
            frequency: 'daily',
            site_market_id: site.data.relationships.markets.data[0]!.id,
            filter: {},
          },
        },
      })
    ).data.id
    const token = await fetch(`${base}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'password',
        client_id: DEMO_CLIENT_ID,
        email: person.email,
        password: person.password,
      }),
    })
    const session = sessionFromTokenResponse((await token.json()) as TokenResponse, Date.now())
    const page = await e2e.newPage()
    await page.goto(`${base}/healthz`)
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
      key: DEFAULT_TOKEN_STORE_KEY,
      value: JSON.stringify(session),
    })
    const customCards = async (target: Page) => {
      await target.waitForSelector('ul[aria-label="Search results"]:not([data-filling]) article.idx-custom-card', {
        timeout: 30_000,
      })
      const cards = target.getByRole('list', { name: 'Search results' }).getByRole('article')
      await expect.poll(() => cards.first().textContent()).toContain('Hill Country living')
      // Every result is the custom card, none the default.
      expect(
        await target
          .locator('ul[aria-label="Search results"] .idx-card:not(.idx-custom-card, .idx-card--skeleton)')
          .count(),
      ).toBe(0)
      return cards.count()
    }
    await page.goto(`${base}/app/collection/${collection}?map=false`)
    expect(await customCards(page)).toBe(2)
    await page.goto(`${base}/app/saved-search/${saved}?map=false`)
    expect(await customCards(page)).toBeGreaterThan(2)
    await page.close()
  })
})
