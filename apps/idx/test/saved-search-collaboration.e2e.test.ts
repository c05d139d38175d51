// A saved search shared as a collection is, in Chromium against the built API server and its seeded
// demo site, at a desktop's and a phone's size: the demo shopper signs in on screen, saves a search
// (over the API) and comments on it, invites a new address from its Collaborators panel ('Invite to
// Search'); the invitee, signed in in a browser of their own, follows the e-mailed link from the
// dev outbox, clicks 'Join Saved Search', lands on the saved search's page under its name, reads
// the shared chat and answers, and the owner's open chat shows the answer without a reload.
import { describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { logInAsDemoShopper } from './helpers/log-in.js'
import { newestMailTo } from './helpers/outbox.js'
import { browserAndServer, DEMO_SHOPPER, DEMO_SITE_TOKEN } from '../../../tooling/e2e/browser-and-server.js'
import { passwordAccessToken, registerDemoAccount, type RegisteredAccount } from '../../../tooling/e2e/demo-accounts.js'

const e2e = browserAndServer()
const SETTLE = { timeout: 20_000, interval: 100 }
const VIEWPORTS = [
  ['a desktop', { width: 1366, height: 900 }],
  ['a phone', { width: 390, height: 844 }],
] as const

/** `/api/v3/{path}` as `token`, checking the status; the parsed body. */
async function call(token: string, method: string, path: string, body: unknown, status: number) {
  const response = await fetch(`${e2e.server.baseUrl}/api/v3/${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/vnd.api+json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBe(status)
  return (await response.json()) as { data: { id: string; relationships?: Record<string, { data: unknown }> } }
}

/** A saved search of the demo shopper's (three bedrooms and up, in the site's market) with one comment; its id. */
async function savedSearchWithComment(name: string, comment: string): Promise<string> {
  const token = await passwordAccessToken(e2e.server.baseUrl, DEMO_SHOPPER.email, DEMO_SHOPPER.password)
  const site = await call(DEMO_SITE_TOKEN, 'GET', 'site?me=true', undefined, 200)
  const [market] = site.data.relationships!.markets!.data as { id: string }[]
  const attributes = { name, frequency: 'daily', site_market_id: market!.id, filter: { bedrooms: { min: 3 } } }
  const created = await call(token, 'POST', 'saved_searches', { data: { type: 'saved-search', attributes } }, 201)
  const id = created.data.id
  await call(
    token,
    'POST',
    `saved_searches/${id}/comments`,
    { data: { type: 'comments', attributes: { body: comment } } },
    201,
  )
  return id
}

/** `who` signed in through the site's own login dialog, in a browser page of their own. */
async function signedIn(who: RegisteredAccount, viewport: { width: number; height: number }): Promise<Page> {
  const page = await e2e.newPage({ viewport })
  await page.goto(`${e2e.server.baseUrl}/app/login?map=false`)
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Email').fill(who.email)
  await dialog.getByLabel('Password', { exact: true }).fill(who.password)
  await dialog.getByRole('button', { name: 'Log In' }).click()
  await expect.poll(() => page.getByRole('banner').getByRole('button').first().textContent(), SETTLE).toMatch(/^Hi, /)
  return page
}

/** The element is drawn, with its whole box inside the page's viewport. */
async function expectInViewport(page: Page, element: Locator) {
  await element.waitFor(SETTLE)
  const box = (await element.boundingBox())!
  const viewport = page.viewportSize()!
  expect(box.width).toBeGreaterThan(0)
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.y).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 1)
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + 1)
}

/** The accessible name of the focused element (its label or text). */
function focusedLabel(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLInputElement | null
    return active?.labels?.[0]?.textContent?.trim() || active?.getAttribute('aria-label') || active?.textContent || ''
  })
}

describe.each(VIEWPORTS)('a saved search shared on %s', (_, viewport) => {
  it('invites from Collaborators, joins from the e-mailed link and talks in the shared chat', async () => {
    const name = `Three bedrooms ${viewport.width} ${Date.now()}`
    const id = await savedSearchWithComment(name, 'These are the ones we can afford')
    const invitee = await registerDemoAccount(e2e.server.baseUrl, {
      firstName: 'Nadia',
      lastName: 'Tester',
      phoneNumber: '512-555-0177',
    })

    // The owner signs in on screen and opens Collaborators from the saved search's header: with
    // nobody but her, it goes straight to 'Invite to Search'.
    const owner = await e2e.newPage({ viewport })
    await logInAsDemoShopper(owner, e2e.server.baseUrl)
    await owner.goto(`${e2e.server.baseUrl}/app/saved-search/${id}`)
    await owner.getByRole('heading', { level: 1, name }).waitFor(SETTLE)
    const panels = owner.getByRole('navigation', { name: 'Saved search' })
    expect(await panels.getByRole('link').allTextContents()).toEqual(['Chat', 'Collaborators', 'Info', 'Edit'])
    await panels.getByRole('link', { name: 'Collaborators' }).click()
    await owner.waitForURL(`${e2e.server.baseUrl}/app/saved-search/${id}/collaborators/invite`, SETTLE)
    const form = owner.locator('[data-panel="Invite to Search"]')
    await form.getByRole('heading', { name: 'Invite to Search' }).waitFor(SETTLE)
    await expectInViewport(owner, form.getByRole('button', { name: 'Send Invites' }))
    const address = form.getByLabel('E-mail address')
    const mistaken = `mistaken.${Date.now()}@example.com`
    for (const email of [invitee.email, mistaken]) {
      await address.fill(email)
      await address.press('Enter')
      expect(await focusedLabel(owner)).toBe('E-mail address')
    }
    await form.getByRole('button', { name: 'Send Invites' }).click()
    await owner.waitForURL(new RegExp(`/app/saved-search/${id}/collaborators(\\?|$)`), SETTLE)
    const people = owner.locator('[data-panel="Collaborators"]')
    for (const email of [invitee.email, mistaken]) await people.getByText(email).waitFor(SETTLE)

    // One invitation was a mistake: withdrawn, in the saved search's words.
    await people.getByRole('button', { name: `Uninvite ${mistaken}` }).click()
    await people.getByText(`${mistaken} was successfully removed from the saved search`).waitFor(SETTLE)
    await expect.poll(() => people.getByRole('button', { name: `Uninvite ${mistaken}` }).count(), SETTLE).toBe(0)
    expect(await owner.title()).toBe(`Collaborators - ${name} | Lone Star Realty`)

    // The invitation mail leads to the saved search's join splash.
    const mail = (await newestMailTo(e2e.server.baseUrl, invitee.email)).text
    const link = new RegExp(`/app/join/saved-search/${id}/[^\\s)>"]+`).exec(mail)
    expect(link, mail).not.toBeNull()

    // The owner opens the chat and keeps it open.
    await owner.goto(`${e2e.server.baseUrl}/app/saved-search/${id}/chat`)
    const ownerMessages = owner.locator('[data-panel="Chat"]').getByRole('list', { name: 'Messages' })
    await ownerMessages.getByText('These are the ones we can afford').waitFor(SETTLE)

    // The invitee, signed in in a browser of their own, follows the link and joins.
    const guest = await signedIn(invitee, viewport)
    await guest.goto(`${e2e.server.baseUrl}${link![0]}`)
    await guest
      .getByRole('heading', { level: 1, name: 'Lucky You! Someone Has Invited You to Collaborate.' })
      .waitFor(SETTLE)
    await guest.getByText(`Jane wants you to join the saved search “${name}”`).waitFor(SETTLE)
    const join = guest.getByRole('button', { name: 'Join Saved Search' })
    await expectInViewport(guest, join)
    await join.focus()
    expect(await focusedLabel(guest)).toContain('Join Saved Search')
    await join.press('Enter')
    await guest.waitForURL(`${e2e.server.baseUrl}/app/saved-search/${id}`, SETTLE)
    const title = guest.getByRole('heading', { level: 1, name })
    await expectInViewport(guest, title)
    await expect.poll(() => guest.title(), SETTLE).toBe(`${name} | Lone Star Realty`)

    // A member now: the shared chat shows the owner's comment, and the invitee answers.
    await guest.getByRole('navigation', { name: 'Saved search' }).getByRole('link', { name: 'Chat' }).click()
    await guest.waitForURL(`${e2e.server.baseUrl}/app/saved-search/${id}/chat`, SETTLE)
    const chat = guest.locator('[data-panel="Chat"]')
    await chat.getByRole('list', { name: 'Messages' }).getByText('These are the ones we can afford').waitFor(SETTLE)
    const message = chat.getByRole('combobox', { name: 'Message' })
    await expectInViewport(guest, message)
    await message.fill('The one with the porch, please')
    await message.press('Enter')
    await chat.getByRole('list', { name: 'Messages' }).getByText('The one with the porch, please').waitFor(SETTLE)

    // The owner's open chat shows the answer without a reload, by its author.
    const arrived = ownerMessages.getByRole('listitem').filter({ hasText: 'The one with the porch, please' })
    await arrived.waitFor(SETTLE)
    expect(await arrived.textContent()).toContain('Nadia')
    await expectInViewport(owner, owner.locator('[data-panel="Chat"]').getByRole('combobox', { name: 'Message' }))
  })
})
