// The site's metrics end to end: Debian's Chromium (playwright-core) drives the built server on a
// data folder of its own, then the test stops the server and reads the tracking events it stored
// (tooling/e2e/server-on-disk.ts): what a brokerage would find, not what the page meant to send.
import { describe, expect, it } from 'vitest'
import { DEFAULT_TOKEN_STORE_KEY, sessionFromTokenResponse, type TokenResponse } from '@idx/api-client'
import { DELAYS_MS } from '@idx/domain'
import type { Page } from 'playwright-core'
import { browserAndServer } from '../../../tooling/e2e/browser-and-server.js'
import { startServerOnDisk } from '../../../tooling/e2e/server-on-disk.js'

const DEMO_CLIENT_ID = 'idx-demo-client'
const DEMO_SHOPPER = { email: 'jane.buyer@example.com', password: 'idx-demo-password' }
const DEMO_AGENT = { email: 'ezra.roberts@lone-star-realty.example', password: 'idx-agent-password' }
/** apps/idx's visitor id key (DEFAULT_VISITOR_ID_KEY of @idx/api-client). */
const VISITOR_ID_KEY = 'idx-vid'
const SETTLE = { timeout: 15_000, interval: 100 }
/** Long enough for a `searched` event (5 s after the search settles) and the tracking-ready delay. */
const EVENT_WAIT = { timeout: DELAYS_MS.searchEvent + DELAYS_MS.trackingReady + 10_000 }

type StoredEvent = { vid: string; event: string; payload: Record<string, unknown> }
type StoredPerson = {
  vid: string
  remote_actor_id: string | null
  person: Record<string, unknown>
  source: string | null
}

// Pages stay open until the file ends: the last test reads what they sent, and a page may still be
// sending when its own test ends (PropertyView goes out beside the viewedProperty it waits for).
const e2e = browserAndServer({ server: startServerOnDisk, contexts: 'per-file' })
/** What each visitor did, filled in by the tests and checked against the database at the end. */
const seen: {
  visitor?: { vid: string; listingId: string; bedrooms: number }
  agent?: { vid: string; trackingRequests: string[] }
  shopper?: { vid: string; userId: string }
} = {}

async function newPage(session?: TokenResponse): Promise<Page> {
  const context = await e2e.newContext()
  if (session) {
    // Signed in before the first page runs, as a returning user is: no anonymous moment to track.
    const stored = JSON.stringify(sessionFromTokenResponse(session, Date.now()))
    await context.addInitScript(
      ([key, value]) => {
        if (!window.localStorage.getItem(key!)) window.localStorage.setItem(key!, value!)
      },
      [DEFAULT_TOKEN_STORE_KEY, stored],
    )
  }
  return context.newPage()
}

async function passwordGrant({ email, password }: { email: string; password: string }): Promise<TokenResponse> {
  const response = await fetch(`${e2e.server.baseUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', client_id: DEMO_CLIENT_ID, email, password, scope: 'read write' }),
  })
  expect(response.status).toBe(200)
  return (await response.json()) as TokenResponse
}

/** The search at `/app/?map=false` with its cards drawn. */
async function openSearch(page: Page): Promise<void> {
  await page.goto(`${e2e.server.baseUrl}/app/?map=false`)
  await page.waitForSelector('ul[aria-label="Search results"]:not([data-filling]):not([aria-busy="true"]) article', {
    timeout: SETTLE.timeout,
  })
  // The server renders the page; its controls answer once the scripts have loaded and hydrated it.
  await page.waitForLoadState('networkidle')
}

/** Beds {n}+ from the Filter panel; resolves when the URL's `q` holds it. */
async function filterBeds(page: Page, beds: number): Promise<void> {
  await page.getByRole('button', { name: 'Filter' }).click()
  await page.getByRole('tab', { name: 'Beds' }).click()
  await page.getByRole('radio', { name: `${beds}+` }).click()
  await expect
    .poll(() => JSON.parse(new URL(page.url()).searchParams.get('q') ?? '{}').bedrooms, SETTLE)
    .toEqual({ min: beds })
  await page.keyboard.press('Escape')
}

type SentEvent = { event?: string; payload?: Record<string, unknown> }

/** Resolves with the next answered `POST /api/events` of `event` (and `matches`, if given). */
function eventAnswer(page: Page, event: string, matches: (sent: SentEvent) => boolean = () => true) {
  return page.waitForResponse((response) => {
    if (!response.url().endsWith('/api/events') || response.request().method() !== 'POST') return false
    const sent = response.request().postDataJSON() as SentEvent
    return sent.event === event && matches(sent)
  }, EVENT_WAIT)
}

async function visitorIdOf(page: Page): Promise<string> {
  const vid = await page.evaluate((key) => window.localStorage.getItem(key), VISITOR_ID_KEY)
  expect(vid).toMatch(/^[A-Za-z0-9._:-]{1,64}$/)
  return vid!
}

describe('an anonymous visitor', () => {
  it('sends PageView, then searched 5 s after a filter change, then viewedProperty for the listing opened', async () => {
    const page = await newPage()
    const firstPageView = eventAnswer(page, 'PageView')
    await openSearch(page)
    expect((await firstPageView).status()).toBe(202)

    // The page's first search may have gone out already on a slow machine: wait for this one.
    const searched = eventAnswer(
      page,
      'searched',
      (sent) => 'bedrooms' in ((sent.payload?.['filters'] ?? {}) as object),
    )
    await filterBeds(page, 3)
    const filtered = Date.now()
    const answer = await searched
    // The wait restarts with the filter change: nothing is sent for the search it replaced.
    expect(Date.now() - filtered).toBeGreaterThanOrEqual(DELAYS_MS.searchEvent - 1_000)
    expect(answer.status()).toBe(202)
    expect(answer.request().postDataJSON()).toMatchObject({ payload: { filters: { bedrooms: { min: 3 } } } })

    const viewed = eventAnswer(page, 'viewedProperty')
    const card = page.getByRole('list', { name: 'Search results' }).locator('article h3 a').first()
    const href = (await card.getAttribute('href'))!
    const listingId = /\/listing\/(\d+)/.exec(href)![1]!
    await card.click()
    expect((await viewed).status()).toBe(202)

    seen.visitor = { vid: await visitorIdOf(page), listingId, bedrooms: 3 }
  }, 60_000)
})

describe("an agent's session", () => {
  it('sends no tracking call at all: no page view, search or listing view', async () => {
    const page = await newPage(await passwordGrant(DEMO_AGENT))
    const trackingRequests: string[] = []
    page.on('request', (request) => {
      if (/\/api\/(events|people\/identify)$/.test(request.url())) trackingRequests.push(request.url())
    })
    await openSearch(page)
    await filterBeds(page, 2)
    await page.getByRole('list', { name: 'Search results' }).locator('article h3 a').first().click()
    await page.getByRole('complementary', { name: 'Listing detail' }).getByRole('heading', { level: 2 }).waitFor(SETTLE)
    // The user has loaded (the header greets the agent) and every delay has run out.
    await page.getByText('Hi, Ezra').waitFor(SETTLE)
    await page.waitForTimeout(DELAYS_MS.searchEvent + DELAYS_MS.trackingReady + 1_000)

    expect(trackingRequests).toEqual([])
    seen.agent = { vid: await visitorIdOf(page), trackingRequests }
  }, 60_000)
})

describe('a shopper signing in', () => {
  it('identifies the visitor as the user once signed in', async () => {
    const page = await newPage()
    await page.goto(`${e2e.server.baseUrl}/app/login?map=false`)
    await page.waitForLoadState('networkidle')
    const identified = page.waitForResponse(
      (response) => response.url().endsWith('/api/people/identify') && response.request().method() === 'POST',
      EVENT_WAIT,
    )
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Email').fill(DEMO_SHOPPER.email)
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO_SHOPPER.password)
    await dialog.getByRole('button', { name: 'Log In' }).click()
    const answer = await identified
    expect(answer.status()).toBe(202)
    const body = answer.request().postDataJSON() as { remote_actor_id: string }

    seen.shopper = { vid: await visitorIdOf(page), userId: String(body.remote_actor_id) }
  }, 60_000)
})

describe('what the server stored', () => {
  it('holds the visitor’s events, the shopper’s identification and nothing of the agent', async () => {
    const { visitor, agent, shopper } = seen
    expect(visitor && agent && shopper).toBeTruthy()
    const vids = [visitor!.vid, agent!.vid, shopper!.vid]
    const { events, people, visitors } = await e2e.server.readAfterStop(async (db) => ({
      visitors: await db
        .selectFrom('tracking_visitors')
        .select(['vid', 'key_hash'])
        .where('vid', 'in', [visitor!.vid, shopper!.vid])
        .execute(),
      events: (await db
        .selectFrom('tracking_events')
        .innerJoin('tracking_visitors', 'tracking_visitors.id', 'tracking_events.visitor_id')
        .select(['tracking_visitors.vid', 'tracking_events.event', 'tracking_events.payload'])
        .where('tracking_visitors.vid', 'in', vids)
        .orderBy('tracking_events.id')
        .execute()) as StoredEvent[],
      people: (await db
        .selectFrom('tracking_people')
        .innerJoin('tracking_visitors', 'tracking_visitors.id', 'tracking_people.visitor_id')
        .select([
          'tracking_visitors.vid',
          'tracking_people.remote_actor_id',
          'tracking_people.person',
          'tracking_people.source',
        ])
        .where('tracking_visitors.vid', 'in', vids)
        .execute()) as StoredPerson[],
    }))

    // Each browser's first call bound its visitor to the key it keeps (only that key chooses an agent).
    expect(visitors).toHaveLength(2)
    for (const row of visitors) expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/)

    const ofVisitor = events.filter((event) => event.vid === visitor!.vid)
    expect(ofVisitor.map((event) => event.event)).toEqual(
      expect.arrayContaining(['PageView', 'searched', 'viewedProperty', 'PropertyView']),
    )
    expect(ofVisitor.find((event) => event.event === 'PageView')!.payload).toMatchObject({ path: '/app/' })
    const searched = ofVisitor.filter(
      (event) => event.event === 'searched' && 'bedrooms' in (event.payload['filters'] as object),
    )
    expect(searched.length).toBe(1)
    expect(searched[0]!.payload).toMatchObject({
      filters: { bedrooms: { min: visitor!.bedrooms } },
      suggestions: [],
      path: '/app/',
    })
    const viewed = ofVisitor.filter((event) => event.event === 'viewedProperty')
    expect(viewed.map((event) => String(event.payload['id']))).toEqual([visitor!.listingId])
    expect(viewed[0]!.payload).toHaveProperty('mls_number')
    expect(ofVisitor.filter((event) => event.event === 'PageView').map((event) => event.payload['path'])).toEqual([
      '/app/',
      `/app/listing/${visitor!.listingId}`,
    ])

    expect(events.filter((event) => event.vid === agent!.vid)).toEqual([])
    expect(people.filter((person) => person.vid === agent!.vid)).toEqual([])

    expect(people.filter((person) => person.vid === shopper!.vid)).toEqual([
      {
        vid: shopper!.vid,
        remote_actor_id: shopper!.userId,
        person: expect.objectContaining({ email: DEMO_SHOPPER.email, first_name: 'Jane' }),
        source: 'idx',
      },
    ])
  }, 60_000)
})
