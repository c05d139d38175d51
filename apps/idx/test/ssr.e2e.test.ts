// Server rendering end to end: the built API server with apps/idx's built renderer
// (dist-server/render-page.js) renders the listing pages and the search screen; read as crawlers
// read them (plain fetch, Chromium without JavaScript) and hydrated in Chromium without mismatch.
import { formatPrice } from '@idx/domain'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserAndServer, DEMO_SITE_TOKEN } from '../../../tooling/e2e/browser-and-server.js'

const SETTLE = { timeout: 15_000, interval: 100 }
const NOT_FOUND_TITLE = 'Property Not Found.'
const NOT_FOUND_TEXT = 'Sorry, but the listing you are looking for is no longer available.'
const NOT_FOUND_LINK = 'Go back and try another search'
const PASSWORD_GATE = 'Enter the password to view the price and pictures of this property!'

type ListingResource = { id: string; attributes: Record<string, unknown>; links: { full: string } }

const e2e = browserAndServer({ server: 'shared' })

/** Lighthouse's mobile device (a Moto G Power): the server guesses the layout from its user agent. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
}
const DESKTOP_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36'

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${e2e.server.baseUrl}/api/v3/${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${DEMO_SITE_TOKEN}`, 'content-type': 'application/json' },
  })
  expect(response.status).toBe(200)
  return (await response.json()) as T
}

/** The most expensive active listings, as the API sends them (full attributes and links). */
async function activeListings(): Promise<ListingResource[]> {
  const body = { filter: { listing_status: { value: ['Active'] } }, sort: '-price_in_dollars', page: { size: 40 } }
  return (await api<{ data: ListingResource[] }>('listings/search', { method: 'POST', body: JSON.stringify(body) }))
    .data
}

/** An active listing with a price that is not password protected: its page shows everything. */
async function openListing(): Promise<ListingResource> {
  const listing = (await activeListings()).find(
    (each) => each.attributes['locked'] !== true && Number(each.attributes['price_in_dollars']) > 0,
  )
  if (!listing) throw new Error('the demo market has no active listing with a price')
  return listing
}

/** A password-protected demo listing (the seed picks a few at random). */
async function lockedListing(): Promise<ListingResource> {
  // Ids run from 1 up; a batch past the last id comes back empty.
  for (let first = 1; ; first += 40) {
    const ids = Array.from({ length: 40 }, (_, index) => first + index).join(',')
    const found = (await api<{ data: ListingResource[] }>(`listings?filter[id][value]=${ids}`)).data
    if (found.length === 0) break
    const locked = found.find((listing) => listing.attributes['locked'] === true)
    if (locked) return locked
  }
  throw new Error('the demo market has no password-protected listing')
}

/** The HTML the server rendered inside #root. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">')
  const end = html.lastIndexOf('<script')
  expect(start).toBeGreaterThan(-1)
  return html.slice(start, end)
}

/** Every JSON-LD script of a page, parsed. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  )
}

/**
 * What the page reports that a hydration mismatch would: uncaught errors (React reports a mismatch
 * as one, e.g. 'Minified React error #418') and console errors or warnings, except a response's
 * status (a 404 page logs its own).
 */
function collectProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return
    if (message.text().startsWith('Failed to load resource')) return
    problems.push(`${message.type()}: ${message.text()}`)
  })
  return problems
}

describe('a listing page read without JavaScript', () => {
  it('holds the title, the formatted price, the canonical and Open Graph tags and JSON-LD with an Offer', async () => {
    const listing = await openListing()
    const response = await fetch(`${e2e.server.baseUrl}${listing.links.full}`)
    expect(response.status).toBe(200)
    const html = await response.text()
    const title = String(listing.attributes['title'])
    const price = formatPrice(listing.attributes['price_in_dollars'] as number)
    const root = rootOf(html)
    expect(root).toContain(`>${title}</h1>`)
    expect(root).toContain(price)
    expect(html).toMatch(/<title>[^<]+<\/title>/)
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html).toContain(`<link rel="canonical" href="${e2e.server.baseUrl}${listing.links.full}" />`)
    expect(html).toContain(`<meta property="og:url" content="${e2e.server.baseUrl}${listing.links.full}" />`)
    expect(html).toMatch(/<meta property="og:title" content="[^"]+" \/>/)
    expect(html).toMatch(/<meta name="twitter:card" content="summary(_large_image)?" \/>/)
    const [ld, ...more] = jsonLdOf(html)
    expect(more).toEqual([])
    expect(ld?.['@type']).toBe('RealEstateListing')
    const offer = ld?.['offers'] as Record<string, unknown>
    expect(offer['@type']).toBe('Offer')
    expect(offer['price']).toBe(Number(listing.attributes['price_in_dollars']))

    // A browser with JavaScript off sees the same page.
    const page = await e2e.newPage({ javaScriptEnabled: false })
    await page.goto(`${e2e.server.baseUrl}${listing.links.full}`)
    expect(await page.getByRole('heading', { level: 1, name: title }).count()).toBe(1)
    expect(await page.locator('.idx-detail__price').textContent()).toContain(price)
    const pageLd = await page.locator('script[type="application/ld+json"]').textContent()
    expect(JSON.parse(pageLd ?? 'null')).toEqual(ld)
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${e2e.server.baseUrl}${listing.links.full}`,
    )
    expect(await page.title()).toContain(title)
  })

  it('is listing-not-found with HTTP 404 for a listing the server does not know, on both routes', async () => {
    for (const path of ['/app/listing/no-such-home/987654321', '/app/listing/987654321', '/app/listing/x/not-an-id']) {
      const response = await fetch(`${e2e.server.baseUrl}${path}`)
      expect(response.status).toBe(404)
      const root = rootOf(await response.text())
      expect(root).toContain(`<h1>${NOT_FOUND_TITLE}</h1>`)
      expect(root).toContain(NOT_FOUND_TEXT)
      expect(root).toMatch(new RegExp(`<a href="/app/"[^>]*>${NOT_FOUND_LINK}</a>`))
    }
  })

  it("shows a password-protected listing's password gate, and neither its price nor an Offer price", async () => {
    const listing = await lockedListing()
    const response = await fetch(`${e2e.server.baseUrl}${listing.links.full}`)
    expect(response.status).toBe(200)
    const html = await response.text()
    const root = rootOf(html)
    expect(root).toContain(PASSWORD_GATE)
    expect(root).not.toContain('class="idx-detail__price"')
    expect(root).not.toMatch(/\$\d/)
    const [ld] = jsonLdOf(html)
    expect(ld?.['@type']).toBe('RealEstateListing')
    expect((ld?.['offers'] as Record<string, unknown> | undefined)?.['price']).toBeUndefined()
  })
})

describe('the search screen read without JavaScript', () => {
  it('already holds the first result cards', async () => {
    const response = await fetch(`${e2e.server.baseUrl}/app/?map=false&sort=-price_in_dollars`)
    expect(response.status).toBe(200)
    const html = await response.text()
    const data = /<script id="idx-first-search" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1]
    const first = JSON.parse(data ?? 'null') as { search: { data: { attributes: { title: string } }[] } }
    const titles = first.search.data.slice(0, 4).map((listing) => listing.attributes.title)
    expect(titles.length).toBe(4)
    const root = rootOf(html)
    expect(root.match(/<article/g)?.length).toBeGreaterThanOrEqual(4)
    for (const title of titles) expect(root).toContain(title.replace(/&/g, '&amp;'))
    expect(html).toMatch(/<title>[^<]+<\/title>/)
    expect(html).toContain(`<link rel="canonical" href="${e2e.server.baseUrl}/app/" />`)
  })

  it("is laid out for the visitor's kind of screen: a phone gets the list alone, a desktop the list beside the map", async () => {
    const view = async (headers: Record<string, string>) =>
      /<main class="search-page" data-view="(\w+)"/.exec(
        await (await fetch(`${e2e.server.baseUrl}/app/`, { headers })).text(),
      )?.[1]
    expect(await view({ 'user-agent': PHONE.userAgent })).toBe('list')
    expect(await view({ 'sec-ch-ua-mobile': '?1' })).toBe('list')
    expect(await view({ 'user-agent': DESKTOP_USER_AGENT })).toBe('split')
  })

  it("writes a listing page's share links against the site's origin", async () => {
    const listing = await openListing()
    const root = rootOf(await (await fetch(`${e2e.server.baseUrl}${listing.links.full}`)).text())
    expect(root).toContain('aria-label="Share"')
    expect(root).toContain(encodeURIComponent(`${e2e.server.baseUrl}${listing.links.full}`))
  })
})

describe('hydration in Chromium', () => {
  it('hydrates a full listing page without a mismatch, and its buttons work', async () => {
    const listing = await openListing()
    // Far from the server's zone: the page's dates hydrate as the server wrote them, then follow the visitor's.
    const page = await e2e.newPage({ timezoneId: 'Pacific/Kiritimati' })
    const problems = collectProblems(page)
    await page.goto(`${e2e.server.baseUrl}${listing.links.full}`)
    await page.waitForLoadState('networkidle')
    const dialog = page.getByRole('dialog', { name: 'Ask a Question' })
    // The server's button is on screen before the page hydrates: click until it answers.
    await expect
      .poll(async () => {
        if (!(await dialog.isVisible())) {
          await page
            .getByRole('button', { name: 'Ask a Question' })
            .first()
            .click({ timeout: 1000 })
            .catch(() => undefined)
        }
        return dialog.isVisible()
      }, SETTLE)
      .toBe(true)
    expect(new URL(page.url()).searchParams.get('inquiry')).toBe('true')
    expect(problems).toEqual([])
  })

  it('hydrates the search screen and the split view without a mismatch', async () => {
    const page = await e2e.newPage()
    const problems = collectProblems(page)
    await page.goto(`${e2e.server.baseUrl}/app/?sort=-price_in_dollars`)
    await page.waitForLoadState('networkidle')
    const sort = page.getByRole('button', { name: /^Sort:/ })
    await expect
      .poll(async () => {
        if ((await page.getByRole('menu').count()) === 0) await sort.click({ timeout: 1000 }).catch(() => undefined)
        return page.getByRole('menu').count()
      }, SETTLE)
      .toBe(1)

    const listing = await openListing()
    await page.goto(`${e2e.server.baseUrl}/app/listing/${listing.id}?map=false`)
    await page.waitForLoadState('networkidle')
    await page
      .getByRole('complementary', { name: 'Listing detail' })
      .getByRole('heading', { level: 2, name: String(listing.attributes['title']) })
      .waitFor(SETTLE)
    expect(problems).toEqual([])
  })

  it('hydrates on a phone without moving anything the server drew (no layout shift)', async () => {
    const listing = await openListing()
    const pages = [
      { path: '/app/', content: 'ul[aria-label="Search results"]' },
      { path: listing.links.full, content: 'article.idx-detail' },
    ]
    for (const { path, content } of pages) {
      // Where the content sits as the server drew it, and where it sits once the page has hydrated.
      const tops: number[] = []
      for (const javaScriptEnabled of [false, true]) {
        const page = await e2e.newPage({ ...PHONE, javaScriptEnabled })
        const problems = collectProblems(page)
        await page.goto(`${e2e.server.baseUrl}${path}`)
        await page.waitForLoadState('networkidle')
        tops.push(
          await page
            .locator(content)
            .first()
            .evaluate((element) => element.getBoundingClientRect().top),
        )
        expect(problems).toEqual([])
      }
      expect(tops[1], path).toBe(tops[0])
    }
  })

  it('replaces a missing listing with listing-not-found before hydrating it', async () => {
    const page = await e2e.newPage()
    const problems = collectProblems(page)
    const response = await page.goto(`${e2e.server.baseUrl}/app/listing/no-such-home/987654321`)
    expect(response?.status()).toBe(404)
    await expect.poll(() => new URL(page.url()).pathname, SETTLE).toBe('/app/listing-not-found')
    await page.waitForLoadState('networkidle')
    await page.getByRole('link', { name: NOT_FOUND_LINK }).click()
    await expect.poll(() => new URL(page.url()).pathname, SETTLE).toBe('/app/')
    expect(problems).toEqual([])
  })
})
