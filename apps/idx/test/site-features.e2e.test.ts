// The site's feature switches that change what visitors see, each on and off, in Chromium against
// the built server (its own, with a single sign-on provider on loopback): an administrator flips
// them through the real admin API (PATCH /api/v3/site_settings) and a visitor's next page follows.
// - idx_disclaimer: the disclaimer's text, Terms of Use and Privacy Policy under the results and a
//   listing, in the server's HTML (JavaScript off); without a policy link of the site's own the
//   Privacy Policy is the site's /app/privacy, which names the brokerage;
// - idx_listing_agent_card: the listing's 'Listing Agent' card;
// - sso_login: 'Sign in with okta' on the sign-in screens, which leads to the provider;
// - assign_agent_at_signup: the agent the visitor came with (`_cycagt`) becomes theirs at sign-up.
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserAndServer, DEMO_SITE_TOKEN } from '../../../tooling/e2e/browser-and-server.js'
import { siteSettingsApi, type SiteSettings, type SiteSettingsApi } from './helpers/site-settings-api.js'
import { startServerWithSso } from './helpers/server-with-sso.js'

const e2e = browserAndServer({ server: () => startServerWithSso('idx-features-sso-client') })
const SETTLE = { timeout: 15_000, interval: 100 }

let settings: SiteSettingsApi | null = null
let original: SiteSettings | null = null

/** Changes the site's settings from the version the server has now. */
const setSettings = (attributes: Record<string, unknown>) => settings!.set(attributes)

beforeAll(async () => {
  settings = await siteSettingsApi(e2e.server.baseUrl)
  original = await settings.get()
})

afterAll(async () => {
  if (!original || !settings) return
  const { settings_version: _version, ...attributes } = original
  await setSettings(attributes)
})

async function apiGet<T>(path: string, token = DEMO_SITE_TOKEN): Promise<T> {
  const res = await fetch(`${e2e.server.baseUrl}/api/v3${path}`, { headers: { authorization: `Bearer ${token}` } })
  expect(res.status).toBe(200)
  return (await res.json()) as T
}

/** The full page of the market's first listing, `/app/listing/{slug}/{id}`. */
async function firstListingPath(): Promise<string> {
  const res = await fetch(`${e2e.server.baseUrl}/api/v3/listings/search`, {
    method: 'POST',
    headers: { authorization: `Bearer ${DEMO_SITE_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ page: { size: 1, number: 1 } }),
  })
  return ((await res.json()) as { data: { links: { full: string } }[] }).data[0]!.links.full
}

/** The page at `path` as the server sends it: its HTML and CSS alone, no script run. */
async function servedPage(path: string): Promise<Page> {
  const page = await e2e.newPage({ javaScriptEnabled: false })
  await page.goto(`${e2e.server.baseUrl}${path}`)
  return page
}

/** IDX_E2E_SCREENSHOTS=<folder> keeps a screenshot of the page as it is now. */
async function keepScreenshot(page: Page, name: string): Promise<void> {
  const folder = process.env.IDX_E2E_SCREENSHOTS
  if (folder) await page.screenshot({ path: join(folder, `${name}.png`) })
}

const disclaimer = (page: Page) => page.getByRole('region', { name: 'Disclaimer', exact: true })

describe("the site's IDX disclaimer (idx_disclaimer)", () => {
  it('shows its text, Terms of Use and the default Privacy Policy under the results and a listing, from the server', async () => {
    await setSettings({ disclaimer_enabled: true, privacy_policy_url: null })
    const listingPath = await firstListingPath()
    for (const path of ['/app/?map=false', listingPath]) {
      const page = await servedPage(path)
      const footer = disclaimer(page)
      expect(await footer.isVisible(), path).toBe(true)
      expect(await footer.textContent()).toContain('comes in part from the Internet Data Exchange')
      expect(await footer.getByRole('link', { name: 'Terms of Use' }).getAttribute('href')).toBe(
        'https://lonestar-realty.example/terms',
      )
      expect(await footer.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/app/privacy')
      await footer.scrollIntoViewIfNeeded()
      await keepScreenshot(page, path === '/app/?map=false' ? 'disclaimer-search' : 'disclaimer-listing')
    }
  })

  it("leads to the site's default privacy policy, which names the brokerage", async () => {
    const page = await e2e.newPage()
    await page.goto(`${e2e.server.baseUrl}/app/?map=false`)
    await disclaimer(page).getByRole('link', { name: 'Privacy Policy' }).click()
    await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor(SETTLE)
    expect(new URL(page.url()).pathname).toBe('/app/privacy')
    await page.getByRole('heading', { name: 'Who we are', level: 2 }).waitFor(SETTLE)
    await keepScreenshot(page, 'privacy-policy')
    expect(await page.getByRole('main').textContent()).toContain('This property search is run by Lone Star Realty.')
    await expect.poll(() => page.title()).toContain('Privacy Policy')
    await page.getByRole('link', { name: 'Back to the search' }).click()
    await page.getByRole('list', { name: 'Search results' }).waitFor(SETTLE)
  })

  it("links the site's own privacy policy when it has one, and is gone when turned off", async () => {
    await setSettings({ disclaimer_enabled: true, privacy_policy_url: 'https://lonestar-realty.example/privacy' })
    let page = await servedPage('/app/?map=false')
    expect(await disclaimer(page).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      'https://lonestar-realty.example/privacy',
    )
    await setSettings({ disclaimer_enabled: false })
    for (const path of ['/app/?map=false', await firstListingPath()]) {
      page = await servedPage(path)
      await page.getByRole('banner').waitFor()
      expect(await disclaimer(page).count(), path).toBe(0)
      expect(await page.getByRole('link', { name: 'Privacy Policy' }).count()).toBe(0)
    }
    await setSettings({ disclaimer_enabled: true, privacy_policy_url: null })
  })
})

describe("the listing's agent card (idx_listing_agent_card)", () => {
  it('shows the Listing Agent card when on, and none when off', async () => {
    const path = await firstListingPath()
    for (const on of [true, false]) {
      await setSettings({ idx_listing_agent_card: on })
      const page = await e2e.newPage()
      await page.goto(`${e2e.server.baseUrl}${path}`)
      await page.getByRole('heading', { level: 1 }).waitFor(SETTLE)
      // The description comes before the card: once it is drawn, so is the card where there is one.
      await page.getByRole('heading', { name: 'Property Description' }).waitFor(SETTLE)
      expect(await page.getByRole('heading', { name: 'Listing Agent' }).count(), `card ${on}`).toBe(on ? 1 : 0)
      // The server's page agrees (no card popping in or out as the page starts).
      const served = await servedPage(path)
      expect(await served.getByRole('heading', { name: 'Listing Agent' }).count(), `served card ${on}`).toBe(on ? 1 : 0)
    }
    await setSettings({ idx_listing_agent_card: true })
  })
})

describe("the site's single sign-on on the sign-in screens (sso_login)", () => {
  it("offers 'Sign in with okta' when on, which leads to the provider, and not when off", async () => {
    await setSettings({ sso_login: true })
    let page = await e2e.newPage()
    await page.goto(`${e2e.server.baseUrl}/app/login?map=false`)
    let dialog = page.getByRole('dialog')
    await dialog.getByRole('heading', { name: 'Log In' }).waitFor(SETTLE)
    const offer = dialog.getByRole('button', { name: 'Sign in with okta' })
    await offer.waitFor(SETTLE)
    expect(await offer.isVisible()).toBe(true)
    const server = e2e.server as unknown as { oidc: { issuer: string } }
    await offer.click()
    await expect.poll(() => new URL(page.url()).origin, SETTLE).toBe(new URL(server.oidc.issuer).origin)

    await setSettings({ sso_login: false })
    page = await e2e.newPage()
    await page.goto(`${e2e.server.baseUrl}/app/login?map=false`)
    dialog = page.getByRole('dialog')
    await dialog.getByRole('heading', { name: 'Log In' }).waitFor(SETTLE)
    await dialog.getByRole('button', { name: 'Log In' }).waitFor()
    expect(await dialog.getByRole('button', { name: 'Sign in with okta' }).count()).toBe(0)
  })
})

describe("the visitor's agent at sign-up (assign_agent_at_signup)", () => {
  async function signUp(page: Page, agentId: string): Promise<void> {
    await page.goto(`${e2e.server.baseUrl}/app/register?map=false&_cycagt=${agentId}`)
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('heading', { name: 'Sign Up' }).waitFor(SETTLE)
    await dialog.getByLabel('Email').fill(`agent.${Date.now()}@example.com`)
    await dialog.getByLabel('First name').fill('Avery')
    await dialog.getByLabel('Last name').fill('Newcomer')
    await dialog.getByLabel('Phone number').fill('512-555-0142')
    await dialog.getByLabel('New password').fill('porch-swing-2026')
    await dialog.getByRole('button', { name: 'Sign Up' }).click()
    await page.getByRole('dialog', { name: 'Menu' }).waitFor(SETTLE)
  }

  it('gives the visitor the agent they came with when on, and no agent when off', async () => {
    const agent = (await apiGet<{ data: { id: string; attributes: { full_name: string } } }>('/agents/5')).data
    for (const on of [true, false]) {
      await setSettings({ assign_agent_at_signup: on })
      const page = await e2e.newPage()
      await signUp(page, agent.id)
      const menu = page.getByRole('dialog', { name: 'Menu' })
      await menu.getByRole('button', { name: 'Logout' }).waitFor(SETTLE)
      const yourAgent = menu.getByRole('region', { name: 'Your Agent' })
      if (on) {
        await yourAgent.waitFor(SETTLE)
        expect(await yourAgent.textContent()).toContain(agent.attributes.full_name)
      } else {
        expect(await yourAgent.count()).toBe(0)
      }
      const token = await page.evaluate(() => JSON.parse(localStorage.getItem('idx-session') ?? '{}').access_token)
      const me = await apiGet<{ data: { attributes: { current_agent: { id: string } | null } } }>(
        '/user?me=true',
        token as string,
      )
      expect(me.data.attributes.current_agent?.id ?? null).toBe(on ? agent.id : null)
    }
    await setSettings({ assign_agent_at_signup: true })
  })
})
