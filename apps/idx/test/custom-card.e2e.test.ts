// The market's custom listing card end to end: the card document and the market's layout are
// written into the server's own database, and the search screen draws its results with it.
import { describe, expect, it } from 'vitest'
import { browserAndServer } from '../../../tooling/e2e/browser-and-server.js'
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
})
