// Joining a collection from the e-mailed link, and the signed-in user's collection lists, in
// Chromium against the built API server (the seeded demo site): the demo shopper invites a newly
// registered user through the API; the invitation mail is read back from the dev outbox and its
// link opened by that user, not signed in, in a fresh browser context.
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserAndServer, DEMO_SHOPPER } from '../../../tooling/e2e/browser-and-server.js'
import { passwordAccessToken, registerDemoAccount } from '../../../tooling/e2e/demo-accounts.js'

const e2e = browserAndServer()
const SETTLE = { timeout: 15_000 }
const SPLASH_TITLE = 'Lucky You! Someone Has Invited You to Collaborate.'

type OutboxMessage = { to: string; subject: string; text: string }
type Person = { email: string; password: string; token: string }

const accessToken = (email: string, password: string) => passwordAccessToken(e2e.server.baseUrl, email, password)

/** A new account of the demo site, registered through the API like the sign-up form does. */
const registered = (firstName: string): Promise<Person> =>
  registerDemoAccount(e2e.server.baseUrl, { firstName, lastName: 'Invitee', phoneNumber: '512-555-0142' })

/** A call to /api/v3 as a user: the status and the parsed body. */
async function api(token: string, method: string, path: string, body?: object) {
  const res = await fetch(`${e2e.server.baseUrl}/api/v3${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  })
  const text = await res.text()
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> | null }
}

/** The newest e-mail to `to`, waiting for it to arrive. */
async function latestMail(to: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined
  await expect
    .poll(async () => {
      const res = await fetch(`${e2e.server.baseUrl}/dev/outbox.json?to=${encodeURIComponent(to)}`)
      const body = (await res.json()) as { data?: OutboxMessage[] } | OutboxMessage[]
      found = (Array.isArray(body) ? body : (body.data ?? []))[0]
      return found !== undefined
    }, SETTLE)
    .toBe(true)
  return found!
}

/** Opens a server-rendered page and waits for it to hydrate (its buttons answer only then). */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await page.waitForLoadState('networkidle')
}

async function logInWith(page: Page, email: string, password: string) {
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Password', { exact: true }).fill(password)
  await dialog.getByRole('button', { name: 'Log In' }).click()
}

/** Opens /app/login in a new context and signs `who` in. */
async function signedInPage(who: { email: string; password: string }): Promise<Page> {
  const page = await e2e.newPage()
  await open(page, `${e2e.server.baseUrl}/app/login?map=false`)
  await logInWith(page, who.email, who.password)
  await expect.poll(() => page.getByRole('banner').getByRole('button').textContent(), SETTLE).toMatch(/^Hi, /)
  return page
}

/** The names in the Collections dialog's list (after it loaded). */
async function listedNames(page: Page): Promise<string[]> {
  const dialog = page.getByRole('dialog', { name: 'Collections' })
  await dialog.getByRole('searchbox', { name: 'Search collections' }).waitFor(SETTLE)
  await expect.poll(() => dialog.getByText('Loading collections…').count(), SETTLE).toBe(0)
  return dialog.getByRole('list', { name: 'Collections' }).getByRole('link').allTextContents()
}

describe('joining a collection from the invitation mail, and the collection lists', () => {
  it('invites, joins through sign-in, lands in the collection as a collaborator, and lists it for both', async () => {
    const ownerToken = await accessToken(DEMO_SHOPPER.email, DEMO_SHOPPER.password)
    const invitee = await registered('Rita')
    const name = `Lake houses ${Date.now()}`
    const created = await api(ownerToken, 'POST', '/collections', {
      data: { type: 'collections', attributes: { name } },
    })
    expect(created.status).toBe(201)
    const id = (created.body!['data'] as { id: string }).id
    expect((await api(ownerToken, 'POST', `/collections/${id}/invite`, { email: invitee.email })).status).toBeLessThan(
      300,
    )

    // The mail's link is {site origin}/app/join/collection/{id}/{code}; opened here on the test server.
    const mail = await latestMail(invitee.email)
    const match = new RegExp(`/app/join/collection/${id}/([^\\s)>"]+)`).exec(mail.text)
    expect(match, mail.text).not.toBeNull()
    const link = `${e2e.server.baseUrl}${match![0]}`
    const code = decodeURIComponent(match![1]!)

    // Not signed in: the splash, with who invited and to what.
    const page = await e2e.newPage()
    await open(page, link)
    await page.getByRole('heading', { level: 1, name: SPLASH_TITLE }).waitFor(SETTLE)
    await expect.poll(() => page.getByText(`Jane wants you to join the collection “${name}”`).count(), SETTLE).toBe(1)
    const join = page.getByRole('button', { name: 'Join Collection' })
    await join.click()

    // Join needs a session: the sign-in screen, then back to accept, then the collection.
    await page.getByRole('heading', { name: 'Login to view this collection' }).waitFor(SETTLE)
    await page.getByRole('button', { name: 'Log In / Get Started' }).click()
    await logInWith(page, invitee.email, invitee.password)
    await page.waitForURL(`${e2e.server.baseUrl}/app/collection/${id}`, SETTLE)

    const seen = await api(invitee.token, 'GET', `/collections/${id}`)
    expect(seen.status).toBe(200)
    const collaborators = (seen.body!['data'] as { relationships: { collaborators: { data: { id: string }[] } } })
      .relationships.collaborators.data
    const me = await api(invitee.token, 'GET', '/user?me=true')
    expect(collaborators.map((c) => c.id)).toContain((me.body!['data'] as { id: string }).id)

    // The code was used: accepting again is 404, and the splash still shows (a local record).
    expect((await api(invitee.token, 'PUT', `/collections/${id}/accept_invite`, { given: code })).status).toBe(404)
    await page.goto(link)
    await page.getByRole('heading', { level: 1, name: SPLASH_TITLE }).waitFor(SETTLE)
    await expect.poll(() => page.getByText('Someone wants you to join a collection').count(), SETTLE).toBe(1)

    // Both see it in their Collections list (the sidebar's card), and the search filters it.
    for (const who of [invitee, { ...DEMO_SHOPPER }]) {
      const listPage = await signedInPage(who)
      await listPage
        .getByRole('dialog', { name: 'Menu' })
        .getByRole('link', { name: /^Collections/ })
        .click()
      await listPage.waitForURL(/\/app\/collections/, SETTLE)
      expect(await listedNames(listPage)).toContain(name)
      const dialog = listPage.getByRole('dialog', { name: 'Collections' })
      await dialog.getByRole('searchbox', { name: 'Search collections' }).fill(name.slice(0, 18).toUpperCase())
      await expect
        .poll(() => dialog.getByRole('list', { name: 'Collections' }).getByRole('link').allTextContents())
        .toContain(name)
      const row = dialog.getByRole('link', { name })
      expect(await row.getAttribute('href')).toBe(`/app/collection/${id}`)
      await dialog.getByRole('searchbox', { name: 'Search collections' }).fill('zzqx nothing like it')
      await expect.poll(() => dialog.getByText('No results', { exact: true }).count()).toBe(1)
      expect(await dialog.getByRole('list', { name: 'Collections' }).count()).toBe(0)
    }
  }, 120_000)

  it("shows a visitor's sidebar the spec's title and body text, and its Collections card asks them to sign in", async () => {
    const page = await e2e.newPage()
    await open(page, `${e2e.server.baseUrl}/app/?map=false&menu=true`)
    const menu = page.getByRole('dialog', { name: 'Register or Sign-in to Unlock More Features' })
    await menu.waitFor(SETTLE)
    expect(await menu.getByText(/real-time alerts/).isVisible()).toBe(true)
    await menu.getByRole('button', { name: /^Collections/ }).click()
    await page.waitForURL(/\/app\/login/, SETTLE)
    await logInWith(page, DEMO_SHOPPER.email, DEMO_SHOPPER.password)
    // The card's page is retried after sign-in.
    await page.waitForURL(/\/app\/collections/, SETTLE)
    await page.getByRole('dialog', { name: 'Collections' }).getByRole('searchbox').waitFor(SETTLE)
  })

  it('sends a join link of another type to the index', async () => {
    const page = await e2e.newPage()
    await page.goto(`${e2e.server.baseUrl}/app/join/banana/1/abc`)
    await page.waitForURL(`${e2e.server.baseUrl}/app/`, SETTLE)
  })

  it('asks a visitor to sign in for the collections list, lays it out within a phone screen, and creates one', async () => {
    const page = await e2e.newPage({ viewport: { width: 390, height: 844 } })
    await open(page, `${e2e.server.baseUrl}/app/collections?map=false`)
    await page.getByRole('heading', { name: 'Login to view this list' }).waitFor(SETTLE)
    await page.getByRole('button', { name: 'Log In / Get Started' }).click()
    await logInWith(page, DEMO_SHOPPER.email, DEMO_SHOPPER.password)
    await page.waitForURL(/\/app\/collections/, SETTLE)
    const dialog = page.getByRole('dialog', { name: 'Collections' })
    await dialog.getByRole('searchbox', { name: 'Search collections' }).waitFor(SETTLE)
    const box = (await dialog.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(390)
    // A new collection by name opens its page.
    const name = `Phone picks ${Date.now()}`
    await dialog.getByRole('textbox', { name: 'New collection' }).fill(name)
    await dialog.getByRole('button', { name: 'Create Collection' }).click()
    await page.waitForURL(/\/app\/collection\/\d+$/, SETTLE)
    const id = /\/collection\/(\d+)$/.exec(page.url())![1]
    const token = await accessToken(DEMO_SHOPPER.email, DEMO_SHOPPER.password)
    const created = await api(token, 'GET', `/collections/${id}`)
    expect((created.body!['data'] as { attributes: { name: string } }).attributes.name).toBe(name)
  }, 60_000)
})
