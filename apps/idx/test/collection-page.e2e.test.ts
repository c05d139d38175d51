// A collection's page (`/app/collection/{id}`) in Chromium against the real API server and its
// seeded demo site: what a member, a stranger and an anonymous visitor see, marking it viewed, and
// a collaborator's change arriving live (the site's realtime endpoint, pusher protocol).
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { DEFAULT_TOKEN_STORE_KEY, sessionFromTokenResponse, type TokenResponse } from '@idx/api-client'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserAndServer } from '../../../tooling/e2e/browser-and-server.js'
import { resultCount, SETTLE } from './helpers/result-count.js'

const DEMO_SITE_TOKEN = 'idx-demo-site-token-2f6c1a9e'
const DEMO_CLIENT_ID = 'idx-demo-client'
const JANE = { email: 'jane.buyer@example.com', password: 'idx-demo-password' }
const PASSWORD = 'a-long-e2e-password-9'
/** One listing's marker (its price pill, or its dot where pills would overlap), or a cluster's. */
const LISTING_MARKERS = '.idx-map-pin:not(.idx-map-pin--multi), .idx-map-dot'
const CLUSTER_MARKERS = '.cluster-marker, .idx-map-pin--multi'
const DESKTOP = { width: 1366, height: 900 }
const PHONE = { width: 390, height: 844 }
/** Where screenshots go when IDX_E2E_SHOTS names a folder (to look at the pages); none otherwise. */
const SHOTS = process.env.IDX_E2E_SHOTS ?? null

type Person = { email: string; password: string; token: string; session: unknown }

const e2e = browserAndServer()
let jane: Person
let listingIds: string[]

async function api(method: string, path: string, token: string, body?: object) {
  const res = await fetch(`${e2e.server.baseUrl}/api/v3/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/vnd.api+json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  })
  const text = await res.text()
  return { status: res.status, json: (text ? JSON.parse(text) : null) as Record<string, unknown> | null, text }
}

async function signIn(email: string, password: string): Promise<Person> {
  const granted = await fetch(`${e2e.server.baseUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', client_id: DEMO_CLIENT_ID, email, password }),
  })
  expect(granted.status).toBe(200)
  const response = (await granted.json()) as TokenResponse
  return { email, password, token: response.access_token, session: sessionFromTokenResponse(response, Date.now()) }
}

/** Registers a new user through the API (as the site's register form does) and signs them in. */
async function register(first: string): Promise<Person> {
  const email = `${first.toLowerCase()}.${Date.now()}@example.com`
  const res = await fetch(`${e2e.server.baseUrl}/oauth/session.json?client_id=${DEMO_CLIENT_ID}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${DEMO_SITE_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      oauth: { email, password: PASSWORD, password_confirmation: PASSWORD, first_name: first, last_name: 'Tester' },
    }),
  })
  expect(res.status, await res.clone().text()).toBe(201)
  return signIn(email, PASSWORD)
}

async function createCollection(owner: Person, name: string, listings: string[]): Promise<string> {
  const created = await api('POST', 'collections', owner.token, {
    data: { type: 'collections', attributes: { name } },
  })
  expect(created.status, created.text).toBe(201)
  const id = (created.json as { data: { id: string } }).data.id
  for (const listing of listings) await addListing(owner, id, listing)
  return id
}

async function addListing(who: Person, id: string, listing: string) {
  const added = await api('POST', `collections/${id}/add`, who.token, { property_id: listing })
  expect(added.status, added.text).toBeLessThan(300)
}

/** The collection's attributes as `who` reads them (`unviewed_property_count` is theirs). */
async function collectionAttributes(who: Person, id: string): Promise<Record<string, unknown>> {
  const res = await api('GET', `collections/${id}`, who.token)
  expect(res.status, res.text).toBe(200)
  return (res.json as { data: { attributes: Record<string, unknown> } }).data.attributes
}

/** Invites `who` to the collection as `owner` and accepts with the code the e-mail carries. */
async function addCollaborator(owner: Person, id: string, who: Person) {
  const invited = await api('POST', `collections/${id}/invite`, owner.token, { email: who.email })
  expect(invited.status, invited.text).toBe(201)
  let code: string | null = null
  await expect
    .poll(
      async () => {
        const res = await fetch(`${e2e.server.baseUrl}/dev/outbox.json?to=${encodeURIComponent(who.email)}`)
        const mails = (await res.json()) as { text: string }[]
        const match = mails
          .map((mail) => new RegExp(`/app/join/collection/${id}/([A-Za-z0-9_-]+)`).exec(mail.text))
          .find(Boolean)
        code = match?.[1] ?? null
        return code
      },
      { timeout: 30_000, interval: 100 },
    )
    .not.toBeNull()
  const accepted = await api('PUT', `collections/${id}/accept_invite`, who.token, { given: code })
  expect(accepted.status, accepted.text).toBe(200)
}

/** A page of the site, signed in as `who` when given (the app's own stored session), else anonymous. */
async function openPage(who: Person | null, viewport = DESKTOP): Promise<Page> {
  const page = await e2e.newPage({ viewport })
  page.setDefaultTimeout(20_000)
  if (who) {
    await page.goto(`${e2e.server.baseUrl}/healthz`)
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
      key: DEFAULT_TOKEN_STORE_KEY,
      value: JSON.stringify(who.session),
    })
  }
  return page
}

/** How many listings the map's markers show: one per listing marker, a cluster's count for a cluster. */
async function listingsOnMap(page: Page): Promise<number> {
  const single = await page.locator(LISTING_MARKERS).count()
  const clustered = await page
    .locator(CLUSTER_MARKERS)
    .evaluateAll((markers) =>
      markers.reduce((sum, marker) => sum + Number(marker.querySelector('[aria-hidden="true"]')?.textContent ?? 0), 0),
    )
  return single + clustered
}

/**
 * Where the map's markers sit: whether all are inside the map, and how far apart the outermost
 * are as a share of the map's size (the larger of the two directions).
 */
async function markerSpread(page: Page): Promise<{ inside: boolean; fraction: number }> {
  return page.locator('.search-page__map').evaluate((map, selector) => {
    const box = map.getBoundingClientRect()
    const centres = [...map.querySelectorAll(selector)].map((marker) => {
      const r = marker.getBoundingClientRect()
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 }
    })
    const xs = centres.map((c) => c.x)
    const ys = centres.map((c) => c.y)
    return {
      inside: centres.every((c) => c.x > box.left && c.x < box.right && c.y > box.top && c.y < box.bottom),
      fraction: Math.max(
        (Math.max(...xs) - Math.min(...xs)) / box.width,
        (Math.max(...ys) - Math.min(...ys)) / box.height,
      ),
    }
  }, `${LISTING_MARKERS}, ${CLUSTER_MARKERS}`)
}

/** Resolves once the page's realtime socket says the user's channel is subscribed. */
function channelSubscribed(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('pusher_internal:subscription_succeeded')) resolve()
      })
    })
  })
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return
  mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: join(SHOTS, `${name}.png`) })
}

const cards = (page: Page) => page.locator('.search-page__results').getByRole('article')
const collectionUrl = (id: string, query = '') => `${e2e.server.baseUrl}/app/collection/${id}${query}`

// After browserAndServer's own beforeAll (vitest runs them in order): the server is up.
beforeAll(async () => {
  jane = await signIn(JANE.email, JANE.password)
  const search = await api('POST', 'listings/search', DEMO_SITE_TOKEN, { page: { size: 6, number: 1 } })
  expect(search.status, search.text).toBe(200)
  listingIds = (search.json as { data: { id: string }[] }).data.map((listing) => listing.id)
  expect(listingIds).toHaveLength(6)
})

describe("a collection's page", () => {
  it("shows a member the header, the collection's results, Back to Search and the map", async () => {
    const id = await createCollection(jane, 'Lake houses', listingIds.slice(0, 3))
    const page = await openPage(jane)
    await page.goto(collectionUrl(id, '?map=false'))

    const header = page.locator('.collection-page__header')
    await expect.poll(() => header.getByRole('heading', { level: 1 }).textContent(), SETTLE).toBe('Lake houses')
    expect(await header.getByText(/^Created by /).textContent()).toMatch(/^Created by Jane .+ \d\d\/\d\d\/\d\d$/)
    await expect.poll(() => resultCount(page), SETTLE).toBe(3)
    expect(await cards(page).count()).toBe(3)
    await expect.poll(() => page.title()).toMatch(/^Lake houses/)
    // Scoped: no search form, no sort, 'Back to Search' to the search.
    const toolbar = page.getByRole('group', { name: 'Results options' })
    expect(await toolbar.getByRole('link', { name: 'Back to Search' }).getAttribute('href')).toBe('/app/')
    expect(await toolbar.getByRole('button', { name: /^Sort/ }).count()).toBe(0)
    expect(await page.getByRole('button', { name: /Filter/ }).count()).toBe(0)
    // The results sit under the collection's header, not under the site header.
    const headerBox = (await header.boundingBox())!
    const resultsBox = (await page.locator('.search-page__results').boundingBox())!
    expect(resultsBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height - 1)
    await shot(page, 'collection-desktop-list')

    // A card opens the split detail inside the collection; closing it comes back to the collection.
    const firstLink = cards(page).first().locator('a.idx-card__title-link')
    expect(await firstLink.getAttribute('href')).toBe(`/app/collection/${id}/listing/${listingIds[0]}?map=false`)
    await firstLink.click()
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/app/collection/${id}/listing/${listingIds[0]}`)
    const detail = page.getByRole('complementary', { name: 'Listing detail' })
    await detail
      .getByRole('heading', { name: /3508|Shoal|\d/ })
      .first()
      .waitFor()
    await shot(page, 'collection-desktop-detail')
    await page.keyboard.press('Escape')
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/app/collection/${id}`)

    // The map view shows the collection's listings as markers.
    await toolbar.getByRole('button', { name: 'Map' }).click()
    await expect.poll(() => new URL(page.url()).searchParams.get('map')).toBe('true')
    await expect.poll(() => listingsOnMap(page), { timeout: 30_000, interval: 100 }).toBe(3)
    // It opened around them (not at the market's centre): their markers spread across the map,
    // all inside it.
    const spread = await markerSpread(page)
    expect(spread.inside).toBe(true)
    expect(spread.fraction).toBeGreaterThan(0.4)
    await shot(page, 'collection-desktop-split')

    // A member's cards offer Comment and Remove instead of Save; Remove asks, then takes it off.
    const firstCard = cards(page).first()
    expect(await firstCard.getByRole('button', { name: /^Save/ }).count()).toBe(0)
    expect(await firstCard.getByRole('button', { name: /^Comment/ }).count()).toBe(1)
    await firstCard.getByRole('button', { name: /^Remove/ }).click()
    const ask = page.getByRole('dialog', { name: /^Remove .+ from this collection\?$/ })
    await ask.getByRole('button', { name: 'YES' }).click()
    await expect.poll(() => resultCount(page), SETTLE).toBe(2)
    await expect.poll(() => cards(page).count(), SETTLE).toBe(2)

    // 'Back to Search' goes to the search screen.
    await toolbar.getByRole('link', { name: 'Back to Search' }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/app/')
  }, 90_000)

  it('fits a phone: the header, then one view at a time', async () => {
    const id = await createCollection(jane, 'Phone board', listingIds.slice(0, 2))
    const page = await openPage(jane, PHONE)
    await page.goto(collectionUrl(id))
    await expect.poll(() => resultCount(page), SETTLE).toBe(2)
    const header = page.locator('.collection-page__header')
    const headerBox = (await header.boundingBox())!
    expect(headerBox.width).toBeLessThanOrEqual(PHONE.width)
    expect(await cards(page).count()).toBe(2)
    expect(await page.locator('.search-page__map').count()).toBe(0)
    await shot(page, 'collection-phone-list')
  })

  it("says 'Collection not found.' to a stranger and to a visitor, with the way to log in", async () => {
    const id = await createCollection(jane, 'Private board', listingIds.slice(0, 1))
    const stranger = await register('Stella')
    const page = await openPage(stranger)
    await page.goto(collectionUrl(id))
    await page.getByRole('heading', { name: 'Collection not found.' }).waitFor()
    const login = page.getByRole('link', { name: 'Log in to view collection' })
    expect(await login.getAttribute('href')).toBe('/app/authenticate?menu=true')
    expect(await cards(page).count()).toBe(0)
    await shot(page, 'collection-not-found')

    const visitor = await openPage(null, PHONE)
    await visitor.goto(collectionUrl(id))
    await visitor.getByRole('heading', { name: 'Collection not found.' }).waitFor()
    await shot(visitor, 'collection-not-found-phone')
    await visitor.getByRole('link', { name: 'Log in to view collection' }).click()
    await expect.poll(() => new URL(visitor.url()).pathname).toBe('/app/authenticate')
    expect(new URL(visitor.url()).searchParams.get('menu')).toBe('true')
    // Signing in comes back to the collection.
    const attempted = await visitor.evaluate(() => JSON.stringify(sessionStorage))
    expect(attempted).toContain(`/app/collection/${id}`)
  })

  it('shows a public collection to anyone with its link, read-only', async () => {
    const id = await createCollection(jane, 'Open house tour', listingIds.slice(0, 3))
    const updated = await api('PATCH', `collections/${id}`, jane.token, {
      data: { type: 'collections', id, attributes: { is_public: true } },
    })
    expect(updated.status, updated.text).toBe(200)
    const page = await openPage(null)
    await page.goto(collectionUrl(id, '?map=false'))
    await expect
      .poll(() => page.locator('.collection-page__header').getByRole('heading', { level: 1 }).textContent(), SETTLE)
      .toBe('Open house tour')
    await expect.poll(() => resultCount(page), SETTLE).toBe(3)
    expect(await page.getByRole('navigation', { name: 'Collection' }).count()).toBe(0)
  })

  it("marks the visit viewed, and a collaborator's addition shows without a reload", async () => {
    const id = await createCollection(jane, 'Shared board', listingIds.slice(0, 2))
    const bob = await register('Bob')
    await addCollaborator(jane, id, bob)
    await addListing(bob, id, listingIds[2]!)
    expect((await collectionAttributes(jane, id)).unviewed_property_count).toBe(1)

    const page = await openPage(jane)
    const subscribed = channelSubscribed(page)
    await page.goto(collectionUrl(id, '?map=false'))
    await expect.poll(() => resultCount(page), SETTLE).toBe(3)
    await expect.poll(async () => (await collectionAttributes(jane, id)).unviewed_property_count, SETTLE).toBe(0)

    // The collaborator sees it too, in a browser of their own.
    const bobPage = await openPage(bob)
    await bobPage.goto(collectionUrl(id, '?map=false'))
    await expect.poll(() => resultCount(bobPage), SETTLE).toBe(3)

    // The live connection is up once the user's channel is subscribed; the change then arrives.
    await subscribed
    await addListing(bob, id, listingIds[3]!)
    await expect.poll(() => resultCount(page), { timeout: 30_000, interval: 100 }).toBe(4)
    expect(await cards(page).count()).toBe(4)
    await shot(page, 'collection-live-update')
  })

  it('tells a collaborator removed while on the page that they no longer have access, not to log in', async () => {
    const id = await createCollection(jane, 'Board she leaves', listingIds.slice(0, 1))
    const bob = await register('Bobbie')
    await addCollaborator(jane, id, bob)
    const me = await api('GET', 'user?me=true', bob.token)
    const bobId = (me.json as { data: { id: string } }).data.id

    const page = await openPage(bob, PHONE)
    const subscribed = channelSubscribed(page)
    await page.goto(collectionUrl(id, '?map=false'))
    await expect.poll(() => resultCount(page), SETTLE).toBe(1)
    await subscribed
    // No body, so no content type: an empty JSON body is a 400.
    const removed = await fetch(`${e2e.server.baseUrl}/api/v3/collections/${id}/members/${bobId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${jane.token}` },
    })
    expect(removed.status, await removed.text()).toBe(204)

    await page
      .getByRole('heading', { name: 'You no longer have access to this collection.' })
      .waitFor({ timeout: 30_000 })
    expect(await page.getByRole('link', { name: 'Log in to view collection' }).count()).toBe(0)
    expect(await cards(page).count()).toBe(0)
    await shot(page, 'collection-access-lost-phone')
    await page.getByRole('link', { name: 'Back to My Collections' }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/app/collections')
    await page.getByRole('dialog', { name: 'Collections' }).waitFor()
  }, 90_000)

  it('is served as the app shell: the server renders nothing of it, and does not fail', async () => {
    const res = await fetch(collectionUrl('12345'))
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('<div id="root"')
  })
})
