// The collaboration story end to end, in two browsers against the built API server (the seeded demo
// site), everything done on screen: the owner saves a listing with a comment into a new
// collection and invites a second user from the confirmation; that user opens the e-mailed link
// from the dev outbox in a browser of their own, joins, and comments with an @listing mention; the
// owner, whose chat is open, sees the comment arrive without a reload; a third user is refused.
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserAndServer, DEMO_SHOPPER, DEMO_SITE_TOKEN } from '../../../tooling/e2e/browser-and-server.js'

const e2e = browserAndServer()
const SETTLE = { timeout: 20_000 }
const CLIENT_ID = 'idx-demo-client'
const DESKTOP = { width: 1366, height: 900 }

type Person = { email: string; password: string }

/** A new account of the demo site, registered through the API as the sign-up form does. */
async function registered(firstName: string): Promise<Person> {
  const email = `${firstName.toLowerCase()}.${Date.now()}@example.com`
  const password = 'porch-swing-2026'
  const res = await fetch(`${e2e.server.baseUrl}/oauth/session.json?client_id=${CLIENT_ID}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${DEMO_SITE_TOKEN}` },
    body: JSON.stringify({
      oauth: { email, password, first_name: firstName, last_name: 'Tester', phone_number: '512-555-0142' },
    }),
  })
  expect(res.status, await res.clone().text()).toBe(201)
  return { email, password }
}

/** The text of the newest e-mail to `to` in the dev outbox, waiting for it. */
async function latestMailText(to: string): Promise<string> {
  let text = ''
  await expect
    .poll(async () => {
      const res = await fetch(`${e2e.server.baseUrl}/dev/outbox.json?to=${encodeURIComponent(to)}`)
      const body = (await res.json()) as { data?: { text: string }[] } | { text: string }[]
      text = (Array.isArray(body) ? body : (body.data ?? []))[0]?.text ?? ''
      return text !== ''
    }, SETTLE)
    .toBe(true)
  return text
}

async function logInWith(page: Page, who: Person) {
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Email').fill(who.email)
  await dialog.getByLabel('Password', { exact: true }).fill(who.password)
  await dialog.getByRole('button', { name: 'Log In' }).click()
}

async function signedInPage(who: Person): Promise<Page> {
  const page = await e2e.newPage({ viewport: DESKTOP })
  await page.goto(`${e2e.server.baseUrl}/app/login?map=false`)
  await page.waitForLoadState('networkidle')
  await logInWith(page, who)
  await expect.poll(() => page.getByRole('banner').getByRole('button').textContent(), SETTLE).toMatch(/^Hi, /)
  return page
}

describe('two people collaborating on a collection, live', () => {
  it('saves, invites by e-mail, joins, mentions a listing, and the comment arrives live; a third user is refused', async () => {
    const invitee = await registered('Rosa')
    const stranger = await registered('Sid')
    const name = `Zilker shortlist ${Date.now()}`

    // The owner saves the first result with a comment into a new collection.
    const owner = await signedInPage(DEMO_SHOPPER)
    await owner.goto(`${e2e.server.baseUrl}/app/?map=false`)
    const save = owner.getByRole('button', { name: /^Save / }).first()
    await save.waitFor(SETTLE)
    await save.click()
    await owner.waitForURL(/\/app\/save\/\d+/, SETTLE)
    const savedListingId = /\/save\/(\d+)/.exec(owner.url())![1]!
    const dialog = owner.getByRole('dialog')
    await dialog.getByLabel('Comment (optional)').fill('Walkable to the park')
    const createNew = dialog.getByLabel('Create a new collection')
    if (await createNew.count()) await createNew.check()
    await dialog.getByLabel('New collection name').fill(name)
    await dialog.getByRole('button', { name: 'Save' }).click()
    await owner.waitForURL(/\/app\/saved\/\d+\/\d+/, SETTLE)
    const id = /\/saved\/(\d+)\//.exec(owner.url())![1]!
    await owner.getByRole('heading', { name: 'Awesome! You saved your home to your Collection' }).waitFor(SETTLE)

    // INVITE PEOPLE: the invite form, one address, sent.
    await owner.getByRole('link', { name: 'INVITE PEOPLE' }).click()
    await owner.waitForURL(new RegExp(`/app/collection/${id}/collaborators/invite`), SETTLE)
    const form = owner.locator('[data-panel="Invite to Collection"]')
    await form.getByLabel('E-mail address').fill(invitee.email)
    await form.getByLabel('E-mail address').press('Enter')
    await form.getByRole('button', { name: 'Send Invites' }).click()
    await owner.waitForURL(new RegExp(`/app/collection/${id}/collaborators(\\?|$)`), SETTLE)

    // The owner opens the chat, where the first comment (from the save) is.
    await owner.goto(`${e2e.server.baseUrl}/app/collection/${id}/chat`)
    const ownerChat = owner.locator('[data-panel="Chat"]')
    const ownerMessages = ownerChat.getByRole('list', { name: 'Messages' })
    await ownerMessages.getByText('Walkable to the park').waitFor(SETTLE)

    // The invitee opens the e-mailed link in a browser of their own, not signed in, and joins.
    const mail = await latestMailText(invitee.email)
    const link = new RegExp(`/app/join/collection/${id}/[^\\s)>"]+`).exec(mail)
    expect(link, mail).not.toBeNull()
    const guest = await e2e.newPage({ viewport: DESKTOP })
    await guest.goto(`${e2e.server.baseUrl}${link![0]}`)
    await guest.waitForLoadState('networkidle')
    await guest
      .getByRole('heading', { level: 1, name: 'Lucky You! Someone Has Invited You to Collaborate.' })
      .waitFor(SETTLE)
    await guest.getByRole('button', { name: 'Join Collection' }).click()
    await guest.getByRole('button', { name: 'Log In / Get Started' }).click()
    await logInWith(guest, invitee)
    await guest.waitForURL(`${e2e.server.baseUrl}/app/collection/${id}`, SETTLE)
    await expect
      .poll(() => guest.locator('.collection-page__header').getByRole('heading', { level: 1 }).textContent(), SETTLE)
      .toBe(name)

    // The invitee comments, mentioning the saved listing with '@'.
    await guest.getByRole('link', { name: 'Chat', exact: true }).click()
    const guestChat = guest.locator('[data-panel="Chat"]')
    const input = guestChat.getByRole('combobox', { name: 'Message' })
    await input.waitFor(SETTLE)
    await input.fill('What about this one @')
    const options = guestChat.getByRole('listbox', { name: 'Listings in this collection' }).getByRole('option')
    await expect.poll(() => options.count(), SETTLE).toBe(1)
    await options.first().click()
    await input.fill('Could we see it on Saturday?')
    await input.press('Enter')
    await guestChat.getByRole('list', { name: 'Messages' }).getByText('Could we see it on Saturday?').waitFor(SETTLE)

    // The owner's open chat shows it without a reload, with the listing attached.
    const arrived = ownerMessages.getByRole('listitem').filter({ hasText: 'Could we see it on Saturday?' })
    await arrived.waitFor(SETTLE)
    await expect
      .poll(() => arrived.getByRole('link').first().getAttribute('href'), SETTLE)
      .toBe(`/app/collection/${id}/listing/${savedListingId}`)
    expect(await arrived.textContent()).toContain('Rosa')

    // A third user, signed in, is told the collection is not there.
    const third = await signedInPage(stranger)
    await third.goto(`${e2e.server.baseUrl}/app/collection/${id}`)
    await third.getByText('Collection not found.').first().waitFor(SETTLE)
    expect(await third.getByText('Could we see it on Saturday?').count()).toBe(0)
  }, 120_000)
})
