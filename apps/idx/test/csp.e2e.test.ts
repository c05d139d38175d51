// The site's security headers in Chromium, enforced: the search screen and a listing page load,
// hydrate and draw their map (tiles from a configured tile server) with no Content-Security-Policy
// violation; a script injected without the answer's nonce does not run; only the origins named in
// IDX_FRAME_ANCESTORS can frame the site. The parent pages and the tile server are a loopback
// server of this test's own, reached as http://localhost:PORT (configured) and as
// http://127.0.0.1:PORT (the same server, but another origin: a stranger).
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { startServer } from '../../../tooling/e2e/server.js'
import { browserAndServer, DEMO_SITE_TOKEN } from '../../../tooling/e2e/browser-and-server.js'

const SETTLE = { timeout: 20_000, interval: 100 }
/** A 1×1 grey PNG: every tile the test's tile server draws. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNoAAAAggCBd81ytgAAAABJRU5ErkJggg==',
  'base64',
)

let outside: Server
let outsidePort = 0
let tilesServed = 0

// Before browserAndServer's own beforeAll (vitest runs them in order): the server's settings name
// this server's port.
beforeAll(async () => {
  outside = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://outside')
    if (url.pathname.startsWith('/tiles/')) {
      tilesServed += 1
      response.writeHead(200, { 'content-type': 'image/png' }).end(TILE)
    } else if (url.pathname === '/frame') {
      // A brokerage's page embedding the site.
      const src = url.searchParams.get('src') ?? ''
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(`<!doctype html><title>Parent</title><iframe id="site" src="${src}" width="1000" height="700"></iframe>`)
    } else {
      response.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve) => outside.listen(0, '127.0.0.1', resolve))
  outsidePort = (outside.address() as AddressInfo).port
})
afterAll(async () => {
  await new Promise((resolve) => outside?.close(resolve))
})

const e2e = browserAndServer({
  server: () => {
    const tiles = { url: `http://localhost:${outsidePort}/tiles/{z}/{x}/{y}.png`, attribution: 'Test tiles' }
    return startServer({
      IDX_FRAME_ANCESTORS: `http://localhost:${outsidePort}`,
      IDX_MAP_TILES: JSON.stringify({ default: tiles }),
    })
  },
})

type Violation = { directive: string; blocked: string; sample: string }

declare global {
  interface Window {
    /** The CSP violations the init script of watchedPage has seen. */
    __cspViolations?: Violation[]
    /** Set by the scripts an injection would add, if the policy let them run. */
    __inlineRan?: boolean
    __handlerRan?: boolean
    __guessedRan?: boolean
  }
}

/**
 * A page that records every CSP violation it sees (the `securitypolicyviolation` events, from an
 * init script, which Chromium runs outside the page's policy) and every console message about the
 * policy.
 */
async function watchedPage(): Promise<{ page: Page; violations: () => Promise<Violation[]>; console: string[] }> {
  const context = await e2e.newContext()
  await context.addInitScript(() => {
    const seen: Violation[] = []
    window.__cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample })
    })
  })
  const page = await context.newPage()
  const console: string[] = []
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) console.push(message.text())
  })
  const violations = () => page.evaluate(() => window.__cspViolations ?? [])
  return { page, violations, console }
}

/** Tries a click until the hydrated page answers it (the server's markup is there before hydration). */
async function clickUntil(page: Page, click: () => Promise<unknown>, done: () => Promise<boolean>) {
  await expect
    .poll(async () => {
      if (!(await done())) await click().catch(() => undefined)
      return done()
    }, SETTLE)
    .toBe(true)
}

async function loadedTiles(page: Page): Promise<number> {
  return page.locator('img.leaflet-tile-loaded').count()
}

async function openListingPath(): Promise<string> {
  const body = { filter: { listing_status: { value: ['Active'] } }, sort: '-price_in_dollars', page: { size: 5 } }
  const response = await fetch(`${e2e.server.baseUrl}/api/v3/listings/search`, {
    method: 'POST',
    headers: { authorization: `Bearer ${DEMO_SITE_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const found = (await response.json()) as { data: { attributes: Record<string, unknown>; links: { full: string } }[] }
  const open = found.data.find((listing) => listing.attributes['locked'] !== true)
  if (!open) throw new Error('the demo market has no open listing')
  return open.links.full
}

describe('with the Content-Security-Policy enforced', () => {
  it('loads, hydrates and draws the search screen and its tiled map with no violation', async () => {
    const { page, violations, console } = await watchedPage()
    const response = await page.goto(`${e2e.server.baseUrl}/app/?sort=-price_in_dollars`)
    const policy = response?.headers()['content-security-policy'] ?? ''
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+'/)
    expect(policy).toContain(`http://localhost:${outsidePort}`)
    await page.getByRole('article').first().waitFor(SETTLE)
    // Hydrated: the sort menu opens.
    await clickUntil(
      page,
      () => page.getByRole('button', { name: /^Sort:/ }).click({ timeout: 1000 }),
      async () => (await page.getByRole('menu').count()) === 1,
    )
    await page.keyboard.press('Escape')
    // The map drew tiles from the configured (http, other-origin) tile server.
    await page.locator('.leaflet-container').waitFor(SETTLE)
    await expect.poll(() => loadedTiles(page), SETTLE).toBeGreaterThan(0)
    expect(tilesServed).toBeGreaterThan(0)
    await page.waitForLoadState('networkidle')
    expect(await violations()).toEqual([])
    expect(console).toEqual([])
  })

  it('checks a typed filter against the market schema in the browser, with no eval (Zip Code)', async () => {
    // The check runs in the page, under a policy without 'unsafe-eval': a validator that compiles
    // schemas with new Function would be refused and quietly accept anything.
    const { page, violations, console } = await watchedPage()
    await page.goto(`${e2e.server.baseUrl}/app/?map=false`)
    await page.getByRole('article').first().waitFor(SETTLE)
    await clickUntil(
      page,
      () => page.getByRole('button', { name: 'Filter' }).click({ timeout: 1000 }),
      async () => (await page.getByRole('region', { name: 'Filters' }).count()) === 1,
    )
    await page.getByRole('region', { name: 'Filters' }).getByRole('button', { name: 'More' }).click()
    const zip = page.getByRole('region', { name: 'Filters' }).getByLabel('Zip Code')
    await zip.fill('787')
    await zip.press('Enter')
    await expect.poll(() => zip.getAttribute('aria-invalid'), SETTLE).toBe('true')
    expect(await zip.locator('xpath=ancestor::form').getByRole('alert').textContent()).toBe('Enter a valid Zip Code')
    expect(new URL(page.url()).searchParams.get('q') ?? '').not.toContain('787')
    await zip.fill('78704')
    await zip.press('Enter')
    await expect.poll(() => new URL(page.url()).searchParams.get('q') ?? '', SETTLE).toContain('78704')
    expect(await violations()).toEqual([])
    expect(console).toEqual([])
  }, 60_000)

  it('loads and hydrates a listing page (its JSON-LD, the inquiry dialog) with no violation', async () => {
    const { page, violations, console } = await watchedPage()
    await page.goto(`${e2e.server.baseUrl}${await openListingPath()}`)
    await page.waitForLoadState('networkidle')
    const dialog = page.getByRole('dialog', { name: 'Ask a Question' })
    await clickUntil(
      page,
      () => page.getByRole('button', { name: 'Ask a Question' }).first().click({ timeout: 1000 }),
      () => dialog.isVisible(),
    )
    await page.waitForLoadState('networkidle')
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(1)
    expect(await violations()).toEqual([])
    expect(console).toEqual([])
  })

  it('blocks a script injected without the nonce: inline, as an event handler, or copying the nonce attribute', async () => {
    const { page, violations } = await watchedPage()
    await page.goto(`${e2e.server.baseUrl}/app/`)
    await page.getByRole('article').first().waitFor(SETTLE)
    const ran = await page.evaluate(async () => {
      // What an HTML injection would write: an inline script, and markup with an event handler.
      const script = document.createElement('script')
      script.textContent = 'window.__inlineRan = true'
      document.body.append(script)
      const holder = document.createElement('div')
      holder.innerHTML = '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" onload="window.__handlerRan = true">'
      document.body.append(holder)
      // A guessed nonce does not help either: the page's own nonce is hidden from the DOM.
      const guessed = document.createElement('script')
      guessed.setAttribute('nonce', document.querySelector('script[nonce]')?.getAttribute('nonce') ?? '')
      guessed.textContent = 'window.__guessedRan = true'
      document.body.append(guessed)
      await new Promise((resolve) => setTimeout(resolve, 300))
      return { inline: window.__inlineRan, handler: window.__handlerRan, guessed: window.__guessedRan }
    })
    expect(ran).toEqual({ inline: undefined, handler: undefined, guessed: undefined })
    const directives = (await violations()).map((violation) => violation.directive)
    expect(directives).toContain('script-src-elem')
    expect(directives).toContain('script-src-attr')
  })
})

describe('framing (frame-ancestors)', () => {
  const framedSite = async (parentOrigin: string) => {
    const { page, console } = await watchedPage()
    await page.goto(`${parentOrigin}/frame?src=${encodeURIComponent(`${e2e.server.baseUrl}/app/`)}`)
    return { page, console }
  }

  it('lets a configured origin embed the site, which works inside the frame', async () => {
    const { page, console } = await framedSite(`http://localhost:${outsidePort}`)
    const site = page.frameLocator('#site')
    await site.getByRole('article').first().waitFor(SETTLE)
    expect(console).toEqual([])
  })

  it('keeps any other origin from framing the site', async () => {
    const { page, console } = await framedSite(`http://127.0.0.1:${outsidePort}`)
    await expect.poll(() => console.some((text) => /frame-ancestors/.test(text)), SETTLE).toBe(true)
    const frame = page.frames().find((each) => each !== page.mainFrame())
    expect(frame).toBeDefined()
    expect(await frame!.locator('article').count()).toBe(0)
    expect(await frame!.evaluate(() => document.body?.textContent ?? '').catch(() => '')).not.toContain('Sort')
  })
})
