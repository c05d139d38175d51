// A first visit's routes as a person meets them in Chromium, at a desktop's size (1366x900) and a
// phone's (390x844): each page's title (served and after client-side navigation), a 404 for an
// address that is no page, where the split detail sits, its navigation bar on a phone, the keyboard
// (Escape, the skip link) and axe-core's serious and critical findings. One server, one browser.
import { describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { browserAndServer, DEMO_SHOPPER, DEMO_SITE_TOKEN } from '../../../tooling/e2e/browser-and-server.js'
import { axeViolations } from './helpers/axe.js'

const DESKTOP = { width: 1366, height: 900 }
const PHONE = { width: 390, height: 844 }
const SIZES = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const
const SITE = 'Lone Star Realty'
const SEARCH_TITLE = `Homes for sale in Austin, TX | ${SITE}`
/** The debounced search and a shared 2-core machine. */
const SETTLE = { timeout: 15_000, interval: 100 }

const e2e = browserAndServer({ server: 'shared' })

type Box = { x: number; y: number; width: number; height: number }

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${e2e.server.baseUrl}/api/v3${path}`, {
    headers: { authorization: `Bearer ${DEMO_SITE_TOKEN}` },
  })
  expect(res.status, path).toBe(200)
  return (await res.json()) as T
}

const detail = (page: Page) => page.getByRole('complementary', { name: 'Listing detail' })
const cardLinks = (page: Page) => page.locator('.search-page__results a.idx-card__title-link')

/** The search screen at `/app/{search}` with its first cards shown and the page hydrated. */
async function openSearch(viewport = DESKTOP, search = ''): Promise<Page> {
  const page = await e2e.newPage({ viewport })
  await page.goto(`${e2e.server.baseUrl}/app/${search}`)
  await cardLinks(page).first().waitFor(SETTLE)
  await page.waitForLoadState('networkidle')
  return page
}

/** Opens the split detail from the `index`th card (by keyboard: Enter on its title link). */
async function openFromCard(page: Page, index = 1): Promise<{ card: Locator; title: string }> {
  const card = cardLinks(page).nth(index)
  const title = (await card.textContent()) ?? ''
  await card.focus()
  await page.keyboard.press('Enter')
  await detail(page).getByRole('heading', { level: 2, name: title }).waitFor(SETTLE)
  return { card, title }
}

async function seriousAxeViolations(page: Page): Promise<string[]> {
  return (await axeViolations(page))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.targets.slice(0, 3).join(', ')}`)
}

describe('document titles', () => {
  it('names each page when loaded directly, and an unknown address answers 404 with a way back', async () => {
    const page = await e2e.newPage()
    const titleAt = async (path: string, status = 200) => {
      const res = await page.goto(`${e2e.server.baseUrl}/app/${path}`)
      expect(res?.status(), path).toBe(status)
      await page.waitForLoadState('networkidle')
      // A page the server could not render in time arrives as the app shell ('idx') and the app
      // names it once it has the site: what the visitor sees is the title after that.
      await page.waitForFunction(() => document.title !== 'idx', null, SETTLE)
      return page.title()
    }
    await expect.poll(() => titleAt(''), SETTLE).toBe(SEARCH_TITLE)
    await expect.poll(() => titleAt('login'), SETTLE).toBe(`Log In | ${SITE}`)
    await expect.poll(() => titleAt('forgot-password'), SETTLE).toBe(`Forgot password? | ${SITE}`)
    await expect.poll(() => titleAt('authenticate'), SETTLE).toBe(`Login / Sign up | ${SITE}`)
    await expect.poll(() => titleAt('no-such-page', 404), SETTLE).toBe(`Page not found | ${SITE}`)
    const notFound = page.getByRole('heading', { level: 1, name: 'Page not found' })
    await expect.poll(() => notFound.isVisible(), SETTLE).toBe(true)
    // Under the site's header, as every page is: its logo (named for the site, and drawn) and the
    // visitor's account button.
    const banner = page.getByRole('banner')
    const logo = banner.getByRole('img', { name: SITE })
    expect(await logo.isVisible()).toBe(true)
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth), SETTLE).toBeGreaterThan(0)
    expect(await banner.getByRole('button', { name: 'Get Started' }).isVisible()).toBe(true)
    const bannerBox = (await banner.boundingBox())!
    expect(bannerBox.y).toBe(0)
    expect((await notFound.boundingBox())!.y).toBeGreaterThanOrEqual(bannerBox.y + bannerBox.height)
    await page.getByRole('link', { name: 'Go to the search' }).click()
    await expect.poll(() => page.title(), SETTLE).toBe(SEARCH_TITLE)
    expect(new URL(page.url()).pathname).toBe('/app/')
  }, 60_000)

  it("names the listing on its full page and in the split view, and the agent on the agent's page", async () => {
    const page = await openSearch()
    const href = (await cardLinks(page).first().getAttribute('href')) ?? ''
    const id = /listing\/([^/?]+)/.exec(href)?.[1] ?? ''
    const listing = await api<{
      data: { attributes: { title: string; subtitle: string; slug: string; data_source_name: string } }
    }>(`/listings/${id}`)
    const { title, subtitle, slug } = listing.data.attributes
    const listingTitle = `${title}, ${subtitle} | ${SITE}`
    for (const path of [`listing/${id}`, `listing/${slug || id}/${id}`]) {
      const res = await page.goto(`${e2e.server.baseUrl}/app/${path}`)
      expect(res?.status()).toBe(200)
      await expect.poll(() => page.title(), SETTLE).toBe(listingTitle)
    }
    const { data: agents } = await api<{ data: { id: string; attributes: { full_name: string } }[] }>(
      `/agents?data_source_name=${listing.data.attributes.data_source_name}&page[size]=1`,
    )
    const agent = agents[0]!
    await page.goto(`${e2e.server.baseUrl}/app/work-with-agent/${agent.id}`)
    await expect.poll(() => page.title(), SETTLE).toBe(`Work with ${agent.attributes.full_name} | ${SITE}`)
  }, 60_000)

  it('follows client-side navigation: detail, back to the search, sign-in dialogs, My Account', async () => {
    const page = await openSearch()
    await expect.poll(() => page.title(), SETTLE).toBe(SEARCH_TITLE)
    const { title } = await openFromCard(page)
    await expect
      .poll(() => page.title(), SETTLE)
      .toMatch(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, .+ \\| ${SITE}$`))
    await page.keyboard.press('Escape')
    await expect.poll(() => page.title(), SETTLE).toBe(SEARCH_TITLE)
    await page.getByRole('banner').getByRole('button', { name: 'Get Started' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor(SETTLE)
    await expect.poll(() => page.title(), SETTLE).toMatch(new RegExp(`^(Log In|Login / Sign up) \\| ${SITE}$`))
    // Signed in, the account page is the visitor's own.
    await page.goto(`${e2e.server.baseUrl}/app/login`)
    await dialog.getByLabel('Email').fill(DEMO_SHOPPER.email)
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO_SHOPPER.password)
    await dialog.getByRole('button', { name: 'Log In' }).click()
    await page.getByText('Hi, Jane').waitFor(SETTLE)
    // Signing in opens the menu (spec §4), whose Settings & Notifications card leads to the account.
    await page.getByRole('link', { name: /Settings & Notifications/ }).click()
    await expect.poll(() => page.title(), SETTLE).toBe(`My Account | ${SITE}`)
  }, 60_000)
})

describe('the split detail', () => {
  for (const [size, viewport] of SIZES) {
    it(`covers neither the site header nor the List / Map toggle on a ${size}`, async () => {
      const page = await openSearch(viewport)
      // The toggle: two buttons on a desktop, the Sort & View menu's button on a phone.
      const toggle =
        size === 'desktop'
          ? page.getByRole('group', { name: 'Results options' }).getByRole('button', { name: 'Map', exact: true })
          : page.getByRole('group', { name: 'Results options' }).getByRole('button', { name: /Sort & View/ })
      const toggleBefore = await toggle.boundingBox()
      expect(toggleBefore).not.toBeNull()
      await openFromCard(page)
      const detailBox = (await detail(page).boundingBox())!
      const headerBox = (await page.getByRole('banner').boundingBox())!
      expect(intersects(detailBox, headerBox), 'detail over the header').toBe(false)
      expect(detailBox.height).toBeGreaterThan(viewport.height / 2)
      expect(detailBox.y + detailBox.height).toBeLessThanOrEqual(viewport.height + 1)
      if (size === 'desktop') {
        // Beside the results: the toggle stays where it was, visible and clickable.
        const toggleBox = (await toggle.boundingBox())!
        expect(intersects(detailBox, toggleBox), 'detail over the List / Map toggle').toBe(false)
        expect(toggleBox).toEqual(toggleBefore)
        expect(detailBox.width).toBeGreaterThan(viewport.width / 3)
      } else {
        // One view at a time: the detail replaces the results (their toolbar with them) below the
        // search form, and the header stays.
        expect(await toggle.isVisible()).toBe(false)
        expect(detailBox.width).toBe(viewport.width)
      }
    }, 60_000)
  }

  // A desktop, a 1,170 px wide frame (an embedding page's column) and a phone: with Previous and
  // Next both enabled (the second card), the bar's widest case.
  for (const viewport of [DESKTOP, { width: 1170, height: 900 }, PHONE]) {
    it(`keeps its navigation bar to one row ${viewport.width} px wide`, async () => {
      const page = await openSearch(viewport)
      await openFromCard(page)
      const nav = detail(page).getByRole('navigation', { name: 'Listing' })
      const close = nav.getByRole('button', { name: 'Close' })
      const navBox = (await nav.boundingBox())!
      const closeBox = (await close.boundingBox())!
      expect(navBox.height).toBeLessThan(closeBox.height * 2)
      // One row: every control spans the same line, and none runs past the bar.
      const controls = await nav.evaluate((element) =>
        [...element.querySelectorAll('a, button')].map((control) => {
          const rect = control.getBoundingClientRect()
          return { top: rect.top, bottom: rect.bottom, right: rect.right }
        }),
      )
      expect(controls.length).toBeGreaterThanOrEqual(8)
      expect(Math.max(...controls.map((c) => c.top))).toBeLessThan(Math.min(...controls.map((c) => c.bottom)))
      expect(Math.max(...controls.map((c) => c.right))).toBeLessThanOrEqual(navBox.x + navBox.width + 1)
      expect(navBox.x + navBox.width).toBeLessThanOrEqual(viewport.width)
      // Every control is still named by its words, and Previous and Next both lead somewhere.
      for (const name of ['Previous', 'Next', 'Open in New Window', 'Share on Twitter']) {
        expect(await nav.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true)
      }
      expect(await close.isVisible()).toBe(true)
    }, 60_000)
  }

  for (const [size, viewport] of SIZES) {
    it(`closes on Escape and gives focus back to the card that opened it on a ${size}`, async () => {
      const page = await openSearch(viewport)
      const { card } = await openFromCard(page, 2)
      // Focus is in the detail, so a screen reader starts there.
      expect(await detail(page).evaluate((element) => element.contains(document.activeElement))).toBe(true)
      await page.keyboard.press('Escape')
      await expect.poll(() => detail(page).count(), SETTLE).toBe(0)
      expect(new URL(page.url()).pathname).toBe('/app/')
      await expect.poll(() => card.evaluate((element) => element === document.activeElement), SETTLE).toBe(true)
      expect(await card.isVisible()).toBe(true)
    }, 60_000)
  }
})

describe('the keyboard on the search screen', () => {
  it("starts with 'Skip to results', which passes the header, the omnibox and the filters", async () => {
    const page = await openSearch()
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to results' })
    await expect.poll(() => skip.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(await skip.isVisible()).toBe(true)
    const skipBox = (await skip.boundingBox())!
    expect(skipBox.y).toBeGreaterThanOrEqual(0)
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    const focused = await page.evaluate(() => ({
      inCard: document.activeElement?.closest('.idx-card') !== null,
      inForm: document.activeElement?.closest('.search-page__form, .site-header') !== null,
    }))
    expect(focused).toEqual({ inCard: true, inForm: false })
    expect(new URL(page.url()).hash).toBe('')
  }, 60_000)
})

describe('axe-core', () => {
  for (const [size, viewport] of SIZES) {
    it(`finds no serious or critical violation on the search, the split detail, the listing page and sign-in on a ${size}`, async () => {
      const page = await openSearch(viewport)
      expect(await seriousAxeViolations(page), 'search').toEqual([])
      await openFromCard(page)
      expect(await seriousAxeViolations(page), 'split detail').toEqual([])
      const fullHref = await detail(page).getByRole('link', { name: 'Open in New Window' }).getAttribute('href')
      await page.goto(`${e2e.server.baseUrl}${fullHref}`)
      await page.getByRole('heading', { level: 1 }).first().waitFor(SETTLE)
      await page.waitForLoadState('networkidle')
      expect(await seriousAxeViolations(page), 'listing page').toEqual([])
      await page.goto(`${e2e.server.baseUrl}/app/login`)
      await page.getByRole('dialog').getByLabel('Email').waitFor(SETTLE)
      await page.waitForLoadState('networkidle')
      expect(await seriousAxeViolations(page), 'sign-in').toEqual([])
    }, 90_000)
  }
})
