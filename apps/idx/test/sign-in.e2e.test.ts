// Signing up, in and out in Chromium against the real API server (PGlite in memory, the seeded
// demo site): every e-mail goes to the server's outbox, read back over /dev/outbox.json, and the
// links in it are followed like a person would. Single sign-on runs through a real OpenID Connect
// provider (oidc-provider) on loopback.
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserAndServer } from '../../../tooling/e2e/browser-and-server.js'
import { startServerWithSso } from './helpers/server-with-sso.js'

const DEMO_SHOPPER = { email: 'jane.buyer@example.com', password: 'idx-demo-password' }
const SSO_CLIENT_ID = 'idx-e2e-sso'

const e2e = browserAndServer({ server: () => startServerWithSso(SSO_CLIENT_ID) })

type OutboxMessage = { to: string; subject: string; text: string }

/** The newest e-mail to `to`, waiting for it to arrive. */
async function latestMail(to: string, after = 0): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined
  await expect
    .poll(
      async () => {
        const res = await fetch(`${e2e.server.baseUrl}/dev/outbox.json?to=${encodeURIComponent(to)}`)
        const body = (await res.json()) as { data?: OutboxMessage[] } | OutboxMessage[]
        const list = Array.isArray(body) ? body : (body.data ?? [])
        found = list.length > after ? list[0] : undefined
        return found !== undefined
      },
      { timeout: 10_000 },
    )
    .toBe(true)
  return found!
}

async function mailCount(to: string): Promise<number> {
  const res = await fetch(`${e2e.server.baseUrl}/dev/outbox.json?to=${encodeURIComponent(to)}`)
  const body = (await res.json()) as { data?: OutboxMessage[] } | OutboxMessage[]
  return (Array.isArray(body) ? body : (body.data ?? [])).length
}

/** The first link in a mail's text to this server. */
function linkIn(mail: OutboxMessage): string {
  const match = new RegExp(`${e2e.server.baseUrl.replace(/[.:/]/g, '\\$&')}/app/[^\\s)>"]+`).exec(mail.text)
  expect(match, mail.text).not.toBeNull()
  return match![0]
}

const header = (page: Page) => page.getByRole('banner')

const DESKTOP = { width: 1366, height: 900 }
const PHONE = { width: 390, height: 844 }

type Box = { x: number; y: number; width: number; height: number }

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

/** Whether `inner` lies wholly inside the window of `viewport`. */
function inViewport(inner: Box, viewport: { width: number; height: number }): boolean {
  return (
    inner.x >= 0 && inner.y >= 0 && inner.x + inner.width <= viewport.width && inner.y + inner.height <= viewport.height
  )
}

async function logInWith(page: Page, email: string, password: string) {
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Password', { exact: true }).fill(password)
  await dialog.getByRole('button', { name: 'Log In' }).click()
}

describe('signing up, in and out in Chromium', () => {
  const newcomer = { email: `sam.newcomer.${Date.now()}@example.com`, password: 'sunlit-porch-1987' }

  it("registers a new account from Log In's Sign up, at /app/register titled Sign Up, and is signed in at once", async () => {
    const page = await e2e.newPage()
    await page.goto(`${e2e.server.baseUrl}/app/login?map=false`)
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Email').fill(newcomer.email)
    // Sign up is a page of its own (spec §2's register route): its address and title follow.
    await dialog.getByRole('button', { name: 'Sign up' }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/app/register')
    expect(new URL(page.url()).search).toBe('?map=false')
    await expect.poll(() => page.title()).toBe('Sign Up | Lone Star Realty')
    await dialog.getByRole('heading', { name: 'Sign Up' }).waitFor()
    // Log in leads back the same way, and Back returns to the sign-up form.
    await dialog.getByRole('button', { name: 'Log in' }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/app/login')
    await expect.poll(() => page.title()).toBe('Log In | Lone Star Realty')
    await page.goBack()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/app/register')
    await dialog.getByRole('heading', { name: 'Sign Up' }).waitFor()
    // The e-mail typed on Log In came along.
    expect(await dialog.getByLabel('Email').inputValue()).toBe(newcomer.email)
    await dialog.getByLabel('First name').fill('Sam')
    await dialog.getByLabel('Last name').fill('Newcomer')
    await dialog.getByLabel('Phone number').fill('512-555-0199')
    await dialog.getByLabel('New password').fill(newcomer.password)
    await dialog.getByRole('button', { name: 'Sign Up' }).click()
    await expect.poll(() => page.getByText('You are logged in!').count(), { timeout: 15_000 }).toBe(1)
    await expect.poll(() => header(page).getByRole('button').textContent()).toContain('Hi, Sam')
    await page.context().close()
  })

  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`logs out from the sidebar, whose Logout is whole on screen and clear of the flash, on a ${size}`, async () => {
      const page = await e2e.newPage({ viewport })
      await page.goto(`${e2e.server.baseUrl}/app/login?map=false`)
      await logInWith(page, newcomer.email, newcomer.password)
      await expect.poll(() => header(page).getByRole('button').textContent(), { timeout: 15_000 }).toContain('Hi, Sam')
      // After sign-in the sidebar is open, with 'You are logged in!' flashed at the bottom.
      const menu = page.getByRole('dialog', { name: 'Menu' })
      const logout = menu.getByRole('button', { name: 'Logout' })
      await logout.waitFor()
      const flash = page.getByText('You are logged in!')
      await flash.waitFor()
      expect(inViewport((await menu.boundingBox())!, viewport), 'the menu fits the window').toBe(true)
      const logoutBox = (await logout.boundingBox())!
      expect(inViewport(logoutBox, viewport), 'Logout inside the window').toBe(true)
      expect(intersects(logoutBox, (await flash.boundingBox())!), 'Logout under the flash').toBe(false)
      // Nothing lies over its middle: a click there reaches it.
      const hit = await logout.evaluate((button) => {
        const rect = button.getBoundingClientRect()
        return button.contains(document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2))
      })
      expect(hit).toBe(true)
      // Logout ends the session and reloads /app/.
      await logout.click()
      await page.waitForURL(`${e2e.server.baseUrl}/app/`)
      await expect
        .poll(() => header(page).getByRole('button').textContent(), { timeout: 15_000 })
        .toContain('Get Started')
      expect(await page.evaluate(() => localStorage.getItem('idx-session'))).toBeNull()
      await page.context().close()
    }, 60_000)
  }

  it('refuses a wrong password with the spec message, then signs in with the right one', async () => {
    const page = await e2e.newPage()
    await page.goto(`${e2e.server.baseUrl}/app/login?map=false`)
    await logInWith(page, DEMO_SHOPPER.email, 'not-her-password')
    await expect
      .poll(() => page.getByRole('dialog').getByRole('alert').textContent(), { timeout: 15_000 })
      .toContain('Failed to log in. Check your username and password.')
    await logInWith(page, DEMO_SHOPPER.email, DEMO_SHOPPER.password)
    await expect.poll(() => header(page).getByRole('button').textContent(), { timeout: 15_000 }).toContain('Hi, Jane')
    // Signed in, the sign-in routes send her back to the search (spec §2).
    for (const route of ['login', 'register', 'authenticate', 'forgot-password']) {
      await page.goto(`${e2e.server.baseUrl}/app/${route}?map=false`)
      await page.waitForURL(`${e2e.server.baseUrl}/app/?map=false`, { timeout: 15_000 })
      expect(await page.getByRole('dialog', { name: /log in|sign up|forgot/i }).count()).toBe(0)
    }
    await page.context().close()
  })

  it("offers the market's signed-in filter options (authenticatedData: Sold, Leased/Rented) once signed in, and not before", async () => {
    const page = await e2e.newPage()
    const filters = page.getByRole('region', { name: 'Filters' })
    const soldOffered = () => filters.getByRole('checkbox', { name: 'Sold' }).count()
    async function openStatuses() {
      // A click before the page hydrates opens nothing (a busy machine's seconds): click again
      // until the lazily loaded panel shows, leaving it time to load after each click (a click
      // after hydration shows it within moments, and the poll ends then, not 3 s later).
      const more = filters.getByRole('button', { name: /More/ })
      await expect
        .poll(
          async () => {
            if (!(await more.isVisible())) await page.getByRole('button', { name: 'Filter' }).click()
            return more.waitFor({ timeout: 3000 }).then(
              () => true,
              () => false,
            )
          },
          { timeout: 30_000 },
        )
        .toBe(true)
      await more.click()
      await filters.getByRole('checkbox', { name: 'Pending' }).waitFor()
    }
    await page.goto(`${e2e.server.baseUrl}/app/?map=false`)
    await openStatuses()
    expect(await soldOffered()).toBe(0)
    expect(await filters.getByRole('checkbox', { name: 'Leased/Rented' }).count()).toBe(0)

    await page.goto(`${e2e.server.baseUrl}/app/login?map=false`)
    await logInWith(page, DEMO_SHOPPER.email, DEMO_SHOPPER.password)
    await expect.poll(() => header(page).getByRole('button').textContent(), { timeout: 15_000 }).toContain('Hi, Jane')
    await page.goto(`${e2e.server.baseUrl}/app/?map=false`)
    await expect.poll(() => header(page).getByRole('button').textContent(), { timeout: 15_000 }).toContain('Hi, Jane')
    await openStatuses()
    await expect.poll(soldOffered, { timeout: 15_000 }).toBe(1)
    expect(await filters.getByRole('checkbox', { name: 'Leased/Rented' }).isVisible()).toBe(true)
    await page.context().close()
  })

  it('resets a forgotten password through the link in the outbox', async () => {
    const page = await e2e.newPage()
    const before = await mailCount(newcomer.email)
    await page.goto(`${e2e.server.baseUrl}/app/forgot-password?map=false`)
    await page.getByRole('dialog').getByLabel('Email').fill(newcomer.email)
    await page.getByRole('dialog').getByRole('button', { name: 'Send Reset Link' }).click()
    await expect
      .poll(() => page.getByRole('dialog').textContent(), { timeout: 15_000 })
      .toContain('You will receive an email with instructions about how to reset your password in a few minutes.')
    const link = linkIn(await latestMail(newcomer.email, before))
    expect(link).toContain('reset_token=')
    await page.goto(link)
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('New password', { exact: true }).fill('harbor-lights-2026')
    await dialog.getByLabel('Confirm password', { exact: true }).fill('harbor-lights-2026')
    await dialog.getByRole('button', { name: /password/i }).click()
    await dialog.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL(/\/app\/login/)
    await logInWith(page, newcomer.email, 'harbor-lights-2026')
    await expect.poll(() => header(page).getByRole('button').textContent(), { timeout: 15_000 }).toContain('Hi, Sam')
    newcomer.password = 'harbor-lights-2026'
    await page.context().close()
  })

  it('signs in with a magic link from the outbox', async () => {
    const page = await e2e.newPage()
    const before = await mailCount(DEMO_SHOPPER.email)
    await page.goto(`${e2e.server.baseUrl}/app/login?map=false`)
    await page.getByRole('dialog').getByRole('button', { name: 'Email me a sign-in link' }).click()
    await page.getByRole('dialog').getByLabel('Email').fill(DEMO_SHOPPER.email)
    await page.getByRole('dialog').getByRole('button', { name: 'Email Me a Link' }).click()
    await expect
      .poll(() => page.getByRole('dialog').textContent(), { timeout: 15_000 })
      .toContain('Check your email! We sent you an email with a link to sign in.')
    const link = linkIn(await latestMail(DEMO_SHOPPER.email, before))
    expect(link).toContain('magic_auth=')
    // Watched from the navigation's commit, not its load: the flash shows for 2 s, and on a busy
    // machine the page's load (its cards' photos) can end after the flash has gone.
    await page.goto(link, { waitUntil: 'commit' })
    await expect.poll(() => page.getByText('You are logged in!').count(), { timeout: 15_000 }).toBe(1)
    await expect.poll(() => header(page).getByRole('button').textContent()).toContain('Hi, Jane')
    expect(page.url()).not.toContain('magic_auth')
    await page.context().close()
    // The link is single use: opening it again, in another browser, signs nobody in. (A fresh
    // context, not the same page: a navigation started while the signed-in page was still
    // settling could be aborted by it, net::ERR_ABORTED, on a busy machine.)
    const again = await e2e.newPage()
    await again.goto(link, { waitUntil: 'commit' })
    await expect.poll(() => again.getByText('Failed to log in.').count(), { timeout: 15_000 }).toBe(1)
    await expect.poll(() => header(again).getByRole('button').textContent()).toContain('Get Started')
    await again.context().close()
  })

  it('retries the page that needed a session after signing in', async () => {
    const page = await e2e.newPage()
    await page.goto(`${e2e.server.baseUrl}/app/account?map=false`)
    await expect.poll(() => page.getByRole('heading', { name: 'Login to view this account' }).count()).toBe(1)
    await page.getByRole('button', { name: 'Log In / Get Started' }).click()
    await logInWith(page, DEMO_SHOPPER.email, DEMO_SHOPPER.password)
    await page.waitForURL(/\/app\/account/, { timeout: 15_000 })
    await expect.poll(() => page.getByRole('heading', { name: 'My Account' }).count(), { timeout: 15_000 }).toBe(1)
    await page.context().close()
  })

  it('signs in through the popup window when the site is embedded in another page', async () => {
    const page = await e2e.newPage()
    // A brokerage's page framing the idx site (answered by the browser itself, at the server's
    // address so that the page is a secure context as an https page would be).
    const parent = `${e2e.server.baseUrl}/brokerage-home.html`
    await page.route(parent, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<title>Brokerage home</title><iframe title="Home search" src="${e2e.server.baseUrl}/app/login?map=false" style="width:1200px;height:850px"></iframe>`,
      }),
    )
    await page.goto(parent)
    const frame = page.frameLocator('iframe[title="Home search"]')
    // Drawn as the kit's buttons are (a secondary one beside Log In), not the browser's own.
    const popupButton = frame.getByRole('button', { name: 'Sign in in a new window' })
    const looks = (button: Element) => {
      const style = getComputedStyle(button)
      return { radius: style.borderRadius, font: style.fontFamily, weight: style.fontWeight, height: style.minHeight }
    }
    expect(await popupButton.evaluate(looks)).toEqual(
      await frame.getByRole('button', { name: 'Log In', exact: true }).evaluate(looks),
    )
    expect(await popupButton.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe('rgb(255, 255, 255)')
    const [popup] = await Promise.all([
      page.context().waitForEvent('page'),
      frame.getByRole('button', { name: 'Sign in in a new window' }).click(),
    ])
    // The window opens blank within the click, then goes to the server's own sign-in page at
    // GET /oauth/authorize (code flow with PKCE).
    await popup.waitForURL(/\/oauth\/authorize\?/, { timeout: 15_000 })
    expect(new URL(popup.url()).pathname).toBe('/oauth/authorize')
    expect(new URL(popup.url()).searchParams.get('code_challenge_method')).toBe('S256')
    await popup.getByLabel('Email').fill(DEMO_SHOPPER.email)
    await popup.getByLabel('Password').fill(DEMO_SHOPPER.password)
    await Promise.all([
      popup.waitForEvent('close', { timeout: 15_000 }),
      popup.getByRole('button', { name: /log in|sign in/i }).click(),
    ])
    await expect
      .poll(() => frame.getByRole('banner').getByRole('button').textContent(), { timeout: 15_000 })
      .toContain('Hi, Jane')
    await page.context().close()
  })

  it('signs in through the identity provider (single sign-on) and comes back signed in', async () => {
    const page = await e2e.newPage()
    await page.goto(`${e2e.server.baseUrl}/app/authenticate?map=false`)
    await page.getByRole('dialog').getByLabel('Email').fill('pat.okta@sso.example')
    await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click()
    // The provider's own login page (oidc-provider's development interactions).
    await page.waitForURL(new RegExp(`^${e2e.server.oidc.issuer}/`), { timeout: 15_000 })
    await page.locator('input[name="login"]').fill('pat.okta')
    await page.locator('input[name="password"]').fill('anything')
    await page.locator('button[type="submit"]').click()
    // Its consent page comes next unless it remembers a grant: wait for whichever shows first.
    const backHome = new RegExp(`^${e2e.server.baseUrl}/app/`)
    const consent = page.locator('button[type="submit"]', { hasText: /continue/i })
    await Promise.race([page.waitForURL(backHome, { timeout: 15_000 }), consent.waitFor({ timeout: 15_000 })])
    if (!backHome.test(page.url())) await consent.click()
    await page.waitForURL(backHome, { timeout: 15_000 })
    await expect.poll(() => header(page).getByRole('button').textContent(), { timeout: 15_000 }).toContain('Hi, Pat')
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('idx-session') ?? 'null') as { sso?: boolean },
    )
    expect(stored?.sso).toBe(true)
    // SSO users have no settings card in the sidebar (spec §2).
    await expect.poll(() => page.getByRole('dialog', { name: 'Menu' }).count()).toBe(1)
    expect(await page.getByRole('dialog', { name: 'Menu' }).getByText('Settings & Notifications').count()).toBe(0)
    await page.context().close()
  })
})
