// The market's filter Schema editor in Chromium against the real API server (the seeded demo site):
// an admin signs in at /admin/, opens Austin's Schema editor, breaks the JSON (the message in the
// editor's header, the market's name red on ui.index), fixes it with Beds renamed 'Bedrooms', sees
// the preview, saves; a visitor's /app/ shows 'Bedrooms' (server-rendered and after hydration); the
// admin restores the earlier version and the visitor sees 'Beds' again. A shopper's session is sent
// to re-authenticate. At 390x844 the editor is usable without sideways scrolling.
// IDX_E2E_SCREENSHOTS=<folder> keeps a screenshot of each screen, to look at.
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserAndServer, DEMO_SHOPPER, DEMO_SITE_TOKEN } from '../../../tooling/e2e/browser-and-server.js'
import { adminPages, screenshot as screenshotAs, VIEWPORTS } from './admin-screens.js'

const env = browserAndServer({ contexts: 'per-file' })
/** The administrator's pages: signed in through the form once, the file's later pages with that session. */
const adminPage = adminPages(env)
const [LAPTOP, PHONE] = VIEWPORTS
const screenshot = (page: Page, name: string) => screenshotAs(page, `filter-editor-${name}`)
const addressOf = (page: Page) => `${new URL(page.url()).pathname}${new URL(page.url()).search}`

type MarketAttributes = { market_name: string; filter_schema: Record<string, unknown> }

/** The demo site's default market, as the API answers it to the site. */
async function defaultMarket(): Promise<{ id: string; attributes: MarketAttributes }> {
  const res = await fetch(`${env.server.baseUrl}/api/v3/markets`, {
    headers: { authorization: `Bearer ${DEMO_SITE_TOKEN}` },
  })
  const body = (await res.json()) as { data: { id: string; attributes: MarketAttributes & { default?: boolean } }[] }
  return body.data.find((market) => market.attributes.default) ?? body.data[0]!
}

/** The server-rendered /app/ page's HTML. */
async function visitorHtml(): Promise<string> {
  return (await fetch(`${env.server.baseUrl}/app/?map=false`)).text()
}

/** Replaces the editor's whole text, as a paste would. */
async function replaceText(page: Page, text: string): Promise<void> {
  await page.locator('.cm-content').click()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.insertText(text)
}

/** The visitor's Filter panel on /app/ after hydration: opened (again if the first click came too early). */
async function visitorBedsTab(page: Page, name: string) {
  await page.goto(`${env.server.baseUrl}/app/?map=false`)
  const filters = page.getByRole('region', { name: 'Filters' })
  const tab = filters.getByRole('tab', { name, exact: true })
  await expect
    .poll(
      async () => {
        if (!(await tab.isVisible())) await page.getByRole('button', { name: 'Filter' }).click()
        // A click after hydration shows the tab within moments (then the poll ends at once); one that
        // came before it did nothing, and the next round clicks again. Waiting here, not in a fixed
        // interval between rounds, keeps a second click off a panel that is still opening.
        return tab.waitFor({ timeout: 2000 }).then(
          () => true,
          () => false,
        )
      },
      { timeout: 30_000 },
    )
    .toBe(true)
  return tab
}

/** Nothing scrolls sideways and the element is wholly on screen. */
async function onScreen(page: Page, selector: string, width: number): Promise<void> {
  const box = await page.locator(selector).first().boundingBox()
  expect(box, selector).not.toBeNull()
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(width)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
}

describe("the market's filter editor", () => {
  it('breaks, fixes, previews and saves the schema; visitors see it, and a restore brings the earlier one back', async () => {
    const market = await defaultMarket()
    const saved = market.attributes.filter_schema
    const beds = (saved.properties as Record<string, { title: string }>).bedrooms!
    expect(beds.title).toBe('Beds')
    // Signed in through the form, on the markets, each a link to its editor.
    const page = await adminPage({ viewport: { width: LAPTOP.width, height: LAPTOP.height } })
    await page.getByRole('list', { name: 'Markets you may edit' }).waitFor()
    await page.getByRole('link', { name: new RegExp(market.attributes.market_name) }).click()
    await expect.poll(() => addressOf(page)).toBe(`/admin/ui?marketId=${market.id}`)
    const marketName = page.getByRole('heading', { level: 1, name: market.attributes.market_name })
    await marketName.waitFor()
    await page.getByRole('navigation', { name: 'Editors' }).getByRole('link', { name: 'Schema' }).click()
    await expect.poll(() => addressOf(page)).toBe(`/admin/ui/schema?marketId=${market.id}`)
    await page.getByRole('heading', { level: 2, name: 'Schema Editor' }).waitFor()
    await expect.poll(() => page.title()).toContain('Schema')

    // The 450px sidebar beside the main area; the editor 35 lines tall on a 900px screen.
    const sidebar = await page.locator('.idx-editor-panes__sidebar').boundingBox()
    expect(sidebar!.width).toBe(450)
    const main = await page.locator('.idx-editor-panes__main').boundingBox()
    expect(main!.x).toBeGreaterThanOrEqual(sidebar!.x + sidebar!.width)
    const editor = await page.locator('.idx-code-editor').boundingBox()
    expect(editor!.height).toBeCloseTo(35 * 19.5, -1)
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0)
    await screenshot(page, 'clean-laptop')

    // Show Query: the search the preview's filters make.
    await page.getByRole('button', { name: 'Show Query' }).click()
    const query = JSON.parse((await page.getByLabel('Search query').textContent()) ?? '{}') as { market_id: string }
    expect(query.market_id).toBe(market.id)
    await page.getByRole('button', { name: 'Hide Query' }).click()

    // Broken JSON: the message in the header, nothing to save; the market's name red on ui.index.
    const text = JSON.stringify(saved, null, 2)
    await replaceText(page, text.slice(0, -1))
    const problem = page.locator('.idx-fde__header[role="alert"] h2')
    await problem.waitFor()
    expect(await problem.textContent()).toMatch(/ near ".*"$/)
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0)
    expect(await page.getByRole('heading', { name: 'Preview' }).count()).toBe(0)
    await screenshot(page, 'invalid-laptop')
    await marketName.getByRole('link').click()
    await expect.poll(() => addressOf(page)).toBe(`/admin/ui?marketId=${market.id}`)
    expect(await marketName.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(179, 38, 30)')
    expect(await page.getByText('The Schema has an error').isVisible()).toBe(true)
    await screenshot(page, 'index-error-laptop')

    // Back on Schema the broken draft is kept; fixed, with Beds renamed, the preview shows it.
    await page.getByRole('navigation', { name: 'Editors' }).getByRole('link', { name: 'Schema' }).click()
    await problem.waitFor()
    await replaceText(page, text.replace('"title": "Beds"', '"title": "Bedrooms"'))
    const preview = page.getByRole('region', { name: 'Preview' })
    await preview.getByRole('tab', { name: 'Bedrooms', exact: true }).waitFor()
    expect(await page.getByRole('heading', { level: 2, name: 'Schema Editor' }).isVisible()).toBe(true)
    expect(await marketName.evaluate((element) => getComputedStyle(element).color)).not.toBe('rgb(179, 38, 30)')
    await expect.poll(() => preview.getByRole('status').textContent()).toMatch(/\d Results$/)
    await page.getByRole('button', { name: 'Rollback' }).waitFor()
    await screenshot(page, 'preview-laptop')

    // Save: the flash, the editor clean again, the first save's version listed.
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText(`${market.attributes.market_name} was updated successfully`).waitFor()
    await expect.poll(() => page.getByRole('button', { name: 'Save' }).count()).toBe(0)
    const versions = page.getByRole('list', { name: 'Saved versions' })
    await versions
      .getByRole('listitem', { name: /^Version \d+$/ })
      .first()
      .waitFor()
    await screenshot(page, 'saved-laptop')

    // A visitor sees the new title: in the server's HTML and in the Filter panel after hydration.
    // (The filter's title as the page's market data carries it: cards also say "Bedrooms".)
    expect(await visitorHtml()).toContain('"title":"Bedrooms"')
    const visitor = await env.newPage({ viewport: { width: LAPTOP.width, height: LAPTOP.height } })
    await visitorBedsTab(visitor, 'Bedrooms')

    // Restore the version before the save: the visitor sees Beds again.
    const earlier = versions.getByRole('listitem', { name: /^Version \d+$/ }).nth(1)
    await earlier.getByRole('button', { name: 'Restore this version' }).click()
    await earlier.getByRole('button', { name: 'Restore', exact: true }).click()
    await expect
      .poll(() => versions.getByRole('listitem', { name: /^Version \d+$/ }).count(), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(3)
    await screenshot(page, 'restored-laptop')
    expect(await versions.getByRole('listitem').first().getAttribute('aria-current')).toBe('true')
    const api = await fetch(`${env.server.baseUrl}/api/v3/markets/${market.id}`, {
      headers: { authorization: `Bearer ${DEMO_SITE_TOKEN}` },
    })
    expect(JSON.stringify(await api.json())).not.toContain('"Bedrooms"')
    const restoredHtml = await visitorHtml()
    expect(restoredHtml).toContain('"title":"Beds"')
    expect(restoredHtml).not.toContain('"title":"Bedrooms"')
    await visitorBedsTab(visitor, 'Beds')
  }, 120_000)

  it("sends a shopper's session to re-authenticate", async () => {
    const page = await env.newPage({ viewport: { width: LAPTOP.width, height: LAPTOP.height } })
    const client = await page.request.get(`${env.server.baseUrl}/admin/`)
    const clientId = /client_id%22%3A%22([^%]+)%22/.exec(await client.text())?.[1] ?? 'idx-demo-client'
    const tokens = (await (
      await fetch(`${env.server.baseUrl}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ grant_type: 'password', ...DEMO_SHOPPER, client_id: clientId }),
      })
    ).json()) as { access_token: string; refresh_token: string; expires_in: number; scope: string }
    await page.goto(`${env.server.baseUrl}/admin/`)
    await page.evaluate((session) => localStorage.setItem('idx-session', JSON.stringify(session)), {
      access_token: tokens.access_token,
      refresh_token: tokens.refresh_token,
      expires_at: Date.now() + tokens.expires_in * 1000,
      scope: tokens.scope,
      sso: false,
    })
    await page.goto(`${env.server.baseUrl}/admin/ui/schema?marketId=1`)
    await page.getByRole('heading', { name: 'Admin Credentials Required' }).waitFor()
    expect(addressOf(page)).toBe('/admin/reauthenticate?return_to=%2Fui%2Fschema%3FmarketId%3D1')
    expect(await page.locator('.cm-editor').count()).toBe(0)
  })

  it('is usable on a phone: stacked, nothing sideways, the editor and its buttons on screen', async () => {
    const market = await defaultMarket()
    const page = await adminPage({ viewport: { width: PHONE.width, height: PHONE.height } })
    await page.goto(`${env.server.baseUrl}/admin/ui/view?marketId=${market.id}`)
    await page.getByRole('heading', { level: 2, name: 'View Editor' }).waitFor()
    await onScreen(page, '.idx-editor-panes__sidebar', PHONE.width)
    await onScreen(page, '.idx-code-editor', PHONE.width)
    await onScreen(page, '.ui-editor__tabs', PHONE.width)
    const sidebar = await page.locator('.idx-editor-panes__sidebar').boundingBox()
    const main = await page.locator('.idx-editor-panes__main').boundingBox()
    expect(main!.y).toBeGreaterThanOrEqual(sidebar!.y + sidebar!.height)
    const showQuery = page.getByRole('button', { name: 'Show Query' })
    expect(await showQuery.isVisible()).toBe(true)
    await showQuery.focus()
    expect(await showQuery.evaluate((element) => element === document.activeElement)).toBe(true)
    await screenshot(page, 'view-phone')
    // An edit: Rollback and Save on screen, the preview below.
    const view = JSON.stringify(
      (
        await (
          await fetch(`${env.server.baseUrl}/api/v3/markets/${market.id}`, {
            headers: { authorization: `Bearer ${DEMO_SITE_TOKEN}` },
          })
        ).json()
      ).data.attributes.filter_view,
      null,
      2,
    )
    await replaceText(page, view.replace('"Price"', '"Asking Price"'))
    await page.getByRole('button', { name: 'Save' }).waitFor()
    await onScreen(page, '.idx-fde__actions', PHONE.width)
    await page.getByRole('region', { name: 'Preview' }).getByRole('button', { name: 'Asking Price' }).waitFor()
    await onScreen(page, '.idx-filter-preview', PHONE.width)
    await screenshot(page, 'view-preview-phone')
  }, 90_000)
})
