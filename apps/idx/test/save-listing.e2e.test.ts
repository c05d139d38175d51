// Saving a listing end to end (spec §2 "Saving a listing", §4 "Add to collection"): Debian's
// Chromium against the built API server with the seeded demo site. The demo shopper saves from a
// card into a new collection, then from the listing detail into that one; a visitor's Save asks
// them to sign in first and comes back to the save dialog.
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserAndServer, DEMO_SHOPPER } from '../../../tooling/e2e/browser-and-server.js'

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
    'asks a visitor to sign in first, titled to unlock, and comes back to the save dialog',
    async () => {
      const page = await e2e.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
      await page.goto(`${e2e.server.baseUrl}/app/`)
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
