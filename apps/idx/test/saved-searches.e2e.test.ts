// Saved searches in Chromium against the real API server and its seeded demo site: a visitor saves
// the search on screen from the toolbar (signing in first and coming back to the dialog), finds it
// after a reload in the menu's Saved Searches, and edits its filters (Cancel restores them, Save
// stores them and starts again at page 1); a phone reads its info, renames it and deletes it; a
// stranger reads 'Saved Search not found.'.
import { DEFAULT_TOKEN_STORE_KEY, sessionFromTokenResponse, type TokenResponse } from '@idx/api-client'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserAndServer } from '../../../tooling/e2e/browser-and-server.js'
import { pollFor, resultCount, SETTLE } from './helpers/result-count.js'

const DEMO_CLIENT_ID = 'idx-demo-client'
const DEMO_SITE_TOKEN = 'idx-demo-site-token-2f6c1a9e'
const JANE = { email: 'jane.buyer@example.com', password: 'idx-demo-password' }
const PASSWORD = 'a-long-e2e-password-9'
const DESKTOP = { width: 1366, height: 900 }
const PHONE = { width: 390, height: 844 }

type Person = { email: string; token: string; session: unknown }

const e2e = browserAndServer()
let jane: Person

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
  return { email, token: response.access_token, session: sessionFromTokenResponse(response, Date.now()) }
}

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

/** A saved search of `owner`'s through the API; answers its id. */
async function saveSearch(owner: Person, name: string, filter: object): Promise<string> {
  const site = await api('GET', 'site?me=true', DEMO_SITE_TOKEN)
  const marketId = (site.json as { data: { relationships: { markets: { data: { id: string }[] } } } }).data
    .relationships.markets.data[0]!.id
  const created = await api('POST', 'saved_searches', owner.token, {
    data: { type: 'saved-search', attributes: { name, frequency: 'daily', site_market_id: marketId, filter } },
  })
  expect(created.status, created.text).toBe(201)
  return (created.json as { data: { id: string } }).data.id
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

/** Whether the element's box lies inside the viewport (a person can see all of it without scrolling). */
async function insideViewport(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const box = element.getBoundingClientRect()
      return box.left >= 0 && box.top >= 0 && box.right <= innerWidth + 0.5 && box.bottom <= innerHeight + 0.5
    })
}

const filterChips = (page: Page) => page.locator('.saved-search__filters')

beforeAll(async () => {
  jane = await signIn(JANE.email, JANE.password)
})

describe('saving a search', () => {
  it('from the toolbar: sign in first, back to the dialog, then found in Saved Searches after a reload', async () => {
    const page = await openPage(null)
    const q = encodeURIComponent(JSON.stringify({ bedrooms: { min: 3 }, listing_status: { value: ['Active'] } }))
    await page.goto(`${e2e.server.baseUrl}/app/?map=false&q=${q}`, { waitUntil: 'networkidle' })
    const shown = await pollFor(
      () => resultCount(page),
      (count) => count > 0,
    )

    await page.getByRole('link', { name: 'Save Search' }).click()
    // A visitor signs in first, the search kept in the address.
    const prompt = page.getByRole('dialog')
    await expect.poll(() => prompt.getByRole('heading').first().textContent(), SETTLE).toBe('Login to view this search')
    expect(new URL(page.url()).searchParams.get('q')).toBe(decodeURIComponent(q))
    await prompt.getByRole('button', { name: 'Log In / Get Started' }).click()
    await page.getByRole('dialog').getByLabel('Email').fill(JANE.email)
    await page.getByRole('dialog').getByLabel('Password', { exact: true }).fill(JANE.password)
    await page.getByRole('dialog').getByRole('button', { name: 'Log In' }).click()

    // Back on the same search with the dialog open, its name focused and the search in words.
    const dialog = page.getByRole('dialog', { name: 'Create a Saved Search' })
    await dialog.waitFor()
    expect(new URL(page.url()).pathname).toBe('/app/save-search')
    const name = dialog.getByRole('textbox', { name: 'Name' })
    await expect.poll(() => name.evaluate((element) => element === document.activeElement), SETTLE).toBe(true)
    expect(await dialog.getByLabel('This search').textContent()).toContain('3 or more')
    expect(await dialog.getByRole('combobox', { name: 'Search Alerts' }).inputValue()).toBe('daily')
    expect(await insideViewport(page, 'dialog[open]')).toBe(true)

    const title = `Active three beds ${Date.now()}`
    await name.fill(title)
    await dialog.getByRole('combobox', { name: 'Search Alerts' }).selectOption('instant')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => page.getByText(`Saved "${title}". Alerts: instantly.`).isVisible(), SETTLE).toBe(true)
    expect(await dialog.count()).toBe(0)
    expect(new URL(page.url()).pathname).toBe('/app/')
    expect(await resultCount(page)).toBe(shown)

    // Reloaded, the menu's Saved Searches lists it; it opens on its page with the same results.
    await page.reload({ waitUntil: 'networkidle' })
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Hi, Jane/ })
      .click()
    await page.getByRole('link', { name: /^Saved Searches/ }).click()
    const list = page.getByRole('dialog', { name: 'Saved Searches' })
    await list.getByRole('link', { name: title }).click()
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), SETTLE).toBe(title)
    expect(new URL(page.url()).pathname).toMatch(/^\/app\/saved-search\/\d+$/)
    await expect.poll(() => resultCount(page), SETTLE).toBe(shown)
    expect(await filterChips(page).textContent()).toContain('Beds: 3 or more')
    expect(await filterChips(page).textContent()).toContain('Status: Active')
    expect(await page.getByRole('link', { name: 'Back to Search' }).getAttribute('href')).toBe('/app/')
    await expect.poll(() => page.title()).toMatch(new RegExp(`^${title}`))
  })
})

describe("editing a saved search's filters", () => {
  it('Cancel restores the filters; Save stores them, says so and starts again at page 1', async () => {
    const id = await saveSearch(jane, 'Three beds', { bedrooms: { min: 3 }, listing_status: { value: ['Active'] } })
    const page = await openPage(jane)
    await page.goto(`${e2e.server.baseUrl}/app/saved-search/${id}?map=false&page=2`, { waitUntil: 'networkidle' })
    const threeBeds = await pollFor(
      () => resultCount(page),
      (count) => count > 0,
    )

    const openEditor = async () => {
      await page.locator('.saved-search__actions').getByRole('button', { name: 'Edit Filters' }).click()
      const editor = page.getByRole('dialog', { name: 'Edit Search Filters' })
      await editor.waitFor()
      return editor
    }
    const chooseBeds = async (label: string) => {
      await page
        .getByRole('dialog', { name: 'Edit Search Filters' })
        .getByRole('button', { name: /^Filter/ })
        .click()
      await page.getByRole('radio', { name: label, exact: true }).first().click()
    }

    // Cancel: the results followed the edit, and go back with the filters.
    let editor = await openEditor()
    await chooseBeds('5+')
    const fiveBeds = await pollFor(
      () => resultCount(page),
      (count) => count !== threeBeds,
    )
    expect(fiveBeds).toBeLessThan(threeBeds)
    await page.keyboard.press('Escape')
    await editor.getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(() => editor.count(), SETTLE).toBe(0)
    await expect.poll(() => resultCount(page), SETTLE).toBe(threeBeds)
    expect(await filterChips(page).textContent()).toContain('Beds: 3 or more')

    // Save: stored, said, page 1.
    editor = await openEditor()
    await chooseBeds('5+')
    await pollFor(
      () => resultCount(page),
      (count) => count === fiveBeds,
    )
    await page.keyboard.press('Escape')
    await editor.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => page.getByText('Search filters updated successfully').isVisible(), SETTLE).toBe(true)
    expect(await editor.count()).toBe(0)
    expect(new URL(page.url()).searchParams.get('page')).toBeNull()
    expect(await filterChips(page).textContent()).toContain('Beds: 5 or more')
    const stored = await api('GET', `saved_searches/${id}`, jane.token)
    expect((stored.json as { data: { attributes: { filter: unknown } } }).data.attributes.filter).toMatchObject({
      bedrooms: { min: 5 },
    })
  })

  it("the filter summary's editor: Edit Filters opens the form under the header, Update Filters stores it", async () => {
    const id = await saveSearch(jane, 'Two beds', { bedrooms: { min: 2 } })
    const page = await openPage(jane, PHONE)
    await page.goto(`${e2e.server.baseUrl}/app/saved-search/${id}?map=false`, { waitUntil: 'networkidle' })
    const twoBeds = await pollFor(
      () => resultCount(page),
      (count) => count > 0,
    )
    const summary = page.locator('.saved-search__summary')
    const toggle = summary.getByRole('button', { name: 'Edit Filters' })
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    await toggle.click()
    const hide = summary.getByRole('button', { name: 'Hide Filter Editor' })
    expect(await hide.getAttribute('aria-expanded')).toBe('true')
    const form = page.locator('#saved-search-filter-editor')
    expect(await insideViewport(page, '#saved-search-filter-editor')).toBe(true)
    await form.getByRole('button', { name: /^Filter/ }).click()
    await page.getByRole('radio', { name: '4+', exact: true }).first().click()
    const fourBeds = await pollFor(
      () => resultCount(page),
      (count) => count !== twoBeds,
    )
    expect(fourBeds).toBeLessThan(twoBeds)
    await page.keyboard.press('Escape')
    await summary.getByRole('button', { name: 'Update Filters' }).click()
    await expect.poll(() => page.getByText('Search filters updated successfully').isVisible(), SETTLE).toBe(true)
    expect(await filterChips(page).textContent()).toContain('Beds: 4 or more')
    expect(await summary.getByRole('button', { name: 'Edit Filters' }).getAttribute('aria-expanded')).toBe('false')
    expect(await form.count()).toBe(0)
  })
})

describe("saving a home from a saved search's results", () => {
  it('opens the save dialog over the saved search, and Cancel comes back to it', async () => {
    const id = await saveSearch(jane, 'Homes to keep', { bedrooms: { min: 3 } })
    const page = await openPage(jane)
    await page.goto(`${e2e.server.baseUrl}/app/saved-search/${id}?map=false`, { waitUntil: 'networkidle' })
    await pollFor(
      () => resultCount(page),
      (count) => count > 0,
    )
    await page
      .locator('.search-page__results')
      .getByRole('article')
      .first()
      .getByRole('button', { name: 'Save' })
      .click()
    const dialog = page.getByRole('dialog', { name: /Collection/ })
    await dialog.waitFor()
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/app/saved-search/${id}/save/\\d+$`))
    expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toBe('Homes to keep')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(() => new URL(page.url()).pathname, SETTLE).toBe(`/app/saved-search/${id}`)
    expect(new URL(page.url()).searchParams.get('map')).toBe('false')
  })
})

describe('a saved search on a phone', () => {
  it('shows its info, renames it and deletes it after asking', async () => {
    const id = await saveSearch(jane, 'Phone search', { bedrooms: { min: 4 } })
    const page = await openPage(jane, PHONE)
    await page.goto(`${e2e.server.baseUrl}/app/saved-search/${id}`, { waitUntil: 'networkidle' })
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), SETTLE).toBe('Phone search')
    expect(await insideViewport(page, '.saved-search__header')).toBe(true)
    expect(await insideViewport(page, '.saved-search__actions')).toBe(true)

    await page.getByRole('link', { name: 'Info', exact: true }).click()
    const info = page.locator('[data-panel="Search Info"]')
    await expect.poll(() => info.textContent(), SETTLE).toMatch(/Results\s*[\d,]+/)
    expect(await info.textContent()).toContain('Beds4 or more')
    expect(await info.textContent()).toMatch(/OwnerJane/)
    expect(await insideViewport(page, '[data-panel="Search Info"]')).toBe(true)
    await page.getByRole('button', { name: 'Close panel' }).click()

    await page.getByRole('link', { name: 'Edit', exact: true }).click()
    const name = page.getByRole('textbox', { name: 'Name' })
    await expect.poll(() => name.evaluate((element) => element === document.activeElement), SETTLE).toBe(true)
    await name.fill('Four beds')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect.poll(() => page.getByText('Four beds was updated successfully').isVisible(), SETTLE).toBe(true)

    await page.getByRole('button', { name: 'Delete Search' }).click()
    const confirm = page.getByRole('dialog', {
      name: 'Are you sure you want to permanently delete the saved search Four beds?',
    })
    await confirm.getByRole('button', { name: 'Yes' }).click()
    await expect.poll(() => page.getByText('Your search has been deleted').isVisible(), SETTLE).toBe(true)
    expect(new URL(page.url()).pathname).toBe('/app/')
    expect((await api('GET', `saved_searches/${id}`, jane.token)).status).toBe(404)
  })
})

describe('an agent saving a search for a client', () => {
  it("offers the agent's clients under 'Save for'; the client owns it and is told by e-mail", async () => {
    const ezra = await signIn('ezra.roberts@lone-star-realty.example', 'idx-agent-password')
    const page = await openPage(ezra)
    const q = encodeURIComponent(JSON.stringify({ bedrooms: { min: 2 } }))
    await page.goto(`${e2e.server.baseUrl}/app/save-search?map=false&q=${q}`, { waitUntil: 'networkidle' })
    const dialog = page.getByRole('dialog', { name: 'Create a Saved Search' })
    await dialog.waitFor()
    const owner = dialog.getByRole('combobox', { name: 'Save for' })
    await expect.poll(() => owner.locator('option').allTextContents(), SETTLE).toContain('Jane Buyer')
    const title = `For Jane ${Date.now()}`
    await dialog.getByRole('textbox', { name: 'Name' }).fill(title)
    await owner.selectOption({ label: 'Jane Buyer' })
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect
      .poll(() => page.getByText(`Saved "${title}" for Jane Buyer, who was told by e-mail.`).isVisible(), SETTLE)
      .toBe(true)

    const mine = await api('GET', 'saved_searches', jane.token)
    const names = (mine.json as { data: { attributes: { name: string } }[] }).data.map((d) => d.attributes.name)
    expect(names).toContain(title)
    await expect
      .poll(async () => {
        const res = await fetch(`${e2e.server.baseUrl}/dev/outbox.json?to=${encodeURIComponent(JANE.email)}`)
        const mails = (await res.json()) as { subject: string; text: string }[]
        return mails.some((mail) => mail.text.includes(title) || mail.subject.includes(title))
      }, SETTLE)
      .toBe(true)
  })
})

describe('a saved search one may not see', () => {
  it("reads 'Saved Search not found.' after a second, with the way to log in", async () => {
    const id = await saveSearch(jane, 'Private search', {})
    const stranger = await register('Stranger')
    const page = await openPage(stranger)
    await page.goto(`${e2e.server.baseUrl}/app/saved-search/${id}`)
    const heading = page.getByRole('heading', { name: 'Saved Search not found.' })
    await expect.poll(() => heading.isVisible(), SETTLE).toBe(true)
    expect(await page.getByText('Private search').count()).toBe(0)
    expect(await page.getByRole('link', { name: 'Log in to view saved search' }).getAttribute('href')).toBe(
      '/app/authenticate?menu=true',
    )
  })
})
