// Pocket listings end to end, in Chromium against the real API server (the seeded demo site), at a
// laptop's and a phone's size: the demo agent signs in to /admin/, adds a listing with the wizard
// (Basics with the address placed on the map, three photos uploaded to signed URLs and put in a new
// order with the keyboard, Description), and saves it; a visitor then finds it in the site's search
// and opens it with its photos in that order; the agent cuts its price (the visitor's history shows
// the cut) and deletes it (the visitor's page is gone). A renamed non-image is refused at upload, and
// another agent can neither open nor change the listing.
// IDX_E2E_SCREENSHOTS=<folder> keeps a screenshot of each screen, to look at.
import { describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { browserAndServer, DEMO_ADMIN, DEMO_AGENT, DEMO_SITE_TOKEN } from '../../../tooling/e2e/browser-and-server.js'
import { passwordAccessToken, registerDemoAccount } from '../../../tooling/e2e/demo-accounts.js'
import { screenshot as screenshotAs, VIEWPORTS, type Viewport } from './admin-screens.js'

const env = browserAndServer()
const SETTLE = { timeout: 30_000, interval: 100 }

/** The three photos' colours, in the order they are chosen. */
const PHOTO_COLOURS = { red: [220, 30, 30], green: [30, 170, 60], blue: [30, 60, 220] } as const
type Colour = keyof typeof PHOTO_COLOURS

const screenshot = (page: Page, viewport: Viewport, name: string) =>
  screenshotAs(page, `pocket-listings-${viewport.name}-${name}`)

async function signIn(page: Page, user: { email: string; password: string }, returnTo: string): Promise<void> {
  await page.goto(`${env.server.baseUrl}/admin/?return_to=${encodeURIComponent(returnTo)}`)
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password').fill(user.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** A JPEG of one colour, drawn by the page's own canvas (what a phone's camera roll would hold). */
async function jpeg(page: Page, colour: Colour): Promise<Buffer> {
  const [r, g, b] = PHOTO_COLOURS[colour]
  const base64 = await page.evaluate(
    async ({ r, g, b }) => {
      const canvas = document.createElement('canvas')
      canvas.width = 1600
      canvas.height = 1000
      const context = canvas.getContext('2d')!
      context.fillStyle = `rgb(${r},${g},${b})`
      context.fillRect(0, 0, canvas.width, canvas.height)
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((value) => resolve(value!), 'image/jpeg', 0.9))
      const bytes = new Uint8Array(await blob.arrayBuffer())
      let text = ''
      for (const byte of bytes) text += String.fromCharCode(byte)
      return btoa(text)
    },
    { r, g, b },
  )
  return Buffer.from(base64, 'base64')
}

/** The colour an image URL shows in its middle, read through the page (same origin, so readable). */
async function colourOf(page: Page, src: string): Promise<Colour | null> {
  const [r, g, b] = await page.evaluate(async (url) => {
    const image = new Image()
    image.src = url
    await image.decode()
    const canvas = document.createElement('canvas')
    canvas.width = image.naturalWidth
    canvas.height = image.naturalHeight
    const context = canvas.getContext('2d')!
    context.drawImage(image, 0, 0)
    return [...context.getImageData(canvas.width / 2, canvas.height / 2, 1, 1).data]
  }, src)
  const near = (entry: readonly number[]) => entry.every((value, index) => Math.abs(value - [r, g, b][index]!) < 40)
  return (Object.keys(PHOTO_COLOURS) as Colour[]).find((name) => near(PHOTO_COLOURS[name])) ?? null
}

/** The colours of the wizard's photos, in their order. */
async function tileColours(page: Page): Promise<(Colour | null)[]> {
  const sources = await page
    .locator('ol.idx-photos__grid img')
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src))
  return Promise.all(sources.map((src) => colourOf(page, src)))
}

/** Nothing on the page scrolls sideways, and `locator` lies wholly inside the window's width. */
async function fitsWidth(page: Page, locator: Locator, viewport: Viewport): Promise<void> {
  const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(1)
  const box = (await locator.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 1)
}

type PocketRow = {
  id: string
  attributes: { street: string; listing_id?: number | string | null; slug?: string | null }
}

/** The agent's pocket listing on `street`, through the API as a third-party client would read it. */
async function pocketListingOn(token: string, street: string): Promise<PocketRow | undefined> {
  const res = await fetch(`${env.server.baseUrl}/api/v3/pocket_listings?q=${encodeURIComponent(street)}`, {
    headers: { authorization: `Bearer ${token}`, accept: 'application/vnd.api+json' },
  })
  expect(res.status).toBe(200)
  const body = (await res.json()) as { data: PocketRow[] }
  return body.data.find((row) => row.attributes.street === street)
}

/** Another agent of the demo site: a new account that the administrator makes an agent. */
async function anotherAgent(): Promise<{ email: string; password: string; token: string }> {
  const account = await registerDemoAccount(env.server.baseUrl, {
    firstName: 'Dana',
    lastName: 'Otheragent',
    phoneNumber: '512 555 0199',
  })
  const adminToken = await passwordAccessToken(
    env.server.baseUrl,
    DEMO_ADMIN.email,
    DEMO_ADMIN.password,
    'read write admin',
  )
  const res = await fetch(`${env.server.baseUrl}/api/v3/site_users`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/vnd.api+json' },
    body: JSON.stringify({ data: { type: 'site_users', attributes: { email: account.email } } }),
  })
  expect(res.status, await res.clone().text()).toBe(201)
  return { ...account, token: await passwordAccessToken(env.server.baseUrl, account.email, account.password) }
}

describe.each(VIEWPORTS)('pocket listings in the Listings Manager at $name size', (viewport) => {
  it('adds one with three photos in a new order, a visitor finds it, its price is cut, and it is deleted', async () => {
    const street = `${4100 + viewport.width} Avenue H`
    const page = await env.newPage({ viewport })
    await signIn(page, DEMO_AGENT, '/cms/listings')
    await page.getByRole('heading', { name: /Listings Manager/ }).waitFor(SETTLE)
    const add = page.getByRole('link', { name: 'Add Listing' }).first()
    await fitsWidth(page, add, viewport)
    await add.click()
    await expect.poll(() => new URL(page.url()).pathname, SETTLE).toBe('/admin/cms/listings/new')

    // Basics. Moving on with nothing filled in names what is missing.
    const wizard = page.getByRole('form', { name: 'New listing' })
    await wizard.getByRole('button', { name: 'Next' }).click()
    await expect.poll(() => wizard.getByText('Street is required').count(), SETTLE).toBeGreaterThan(0)
    const feed = wizard.getByLabel('MLS feed')
    await feed.selectOption({ index: 1 })
    await wizard.getByLabel(/^Type/).selectOption('Residential')
    await wizard.getByLabel('Property type').selectOption('House')
    await wizard.getByLabel('Purchase type').selectOption('Purchase')
    await wizard.getByLabel('Status').selectOption('Active')
    await wizard.getByLabel('Price (dollars)').fill('612000')
    const agents = wizard.getByRole('combobox', { name: /Agents/ })
    await agents.fill('Ezra')
    await wizard.getByRole('option', { name: /Ezra Roberts/ }).click()
    await wizard.getByLabel('Street').fill(street)
    await wizard.getByLabel('City').fill('Austin')
    await wizard.getByLabel('State code').fill('TX')
    await wizard.getByLabel('Zip code').fill('78751')
    await wizard.getByRole('button', { name: 'Find on the map' }).click()
    // Placed: the pin on the map and the position under it (the form holds it now).
    await wizard.getByText(/^Latitude 30\.\d+, longitude -97\.\d+$/).waitFor(SETTLE)
    await expect.poll(() => wizard.locator('.leaflet-marker-icon').count(), SETTLE).toBeGreaterThan(0)
    await screenshot(page, viewport, 'basics')
    // Nothing left to mend on Basics (were there, Next would stay and name it).
    expect(await wizard.locator('section[data-step="0"] .idx-plw__error').allTextContents()).toEqual([])
    await wizard.getByRole('button', { name: 'Next' }).click()
    await expect.poll(() => new URL(page.url()).searchParams.get('step'), SETTLE).toBe('1')

    // Photos: three at once, then a text file named like a photo, which the server refuses.
    const files = wizard.locator('input[type="file"]')
    await files.setInputFiles([
      { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await jpeg(page, 'red') },
      { name: 'kitchen.jpg', mimeType: 'image/jpeg', buffer: await jpeg(page, 'green') },
      { name: 'yard.jpg', mimeType: 'image/jpeg', buffer: await jpeg(page, 'blue') },
    ])
    const inOrder = wizard.getByRole('list', { name: 'Photos in order' }).getByRole('listitem')
    await expect.poll(() => inOrder.count(), SETTLE).toBe(3)
    await files.setInputFiles([
      { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo at all') },
    ])
    await expect.poll(() => wizard.getByText(/notes\.jpg is not an image/).count(), SETTLE).toBeGreaterThan(0)
    expect(await inOrder.count()).toBe(3)

    // Change Order: the third photo (blue) moved to the front with the keyboard, at a person's pace.
    await expect.poll(() => tileColours(page), SETTLE).toEqual(['red', 'green', 'blue'])
    await wizard.getByRole('button', { name: 'Change Order' }).click()
    const third = wizard.getByRole('button', { name: 'Move photo 3 of 3' })
    // Over the first photo: two to the left in one row, or one up where the grid wrapped (a phone).
    const wrapped =
      (await third.boundingBox())!.y >
      (await wizard.getByRole('button', { name: 'Move photo 1 of 3' }).boundingBox())!.y + 20
    await third.focus()
    for (const key of ['Space', ...(wrapped ? ['ArrowUp'] : ['ArrowLeft', 'ArrowLeft']), 'Space']) {
      await page.keyboard.press(key)
      await page.waitForTimeout(150)
    }
    await expect.poll(() => tileColours(page), SETTLE).toEqual(['blue', 'red', 'green'])
    await screenshot(page, viewport, 'photos-reorder')
    await wizard.getByRole('button', { name: 'Done' }).click()
    await wizard.getByRole('button', { name: 'Next' }).click()
    await wizard.getByLabel('Bedrooms').fill('3')
    await wizard.getByLabel('Year built').fill('1952')
    const save = wizard.getByRole('button', { name: 'Save' })
    await fitsWidth(page, save, viewport)
    await save.click()
    await expect.poll(() => new URL(page.url()).pathname, SETTLE).toBe('/admin/cms/listings')
    await page.getByText('Listing added').waitFor(SETTLE)

    const agentToken = await passwordAccessToken(env.server.baseUrl, DEMO_AGENT.email, DEMO_AGENT.password)
    const saved = (await pocketListingOn(agentToken, street))!
    expect(saved).toBeDefined()
    const listingId = String(saved.attributes.listing_id ?? saved.id)

    // The manager's search finds it by its address.
    await page.getByPlaceholder('Search Address').fill(street)
    const result = page.getByRole('listitem').filter({ hasText: street })
    await expect.poll(() => result.count(), SETTLE).toBe(1)
    await screenshot(page, viewport, 'manager')

    // A visitor finds it in the site's search and opens it: the photos are in the new order.
    const visitor = await env.newPage({ viewport })
    await visitor.goto(`${env.server.baseUrl}/app/`)
    // The search answers once the page is live (its first results drawn): then the visitor types.
    await visitor.locator('ul[aria-label="Search results"] article').first().waitFor(SETTLE)
    const omnibox = visitor.getByRole('combobox', { name: 'Search listings' })
    await omnibox.fill(street)
    const suggestion = visitor.getByRole('option', { name: new RegExp(street) }).first()
    await suggestion.waitFor(SETTLE)
    await suggestion.click()
    // The address opens the listing's page: its heading and its gallery, the new first photo first.
    await expect.poll(() => new URL(visitor.url()).pathname, SETTLE).toMatch(/^\/app\/listing\//)
    const detail = visitor.getByRole('complementary', { name: 'Listing detail' })
    await detail
      .getByRole('heading', { name: new RegExp(street) })
      .first()
      .waitFor(SETTLE)
    const photo = detail.locator(`img[src*="/api/v3/photos/${listingId}/0/"]`).first()
    await photo.waitFor(SETTLE)
    expect(await colourOf(visitor, (await photo.getAttribute('src'))!)).toBe('blue')
    expect(await colourOf(visitor, `/api/v3/photos/${listingId}/1/640x400.png`)).toBe('red')
    expect(await colourOf(visitor, `/api/v3/photos/${listingId}/2/640x400.png`)).toBe('green')
    const detailUrl = visitor.url()
    await screenshot(visitor, viewport, 'visitor-detail')

    // The agent cuts the price; the visitor's history shows the cut.
    await result.getByRole('link', { name: /Edit/ }).click()
    const editing = page.getByRole('form', { name: 'Edit listing' })
    await editing.getByLabel('Price (dollars)').waitFor(SETTLE)
    expect(await editing.getByLabel('MLS feed').isDisabled()).toBe(true)
    await editing.getByLabel('Price (dollars)').fill('589000')
    await screenshot(page, viewport, 'edit')
    await editing.getByRole('button', { name: 'Save' }).click()
    await page.getByText('Listing saved').waitFor(SETTLE)
    await visitor.goto(detailUrl)
    await expect
      .poll(() => visitor.getByRole('row', { name: /Price cut -\$23,000/ }).count(), SETTLE)
      .toBeGreaterThan(0)

    // Deleted: gone from the manager and from the visitor's site.
    await page.getByPlaceholder('Search Address').fill(street)
    await page.getByRole('listitem').filter({ hasText: street }).getByRole('link', { name: /Edit/ }).click()
    const deleting = page.getByRole('form', { name: 'Edit listing' })
    await deleting.getByRole('button', { name: 'Delete', exact: true }).click()
    const confirm = page.getByRole('dialog')
    await confirm.getByText('Are you sure you want to delete this listing?').waitFor(SETTLE)
    await confirm.getByRole('button', { name: 'Delete listing' }).click()
    await page.getByText('Listing deleted').waitFor(SETTLE)
    expect(await pocketListingOn(agentToken, street)).toBeUndefined()
    const gone = await fetch(`${env.server.baseUrl}/api/v3/listings/${listingId}`, {
      headers: { authorization: `Bearer ${DEMO_SITE_TOKEN}` },
    })
    expect(gone.status).toBe(404)
  })
})

describe('pocket listings of another agent', () => {
  it('can be neither opened nor changed by them', async () => {
    const owner = await passwordAccessToken(env.server.baseUrl, DEMO_AGENT.email, DEMO_AGENT.password)
    const other = await anotherAgent()
    const street = '4300 Avenue G'
    const created = await fetch(`${env.server.baseUrl}/api/v3/pocket_listings`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner}`, 'content-type': 'application/vnd.api+json' },
      body: JSON.stringify({
        data: {
          type: 'pocket-listings',
          attributes: {
            data_source_name: 'actris',
            listing_type: 'Residential',
            property_type: 'House',
            purchase_type: 'Purchase',
            listing_status: 'Active',
            price_in_dollars: 499000,
            street,
            city: 'Austin',
            state_code: 'TX',
            zip: '78751',
            latitude: 30.307,
            longitude: -97.72,
            agent_ids: [],
            photo_urls: [],
            is_pocket: true,
            require_photos: false,
          },
        },
      }),
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const { data } = (await created.json()) as { data: { id: string } }

    const page = await env.newPage({ viewport: VIEWPORTS[0] })
    await signIn(page, other, `/cms/listings/${data.id}/edit`)
    await page.getByText('You are not authorized to perform that action.').waitFor(SETTLE)
    expect(await page.getByRole('form', { name: 'Edit listing' }).count()).toBe(0)

    const change = await fetch(`${env.server.baseUrl}/api/v3/pocket_listings/${data.id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${other.token}`, 'content-type': 'application/vnd.api+json' },
      body: JSON.stringify({ data: { type: 'pocket-listings', id: data.id, attributes: { price_in_dollars: 1 } } }),
    })
    expect(change.status).toBe(403)
    const remove = await fetch(`${env.server.baseUrl}/api/v3/pocket_listings/${data.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${other.token}` },
    })
    expect(remove.status).toBe(403)
    // Their own list holds none of it.
    expect(await pocketListingOn(other.token, street)).toBeUndefined()
  })
})
