// The site's settings and users in Chromium against the real API server (the seeded demo site):
// an admin renames the site and turns a feature on, and a visitor's server-rendered /app/ shows
// the new name at once; a stale second tab is told someone saved first; the earlier version is
// restored; an agent is added, made admin and back; the last admin cannot be removed; both
// screens fit a phone. IDX_E2E_SCREENSHOTS=<folder> keeps a screenshot of each screen.
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserAndServer, DEMO_ADMIN, DEMO_SITE_TOKEN } from '../../../tooling/e2e/browser-and-server.js'
import { adminPages, screenshot, VIEWPORTS } from './admin-screens.js'

const env = browserAndServer({ contexts: 'per-file' })
/** The administrator's pages: signed in through the form once, the file's later pages with that session. */
const adminPage = adminPages(env)
const NEW_NAME = 'Lone Star Homes Test'

/** The visitor's /app/ as the server renders it (no script runs). */
const visitorHtml = async () => (await fetch(`${env.server.baseUrl}/app/?map=false`)).text()

async function apiSiteName(): Promise<string> {
  const res = await fetch(`${env.server.baseUrl}/api/v3/site?me=true`, {
    headers: { authorization: `Bearer ${DEMO_SITE_TOKEN}` },
  })
  return ((await res.json()) as { data: { attributes: { name: string } } }).data.attributes.name
}

/** Nothing on the page runs off the right edge of the screen. */
async function fitsWidth(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
}

describe('site settings and users in the admin app', () => {
  let first: Page
  const originalName = { value: '' }

  it("renames the site and turns a feature on; the visitor's server-rendered page shows it at once", async () => {
    originalName.value = await apiSiteName()
    first = await adminPage()
    await first.getByRole('banner').getByRole('link', { name: 'Settings' }).click()
    await first.getByRole('heading', { name: 'Site settings', level: 1 }).waitFor()
    const name = first.getByLabel('Site name')
    expect(await name.inputValue()).toBe(originalName.value)
    await name.fill(NEW_NAME)
    const feature = first.getByLabel('Listing agent card')
    const wasOn = await feature.isChecked()
    await feature.setChecked(!wasOn)
    await first.getByRole('button', { name: 'Save settings' }).click()
    const saved = first.getByText('Site settings were updated successfully').first()
    await saved.waitFor()
    expect(await saved.isVisible()).toBe(true)
    await screenshot(first, 'site-settings-saved-laptop')
    expect(await visitorHtml()).toContain(NEW_NAME)
    expect(await apiSiteName()).toBe(NEW_NAME)
  })

  it("draws the visitor's pages in the brand colour from the first paint; a colour too light to read is not used", async () => {
    await first.getByLabel('Brand colour', { exact: true }).fill('#6b21a8')
    const accent = first.getByLabel('Accent colour', { exact: true })
    await accent.fill('#fde047')
    await first.getByLabel('Font', { exact: true }).selectOption({ label: 'Karla' })
    // Kept, but the admin is told visitors will not see it.
    const warning = first.getByRole('status').filter({ hasText: 'The accent colour #fde047 has a contrast of' })
    await warning.waitFor()
    await first.getByRole('button', { name: 'Save settings' }).click()
    await first.getByText('Site settings were updated successfully').first().waitFor()
    // The server's first answer carries the brand: nothing paints in the default colours first.
    expect(await visitorHtml()).toContain(
      '<link rel="stylesheet" href="/fonts/karla.css" /><style id="idx-site-theme">' +
        ":root{--idx-accent:#6b21a8;--idx-accent-text:#ffffff;--idx-font:'Karla', system-ui, sans-serif}</style>",
    )
    // The admin's own screens are in the brand colour too.
    const adminScreen = await adminPage()
    await adminScreen.goto(`${env.server.baseUrl}/admin/users`)
    const settingsLink = adminScreen.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings' })
    await settingsLink.waitFor()
    expect(await settingsLink.evaluate((link) => getComputedStyle(link).color)).toBe('rgb(107, 33, 168)')
    await adminScreen.close()
    // The tab's icon is a house in the brand colour (the site has no icon of its own).
    expect(decodeURIComponent(/<link rel="icon" href="([^"]+)"/.exec(await visitorHtml())?.[1] ?? '')).toContain(
      "fill='#6b21a8'",
    )
    const visitor = await env.newPage()
    await visitor.goto(`${env.server.baseUrl}/app/?map=false`)
    const current = visitor.getByRole('navigation', { name: /pagination/i }).locator('[aria-current="page"]')
    await current.waitFor()
    const colours = await current.evaluate((element) => {
      const style = getComputedStyle(element)
      return { background: style.backgroundColor, text: style.color }
    })
    expect(colours).toEqual({ background: 'rgb(107, 33, 168)', text: 'rgb(255, 255, 255)' })
    // The accent colour fell back: a saved home's heart keeps its default.
    expect(
      await visitor.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--idx-saved')),
    ).toBe('')
    await screenshot(visitor, 'site-branded-visitor-laptop')
    // An embed's own `style` parameter still wins over the brand, from the first paint too.
    await visitor.goto(`${env.server.baseUrl}/app/?map=false&style=${encodeURIComponent('{"accent":"#c2185b"}')}`)
    await current.waitFor()
    expect(await current.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(194, 24, 91)')
    // A site font is served by the site itself and loaded only when chosen.
    const fontFiles: string[] = []
    visitor.on('request', (request) => {
      if (/\.woff2?$/.test(request.url())) fontFiles.push(new URL(request.url()).pathname)
    })
    await visitor.goto(`${env.server.baseUrl}/app/?map=false&font=playfair`)
    await current.waitFor()
    await expect
      .poll(() =>
        visitor.evaluate(() => document.fonts.ready.then(() => document.fonts.check("16px 'Playfair Display'"))),
      )
      .toBe(true)
    expect(await visitor.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"?Playfair Display"?,/)
    expect(fontFiles.length).toBeGreaterThan(0)
    for (const file of fontFiles) expect(file).toMatch(/^\/fonts\/files\/playfair-display\//)
    await visitor.close()
  })

  it('tells a second, stale tab that someone saved first, never overwriting', async () => {
    const stale = await adminPage()
    await stale.goto(`${env.server.baseUrl}/admin/settings`)
    const staleName = stale.getByLabel('Site name')
    await expect.poll(() => staleName.inputValue()).toBe(NEW_NAME)
    // The first tab saves again while the stale one is open.
    await first.getByLabel('Accent colour', { exact: true }).fill('#f59e0b')
    await first.getByRole('button', { name: 'Save settings' }).click()
    await expect.poll(() => first.getByLabel('Accent colour', { exact: true }).inputValue()).toBe('#f59e0b')
    await staleName.fill('Overwritten')
    await stale.getByRole('button', { name: 'Save settings' }).click()
    const alert = stale.getByRole('alert').filter({ hasText: 'after you opened it' })
    await alert.waitFor()
    expect(await alert.textContent()).toMatch(/was changed by .* after you opened it: reload to see their changes/)
    await screenshot(stale, 'site-settings-conflict-laptop')
    expect(await apiSiteName()).toBe(NEW_NAME)
    await stale.close()
  })

  it('restores the earlier version, and visitors see the old name again', async () => {
    const oldest = first.getByRole('listitem', { name: 'Version 1' })
    await oldest.getByRole('button', { name: 'Restore this version' }).click()
    await oldest.getByRole('button', { name: 'Restore', exact: true }).click()
    await expect.poll(() => first.getByLabel('Site name').inputValue(), { timeout: 15_000 }).toBe(originalName.value)
    expect(await apiSiteName()).toBe(originalName.value)
    const html = await visitorHtml()
    expect(html).not.toContain(NEW_NAME)
    expect(html).not.toContain('idx-site-theme')
    expect(html).not.toContain('/fonts/')
  })

  it('adds an agent, makes them admin and takes it back; the last admin cannot be removed', async () => {
    await first.getByRole('banner').getByRole('link', { name: 'Users' }).click()
    await first.getByRole('heading', { name: 'Users', level: 1 }).waitFor()
    await first.getByRole('button', { name: 'Add agent' }).click()
    const form = first.getByRole('form', { name: 'Add an agent' })
    expect(await form.getByLabel('E-mail').evaluate((el) => el === document.activeElement)).toBe(true)
    await form.getByLabel('E-mail').fill('nia.agent@lone-star-realty.example')
    await form.getByLabel('First name').fill('Nia')
    await form.getByLabel('Last name').fill('Agent')
    await form.getByRole('button', { name: 'Add and invite' }).click()
    const row = first.getByRole('row', { name: /Nia Agent/ })
    await row.waitFor()
    expect(await row.getByText('Agent', { exact: true }).isVisible()).toBe(true)

    await row.getByRole('button', { name: 'Make admin' }).click()
    const dialog = first.getByRole('dialog', { name: 'Make Nia Agent an administrator?' })
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'Make admin' }).click()
    await row.getByText('Admin', { exact: true }).waitFor()
    await first.getByText('Nia Agent is now an administrator').first().waitFor()

    await row.getByRole('button', { name: 'Remove admin' }).click()
    await first
      .getByRole('dialog', { name: 'Remove Nia Agent as an administrator?' })
      .getByRole('button', { name: 'Remove admin' })
      .click()
    await expect.poll(() => row.getByText('Admin', { exact: true }).count()).toBe(0)

    // The demo administrator is the only one left: their Remove admin is disabled, with the reason.
    const adminRow = first.getByRole('row', { name: new RegExp(DEMO_ADMIN.email.replace('.', '\\.')) })
    const removeAdmin = adminRow.getByRole('button', { name: 'Remove admin' })
    expect(await removeAdmin.isDisabled()).toBe(true)
    expect(await adminRow.getByText('The last administrator cannot be removed').isVisible()).toBe(true)
    await screenshot(first, 'site-users-laptop')
  })

  it('fits both screens on a phone', async () => {
    const phone = VIEWPORTS.find((v) => v.name === 'phone')!
    const page = await adminPage({ viewport: { width: phone.width, height: phone.height } })
    for (const [path, heading] of [
      ['/admin/settings', 'Site settings'],
      ['/admin/users', 'Users'],
    ] as const) {
      await page.goto(`${env.server.baseUrl}${path}`)
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor()
      await page.waitForLoadState('networkidle')
      await screenshot(page, `site-${heading.toLowerCase().replace(' ', '-')}-phone`)
      await fitsWidth(page, phone.width)
    }
    // On a phone each person is a card: the table's header row is out of sight.
    const card = page.getByRole('row', { name: /Nia Agent/ })
    const box = (await card.boundingBox())!
    expect(box.width).toBeLessThanOrEqual(phone.width)
    expect(await card.getByRole('button', { name: 'Make admin' }).isVisible()).toBe(true)
  })
})
