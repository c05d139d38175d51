// The brokerage's own listings in Chromium against the built server and its seeded Austin market
// (Lone Star Realty's listings are the site's): the 'Featured' sort puts them first and the URL
// carries it (a reload, rendered by the server, keeps it), their cards show the 'Featured' badge
// and name their agent, and a brokerage listing's page presents that agent in its Listing Agent
// card. At 1366x900 and on a 390x844 phone.
import { describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { browserAndServer } from '../../../tooling/e2e/browser-and-server.js'

const WIDE = { width: 1366, height: 900 }
const PHONE = { width: 390, height: 844 }
const SETTLE = { timeout: 20_000, interval: 100 }

const e2e = browserAndServer({ server: 'shared' })

async function openSearch(search: string, viewport: { width: number; height: number }): Promise<Page> {
  const page = await e2e.newPage({ viewport })
  await page.goto(`${e2e.server.baseUrl}/app/${search}`)
  await page.getByRole('article').first().waitFor(SETTLE)
  await page.waitForLoadState('networkidle')
  return page
}

const sortParam = (page: Page) => new URL(page.url()).searchParams.get('sort')
const cards = (page: Page) => page.getByRole('article')

/** The card's text (as its content: cards below the fold skip rendering, and have no inner text yet). */
async function cardText(card: Locator): Promise<string> {
  return ((await card.textContent()) ?? '').replace(/\s+/g, ' ')
}

/** Every card on the page names its agent ('Listed By …'), and at least one wears a visible 'Featured' badge. */
async function expectBrokerageCardsFirst(page: Page, viewportWidth: number): Promise<void> {
  await expect.poll(async () => (await cardText(cards(page).first())).includes('Listed By'), SETTLE).toBe(true)
  const count = await cards(page).count()
  expect(count).toBeGreaterThan(0)
  for (let i = 0; i < Math.min(count, 10); i++) expect(await cardText(cards(page).nth(i))).toMatch(/Listed By \S+/)
  const badge = page.getByRole('article').getByText('Featured', { exact: true }).first()
  await badge.scrollIntoViewIfNeeded()
  expect(await badge.isVisible()).toBe(true)
  const box = (await badge.boundingBox())!
  expect(box.width).toBeGreaterThan(0)
  expect(box.x + box.width).toBeLessThanOrEqual(viewportWidth)
}

describe("the brokerage's own listings", { timeout: 120_000 }, () => {
  it("'Featured' in the sort menu puts them first with their badge and agent, in the URL and after a reload", async () => {
    const page = await openSearch('', WIDE)
    // Before: the default order shows other brokerages' listings too (no agent line on theirs).
    await page.getByRole('button', { name: /^Sort:/ }).click()
    await page.getByRole('menuitemradio', { name: 'Featured', exact: true }).click()
    await expect.poll(() => sortParam(page), SETTLE).toBe('-broker_listing')
    await expectBrokerageCardsFirst(page, WIDE.width)
    expect(await page.getByRole('button', { name: 'Sort: Featured' }).isVisible()).toBe(true)

    // The server renders the same order from the URL.
    await page.reload()
    await cards(page).first().waitFor(SETTLE)
    expect(await page.getByRole('button', { name: 'Sort: Featured' }).isVisible()).toBe(true)
    await expectBrokerageCardsFirst(page, WIDE.width)

    // The first card's page presents its agent, never 'Quickly Find Out More'.
    const first = cards(page).first()
    const agentName = /Listed By (.+?) with /.exec(await cardText(first))?.[1]
    expect(agentName).toBeTruthy()
    await first.getByRole('heading').getByRole('link').click()
    const agentCard = page.getByRole('region', { name: 'Listing Agent' })
    await agentCard.waitFor(SETTLE)
    await agentCard.scrollIntoViewIfNeeded()
    await expect.poll(() => agentCard.innerText(), SETTLE).toContain(agentName!)
    expect(await agentCard.innerText()).not.toContain('Quickly Find Out More')
    expect(await agentCard.getByRole('link', { name: /@/ }).isVisible()).toBe(true)
  })

  it('keeps the featured order on a phone, with the sort checked in the Sort & View menu', async () => {
    const page = await openSearch('?sort=-broker_listing', PHONE)
    await expectBrokerageCardsFirst(page, PHONE.width)
    await page.getByRole('button', { name: 'Sort & View' }).click()
    const menu = page.getByRole('menu', { name: 'Sort & View' })
    expect(await menu.getByRole('menuitemradio', { name: 'Featured' }).getAttribute('aria-checked')).toBe('true')
    await page.keyboard.press('Escape')

    const first = cards(page).first()
    const agentName = /Listed By (.+?) with /.exec(await cardText(first))?.[1]
    await first.getByRole('heading').getByRole('link').click()
    const agentCard = page.getByRole('region', { name: 'Listing Agent' })
    await agentCard.waitFor(SETTLE)
    await agentCard.scrollIntoViewIfNeeded()
    await expect.poll(() => agentCard.innerText(), SETTLE).toContain(agentName!)
    const box = (await agentCard.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width)
  })
})
