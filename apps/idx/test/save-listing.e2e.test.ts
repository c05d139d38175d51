// Saving a listing end to end (spec §2 "Saving a listing", §4 "Add to collection"): Debian's
// Chromium against the built API server with the seeded demo site. The demo shopper saves from a
// card into a new collection, then from the listing detail into that one; a saved home reads
// Saved on its card, wears a heart on its map pin and names its collection on its detail, until
// it is removed; a visitor's Save asks them to sign in first and comes back to the save dialog.
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserAndServer, DEMO_SHOPPER, DEMO_SITE_TOKEN } from '../../../tooling/e2e/browser-and-server.js'

const e2e = browserAndServer()
const TEST_TIMEOUT = 90_000

type Resource = { id: string; attributes: Record<string, unknown> }

async function logIn(page: Page) {
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Email').fill(DEMO_SHOPPER.email)
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_SHOPPER.password)
  await dialog.getByRole('button', { name: 'Log In' }).click()
}

async function shopperToken(): Promise<string> {
  const response = await fetch(`${e2e.server.baseUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', client_id: 'idx-demo-client', ...DEMO_SHOPPER }),
  })
  return ((await response.json()) as { access_token: string }).access_token
}

async function apiGet(path: string, token: string): Promise<{ data: Resource | Resource[] }> {
  const response = await fetch(`${e2e.server.baseUrl}/api/v3/${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(response.status, path).toBe(200)
  return (await response.json()) as { data: Resource | Resource[] }
}

/** A listing's title and position, as the API gives them. */
async function listingPlace(id: string): Promise<{ title: string; lat: number; lng: number }> {
  const response = await fetch(`${e2e.server.baseUrl}/api/v3/listings/${id}`, {
    headers: { Authorization: `Bearer ${DEMO_SITE_TOKEN}` },
  })
  const { attributes } = ((await response.json()) as { data: Resource }).data
  return { title: String(attributes['title']), lat: Number(attributes['lat']), lng: Number(attributes['lng']) }
}

/** The search's `box` parameter for a few dozen metres around a point: the map opens on that one listing. */
function boxAround({ lat, lng }: { lat: number; lng: number }): string {
  const e = 0.0006
  return [lat + e, lng - e, lat - e, lng + e].map((n) => n.toFixed(6)).join(',')
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

describe('saving a listing', () => {
  it(
    'saves from a card into a new collection, then from the detail into the same one',
    async () => {
      const name = `Lake houses ${Date.now()}`
      const page = await e2e.newPage({ viewport: { width: 1366, height: 900 } })
      await page.goto(`${e2e.server.baseUrl}/app/login`)
      await logIn(page)
      await expect.poll(() => new URL(page.url()).pathname).not.toBe('/app/login')

      await page.goto(`${e2e.server.baseUrl}/app/`)
      const firstSave = page.getByRole('button', { name: /^Save / }).first()
      await firstSave.waitFor()
      const firstTitle = ((await firstSave.textContent()) ?? '').replace(/^Save\s*/, '').trim()
      await firstSave.click()
      await page.waitForURL(/\/app\/save\/\d+/)
      const firstId = /\/save\/(\d+)/.exec(page.url())![1]!
      const dialog = page.getByRole('dialog')
      await expect
        .poll(() => dialog.getByRole('heading', { level: 2 }).first().textContent())
        .toMatch(/^(Pick An Existing Collection or Create a New One\?|Curate Your Collection)$/)
      await dialog.getByLabel('Comment (optional)').fill('Love the porch')
      const createNew = dialog.getByLabel('Create a new collection')
      if (await createNew.count()) await createNew.check()
      // A blank name is refused in the dialog.
      await dialog.getByRole('button', { name: 'Save' }).click()
      await expect.poll(() => dialog.getByText('Name is required').count()).toBe(1)
      await dialog.getByLabel('New collection name').fill(name)
      await dialog.getByRole('button', { name: 'Save' }).click()

      await page.waitForURL(new RegExp(`/app/saved/\\d+/${firstId}`))
      const collectionId = /\/saved\/(\d+)\//.exec(page.url())![1]!
      const saved = page.getByRole('dialog')
      await expect
        .poll(() => saved.getByRole('heading', { name: 'Awesome! You saved your home to your Collection' }).count())
        .toBe(1)
      expect(await saved.getByRole('heading', { name: "What's Next" }).count()).toBe(1)
      expect(await saved.getByRole('link', { name: 'GO TO COLLECTION' }).getAttribute('href')).toBe(
        `/app/collection/${collectionId}`,
      )
      expect(await saved.getByRole('link', { name: 'INVITE PEOPLE' }).getAttribute('href')).toBe(
        `/app/collection/${collectionId}/collaborators/invite`,
      )
      await saved.getByRole('button', { name: 'DONE' }).click()
      await expect.poll(() => new URL(page.url()).pathname).toBe('/app/')
      expect(await page.getByRole('dialog').count()).toBe(0)
      expect(firstTitle.length).toBeGreaterThan(0)

      // The second listing, from its detail (the split view).
      const secondLink = page.locator('.idx-card__title-link').nth(1)
      await secondLink.click()
      await page.waitForURL(/\/app\/listing\/\d+/)
      const secondId = /\/listing\/(\d+)/.exec(page.url())![1]!
      expect(secondId).not.toBe(firstId)
      await page.getByRole('button', { name: 'Save', exact: true }).click()
      await page.waitForURL(new RegExp(`/app/save/${secondId}`))
      const again = page.getByRole('dialog')
      await expect
        .poll(() => again.getByRole('heading', { name: 'Pick An Existing Collection or Create a New One?' }).count())
        .toBe(1)
      await again.getByLabel(name).check()
      await again.getByRole('button', { name: 'Save' }).click()
      await page.waitForURL(new RegExp(`/app/saved/${collectionId}/${secondId}`))
      await expect
        .poll(() => page.getByRole('heading', { name: 'Awesome! You saved your home to your Collection' }).count())
        .toBe(1)

      // The server holds both, and the comment is in the chat with the first listing.
      const token = await shopperToken()
      const collection = (await apiGet(`collections/${collectionId}`, token)).data as Resource
      expect(collection.attributes['name']).toBe(name)
      expect((collection.attributes['property_ids'] as string[]).map(String).sort()).toEqual([firstId, secondId].sort())
      const comments = (await apiGet(`collections/${collectionId}/comments`, token)).data as Resource[]
      expect(comments.map((c) => [c.attributes['body'], String(c.attributes['property_id'])])).toContainEqual([
        'Love the porch',
        firstId,
      ])

      // A confirmation for a listing not in the collection goes back to the save dialog.
      await page.goto(`${e2e.server.baseUrl}/app/saved/${collectionId}/999999999`)
      await page.waitForURL(/\/app\/save\/999999999/)
    },
    TEST_TIMEOUT,
  )

  it(
    'shows a saved home as saved on its card, its map pin and its detail, until it is removed',
    async () => {
      const name = `Porches ${Date.now()}`
      const page = await e2e.newPage({ viewport: { width: 1366, height: 900 } })
      await page.goto(`${e2e.server.baseUrl}/app/login`)
      await logIn(page)
      await expect.poll(() => new URL(page.url()).pathname).not.toBe('/app/login')

      // The first card of a home in none of the shopper's collections (the test above saved the
      // first two, whose cards read Saved).
      const token = await shopperToken()
      const boards = (await apiGet('collections?filter[only_membership]=true&page[size]=100', token)).data as Resource[]
      const savedIds = new Set(boards.flatMap((board) => (board.attributes['property_ids'] as string[]).map(String)))
      await page.goto(`${e2e.server.baseUrl}/app/`)
      await page.locator('.idx-card__title-link').first().waitFor()
      const hrefs = await page
        .locator('.idx-card__title-link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
      const href = hrefs.find((h) => !savedIds.has(/\/listing\/(\d+)/.exec(h)?.[1] ?? ''))!
      const id = /\/listing\/(\d+)/.exec(href)![1]!
      const home = await listingPlace(id)
      const card = page.locator('article.idx-card', { has: page.locator(`a.idx-card__title-link[href="${href}"]`) })
      for (const other of hrefs.filter((h) => h !== href && savedIds.has(/\/listing\/(\d+)/.exec(h)?.[1] ?? ''))) {
        const saved = page.locator('article.idx-card', { has: page.locator(`a.idx-card__title-link[href="${other}"]`) })
        await saved.locator('.idx-card__save[data-state="saved"]').waitFor()
      }
      const save = card.getByRole('button', { name: `Save ${home.title}` })
      expect(await save.getAttribute('data-state')).toBe('unsaved')

      // The dialog says which home: its photo and its address.
      await save.click()
      await page.waitForURL(new RegExp(`/app/save/${id}`))
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('button', { name: 'Save' }).waitFor()
      expect(await dialog.locator('.idx-collab__home').textContent()).toContain(home.title)
      const photo = dialog.locator('img.idx-collab__home-photo')
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0)
      // Without collections yet (this test alone) the dialog asks for a name only.
      const createNew = dialog.getByLabel('Create a new collection')
      if (await createNew.count()) await createNew.check()
      await dialog.getByLabel('New collection name').fill(name)
      await dialog.getByRole('button', { name: 'Save' }).click()
      await page.waitForURL(new RegExp(`/app/saved/\\d+/${id}`))
      const collectionId = /\/saved\/(\d+)\//.exec(page.url())![1]!
      await page.getByRole('button', { name: 'DONE' }).click()
      await expect.poll(() => new URL(page.url()).pathname).toBe('/app/')

      // The card reads Saved (its tooltip names the collection) without a reload.
      const saved = card.getByRole('button', { name: `Saved ${home.title}` })
      await saved.waitFor()
      expect(await saved.getAttribute('data-state')).toBe('saved')
      expect(await saved.getAttribute('title')).toBe(`Saved in ${name}`)

      // The map pin wears the saved style and says Saved; Saved in its popup closes the popup as
      // the save dialog opens, and the dialog marks the collection that holds it.
      await page.goto(`${e2e.server.baseUrl}/app/?box=${boxAround(home)}`)
      const pin = page.getByRole('button', { name: new RegExp(`^\\S+, ${escaped(home.title)}.*, Saved$`) })
      await pin.waitFor({ timeout: 30_000 })
      expect(await pin.getAttribute('class')).toMatch(/idx-map-(pin|dot)--saved/)
      await pin.click()
      const popup = page.getByRole('dialog', { name: 'Listing details' })
      await popup.getByRole('button', { name: `Saved ${home.title}` }).click()
      await page.waitForURL(new RegExp(`/app/save/${id}`))
      const again = page.getByRole('dialog')
      await again.getByRole('button', { name: 'Save' }).waitFor()
      // (Leaflet fades a closed popup out for 200 ms before it leaves the page.)
      await expect.poll(() => page.locator('.leaflet-popup').count(), { timeout: 5_000 }).toBe(0)
      await expect.poll(() => again.getByRole('radio', { name: `${name} Saved` }).count(), { timeout: 10_000 }).toBe(1)
      await again.getByRole('button', { name: 'Cancel' }).click()

      // The detail names the collection, linking to it.
      await page.goto(`${e2e.server.baseUrl}/app/listing/${id}`)
      await page.getByRole('button', { name: 'Saved', exact: true }).waitFor()
      const link = page.locator('.idx-detail__saved-in').getByRole('link', { name })
      expect(await link.getAttribute('href')).toBe(`/app/collection/${collectionId}`)
      expect(await page.locator('.idx-detail__saved-in').textContent()).toBe(`Saved in ${name}`)

      // Removed from the collection, the home's card reads Save again.
      await link.click()
      await page.waitForURL(new RegExp(`/app/collection/${collectionId}`))
      await page.getByRole('button', { name: `Remove ${home.title}` }).click()
      await page
        .getByRole('dialog', { name: `Remove ${home.title} from this collection?` })
        .getByRole('button', { name: 'YES' })
        .click()
      await page.getByText('Nothing is saved in this collection yet.').waitFor()
      await page.getByRole('link', { name: 'Back to Search' }).click()
      await expect.poll(() => new URL(page.url()).pathname).toBe('/app/')
      await page.getByRole('button', { name: `Save ${home.title}` }).waitFor()
      expect(await page.getByRole('button', { name: `Saved ${home.title}` }).count()).toBe(0)
    },
    TEST_TIMEOUT,
  )

  it(
    'asks a visitor to sign in first, titled to unlock, and comes back to the save dialog',
    async () => {
      const page = await e2e.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
      await page.goto(`${e2e.server.baseUrl}/app/`)
      // The server-rendered cards show before the page hydrates: click once they are the app's.
      await page.waitForLoadState('networkidle')
      const save = page.getByRole('button', { name: /^Save / }).first()
      await save.waitFor()
      await save.click()
      // The demo site has no login of its own (idx_login false): the login route.
      await page.waitForURL(/\/app\/login/)
      const signIn = page.getByRole('dialog', { name: 'Sign-in to Unlock More Features' })
      await signIn.waitFor()
      await logIn(page)
      await page.waitForURL(/\/app\/save\/\d+/)
      const dialog = page.getByRole('dialog')
      await expect
        .poll(() =>
          dialog
            .getByRole('heading', {
              name: /^(Pick An Existing Collection or Create a New One\?|Curate Your Collection)$/,
            })
            .count(),
        )
        .toBe(1)
      // The dialog fits the phone's screen: every edge inside the viewport, its buttons too.
      const box = (await dialog.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.y).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(390)
      expect(box.y + box.height).toBeLessThanOrEqual(844)
      const saveButton = (await dialog.getByRole('button', { name: 'Save' }).boundingBox())!
      expect(saveButton.x + saveButton.width).toBeLessThanOrEqual(390)
      expect(saveButton.y + saveButton.height).toBeLessThanOrEqual(844)
      await page.screenshot({ path: '/tmp/save-phone.png' })
      // Cancel returns to the search, where the visitor was.
      await dialog.getByRole('button', { name: 'Cancel' }).click()
      await expect.poll(() => new URL(page.url()).pathname).toBe('/app/')
    },
    TEST_TIMEOUT,
  )
})
