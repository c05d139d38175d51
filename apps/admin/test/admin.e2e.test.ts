// The admin's first screens in Chromium against the real API server (the seeded demo site): the
// admin-scope guard, admin-reauthenticate's Confirm and Cancel, the admin sign-in (success, and the
// server's refusals shown as it words them), the markets landing, the header with its Sign out,
// and an unknown address (404), on a laptop and on a phone.
// IDX_E2E_SCREENSHOTS=<folder> keeps a screenshot of each screen, to look at.
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserAndServer, DEMO_ADMIN, DEMO_SHOPPER } from '../../../tooling/e2e/browser-and-server.js'
import { screenshot as screenshotAs, VIEWPORTS, type Viewport } from './admin-screens.js'

const env = browserAndServer()

const screenshot = (page: Page, name: string) => screenshotAs(page, `admin-${name}`)

/** The path, query and hash of the page's address, from the server's root. */
const addressOf = (page: Page) => {
  const url = new URL(page.url())
  return `${url.pathname}${url.search}`
}

/** The site's markets as the API lists them, by name. */
async function apiMarketNames(): Promise<string[]> {
  const res = await fetch(`${env.server.baseUrl}/api/v3/markets`, {
    headers: { authorization: 'Bearer idx-demo-site-token-2f6c1a9e' },
  })
  const body = (await res.json()) as { data: { attributes: { market_name: string } }[] }
  return body.data.map((market) => market.attributes.market_name)
}

/** The site's name as the API gives it (the header shows it). */
async function apiSiteName(): Promise<string> {
  const res = await fetch(`${env.server.baseUrl}/api/v3/site?me=true`, {
    headers: { authorization: 'Bearer idx-demo-site-token-2f6c1a9e' },
  })
  return ((await res.json()) as { data: { attributes: { name: string } } }).data.attributes.name
}

/**
 * The header as a person sees it: the page's banner, a thin bar across the top of the screen from
 * edge to edge, above the page's content, with the site's name and the link back to the site.
 */
async function expectHeaderBar(page: Page, viewport: Viewport): Promise<void> {
  const header = page.getByRole('banner')
  await expect.poll(async () => header.textContent()).toContain(await apiSiteName())
  const box = (await header.boundingBox())!
  expect(box).toMatchObject({ x: 0, y: 0, width: viewport.width })
  // Thin: one row on a laptop; three at most on a phone (the site; an admin's screens, one row that
  // scrolls sideways if it must; the e-mail and Sign out).
  expect(box.height).toBeLessThanOrEqual(viewport.name === 'laptop' ? 56 : 136)
  const content = (await page.getByRole('main').boundingBox())!
  expect(content.y).toBeGreaterThanOrEqual(box.y + box.height)
  const siteLink = header.getByRole('link', { name: 'View the site' })
  expect(await siteLink.getAttribute('href')).toBe('/app/')
  expect(await siteLink.isVisible()).toBe(true)
}

/** Signs the demo administrator in through the admin sign-in, landing on the markets. */
async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto(`${env.server.baseUrl}/admin/`)
  await page.getByLabel('Email').fill(DEMO_ADMIN.email)
  await page.getByLabel('Password').fill(DEMO_ADMIN.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('list', { name: 'Markets you may edit' }).waitFor()
}

/** Whether the element lies wholly inside the viewport, as a person would see it without scrolling sideways. */
async function fitsWidth(page: Page, selector: string, viewport: Viewport): Promise<void> {
  const box = await page.locator(selector).first().boundingBox()
  expect(box, selector).not.toBeNull()
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
}

/** Signs in on the visitor site's session (read and write only), as /app/login would have. */
async function signInAsVisitor(page: Page, user: { email: string; password: string }): Promise<void> {
  await page.goto(`${env.server.baseUrl}/admin/`)
  await page.evaluate(async ({ email, password }) => {
    const content = document.querySelector('meta[name="idx-config"]')?.getAttribute('content') ?? ''
    const { client_id: clientId } = JSON.parse(decodeURIComponent(content)) as { client_id: string }
    const res = await fetch('/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'password', email, password, client_id: clientId }),
    })
    const tokens = (await res.json()) as {
      access_token: string
      refresh_token: string
      expires_in: number
      scope: string
    }
    localStorage.setItem(
      'idx-session',
      JSON.stringify({
        access_token: tokens.access_token,
        refresh_token: tokens.refresh_token,
        expires_at: Date.now() + tokens.expires_in * 1000,
        scope: tokens.scope,
        sso: false,
      }),
    )
  }, user)
}

describe.each(VIEWPORTS)('the admin app at $width x $height', (viewport) => {
  const newPage = () => env.newPage({ viewport: { width: viewport.width, height: viewport.height } })

  it('asks a visitor without the admin scope to reauthenticate, and Confirm signs the admin in and back to the markets', async () => {
    const page = await newPage()
    await page.goto(`${env.server.baseUrl}/admin/ui`)
    await expect.poll(() => addressOf(page)).toBe('/admin/reauthenticate?return_to=%2Fui')
    const heading = page.getByRole('heading', { level: 1, name: 'Admin Credentials Required' })
    await heading.waitFor()
    // Each admin page names itself in the tab, with the site's name.
    await expect.poll(() => page.title()).toBe('Admin Credentials Required | Lone Star Realty')
    expect(await page.getByText('You must reauthenticate before using these features.').isVisible()).toBe(true)
    await fitsWidth(page, '.admin-reauthenticate', viewport)
    await screenshot(page, `reauthenticate-${viewport.name}`)

    await page.getByRole('link', { name: 'Confirm' }).click()
    await expect.poll(() => addressOf(page)).toBe('/admin/?return_to=%2Fui')
    await expect.poll(() => page.title()).toBe('Sign In · Admin | Lone Star Realty')
    const email = page.getByLabel('Email')
    await expect.poll(() => email.evaluate((input) => input === document.activeElement)).toBe(true)
    expect(await email.isDisabled()).toBe(false)
    await fitsWidth(page, 'form.idx-auth__form', viewport)
    await screenshot(page, `sign-in-${viewport.name}`)

    await email.fill(DEMO_ADMIN.email)
    await page.getByLabel('Password').fill(DEMO_ADMIN.password)
    await page.getByRole('button', { name: 'Sign in' }).click()

    await expect.poll(() => addressOf(page)).toBe('/admin/ui')
    await page.getByRole('heading', { level: 1, name: 'Markets' }).waitFor()
    await expect.poll(() => page.title()).toBe('Markets · Admin | Lone Star Realty')
    const list = page.getByRole('list', { name: 'Markets you may edit' })
    await list.waitFor()
    const shown = await list.getByRole('listitem').locator('strong').allTextContents()
    const expected = (await apiMarketNames()).sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))
    expect(expected.length).toBeGreaterThan(0)
    expect(shown).toEqual(expected)
    // Each market opens its editor (ui.index with the market's `marketId`).
    expect(await list.getByRole('link').first().getAttribute('href')).toMatch(/^\/admin\/ui\?marketId=\w+$/)
    expect(await page.getByText('You are logged in!').isVisible()).toBe(true)
    const scope = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('idx-session') ?? '{}') as { scope?: string }).scope,
    )
    expect(scope?.split(' ')).toEqual(expect.arrayContaining(['read', 'write', 'admin']))
    await fitsWidth(page, 'main.ui-editor', viewport)
    await screenshot(page, `markets-${viewport.name}`)

    // Signed in with the admin scope, the markets open straight away.
    await page.goto(`${env.server.baseUrl}/admin/ui`)
    await page.getByRole('list', { name: 'Markets you may edit' }).waitFor()
    expect(addressOf(page)).toBe('/admin/ui')
    // Three pages, a sign-in and two screenshots: more than one step's 20 s on a busy machine.
  }, 45_000)

  it("shows the server's refusal of a wrong password, and keeps the admin on the form", async () => {
    const page = await newPage()
    await page.goto(`${env.server.baseUrl}/admin/?return_to=%2Fui`)
    await page.getByLabel('Email').fill(DEMO_ADMIN.email)
    await page.getByLabel('Password').fill('not-the-password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    const alert = page.getByRole('alert').filter({ hasText: /\S/ })
    await alert.waitFor()
    expect(await alert.textContent()).toBe('Failed to log in. Check your username and password.')
    expect(addressOf(page)).toBe('/admin/?return_to=%2Fui')
    expect(await page.getByLabel('Password').evaluate((input) => input === document.activeElement)).toBe(true)
    await fitsWidth(page, '.idx-auth__alert', viewport)
    await screenshot(page, `sign-in-error-${viewport.name}`)
  })

  it('keeps a signed-in visitor on their own e-mail, and shows why the server refuses them the admin scope', async () => {
    const page = await newPage()
    await signInAsVisitor(page, DEMO_SHOPPER)
    await page.goto(`${env.server.baseUrl}/admin/ui?tab=markets`)
    await expect.poll(() => addressOf(page)).toBe('/admin/reauthenticate?return_to=%2Fui%3Ftab%3Dmarkets')
    await page.getByRole('link', { name: 'Confirm' }).click()
    await expect.poll(() => addressOf(page)).toBe('/admin/?return_to=%2Fui%3Ftab%3Dmarkets')
    const email = page.getByLabel('Email')
    await expect.poll(() => email.inputValue()).toBe(DEMO_SHOPPER.email)
    expect(await email.isDisabled()).toBe(true)
    await expect
      .poll(() => page.getByLabel('Password').evaluate((input) => input === document.activeElement))
      .toBe(true)
    await screenshot(page, `sign-in-signed-in-${viewport.name}`)

    await page.getByLabel('Password').fill(DEMO_SHOPPER.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    const alert = page.getByRole('alert').filter({ hasText: /\S/ })
    await alert.waitFor()
    expect(await alert.textContent()).toBe('The admin scope is granted only to administrators of this site.')
    expect(addressOf(page)).toBe('/admin/?return_to=%2Fui%3Ftab%3Dmarkets')
  })

  it('Cancel on admin-reauthenticate goes to the index', async () => {
    const page = await newPage()
    await page.goto(`${env.server.baseUrl}/admin/ui`)
    await page.getByRole('link', { name: 'Cancel' }).click()
    await expect.poll(() => addressOf(page)).toBe('/app/')
    await page.waitForLoadState('domcontentloaded')
  })

  it('heads every screen with the site, and a signed-in admin with their e-mail and Sign out, which returns to an empty sign-in', async () => {
    const page = await newPage()
    await page.goto(`${env.server.baseUrl}/admin/`)
    await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor()
    await expectHeaderBar(page, viewport)
    // Nobody is signed in: nothing to sign out of.
    expect(await page.getByRole('button', { name: 'Sign out' }).count()).toBe(0)
    await screenshot(page, `header-signed-out-${viewport.name}`)

    await signInAsAdmin(page)
    const header = page.getByRole('banner')
    await header.getByText(DEMO_ADMIN.email, { exact: true }).waitFor()
    await expectHeaderBar(page, viewport)
    const signOut = header.getByRole('button', { name: 'Sign out' })
    await fitsWidth(page, '.admin-header', viewport)
    const email = (await header.getByText(DEMO_ADMIN.email, { exact: true }).boundingBox())!
    const button = (await signOut.boundingBox())!
    expect(email.x + email.width).toBeLessThanOrEqual(viewport.width)
    expect(button.x + button.width).toBeLessThanOrEqual(viewport.width)
    await screenshot(page, `header-signed-in-${viewport.name}`)

    // By keyboard: from the link back to the site, Tab reaches Sign out, and Enter presses it.
    await header.getByRole('link', { name: 'View the site' }).focus()
    await page.keyboard.press('Tab')
    expect(await signOut.evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')

    await expect.poll(() => addressOf(page)).toBe('/admin/')
    await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor()
    const field = page.getByLabel('Email')
    await expect.poll(() => field.isDisabled()).toBe(false)
    expect(await field.inputValue()).toBe('')
    expect(await page.getByRole('button', { name: 'Sign out' }).count()).toBe(0)
    expect(await header.getByText(DEMO_ADMIN.email).count()).toBe(0)
    expect(await page.evaluate(() => localStorage.getItem('idx-session'))).toBeNull()
    // Signed out for good: the markets ask for the admin's credentials again.
    await page.goto(`${env.server.baseUrl}/admin/ui`)
    await expect.poll(() => addressOf(page)).toBe('/admin/reauthenticate?return_to=%2Fui')
  })

  it('answers an unknown address with 404, under the header, with the way back to the markets', async () => {
    const page = await newPage()
    const res = await page.goto(`${env.server.baseUrl}/admin/no-such-page`)
    expect(res?.status()).toBe(404)
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor()
    await expect.poll(() => page.title()).toBe('Page Not Found · Admin | Lone Star Realty')
    expect(await page.getByText('There is no page at this address.').isVisible()).toBe(true)
    await expectHeaderBar(page, viewport)
    await fitsWidth(page, 'main.message-page', viewport)
    await screenshot(page, `not-found-${viewport.name}`)
    await page.getByRole('link', { name: 'Go to the markets' }).click()
    await expect.poll(() => addressOf(page)).toBe('/admin/reauthenticate?return_to=%2Fui')
  })
})
