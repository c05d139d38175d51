// The site on a brokerage's page, end to end: Debian's Chromium against the built server, the
// brokerage's page on another registrable domain (http://localhost:…, answered by the test, while
// the site is http://127.0.0.1:…), embedded with the real /embed.js. Chromium gives the frame no
// storage of its own there (a third-party frame in a fresh context), so staying signed in across a
// reload is the bridge's doing: the parent keeps the session.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import type { FrameLocator, Page } from 'playwright-core'
import { browserAndServer, DEMO_SHOPPER } from '../../../tooling/e2e/browser-and-server.js'
import { startServer } from '../../../tooling/e2e/server.js'

/**
 * The brokerage's pages (registered), and a stranger's (not): real servers on the loopback, since
 * Chromium lets only a page served from the loopback reach the site there. Each test names its
 * page (`/<name>` serves the body the test set for it); `/widget` is a bare page.
 */
const bodies = new Map<string, string>()
let BROKERAGE = ''
let STRANGER = ''

function pageServer(): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const name = (request.url ?? '/').split('?', 1)[0]!.slice(1)
    response.setHeader('content-type', 'text/html; charset=utf-8')
    response.end(name === 'widget' ? '<!doctype html><title>Widget</title>' : brokeragePage(bodies.get(name) ?? ''))
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, origin: `http://localhost:${(server.address() as AddressInfo).port}` }),
    ),
  )
}

const close = (server: Server) => new Promise((resolve) => server.close(resolve))
const SETTLE = { timeout: 20_000, interval: 100 }
const DESKTOP = { width: 1366, height: 900 }
const PHONE = { width: 390, height: 844 }

const e2e = browserAndServer({
  server: async () => {
    const [brokerage, stranger] = await Promise.all([pageServer(), pageServer()])
    BROKERAGE = brokerage.origin
    STRANGER = stranger.origin
    const site = await startServer({ IDX_FRAME_ANCESTORS: BROKERAGE })
    return {
      ...site,
      stop: async () => {
        await Promise.all([close(brokerage.server), close(stranger.server)])
        return site.stop()
      },
    }
  },
})

/** A brokerage's page: its own header, `body` where the site goes, and a log of what idx tells it. */
function brokeragePage(body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lone Star Realty: homes</title>
<style>body{margin:0;font-family:Georgia,serif}header{height:180px;background:#233;color:#fff;padding:1rem 2rem}main{padding:0 1rem}footer{height:400px;background:#eee}</style>
</head><body><header><h1>Lone Star Realty</h1></header><main>${body}</main><footer>Contact us</footer>
<script>window.heard = [];
addEventListener('load', () => idx.on('user.updated', (user) => heard.push(user)))</script></body></html>`
}

const scriptTag = () => `<script src="${e2e.server.baseUrl}/embed.js" async></script>`

let pages = 0

/** The brokerage's page with `body` in it, at a path of its own, in a new context. */
async function openBrokerage(
  viewport: { width: number; height: number },
  body = scriptTag(),
): Promise<{ page: Page; frame: FrameLocator; path: string }> {
  const path = `/homes-${++pages}`
  bodies.set(path.slice(1), body)
  const page = await e2e.newPage({ viewport })
  await page.goto(`${BROKERAGE}${path}`)
  return { page, frame: page.frameLocator('iframe[name^="idx-embed"]'), path }
}

const resultCards = (frame: FrameLocator) =>
  frame.locator('ul[aria-label="Search results"]:not([data-filling]):not([aria-busy="true"]) article')

/** The frame's box on the brokerage's page, and whether the frame's own document could scroll. */
async function frameFit(page: Page) {
  const box = (await page.locator('iframe[name^="idx-embed"]').boundingBox())!
  const inner = await page.frames()[1]!.evaluate(() => ({
    root: document.getElementById('root')!.getBoundingClientRect().height,
    scrolls: document.scrollingElement!.scrollHeight > window.innerHeight + 1,
  }))
  return { height: box.height, top: box.y, ...inner }
}

/**
 * Whether the frame fits its content: as tall as its root, and its own document never scrolls.
 * Polled, since content (photos, the map, lazy sections) keeps arriving after the first refit.
 */
async function fitsContent(page: Page): Promise<boolean> {
  const fit = await frameFit(page)
  return !fit.scrolls && Math.abs(fit.height - fit.root) <= 2
}

describe('the site embedded on a brokerage page with /embed.js', () => {
  it('fits the frame to the results, keeps the map in the window, and keeps the listing in the page address through a reload and Back (1366x900)', async () => {
    const { page, frame, path } = await openBrokerage(DESKTOP)
    await resultCards(frame).first().waitFor(SETTLE)
    // The frame is as tall as the search it shows: the brokerage's page scrolls, never the frame.
    await expect.poll(async () => (await frameFit(page)).height, SETTLE).toBeGreaterThan(DESKTOP.height)
    await expect.poll(() => fitsContent(page), SETTLE).toBe(true)

    // Scrolled down the page, the map stays in the window as a sticky column.
    await page.evaluate(() => window.scrollTo(0, 1600))
    const map = frame.locator('.search-page__map')
    await expect
      .poll(async () => {
        // The map's top at the window's top (it had scrolled away with the page until the frame heard).
        const box = await map.boundingBox()
        return box ? Math.abs(Math.round(box.y)) : null
      }, SETTLE)
      .toBeLessThanOrEqual(2)
    const mapBox = (await map.boundingBox())!
    expect(mapBox.y).toBeGreaterThanOrEqual(-2)
    expect(mapBox.y + mapBox.height).toBeLessThanOrEqual(DESKTOP.height + 2)
    await page.evaluate(() => window.scrollTo(0, 0))

    // A listing opened in the frame is in the brokerage page's address: a reload reopens it.
    const card = resultCards(frame).first()
    const title = (await card.locator('.idx-card__title').innerText()).trim()
    await card.locator('.idx-card__title-link').click()
    await expect.poll(() => new URL(page.url()).searchParams.get('idx') ?? '', SETTLE).toMatch(/^listing\//)
    const detail = frame.getByRole('complementary', { name: 'Listing detail' })
    await expect.poll(() => detail.getByRole('heading', { name: title }).count(), SETTLE).toBeGreaterThan(0)
    const listingAddress = page.url()
    expect(new URL(listingAddress).pathname).toBe(path)
    // Shared from the frame, the listing is the brokerage's page with the listing open in it.
    await expect
      .poll(async () => {
        const share = await detail.getByRole('link', { name: 'Share on Facebook' }).getAttribute('href')
        return new URL(share!).searchParams.get('u') ?? ''
      }, SETTLE)
      .toMatch(new RegExp(`^${BROKERAGE}${path}\\?idx=listing`))

    await page.reload()
    await expect.poll(() => detail.getByRole('heading', { name: title }).count(), SETTLE).toBeGreaterThan(0)
    expect(page.url()).toBe(listingAddress)
    expect(page.frames()[1]!.url()).toContain('/app/listing/')

    // Back, after the reload too, returns to the search.
    await page.goBack()
    await expect.poll(() => new URL(page.url()).searchParams.has('idx'), SETTLE).toBe(false)
    await expect.poll(() => detail.count(), SETTLE).toBe(0)
    await resultCards(frame).first().waitFor(SETTLE)
    await page.goForward()
    await expect.poll(() => page.url(), SETTLE).toBe(listingAddress)
    await expect.poll(() => detail.getByRole('heading', { name: title }).count(), SETTLE).toBeGreaterThan(0)
  })

  it('refits the frame of an <idx-search> element when a listing opens on a phone (390x844)', async () => {
    const { page, frame } = await openBrokerage(PHONE, `<idx-search></idx-search>${scriptTag()}`)
    await resultCards(frame).first().waitFor(SETTLE)
    await expect.poll(async () => (await frameFit(page)).height, SETTLE).toBeGreaterThan(PHONE.height)
    const searchHeight = (await frameFit(page)).height
    await resultCards(frame).first().locator('.idx-card__title-link').click()
    const detail = frame.getByRole('complementary', { name: 'Listing detail' })
    await detail.waitFor(SETTLE)
    // The listing is the page now: the frame takes its height, and still never scrolls itself.
    await expect.poll(async () => (await frameFit(page)).height, SETTLE).not.toBe(searchHeight)
    await expect.poll(() => fitsContent(page), SETTLE).toBe(true)
    const heading = (await detail.getByRole('heading').first().boundingBox())!
    expect(heading.y).toBeGreaterThanOrEqual(0)
    expect(heading.y).toBeLessThan(PHONE.height)
    expect(new URL(page.url()).searchParams.get('idx')).toMatch(/^listing\//)
  })

  it('signs a visitor in through the parent, tells the parent, and keeps them signed in after a reload', async () => {
    const { page, frame } = await openBrokerage(DESKTOP)
    await resultCards(frame).first().waitFor(SETTLE)
    // The frame has no storage of its own on this page: what keeps the visitor is the bridge.
    const ownStorage = await page.frames()[1]!.evaluate(() => {
      try {
        return typeof window.localStorage.getItem('x')
      } catch {
        return 'denied'
      }
    })
    expect(ownStorage).toBe('denied')
    await page.evaluate(() => window.scrollTo(0, 900))
    await page.evaluate(() => (window as unknown as { idx: { login(): Promise<unknown> } }).idx.login())
    const dialog = frame.getByRole('dialog')
    await dialog.getByLabel('Email').waitFor(SETTLE)
    // The sign-in opens where the visitor is looking, not at the frame's top.
    const field = (await dialog.getByLabel('Email').boundingBox())!
    expect(field.y).toBeGreaterThanOrEqual(0)
    expect(field.y).toBeLessThan(DESKTOP.height)
    await dialog.getByLabel('Email').fill(DEMO_SHOPPER.email)
    await dialog.getByLabel('Password').fill(DEMO_SHOPPER.password)
    await dialog.getByRole('button', { name: 'Log In' }).click()
    // Signed in from the parent: the sidebar opens (spec §4), and the parent hears who it is.
    await frame.getByRole('button', { name: 'Logout' }).waitFor(SETTLE)
    await expect
      .poll(() => page.evaluate(() => JSON.stringify((window as unknown as { heard: unknown[] }).heard.at(-1))), SETTLE)
      .toContain('"name":"Jane Buyer"')

    await page.reload()
    await expect.poll(() => frame.locator('.site-header').innerText(), SETTLE).toContain('Hi, Jane')
    await expect
      .poll(() => page.evaluate(() => JSON.stringify((window as unknown as { heard: unknown[] }).heard)), SETTLE)
      .toContain('"email":"jane.buyer@example.com"')
  })

  it('answers location.getURL and follows idx.navigate', async () => {
    const { page, frame, path: pagePath } = await openBrokerage(DESKTOP)
    const card = resultCards(frame).first()
    await card.waitFor(SETTLE)
    type Idx = { getURL(): Promise<{ url: string; page: string }>; navigate(path: string): Promise<unknown> }
    const answer = await page.evaluate(() => (window as unknown as { idx: Idx }).idx.getURL())
    expect(answer.url).toBe(`${e2e.server.baseUrl}/app/`)
    expect(answer.page).toBe(`${BROKERAGE}${pagePath}`)
    const href = await card.locator('.idx-card__title-link').getAttribute('href')
    const path = new URL(href!, e2e.server.baseUrl).pathname.replace(/^\/app\//, '')
    await page.evaluate((to) => (window as unknown as { idx: Idx }).idx.navigate(to), path)
    await expect.poll(() => page.frames()[1]!.url(), SETTLE).toContain(`/app/${path}`)
    await expect.poll(() => new URL(page.url()).searchParams.get('idx'), SETTLE).toBe(path)
  })

  it("sends the support chat through the parent's bus, and as a lead when the parent stays silent for 2000 ms", async () => {
    const chat = async (page: Page, frame: FrameLocator, message: string) => {
      await resultCards(frame).first().waitFor(SETTLE)
      await frame.getByRole('button', { name: 'Chat with us' }).click()
      const region = frame.getByRole('region', { name: 'Chat with us' })
      await region.getByLabel('Message').fill(message)
      const name = region.getByLabel('Full name')
      if (await name.count()) await name.fill('Robin Framed')
      const phone = region.getByLabel('Phone')
      if (await phone.count()) await phone.fill('512-555-0145')
      const leads: number[] = []
      page.on('request', (request) => {
        if (request.url().endsWith('/api/form_submissions') && request.method() === 'POST') leads.push(Date.now())
      })
      const sentAt = Date.now()
      await region.getByRole('button', { name: 'Send' }).click()
      await expect.poll(() => region.getByRole('status').innerText(), SETTLE).toContain('Your message was sent')
      return { leads, elapsed: Date.now() - sentAt }
    }
    // A parent with its own chat takes the message: no lead from the site.
    const taker = await openBrokerage(
      DESKTOP,
      `${scriptTag()}<script>window.taken = []; addEventListener('load', () => idx.on('support.inquiry', (m) => { taken.push(m) }))</script>`,
    )
    const took = await chat(taker.page, taker.frame, 'Do you have open houses this weekend?')
    expect(took.leads).toEqual([])
    expect(await taker.page.evaluate(() => (window as unknown as { taken: { message: string }[] }).taken)).toEqual([
      expect.objectContaining({ message: 'Do you have open houses this weekend?' }),
    ])

    // A parent that never answers: after the bus's 2000 ms the message goes to the site as a lead.
    const silent = await openBrokerage(
      DESKTOP,
      `${scriptTag()}<script>addEventListener('load', () => idx.on('support.inquiry', () => new Promise(() => {})))</script>`,
    )
    const lead = await chat(silent.page, silent.frame, 'Is anyone there?')
    expect(lead.leads).toHaveLength(1)
    expect(lead.elapsed).toBeGreaterThanOrEqual(1900)
  })

  it('ignores messages not from its registered parent, and cannot be framed by a page that is not registered', async () => {
    const {
      page,
      frame,
      path: pagePath,
    } = await openBrokerage(
      DESKTOP,
      `${scriptTag()}<iframe id="stranger" src="${STRANGER}/widget" style="width:10px;height:10px"></iframe>`,
    )
    await resultCards(frame).first().waitFor(SETTLE)
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    const site = page.frames().find((f) => f.url().startsWith(e2e.server.baseUrl))!
    const card = await resultCards(frame).first().locator('.idx-card__title-link').getAttribute('href')
    const path = new URL(card!, e2e.server.baseUrl).pathname.replace(/^\/app\//, '')
    // A sibling frame from another origin asks the site to navigate: not its parent, ignored.
    const stranger = page.frames().find((f) => f.url().startsWith(STRANGER))!
    await stranger.evaluate((to) => {
      const target = window.parent.frames[0]!
      target.postMessage({ channel: 'idx', type: 'navigate', id: 'x1', path: to }, '*')
    }, path)
    // The parent sends a message of no known shape (a navigate out of the app): ignored and logged.
    await page.evaluate(
      ([origin]) =>
        document
          .querySelector<HTMLIFrameElement>('iframe[name^="idx-embed"]')!
          .contentWindow!.postMessage(
            { channel: 'idx', type: 'navigate', id: 'x2', path: 'https://evil.example/' },
            origin!,
          ),
      [e2e.server.baseUrl],
    )
    await expect.poll(() => warnings.some((text) => text.includes('ignored a message')), SETTLE).toBe(true)
    await page.waitForTimeout(500)
    expect(site.url()).toBe(`${e2e.server.baseUrl}/app/`)
    expect(new URL(page.url()).searchParams.has('idx')).toBe(false)

    // The stranger's own page embedding the site: the browser refuses to frame it.
    const strangerPage = await page.context().newPage()
    const refused: string[] = []
    strangerPage.on('console', (message) => refused.push(message.text()))
    await strangerPage.goto(`${STRANGER}${pagePath}`)
    await expect.poll(() => refused.some((text) => /frame-ancestors|Refused to frame/i.test(text)), SETTLE).toBe(true)
    const framed = strangerPage.frames().find((f) => f.url().startsWith(e2e.server.baseUrl))
    const drawn = framed
      ? await framed.evaluate(() => document.getElementById('root') !== null).catch(() => false)
      : false
    expect(drawn).toBe(false)
  })
})
