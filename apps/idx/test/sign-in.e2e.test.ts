// Signing up, in and out in Chromium against the real API server (PGlite in memory, the seeded
// demo site): every e-mail goes to the server's outbox, read back over /dev/outbox.json, and the
// links in it are followed like a person would. Single sign-on runs through a real OpenID Connect
// provider (oidc-provider) on loopback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchChromium } from '../../../tooling/e2e/chromium.js'
import type { RunningServer } from '../../../tooling/e2e/server.js'
import type { RunningOidcProvider } from '../../../tooling/sso/oidc-provider.js'
import { startServerWithSso } from './helpers/server-with-sso.js'

const DEMO_SHOPPER = { email: 'jane.buyer@example.com', password: 'idx-demo-password' }
const SSO_CLIENT_ID = 'idx-e2e-sso'

let server: RunningServer
let oidc: RunningOidcProvider
let browser: Browser

beforeAll(async () => {
  ;({ server, oidc } = await startServerWithSso(SSO_CLIENT_ID))
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
  await oidc?.close()
  expect(await server?.stop()).toBe(0)
})

type OutboxMessage = { to: string; subject: string; text: string }

/** The newest e-mail to `to`, waiting for it to arrive. */
async function latestMail(to: string, after = 0): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined
  await expect
    .poll(
      async () => {
        const res = await fetch(`${server.baseUrl}/dev/outbox.json?to=${encodeURIComponent(to)}`)
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
  const res = await fetch(`${server.baseUrl}/dev/outbox.json?to=${encodeURIComponent(to)}`)
  const body = (await res.json()) as { data?: OutboxMessage[] } | OutboxMessage[]
  return (Array.isArray(body) ? body : (body.data ?? [])).length
}

/** The first link in a mail's text to this server. */
function linkIn(mail: OutboxMessage): string {
  const match = new RegExp(`${server.baseUrl.replace(/[.:/]/g, '\\$&')}/app/[^\\s)>"]+`).exec(mail.text)
  expect(match, mail.text).not.toBeNull()
  return match![0]
}

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  return context.newPage()
}

const header = (page: Page) => page.getByRole('banner')

async function logInWith(page: Page, email: string, password: string) {
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Password', { exact: true }).fill(password)
  await dialog.getByRole('button', { name: 'Log In' }).click()
}

describe('signing up, in and out in Chromium', () => {
  const newcomer = { email: `sam.newcomer.${Date.now()}@example.com`, password: 'sunlit-porch-1987' }

  it('registers a new account and is signed in at once', async () => {
    const page = await newPage()
    await page.goto(`${server.baseUrl}/app/register?map=false`)
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('First name').fill('Sam')
    await dialog.getByLabel('Last name').fill('Newcomer')
    await dialog.getByLabel('Email').fill(newcomer.email)
    await dialog.getByLabel('Phone number').fill('512-555-0199')
    await dialog.getByLabel('New password').fill(newcomer.password)
    await dialog.getByRole('button', { name: 'Sign Up' }).click()
    await expect.poll(() => page.getByText('You are logged in!').count(), { timeout: 15_000 }).toBe(1)
    await expect.poll(() => header(page).getByRole('button').textContent()).toContain('Hi, Sam')
    await page.context().close()
  })

  it('logs out from the sidebar, back to /app/ as a visitor', async () => {
    const page = await newPage()
    await page.goto(`${server.baseUrl}/app/login?map=false`)
    await logInWith(page, newcomer.email, newcomer.password)
    await expect.poll(() => header(page).getByRole('button').textContent(), { timeout: 15_000 }).toContain('Hi, Sam')
    // After sign-in the sidebar is open; its Logout ends the session and reloads /app/.
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click()
    await page.waitForURL(`${server.baseUrl}/app/`)
    await expect
      .poll(() => header(page).getByRole('button').textContent(), { timeout: 15_000 })
      .toContain('Get Started')
    expect(await page.evaluate(() => localStorage.getItem('idx-session'))).toBeNull()
    await page.context().close()
  })

  it('refuses a wrong password with the spec message, then signs in with the right one', async () => {
    const page = await newPage()
    await page.goto(`${server.baseUrl}/app/login?map=false`)
    await logInWith(page, DEMO_SHOPPER.email, 'not-her-password')
    await expect
      .poll(() => page.getByRole('dialog').getByRole('alert').textContent(), { timeout: 15_000 })
      .toContain('Failed to log in. Check your username and password.')
    await logInWith(page, DEMO_SHOPPER.email, DEMO_SHOPPER.password)
    await expect.poll(() => header(page).getByRole('button').textContent(), { timeout: 15_000 }).toContain('Hi, Jane')
    // Signed in, the sign-in routes send her back to the search (spec §2).
    for (const route of ['login', 'register', 'authenticate', 'forgot-password']) {
      await page.goto(`${server.baseUrl}/app/${route}?map=false`)
      await page.waitForURL(`${server.baseUrl}/app/?map=false`, { timeout: 15_000 })
      expect(await page.getByRole('dialog', { name: /log in|sign up|forgot/i }).count()).toBe(0)
    }
    await page.context().close()
  })

  it("offers the market's signed-in filter options (authenticatedData: Sold, Leased/Rented) once signed in, and not before", async () => {
    const page = await newPage()
    const filters = page.getByRole('region', { name: 'Filters' })
    const soldOffered = () => filters.getByRole('checkbox', { name: 'Sold' }).count()
    async function openStatuses() {
      await page.getByRole('button', { name: 'Filter' }).click()
      await filters.getByRole('button', { name: /More/ }).click()
      await filters.getByRole('checkbox', { name: 'Pending' }).waitFor()
    }
    await page.goto(`${server.baseUrl}/app/?map=false`)
    await openStatuses()
    expect(await soldOffered()).toBe(0)
    expect(await filters.getByRole('checkbox', { name: 'Leased/Rented' }).count()).toBe(0)

    await page.goto(`${server.baseUrl}/app/login?map=false`)
    await logInWith(page, DEMO_SHOPPER.email, DEMO_SHOPPER.password)
    await expect.poll(() => header(page).getByRole('button').textContent(), { timeout: 15_000 }).toContain('Hi, Jane')
    await page.goto(`${server.baseUrl}/app/?map=false`)
    await expect.poll(() => header(page).getByRole('button').textContent(), { timeout: 15_000 }).toContain('Hi, Jane')
    await openStatuses()
    await expect.poll(soldOffered, { timeout: 15_000 }).toBe(1)
    expect(await filters.getByRole('checkbox', { name: 'Leased/Rented' }).isVisible()).toBe(true)
    await page.context().close()
  })

  it('resets a forgotten password through the link in the outbox', async () => {
    const page = await newPage()
    const before = await mailCount(newcomer.email)
    await page.goto(`${server.baseUrl}/app/forgot-password?map=false`)
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
    const page = await newPage()
    const before = await mailCount(DEMO_SHOPPER.email)
    await page.goto(`${server.baseUrl}/app/login?map=false`)
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
    const again = await newPage()
    await again.goto(link, { waitUntil: 'commit' })
    await expect.poll(() => again.getByText('Failed to log in.').count(), { timeout: 15_000 }).toBe(1)
    await expect.poll(() => header(again).getByRole('button').textContent()).toContain('Get Started')
    await again.context().close()
  })

  it('retries the page that needed a session after signing in', async () => {
    const page = await newPage()
    await page.goto(`${server.baseUrl}/app/account?map=false`)
    await expect.poll(() => page.getByRole('heading', { name: 'Login to view this account' }).count()).toBe(1)
    await page.getByRole('button', { name: 'Log In / Get Started' }).click()
    await logInWith(page, DEMO_SHOPPER.email, DEMO_SHOPPER.password)
    await page.waitForURL(/\/app\/account/, { timeout: 15_000 })
    await expect.poll(() => page.getByRole('heading', { name: 'My Account' }).count(), { timeout: 15_000 }).toBe(1)
    await page.context().close()
  })

  it('signs in through the popup window when the site is embedded in another page', async () => {
    const page = await newPage()
    // A brokerage's page framing the idx site (answered by the browser itself, at the server's
    // address so that the page is a secure context as an https page would be).
    const parent = `${server.baseUrl}/brokerage-home.html`
    await page.route(parent, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<title>Brokerage home</title><iframe title="Home search" src="${server.baseUrl}/app/login?map=false" style="width:1200px;height:850px"></iframe>`,
      }),
    )
    await page.goto(parent)
    const frame = page.frameLocator('iframe[title="Home search"]')
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
    const page = await newPage()
    await page.goto(`${server.baseUrl}/app/authenticate?map=false`)
    await page.getByRole('dialog').getByLabel('Email').fill('pat.okta@sso.example')
    await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click()
    // The provider's own login page (oidc-provider's development interactions).
    await page.waitForURL(new RegExp(`^${oidc.issuer}/`), { timeout: 15_000 })
    await page.locator('input[name="login"]').fill('pat.okta')
    await page.locator('input[name="password"]').fill('anything')
    await page.locator('button[type="submit"]').click()
    // Its consent page comes next unless it remembers a grant: wait for whichever shows first.
    const backHome = new RegExp(`^${server.baseUrl}/app/`)
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
