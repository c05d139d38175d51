// A collection's panels (chat, collaborators and invite, info, edit, menu) in Chromium against the
// built API server and its seeded demo market: the demo shopper owns a fresh collection made over
// the API, a second shopper registers and joins it through an invitation mail, and each test reads
// what a person sees: texts, roles, focus, the address and where the panel sits.
import { describe, expect, it } from 'vitest'
import type { Page, Request } from 'playwright-core'
import { createAuthClient } from '@idx/api-client'
import { logInAsDemoShopper } from './helpers/log-in.js'
import { browserAndServer, DEMO_SHOPPER, DEMO_SITE_TOKEN } from '../../../tooling/e2e/browser-and-server.js'

const DEMO_CLIENT_ID = 'idx-demo-client'
const SETTLE = { timeout: 15_000, interval: 100 }
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1366, height: 900 }

const e2e = browserAndServer()

/** Screenshots for a person to look at, only when IDX_PANEL_SCREENSHOTS names a folder. */
async function shot(page: Page, name: string) {
  const dir = process.env.IDX_PANEL_SCREENSHOTS
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true })
}

async function tokenFor(email: string, password: string): Promise<string> {
  const auth = createAuthClient({ baseUrl: e2e.server.baseUrl, clientId: DEMO_CLIENT_ID, siteToken: DEMO_SITE_TOKEN })
  const grant = await auth.passwordGrant({ email, password })
  if (!grant.ok) throw new Error(`${email} could not sign in: ${JSON.stringify(grant.error)}`)
  return grant.data.access_token
}

type Doc = { data: { id: string; attributes: Record<string, unknown> } | { id: string }[] }

/** `/api/v3{path}` as `token`, checking the status; the parsed body (null for 204). */
async function call(token: string, method: string, path: string, body?: unknown, status = 200): Promise<Doc | null> {
  const response = await fetch(`${e2e.server.baseUrl}/api/v3${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/vnd.api+json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBe(status)
  return response.status === 204 ? null : ((await response.json()) as Doc)
}

/** The collection's attributes as the server has them now. */
async function collectionAttributes(token: string, id: string): Promise<Record<string, unknown>> {
  const doc = await call(token, 'GET', `/collections/${id}`)
  return (doc!.data as { attributes: Record<string, unknown> }).attributes
}

/** Some listing ids of the demo market (active ones, dearest first). */
async function listingIds(count: number): Promise<string[]> {
  const body = { filter: { listing_status: { value: ['Active'] } }, sort: '-price_in_dollars', page: { size: count } }
  const doc = await call(DEMO_SITE_TOKEN, 'POST', '/listings/search', body)
  return (doc!.data as { id: string }[]).map((listing) => listing.id)
}

/** A new collection of the demo shopper's holding `listings`; its id. */
async function newCollection(token: string, name: string, listings: readonly string[]): Promise<string> {
  const created = await call(
    token,
    'POST',
    '/collections',
    { data: { type: 'collections', attributes: { name, listing: listings[0] } } },
    201,
  )
  const id = (created!.data as { id: string }).id
  for (const listing of listings.slice(1)) await call(token, 'POST', `/collections/${id}/add`, { property_id: listing })
  return id
}

/** Registers a shopper; their e-mail and token. */
async function newShopper(firstName: string): Promise<{ email: string; token: string }> {
  const email = `${firstName.toLowerCase()}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`
  const password = 'quiet-harbor-2024'
  const auth = createAuthClient({ baseUrl: e2e.server.baseUrl, clientId: DEMO_CLIENT_ID, siteToken: DEMO_SITE_TOKEN })
  const registered = await auth.register({
    email,
    password,
    password_confirmation: password,
    first_name: firstName,
    last_name: 'Tester',
  })
  if (!registered.ok) throw new Error(`registering ${email} failed: ${JSON.stringify(registered.error)}`)
  return { email, token: await tokenFor(email, password) }
}

/** The invite code mailed to `email` for collection `id`, waiting for the mail. */
async function inviteCode(email: string, id: string): Promise<string> {
  let code: string | undefined
  await expect
    .poll(async () => {
      const res = await fetch(`${e2e.server.baseUrl}/dev/outbox.json?to=${encodeURIComponent(email)}`)
      const body = (await res.json()) as { data?: { text: string }[] } | { text: string }[]
      const mails = Array.isArray(body) ? body : (body.data ?? [])
      code = mails.map((m) => new RegExp(`/app/join/collection/${id}/([^\\s/?)>"]+)`).exec(m.text)?.[1]).find(Boolean)
      return code !== undefined
    }, SETTLE)
    .toBe(true)
  return decodeURIComponent(code!)
}

async function logIn(page: Page) {
  await logInAsDemoShopper(page, e2e.server.baseUrl)
}

/** A signed-in page of the demo shopper at `/app/collection/{id}/{child}`. */
async function openPanel(id: string, child: string, viewport = DESKTOP): Promise<Page> {
  const page = await e2e.newPage({ viewport })
  await logIn(page)
  await page.goto(`${e2e.server.baseUrl}/app/collection/${id}/${child}`)
  return page
}

/**
 * The panel is on screen, inside the viewport's width, and below (not over) the page header; on a
 * phone, a sheet covering the screen.
 */
async function expectPanelInView(page: Page, name: string) {
  const panel = page.locator(`[data-panel="${name}"]`)
  await panel.waitFor(SETTLE)
  const box = (await panel.boundingBox())!
  const viewport = page.viewportSize()!
  expect(box.width).toBeGreaterThan(0)
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 1)
  if (viewport.width < 600) {
    // A phone shows the panel as a sheet over the whole screen (its own Close leads back).
    const sheet = (await page.getByRole('complementary', { name: 'Collection panel' }).boundingBox())!
    expect([sheet.x, sheet.y, sheet.width, sheet.height]).toEqual([0, 0, viewport.width, viewport.height])
    return panel
  }
  const header = page.getByRole('banner').first()
  if (await header.isVisible()) {
    const top = (await header.boundingBox())!
    const overlaps = box.y < top.y + top.height && top.y < box.y + box.height && box.x < top.x + top.width
    expect(overlaps, 'the panel overlaps the header').toBe(false)
  }
  return panel
}

describe("a collection's panels", { timeout: 120_000 }, () => {
  it('chat: empty, a listing pre-selected from the address, a comment with its card, a failed one taken back', async () => {
    const jane = await tokenFor(DEMO_SHOPPER.email, DEMO_SHOPPER.password)
    const listings = await listingIds(2)
    const id = await newCollection(jane, 'Chat board', listings)
    const page = await openPanel(id, `chat?property_id=${listings[1]}`)
    const chat = await expectPanelInView(page, 'Chat')
    await expect.poll(() => chat.getByText('No Activity Yet').isVisible(), SETTLE).toBe(true)
    await expect(chat.getByPlaceholder('Type your message...').isVisible()).resolves.toBe(true)
    await expect(chat.getByText('Type @ to mention a specific listing in your message').isVisible()).resolves.toBe(true)

    // The listing named by property_id is attached already.
    const removeAttachment = chat.getByRole('button', { name: /^Remove .+ from the message$/ })
    await removeAttachment.waitFor(SETTLE)
    await shot(page, 'chat-desktop-empty')
    const input = chat.getByRole('combobox', { name: 'Message' })
    await input.fill('Love this porch')
    await input.press('Enter')
    const messages = chat.getByRole('list', { name: 'Messages' })
    await messages.getByText('Love this porch').waitFor(SETTLE)
    const card = messages.getByRole('link').first()
    await expect.poll(() => card.getAttribute('href'), SETTLE).toBe(`/app/collection/${id}/listing/${listings[1]}`)
    await expect.poll(() => removeAttachment.count(), SETTLE).toBe(0)

    // The author's Edit / Delete open under the message: the message keeps its width and nothing
    // lies over it.
    const comment = messages.getByRole('listitem').first()
    const body = comment.getByText('Love this porch')
    const actions = comment.getByRole('button', { name: 'Comment actions' })
    // Its menu comes once the server has stored it (the copy shown while sending has none).
    await actions.waitFor(SETTLE)
    const before = (await body.boundingBox())!
    await actions.click()
    const edit = comment.getByRole('button', { name: 'Edit', exact: true })
    const remove = comment.getByRole('button', { name: 'Delete', exact: true })
    await edit.waitFor(SETTLE)
    await expect.poll(async () => (await body.boundingBox())?.width, SETTLE).toBe(before.width)
    const after = (await body.boundingBox())!
    const chatBox = (await chat.boundingBox())!
    for (const button of [edit, remove]) {
      const box = (await button.boundingBox())!
      expect(box.y).toBeGreaterThanOrEqual(after.y + after.height - 1)
      expect(box.x + box.width).toBeLessThanOrEqual(chatBox.x + chatBox.width + 1)
    }
    await actions.click()
    await expect.poll(() => edit.isVisible(), SETTLE).toBe(false)

    // '@' offers the board's listings.
    await input.fill('and @')
    await expect
      .poll(
        () => chat.getByRole('listbox', { name: 'Listings in this collection' }).getByRole('option').count(),
        SETTLE,
      )
      .toBe(2)
    await input.press('Escape')
    await input.fill('')

    // A refused comment shows at once, is taken back, and is only logged.
    const logged: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text())
    })
    await page.route(`**/api/v3/collections/${id}/comments`, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/vnd.api+json', body: '{"errors":[{"status":"500"}]}' })
        : route.fallback(),
    )
    await input.fill('This one will fail')
    await input.press('Enter')
    await expect.poll(() => logged.some((text) => text.includes('The comment could not be added')), SETTLE).toBe(true)
    await expect.poll(() => messages.getByText('This one will fail').count(), SETTLE).toBe(0)
    await expect.poll(() => messages.getByRole('listitem').count()).toBe(1)
    await shot(page, 'chat-desktop')
  })

  it('collaborators: the owner alone goes to invite; invites go out at most 3 at once, failures warn; uninvite and remove', async () => {
    const jane = await tokenFor(DEMO_SHOPPER.email, DEMO_SHOPPER.password)
    const id = await newCollection(jane, 'Invite board', await listingIds(1))
    const page = await openPanel(id, 'collaborators')
    await expect.poll(() => new URL(page.url()).pathname, SETTLE).toBe(`/app/collection/${id}/collaborators/invite`)
    const invite = await expectPanelInView(page, 'Invite to Collection')
    await expect(invite.getByRole('heading', { name: 'Invite to Collection' }).isVisible()).resolves.toBe(true)

    // Cancel: the list, the owner labelled, not removable.
    await invite.getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(() => new URL(page.url()).pathname, SETTLE).toBe(`/app/collection/${id}/collaborators`)
    const list = await expectPanelInView(page, 'Collaborators')
    await expect.poll(() => list.getByText('Owner').isVisible(), SETTLE).toBe(true)
    expect(await list.getByRole('button', { name: /^Remove / }).count()).toBe(0)
    await shot(page, 'collaborators-owner-only')

    // One invite refused by the server: 'Uh oh!', the row stays; the others are sent.
    const stamp = Date.now()
    const emails = [
      `ann.${stamp}@example.com`,
      `ben.${stamp}@example.com`,
      `cat.${stamp}@example.com`,
      `dan.${stamp}@example.com`,
    ]
    await page.route(`**/api/v3/collections/${id}/invite`, (route) =>
      route.request().postData()?.includes(emails[3]!)
        ? route.fulfill({ status: 500, contentType: 'application/vnd.api+json', body: '{"errors":[{"status":"500"}]}' })
        : route.fallback(),
    )
    // How many invitations are in flight at once (spec §9: 3).
    let inFlight = 0
    let mostInFlight = 0
    let sent = 0
    const isInvite = (request: Request) =>
      request.method() === 'POST' && request.url().endsWith(`/collections/${id}/invite`)
    page.on('request', (request) => {
      if (!isInvite(request)) return
      sent += 1
      mostInFlight = Math.max(mostInFlight, ++inFlight)
    })
    const settled = (request: Request) => {
      if (isInvite(request)) inFlight -= 1
    }
    page.on('requestfinished', settled)
    page.on('requestfailed', settled)
    await list.getByRole('button', { name: 'Invite People' }).click()
    const form = page.locator('[data-panel="Invite to Collection"]')
    const email = form.getByLabel('E-mail address')
    for (const address of emails) {
      await email.fill(address)
      await email.press('Enter')
    }
    await expect.poll(() => form.getByRole('list', { name: 'Invites to send' }).getByRole('listitem').count()).toBe(4)
    await form.getByRole('button', { name: 'Send Invites' }).click()
    await form.getByText('Uh oh!').waitFor(SETTLE)
    await expect(
      form.getByText('Some invites failed to send... please try those again later.').isVisible(),
    ).resolves.toBe(true)
    await shot(page, 'invite-failed')
    const rows = form.getByRole('list', { name: 'Invites to send' }).getByRole('listitem')
    await expect.poll(() => rows.allTextContents(), SETTLE).toEqual([expect.stringContaining(emails[3]!)])
    expect(sent).toBe(4)
    expect(mostInFlight).toBeLessThanOrEqual(3)
    await page.unroute(`**/api/v3/collections/${id}/invite`)

    // Sending the rest succeeds: back to the list, the invitations pending.
    await form.getByRole('button', { name: 'Send Invites' }).click()
    await expect.poll(() => new URL(page.url()).pathname, SETTLE).toBe(`/app/collection/${id}/collaborators`)
    for (const address of emails) await list.getByText(address).waitFor(SETTLE)

    await list.getByRole('button', { name: `Uninvite ${emails[0]}` }).click()
    await list.getByText(`${emails[0]} was successfully removed from the collection`).waitFor(SETTLE)
    await expect.poll(() => list.getByRole('button', { name: `Uninvite ${emails[0]}` }).count(), SETTLE).toBe(0)

    // A shopper who joined is listed and removable: 'Remove Kim?' NO / YES.
    const kim = await newShopper('Kim')
    await call(jane, 'POST', `/collections/${id}/invite`, { email: kim.email }, 201)
    await call(kim.token, 'PUT', `/collections/${id}/accept_invite`, { given: await inviteCode(kim.email, id) })
    await page.reload()
    const refreshed = await expectPanelInView(page, 'Collaborators')
    await refreshed.getByText('Kim Tester').waitFor(SETTLE)
    await shot(page, 'collaborators-desktop')

    // The invite form leaves out a member and a pending invitation, saying why (spec §9).
    await refreshed.getByRole('button', { name: 'Invite People' }).click()
    const again = await expectPanelInView(page, 'Invite to Collection')
    const address = again.getByRole('textbox', { name: 'E-mail address' })
    await address.fill(kim.email.toUpperCase())
    await address.press('Enter')
    await again.getByText(`${kim.email.toUpperCase()} is already a collaborator.`).waitFor(SETTLE)
    await address.fill(emails[1]!)
    await address.press('Enter')
    await again.getByText(`${emails[1]} has already been invited.`).waitFor(SETTLE)
    expect(await again.getByRole('list', { name: 'Invites to send' }).count()).toBe(0)
    await again.getByRole('button', { name: 'Cancel' }).click()
    await refreshed.getByRole('button', { name: 'Remove Kim Tester' }).click()
    const question = page.getByRole('dialog', { name: 'Remove Kim?' })
    await question.waitFor(SETTLE)
    await question.getByRole('button', { name: 'NO' }).click()
    await expect.poll(() => question.isVisible()).toBe(false)
    await refreshed.getByRole('button', { name: 'Remove Kim Tester' }).click()
    await question.getByRole('button', { name: 'YES' }).click()
    await expect.poll(() => refreshed.getByText('Kim Tester', { exact: true }).count(), SETTLE).toBe(0)
  })

  it('info: Owner, Saved Properties and the dates', async () => {
    const jane = await tokenFor(DEMO_SHOPPER.email, DEMO_SHOPPER.password)
    const id = await newCollection(jane, 'Info board', await listingIds(3))
    const page = await openPanel(id, 'info')
    const info = await expectPanelInView(page, 'Collection Info')
    await info.getByRole('term').first().waitFor(SETTLE)
    const facts = Object.fromEntries(
      await info
        .locator('dl > div')
        .evaluateAll((rows) =>
          rows.map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]),
        ),
    )
    expect(facts).toMatchObject({ Owner: 'Jane Buyer', 'Saved Properties': '3' })
    expect(facts['Created']).toMatch(/^[A-Z][a-z]{2} \d{1,2}(st|nd|rd|th), \d{4}$/)
    expect(facts['Last Updated']).toMatch(/^[A-Z][a-z]{2} \d{1,2}(st|nd|rd|th), \d{4}$/)
    await shot(page, 'info-desktop')
    // The panel names the page while it shows; closing it gives the collection its title back.
    await expect.poll(() => page.title(), SETTLE).toBe('Collection Info - Info board | Lone Star Realty')
    await info.getByRole('button', { name: 'Close panel' }).click()
    await expect.poll(() => page.title(), SETTLE).toBe('Info board | Lone Star Realty')
  })

  it('edit: the name focused and saved, a refusal explained, notification switches, delete to the index', async () => {
    const jane = await tokenFor(DEMO_SHOPPER.email, DEMO_SHOPPER.password)
    const id = await newCollection(jane, 'Edit board', await listingIds(1))
    const page = await openPanel(id, 'edit')
    const edit = await expectPanelInView(page, 'Edit Collection')
    const name = edit.getByRole('textbox', { name: 'Name' })
    await expect.poll(() => name.evaluate((input) => input === document.activeElement), SETTLE).toBe(true)

    await name.fill('Edit board renamed')
    await edit.getByRole('button', { name: 'Save' }).click()
    await edit.getByText('Edit board renamed was updated successfully').waitFor(SETTLE)
    await expect.poll(async () => (await collectionAttributes(jane, id)).name, SETTLE).toBe('Edit board renamed')

    await page.route(`**/api/v3/collections/${id}`, (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 422,
            contentType: 'application/vnd.api+json',
            body: JSON.stringify({ errors: [{ status: '422', detail: 'Name is too long' }] }),
          })
        : route.fallback(),
    )
    await name.fill('Refused name')
    await edit.getByRole('button', { name: 'Save' }).click()
    const alert = edit.getByRole('alert').filter({ hasText: 'Whoops, something went wrong...' })
    await alert.waitFor(SETTLE)
    expect(await alert.textContent()).toContain('Name is too long')
    await page.unroute(`**/api/v3/collections/${id}`)

    // Text messages are off by default; a switch subscribes, and the server keeps it.
    const sms = edit.getByRole('switch', { name: 'Someone comments: Text message' })
    await expect.poll(() => sms.isChecked(), SETTLE).toBe(false)
    await sms.click()
    await expect.poll(() => sms.isChecked(), SETTLE).toBe(true)
    await expect.poll(async () => (await collectionAttributes(jane, id)).notify_comment_sms, SETTLE).toBe(true)
    await shot(page, 'edit-desktop')

    await edit.getByRole('button', { name: 'Delete collection' }).click()
    const confirm = page.getByRole('dialog')
    await confirm
      .getByText('Are you sure you want to permanently delete the collection Edit board renamed?')
      .waitFor(SETTLE)
    await confirm.getByRole('button', { name: 'Yes' }).click()
    await page.getByText('Your collection has been deleted').waitFor(SETTLE)
    await expect.poll(() => new URL(page.url()).pathname, SETTLE).toBe('/app/')
    await call(jane, 'GET', `/collections/${id}`, undefined, 404)
  })

  it('menu on a phone: links to every panel, which open in view', async () => {
    const jane = await tokenFor(DEMO_SHOPPER.email, DEMO_SHOPPER.password)
    const id = await newCollection(jane, 'Phone board', await listingIds(1))
    const page = await openPanel(id, 'menu?map=false', PHONE)
    const menu = await expectPanelInView(page, 'Menu')
    const nav = menu.getByRole('navigation', { name: 'Collection' })
    await nav.waitFor(SETTLE)
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      'Chat',
      'Collaborators',
      'Collection Info',
      'Edit Collection',
    ])
    await shot(page, 'menu-phone')
    await nav.getByRole('link', { name: 'Collection Info' }).click()
    await expect
      .poll(() => new URL(page.url()).pathname + new URL(page.url()).search, SETTLE)
      .toBe(`/app/collection/${id}/info?map=false`)
    await expectPanelInView(page, 'Collection Info')
    await shot(page, 'info-phone')
    await page.goto(`${e2e.server.baseUrl}/app/collection/${id}/chat`)
    await expectPanelInView(page, 'Chat')
    await shot(page, 'chat-phone')
    await page.goto(`${e2e.server.baseUrl}/app/collection/${id}/edit`)
    await expectPanelInView(page, 'Edit Collection')
    await shot(page, 'edit-phone')
    await page.locator('[data-panel="Edit Collection"]').getByRole('button', { name: 'Close panel' }).click()
    await expect.poll(() => new URL(page.url()).pathname, SETTLE).toBe(`/app/collection/${id}`)
  })
})
