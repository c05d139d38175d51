// The listing-card designer in Chromium against the real API server (the seeded demo site): an
// admin designs the market's listing card (a photo gallery, two attributes and actions), saves it
// ('listing card saved'), designs its map callout the same way, and a visitor's /app/ shows the
// custom card in the results (server-rendered and after hydration) and in a marker's map popup.
// At 390x844 the designer is usable without sideways scrolling.
// IDX_E2E_SCREENSHOTS=<folder> keeps a screenshot of each screen, to look at.
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserAndServer, DEMO_SITE_TOKEN } from '../../../tooling/e2e/browser-and-server.js'
import { adminPages, screenshot as screenshotAs, VIEWPORTS } from './admin-screens.js'

const env = browserAndServer({ contexts: 'per-file' })
/** The administrator's pages: signed in through the form once, the file's later pages with that session. */
const adminPage = adminPages(env)
const [LAPTOP, PHONE] = VIEWPORTS
const screenshot = (page: Page, name: string) => screenshotAs(page, `card-designer-${name}`)
const SETTLE = { timeout: 30_000 }

type MarketResource = { id: string; attributes: { market_name: string; default?: boolean } }
type ListingResource = { id: string; attributes: { title?: string; latitude?: number; longitude?: number } }

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${env.server.baseUrl}/api/v3/${path}`, {
    ...init,
    headers: { authorization: `Bearer ${DEMO_SITE_TOKEN}`, 'content-type': 'application/json' },
  })
  return (await res.json()) as T
}

async function defaultMarket(): Promise<MarketResource> {
  const { data } = await api<{ data: MarketResource[] }>('markets')
  return data.find((market) => market.attributes.default) ?? data[0]!
}

/** Adds the blocks of a design: a photo gallery, two attributes (the second chosen) and actions. */
async function design(page: Page, secondAttribute: string): Promise<void> {
  await page.getByRole('button', { name: '+ Photo Gallery' }).click()
  await page.getByRole('button', { name: '+ Attribute' }).click()
  await page.getByRole('button', { name: '+ Attribute' }).click()
  await page.getByRole('combobox', { name: 'Field' }).nth(1).selectOption(secondAttribute)
  await page.getByRole('button', { name: '+ Actions' }).click()
}

/** Nothing scrolls sideways. */
async function noSidewaysScroll(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
}

describe('the listing-card designer', () => {
  let marketId = ''

  it('designs and saves the listing card and the map callout, previewed side by side on real listings', async () => {
    const market = await defaultMarket()
    marketId = market.id
    const page = await adminPage({ viewport: { width: LAPTOP.width, height: LAPTOP.height } })
    await page.goto(`${env.server.baseUrl}/admin/ui/listing-card?marketId=${marketId}`)
    await page.getByRole('heading', { name: 'Listing Card Designer' }).waitFor(SETTLE)
    expect(await page.getByRole('link', { name: 'Listing Card' }).getAttribute('aria-current')).toBe('page')

    // The default and the custom card side by side, on the market's own listings.
    const defaultCard = page.getByRole('figure', { name: 'Default card' }).locator('article')
    const customFigure = page.getByRole('figure', { name: 'Custom card' })
    await defaultCard.waitFor(SETTLE)
    await design(page, 'bedrooms')
    const customCard = customFigure.locator('article.idx-custom-card')
    await customCard.waitFor(SETTLE)
    expect(await customCard.innerText()).toMatch(/Beds \d/)
    expect(await customCard.locator('.idx-card__img').first().isVisible()).toBe(true)
    expect(await customCard.getByRole('button', { name: /^Save / }).isVisible()).toBe(true)
    const left = (await defaultCard.boundingBox())!
    const right = (await customCard.boundingBox())!
    expect(right.x).toBeGreaterThanOrEqual(left.x + left.width)
    expect(Math.abs(right.y - left.y)).toBeLessThan(40)
    const sidebar = (await page.locator('.idx-editor-panes__sidebar').boundingBox())!
    expect(sidebar.width).toBe(450)
    expect(left.x).toBeGreaterThanOrEqual(sidebar.x + sidebar.width)
    await screenshot(page, 'listing-card-laptop')

    await page.getByRole('button', { name: 'SAVE', exact: true }).click()
    const flash = page.getByTestId('flash-message').filter({ hasText: 'listing card saved' })
    await flash.waitFor(SETTLE)
    expect(await flash.isVisible()).toBe(true)

    // Every save is kept: a third attribute saved, then the earlier design restored (a new version).
    await page.getByRole('button', { name: '+ Attribute' }).click()
    await page.getByRole('button', { name: 'SAVE', exact: true }).click()
    const versions = page.getByRole('list', { name: 'Saved versions' })
    const entries = versions.getByRole('listitem', { name: /^Version \d+$/ })
    await expect.poll(() => entries.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(2)
    expect(await page.getByRole('combobox', { name: 'Field' }).count()).toBe(3)
    await entries.nth(1).getByRole('button', { name: 'Restore this version' }).click()
    await entries.nth(1).getByRole('button', { name: 'Restore', exact: true }).click()
    await expect.poll(() => entries.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(3)
    await expect.poll(() => page.getByRole('combobox', { name: 'Field' }).count(), { timeout: 20_000 }).toBe(2)
    expect(await entries.first().getAttribute('aria-current')).toBe('true')
    await screenshot(page, 'listing-card-restored-laptop')

    // The map popup's design, edited the same way.
    await page.getByRole('link', { name: 'Map Callout' }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/ui/map-callout')
    await page.getByRole('heading', { name: 'Map Callout Designer' }).waitFor(SETTLE)
    // Its own design, not the listing card's: none yet.
    await page.getByText(/No blocks yet/).waitFor(SETTLE)
    await design(page, 'year_built')
    await page.getByRole('button', { name: 'SAVE', exact: true }).click()
    await page.getByTestId('flash-message').filter({ hasText: 'map callout saved' }).waitFor(SETTLE)
    await screenshot(page, 'map-callout-laptop')
  })

  it("shows visitors the custom card in the results, server-rendered and in the browser, and in the map's popup", async () => {
    const html = await (await fetch(`${env.server.baseUrl}/app/?map=false`)).text()
    expect(html).toContain('idx-custom-card')
    expect(html).toMatch(/idx-custom-card__label">Beds<\/span>(?:\s|<!-- -->)*<span class="idx-custom-card__value">\d/)

    const page = await env.newPage({ viewport: { width: LAPTOP.width, height: LAPTOP.height } })
    await page.goto(`${env.server.baseUrl}/app/?map=false`)
    const card = page.getByRole('list', { name: 'Search results' }).locator('article.idx-custom-card').first()
    await card.waitFor(SETTLE)
    expect(await card.isVisible()).toBe(true)
    expect((await card.boundingBox())!.width).toBeGreaterThan(200)
    expect(await card.innerText()).toMatch(/Beds \d/)

    // A listing's own marker: its popup is the custom map callout.
    const { data } = await api<{ data: ListingResource[] }>('listings/search', {
      method: 'POST',
      body: JSON.stringify({ market_id: marketId, page: { size: 10 } }),
    })
    const listing = data.find((each) => each.attributes.latitude && each.attributes.title)!
    const { latitude: lat = 0, longitude: lng = 0, title = '' } = listing.attributes
    const box = [lat + 0.002, lng - 0.003, lat - 0.002, lng + 0.003].map((value) => value.toFixed(6)).join(',')
    await page.goto(`${env.server.baseUrl}/app/?box=${box}&map=true`)
    const marker = page.locator('.leaflet-marker-icon', { hasText: /\$|N\/A/ }).first()
    await marker.waitFor(SETTLE)
    await marker.click()
    const popup = page.locator('.leaflet-popup .idx-custom-card')
    await popup.waitFor(SETTLE)
    await expect.poll(() => popup.innerText(), SETTLE).toMatch(/Built \d{4}/)
    expect(await popup.locator('.idx-custom-card__attribute').count()).toBe(2)
    expect(await popup.locator('.idx-card__actions').count()).toBe(1)
    const popupBox = (await popup.boundingBox())!
    expect(popupBox.width).toBeGreaterThan(200)
    expect(popupBox.width).toBeLessThanOrEqual(300)
    expect(title).not.toBe('')
    // One custom callout per listing the marker stands for.
    const listed = await page.locator('.leaflet-popup .idx-map-multi li').count()
    expect(await page.locator('.leaflet-popup article.idx-custom-card').count()).toBe(listed || 1)
    await screenshot(page, 'visitor-map-callout')
    if (process.env.IDX_E2E_SCREENSHOTS)
      await page
        .locator('.leaflet-popup')
        .screenshot({ path: `${process.env.IDX_E2E_SCREENSHOTS}/card-designer-popup.png` })
  })

  it('is usable on a phone: the blocks, the stylesheet and SAVE on screen, nothing sideways', async () => {
    const page = await adminPage({ viewport: { width: PHONE.width, height: PHONE.height } })
    await page.goto(`${env.server.baseUrl}/admin/ui/listing-card?marketId=${marketId}`)
    await page.getByRole('heading', { name: 'Listing Card Designer' }).waitFor(SETTLE)
    await page.getByRole('list', { name: 'Card blocks' }).waitFor(SETTLE)
    await noSidewaysScroll(page, PHONE.width)
    const save = page.getByRole('button', { name: 'SAVE', exact: true })
    await save.scrollIntoViewIfNeeded()
    const box = (await save.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width)
    expect(box.height).toBeGreaterThanOrEqual(36)
    const add = (await page.getByRole('button', { name: '+ Attribute' }).boundingBox())!
    expect(add.x + add.width).toBeLessThanOrEqual(PHONE.width)
    await screenshot(page, 'listing-card-phone')
  })
})
