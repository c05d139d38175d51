// /embed.js in Chromium, the built script (dist/embed.js: run `npm run build` first) against a fake
// frame: the brokerage's page is http://localhost:PARENT/, the site is http://127.0.0.1:SITE (its
// /embed.js and, at /app/…, a page that posts the bridge's messages and records what it gets), and
// http://localhost:SITE/app/… is the same fake frame at a third origin, a stranger. So the test
// needs neither the API nor the site's own frame side.
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it } from 'vitest'
import { launchChromium } from '../../../tooling/e2e/chromium.js'

const SETTLE = { timeout: 10_000, interval: 50 }
const embedScript = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'embed.js'))

/** The fake frame: tells the parent it is ready, records every message it gets with its sender's origin. */
const FAKE_FRAME = `<!doctype html><title>Fake frame</title><body><p>fake frame</p><script>
window.received = []
addEventListener('message', (event) => received.push({ origin: event.origin, data: event.data }))
window.send = (message) => parent.postMessage({ channel: 'idx', ...message }, '*')
send({ type: 'ready', clientId: 'idx-demo-client', path: location.pathname.slice(5) + location.search })
</script></body>`

type Received = { origin: string; data: Record<string, unknown> & { type: string } }

let parentServer: Server
let siteServer: Server
let parentOrigin = ''
let siteOrigin = ''
let strangerOrigin = ''

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)))
}

/** The brokerage's pages: `/?…` with the elements in `?body=`, the script tag where it says `SCRIPT`. */
function parentPage(body: string): string {
  const script = `<script src="${siteOrigin}/embed.js"></script>`
  return `<!doctype html><html><head><title>Broker</title></head><body><h1>Our listings</h1>${
    body.includes('SCRIPT') ? body.replaceAll('SCRIPT', script) : `${body}${script}`
  }<div style="height:3000px"></div></body></html>`
}

beforeAll(async () => {
  siteServer = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://site')
    if (url.pathname === '/embed.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(embedScript)
    } else if (url.pathname.startsWith('/app/')) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(FAKE_FRAME)
    } else response.writeHead(404).end()
  })
  parentServer = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://parent')
    if (url.pathname === '/favicon.ico') return void response.writeHead(404).end()
    const body = url.searchParams.get('body') ?? '<idx-search></idx-search>'
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(parentPage(body))
  })
  const sitePort = await listen(siteServer)
  const parentPort = await listen(parentServer)
  siteOrigin = `http://127.0.0.1:${sitePort}`
  strangerOrigin = `http://localhost:${sitePort}`
  parentOrigin = `http://localhost:${parentPort}`
})

afterAll(async () => {
  await new Promise((resolve) => siteServer?.close(resolve))
  await new Promise((resolve) => parentServer?.close(resolve))
})

let browser: Browser
let context: BrowserContext
let page: Page
let warnings: string[]

beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})
beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1000, height: 700 } })
  page = await context.newPage()
  warnings = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
})
afterEach(async () => {
  await context?.close()
})

/** Opens a parent page with the given elements (`?body=`) and extra query. */
async function openParent(body?: string, query = ''): Promise<void> {
  const params = new URLSearchParams(query)
  if (body !== undefined) params.set('body', body)
  const search = params.toString()
  await page.goto(`${parentOrigin}/${search ? `?${search}` : ''}`)
}

/** The fake frame of the `index`th iframe on the page, once it has its answer to `ready`. */
async function readyFrame(index = 0): Promise<Frame> {
  const handle = await page.locator('iframe').nth(index).elementHandle()
  const frame = await handle!.contentFrame()
  await expect.poll(async () => (await received(frame!)).some((m) => m.data.type === 'session'), SETTLE).toBe(true)
  return frame!
}

const received = (frame: Frame) => frame.evaluate(() => (window as unknown as { received: Received[] }).received)
const send = (frame: Frame, message: object) =>
  frame.evaluate((m) => (window as unknown as { send: (m: object) => void }).send(m), message)
const iframeHeight = (index = 0) =>
  page
    .locator('iframe')
    .nth(index)
    .evaluate((el) => el.getBoundingClientRect().height)

describe('/embed.js on a brokerage page', () => {
  it('puts one fitted frame of the site in <idx-search>, answers ready with the session, the address and the viewport', async () => {
    await openParent()
    const iframe = page.locator('idx-search > iframe')
    await expect.poll(() => iframe.count(), SETTLE).toBe(1)
    expect(await iframe.getAttribute('src')).toBe(`${siteOrigin}/app/`)
    expect(await iframe.getAttribute('name')).toBe('idx-embed')
    expect(await iframe.getAttribute('title')).toBe('Home search')
    expect(await iframe.getAttribute('allow')).toBe('clipboard-write; geolocation')
    expect(await iframe.getAttribute('scrolling')).toBe('no')
    expect(await page.locator('idx-search').evaluate((el) => getComputedStyle(el).display)).toBe('block')
    expect(await iframeHeight()).toBe(720)
    expect(await iframe.evaluate((el) => el.getBoundingClientRect().width)).toBe(
      await page.locator('idx-search').evaluate((el) => el.getBoundingClientRect().width),
    )

    const frameTop = await iframe.evaluate((el) => el.getBoundingClientRect().top + scrollY)
    expect(frameTop).toBeGreaterThan(20)
    const frame = await readyFrame()
    const messages = await received(frame)
    expect(messages.map((m) => m.data)).toEqual([
      { channel: 'idx', type: 'session', items: {} },
      { channel: 'idx', type: 'parent.location', href: `${parentOrigin}/` },
      // The window's top in the frame's coordinates: negative while the frame starts lower down.
      { channel: 'idx', type: 'viewport', top: -frameTop, height: 700 },
    ])
    // Every message came from the parent page (sent to the site's origin: see the stranger below).
    expect(new Set(messages.map((m) => m.origin))).toEqual(new Set([parentOrigin]))

    await send(frame, { type: 'resize', height: 1840 })
    await expect.poll(() => iframeHeight(), SETTLE).toBe(1840)
    await send(frame, { type: 'resize', height: 900 })
    await expect.poll(() => iframeHeight(), SETTLE).toBe(900)
    // The page scrolls, never the frame: scrolled past the frame's top, the frame is told where the window is.
    await send(frame, { type: 'resize', height: 2400 })
    await page.evaluate(() => scrollTo(0, 500))
    await expect
      .poll(async () => (await received(frame)).filter((m) => m.data.type === 'viewport').at(-1)?.data, SETTLE)
      .toEqual({ channel: 'idx', type: 'viewport', top: 500 - frameTop, height: 700 })
    // A new page of results: the frame's top 100 px above the window, so the page scrolls up to it.
    await send(frame, { type: 'scroll.to', top: 100 })
    await expect.poll(() => page.evaluate(() => scrollY), SETTLE).toBeCloseTo(frameTop + 100, 0)
    // Already in view: no scroll.
    await send(frame, { type: 'scroll.to', top: 200 })
    await page.waitForTimeout(200)
    expect(await page.evaluate(() => scrollY)).toBeCloseTo(frameTop + 100, 0)
    expect(warnings).toEqual([])
  })

  it("mirrors the frame's path into ?idx= (replacing the entry), and a reload opens the frame there", async () => {
    await openParent(undefined, 'ref=ad')
    const frame = await readyFrame()
    const entries = await page.evaluate(() => history.length)
    await send(frame, { type: 'location.changed', path: 'listing/-/7?x=1', title: '7 Main St' })
    const expected = `${parentOrigin}/?ref=ad&idx=listing%2F-%2F7%3Fx%3D1`
    await expect.poll(() => page.url(), SETTLE).toBe(expected)
    expect(await page.evaluate(() => history.length)).toBe(entries)
    await expect
      .poll(async () => (await received(frame)).filter((m) => m.data.type === 'parent.location').at(-1)?.data.href)
      .toBe(expected)

    await page.reload()
    const iframe = page.locator('idx-search > iframe')
    await expect.poll(() => iframe.getAttribute('src'), SETTLE).toBe(`${siteOrigin}/app/listing/-/7?x=1`)
    const reloaded = await readyFrame()
    expect((await received(reloaded)).find((m) => m.data.type === 'parent.location')?.data.href).toBe(expected)

    // Back to the index: the parameter goes.
    await send(reloaded, { type: 'location.changed', path: '', title: 'Homes' })
    await expect.poll(() => page.url(), SETTLE).toBe(`${parentOrigin}/?ref=ad`)
  })

  it("asks the owning frame to follow the page's own Back to another ?idx=", async () => {
    await openParent()
    const frame = await readyFrame()
    await send(frame, { type: 'location.changed', path: 'listing/-/7', title: '7 Main St' })
    await expect.poll(() => page.url(), SETTLE).toContain('idx=listing')
    await page.evaluate(() => {
      history.pushState(null, '', '?idx=collections')
      history.pushState(null, '', '?idx=saved-searches')
      history.back()
    })
    await expect
      .poll(async () => (await received(frame)).find((m) => m.data.type === 'navigate')?.data, SETTLE)
      .toMatchObject({ channel: 'idx', type: 'navigate', path: 'collections', id: expect.any(String) as string })
  })

  it("keeps the session items in the page's storage across a reload, and drops them at logout", async () => {
    await openParent()
    let frame = await readyFrame()
    await send(frame, { type: 'session.store', items: { token: 't1', agent: 'a7' } })
    await send(frame, { type: 'session.store', items: { agent: null, id_token: 'i1' } })
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), `idx-embed:${siteOrigin}`), SETTLE)
      .toBe(JSON.stringify({ token: 't1', id_token: 'i1' }))

    await page.reload()
    frame = await readyFrame()
    expect((await received(frame)).find((m) => m.data.type === 'session')?.data.items).toEqual({
      token: 't1',
      id_token: 'i1',
    })

    await page.evaluate(() => {
      const w = window as unknown as { loggedOut: number; idx: { on: (e: string, f: () => void) => void } }
      w.loggedOut = 0
      w.idx.on('logout', () => (w.loggedOut += 1))
    })
    await send(frame, { type: 'logout-complete', clientId: 'idx-demo-client', idpLogoutToken: null })
    await expect.poll(() => page.evaluate(() => (window as unknown as { loggedOut: number }).loggedOut), SETTLE).toBe(1)
    expect(await page.evaluate((key) => localStorage.getItem(key), `idx-embed:${siteOrigin}`)).toBeNull()
  })

  it('tells the page of the user (idx.on, idx.user and a DOM event) and the location', async () => {
    await openParent()
    const frame = await readyFrame()
    await page.evaluate(() => {
      const w = window as unknown as {
        seen: unknown[]
        idx: { on: (e: string, f: (v: unknown) => void) => () => void }
      }
      w.seen = []
      w.idx.on('user.updated', (user) => w.seen.push(['on', user]))
      const off = w.idx.on('location.changed', (m) => w.seen.push(['location', (m as { path: string }).path]))
      w.idx.on('location.changed', () => off())
      const element = document.querySelector('idx-search')!
      element.addEventListener('idx:user-updated', (e) => w.seen.push(['dom', (e as CustomEvent).detail.user]))
      element.addEventListener('idx:location-changed', (e) =>
        w.seen.push(['dom-location', (e as CustomEvent).detail.path]),
      )
    })
    const user = { id: '12', name: 'Jane Buyer', email: 'jane.buyer@example.com' }
    await send(frame, { type: 'user.updated', user })
    await send(frame, { type: 'location.changed', path: 'collections', title: 'Saved' })
    await send(frame, { type: 'location.changed', path: 'saved-searches', title: 'Searches' })
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { seen: unknown[] }).seen), SETTLE)
      .toEqual([
        ['on', user],
        ['dom', user],
        ['location', 'collections'],
        ['dom-location', 'collections'],
        ['dom-location', 'saved-searches'],
      ])
    expect(await page.evaluate(() => (window as unknown as { idx: { user: unknown } }).idx.user)).toEqual(user)
  })

  it('sends idx.navigate, login and getURL to the frame and resolves them with its replies; queues them until ready', async () => {
    await openParent()
    // Called before the frame is ready: sent once it is.
    await page.evaluate(() => {
      const w = window as unknown as { results: unknown[]; idx: { navigate: (p: string) => Promise<unknown> } }
      w.results = []
      void w.idx.navigate('/saved-searches').then((result) => w.results.push(['navigate', result]))
    })
    const frame = await readyFrame()
    const navigate = await (async () => {
      await expect.poll(async () => (await received(frame)).some((m) => m.data.type === 'navigate'), SETTLE).toBe(true)
      return (await received(frame)).find((m) => m.data.type === 'navigate')!.data
    })()
    expect(navigate).toMatchObject({ channel: 'idx', type: 'navigate', path: 'saved-searches' })
    await send(frame, { type: 'reply', replyTo: navigate.id, ok: true, result: { path: 'saved-searches' } })

    await page.evaluate(() => {
      const w = window as unknown as {
        results: unknown[]
        idx: { getURL: () => Promise<unknown>; login: () => Promise<unknown> }
      }
      void w.idx.getURL().then((result) => w.results.push(['getURL', result]))
      void w.idx.login().then(
        (result) => w.results.push(['login', result]),
        (error: Error) => w.results.push(['login failed', error.message]),
      )
    })
    await expect
      .poll(
        async () => (await received(frame)).filter((m) => ['location.getURL', 'login'].includes(m.data.type)).length,
      )
      .toBe(2)
    const requests = (await received(frame)).map((m) => m.data)
    const getURL = requests.find((m) => m.type === 'location.getURL')!
    const login = requests.find((m) => m.type === 'login')!
    await send(frame, { type: 'reply', replyTo: getURL.id, ok: true, result: 'https://broker.example/?idx=x' })
    await send(frame, { type: 'reply', replyTo: login.id, ok: false, error: 'no sign-in here' })
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { results: unknown[] }).results), SETTLE)
      .toEqual([
        ['navigate', { path: 'saved-searches' }],
        ['getURL', 'https://broker.example/?idx=x'],
        ['login failed', 'no sign-in here'],
      ])
  })

  it("answers the frame's login and support requests: unhandled without a handler, handled by the page's", async () => {
    await openParent()
    const frame = await readyFrame()
    const replyTo = async (id: string) => {
      await expect
        .poll(async () => (await received(frame)).find((m) => m.data.type === 'reply' && m.data.replyTo === id)?.data)
        .toBeDefined()
      return (await received(frame)).find((m) => m.data.type === 'reply' && m.data.replyTo === id)!.data
    }
    await send(frame, { type: 'login', id: 'f1', clientId: 'idx-demo-client' })
    expect(await replyTo('f1')).toEqual({
      channel: 'idx',
      type: 'reply',
      replyTo: 'f1',
      ok: true,
      result: { handled: false },
    })

    await page.evaluate(() => {
      const w = window as unknown as { asked: unknown[]; idx: { on: (e: string, f: (v: unknown) => unknown) => void } }
      w.asked = []
      w.idx.on('login', async () => {
        await new Promise((resolve) => setTimeout(resolve, 50))
        w.asked.push('login')
      })
      w.idx.on('support.inquiry', (inquiry) => {
        w.asked.push(inquiry)
        throw new Error('chat is closed')
      })
    })
    await send(frame, { type: 'login', id: 'f2', clientId: 'idx-demo-client' })
    expect(await replyTo('f2')).toEqual({
      channel: 'idx',
      type: 'reply',
      replyTo: 'f2',
      ok: true,
      result: { handled: true },
    })
    const inquiry = { message: 'Is it still for sale?', full_name: 'Jane', phone_number: null, listing_id: '7' }
    await send(frame, { type: 'forms.support.inquiry', id: 'f3', inquiry })
    expect(await replyTo('f3')).toEqual({
      channel: 'idx',
      type: 'reply',
      replyTo: 'f3',
      ok: false,
      error: 'chat is closed',
    })
    expect(await page.evaluate(() => (window as unknown as { asked: unknown[] }).asked)).toEqual(['login', inquiry])
  })

  it('ignores (and warns of) what a frame at another origin posts, and sends it nothing', async () => {
    await openParent()
    await readyFrame()
    // The element's frame is taken elsewhere: a page at a third origin in the same frame.
    await page
      .locator('idx-search > iframe')
      .evaluate((el, src) => ((el as HTMLIFrameElement).src = src), `${strangerOrigin}/app/`)
    await expect.poll(() => page.frames().some((f) => f.url().startsWith(strangerOrigin)), SETTLE).toBe(true)
    const stranger = page.frames().find((f) => f.url().startsWith(strangerOrigin))!
    // Its `ready` is warned of, not answered.
    await expect.poll(() => warnings.filter((w) => w.startsWith('idx embed: ignored a message')).length, SETTLE).toBe(1)
    await send(stranger, { type: 'resize', height: 100 })
    await send(stranger, { type: 'session.store', items: { token: 'stolen' } })
    const ours = () => warnings.filter((w) => w.startsWith('idx embed: ignored a message'))
    await expect.poll(() => ours().length, SETTLE).toBe(3)
    // A message of no bridge shape from a page that is not the frame: not ours, no warning.
    await page.evaluate(() => postMessage({ channel: 'idx', type: 'resize', height: 10 }, '*'))
    // What the page sends now goes to the site's origin only: the stranger gets none of it.
    await page.evaluate(() => {
      scrollTo(0, 300)
      void (window as unknown as { idx: { navigate: (p: string) => Promise<unknown> } }).idx
        .navigate('collections')
        .catch(() => {})
    })
    await page.waitForTimeout(500)
    expect(await received(stranger)).toEqual([])
    expect(await iframeHeight()).toBe(720)
    expect(await page.evaluate((key) => localStorage.getItem(key), `idx-embed:${siteOrigin}`)).toBeNull()
    expect(ours(), warnings.join('\n')).toHaveLength(3)
    // Chromium itself says why: each message went to the site's origin, which the stranger is not.
    expect(warnings.some((w) => w.includes(`target origin provided ('${siteOrigin}') does not match`))).toBe(true)
  })

  it('inserts <idx-search> right after its own script tag when the page has no element (the one-tag form)', async () => {
    await openParent('<p id="before">before</p>SCRIPT<p id="after">after</p>')
    await expect.poll(() => page.locator('idx-search').count(), SETTLE).toBe(1)
    expect(
      await page.evaluate(() => {
        const element = document.querySelector('idx-search')!
        return [element.previousElementSibling?.tagName, element.nextElementSibling?.id]
      }),
    ).toEqual(['SCRIPT', 'after'])
    await readyFrame()
  })

  it('opens a listing and saved homes, gives the URL to one element, and defines the elements once when included twice', async () => {
    await openParent(
      'SCRIPT<idx-listing listing-id="4182"></idx-listing><idx-search sync-url="false"></idx-search><idx-saved-homes sync-url></idx-saved-homes>SCRIPT',
      'idx=collection%2F9',
    )
    const frames = page.locator('iframe')
    await expect.poll(() => frames.count(), SETTLE).toBe(3)
    const attributes = await frames.evaluateAll((list) =>
      list.map((f) => [f.getAttribute('src'), (f as HTMLIFrameElement).title]),
    )
    expect(attributes).toEqual([
      [`${siteOrigin}/app/listing/-/4182`, 'Listing'],
      [`${siteOrigin}/app/`, 'Home search'],
      // The element that opted in owns the URL: it opens the page's ?idx=.
      [`${siteOrigin}/app/collection/9`, 'Saved homes'],
    ])
    expect(await page.locator('script[src$="/embed.js"]').count()).toBe(2)
    // Only the owner's path goes to the page's URL.
    const listing = await readyFrame(0)
    await send(listing, { type: 'location.changed', path: 'listing/-/99', title: 'Other' })
    const saved = await readyFrame(2)
    await send(saved, { type: 'location.changed', path: 'collections', title: 'Saved homes' })
    await expect.poll(() => new URL(page.url()).searchParams.get('idx'), SETTLE).toBe('collections')
  })
})
