// The admin's Leads in Chromium against the real API server (the seeded demo site): leads sent as
// a visitor sends them (POST /api/form_submissions, with the visitor's viewed listing and search
// before), then the administrator searches them, changes a status (kept after a reload), opens
// one and sees its message, consent and activity, reassigns it, and exports the CSV; an agent
// signing in to /admin/ lands on 'My Leads' and sees only the leads assigned to them. At a laptop
// and a phone size: no sideways scrolling, every control on screen.
// IDX_E2E_SCREENSHOTS=<folder> keeps a screenshot of each screen, to look at.
import { readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserAndServer, DEMO_ADMIN, DEMO_AGENT, DEMO_SITE_TOKEN } from '../../../tooling/e2e/browser-and-server.js'
import { screenshot as screenshotAs, VIEWPORTS, type Viewport } from './admin-screens.js'

const env = browserAndServer()

const screenshot = (page: Page, name: string) => screenshotAs(page, `leads-${name}`)

const siteHeaders = { authorization: `Bearer ${DEMO_SITE_TOKEN}`, 'content-type': 'application/json' }

/** One listing of the demo market, as the search answers it. */
async function aListing(): Promise<{ id: string; title: string; mls_number: string }> {
  const res = await fetch(`${env.server.baseUrl}/api/v3/listings/search`, {
    method: 'POST',
    headers: siteHeaders,
    body: JSON.stringify({ filter: {}, page: { size: 1 } }),
  })
  const body = (await res.json()) as { data: { id: string; attributes: { title: string; mls_number: string } }[] }
  const first = body.data[0]!
  return { id: first.id, title: first.attributes.title, mls_number: first.attributes.mls_number }
}

let sent = 0
/**
 * Sends a listing inquiry as the site's browser does, after the visitor viewed the listing and
 * searched for 3 bedrooms; answers the visitor's name.
 */
async function sendLead(firstName: string, lastName: string, message: string): Promise<void> {
  sent += 1
  const listing = await aListing()
  const vid = `vid-leads-e2e-${Date.now()}-${sent}`
  const event = (name: string, payload: object) =>
    fetch(`${env.server.baseUrl}/api/events`, {
      method: 'POST',
      headers: siteHeaders,
      body: JSON.stringify({ vid, event: name, payload }),
    })
  await event('viewedProperty', { id: listing.id, title: listing.title })
  await event('searched', {
    market: null,
    filters: { bedrooms: { min: 3 } },
    suggestions: [],
    path: '/app/',
    url: `${env.server.baseUrl}/app/?bedrooms=3`,
  })
  const res = await fetch(`${env.server.baseUrl}/api/form_submissions`, {
    method: 'POST',
    headers: siteHeaders,
    body: JSON.stringify({
      form_name: 'listing-inquiry',
      form: {
        first_name: firstName,
        last_name: lastName,
        email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.com`,
        phone_number: '512 555 0134',
        message,
        property_address: listing.title,
        mls_number: listing.mls_number,
        opt_in: true,
        website: '',
      },
      property: { id: listing.id, mls_number: listing.mls_number, title: listing.title },
      remote_actor_id: null,
      market_id: null,
      form_attributes: { lead_type: 'buyer' },
      tags: ['listing-inquiry'],
      current_agent_id: null,
      cyclum_submission_id: `${vid}-submission`,
      cyclum_vid: vid,
      consent_text: 'I agree to be contacted about this home.',
      source_url: `${env.server.baseUrl}/app/listing/x/${listing.id}`,
    }),
  })
  expect(res.status, await res.clone().text()).toBeLessThan(300)
}

/** An administrator's access token, from the password grant with the admin scope. */
async function adminToken(): Promise<string> {
  const html = await (await fetch(`${env.server.baseUrl}/admin/`)).text()
  const content = /name="idx-config" content="([^"]*)"/.exec(html)?.[1] ?? ''
  const { client_id: clientId } = JSON.parse(decodeURIComponent(content.replace(/&quot;/g, '"'))) as {
    client_id: string
  }
  const res = await fetch(`${env.server.baseUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', ...DEMO_ADMIN, client_id: clientId, scope: 'read write admin' }),
  })
  return ((await res.json()) as { access_token: string }).access_token
}

/** The lead of the visitor with this first name, as the admin API lists it. */
async function leadIdOf(token: string, firstName: string): Promise<string> {
  const res = await fetch(`${env.server.baseUrl}/api/v3/leads?filter%5Bq%5D=${encodeURIComponent(firstName)}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  const body = (await res.json()) as { data: { id: string }[] }
  expect(body.data).toHaveLength(1)
  return body.data[0]!.id
}

/** Gives a lead to an agent (or nobody) through the API, as the lead page's select does. */
async function assign(token: string, leadId: string, agentId: string | null): Promise<void> {
  const res = await fetch(`${env.server.baseUrl}/api/v3/leads/${leadId}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      data: {
        type: 'lead',
        attributes: {},
        relationships: { assigned_agent: { data: agentId === null ? null : { type: 'agents', id: agentId } } },
      },
    }),
  })
  expect(res.status).toBe(200)
}

async function signIn(page: Page, user: { email: string; password: string }, returnTo = '/leads'): Promise<void> {
  await page.goto(`${env.server.baseUrl}/admin/?return_to=${encodeURIComponent(returnTo)}`)
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password').fill(user.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** Nothing scrolls sideways, and the element lies wholly on screen. */
async function fitsWidth(page: Page, selector: string, viewport: Viewport): Promise<void> {
  const box = await page.locator(selector).first().boundingBox()
  expect(box, selector).not.toBeNull()
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
}

async function isFocused(page: Page, locator: ReturnType<Page['locator']>): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement)
}

describe.each(VIEWPORTS)('the admin leads at $width x $height', (viewport) => {
  const newPage = () => env.newPage({ viewport: { width: viewport.width, height: viewport.height } })
  const tag = `${viewport.name === 'laptop' ? 'Lap' : 'Pho'}${Date.now().toString(36)}`

  it('lists, searches, changes a status that stays, opens a lead with its activity, and exports the CSV', async () => {
    const first = `Quinn${tag}`
    const other = `Rosa${tag}`
    await sendLead(first, 'Tester', 'Could we see it on Saturday, "after lunch"?')
    await sendLead(other, 'Tester', '=cmd|calc')

    const page = await newPage()
    await signIn(page, DEMO_ADMIN)
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/leads')
    await page.getByRole('heading', { level: 1, name: 'Leads' }).waitFor()
    await expect.poll(() => page.title()).toBe('Leads · Admin | Lone Star Realty')
    const nav = page.getByRole('navigation', { name: 'Admin' })
    expect(await nav.getByRole('link', { name: 'Markets' }).isVisible()).toBe(true)
    expect(await nav.getByRole('link', { name: 'Leads' }).getAttribute('aria-current')).toBe('page')

    // The newest leads come first: both of ours are on the first page.
    const table = page.getByRole('table', { name: 'Leads' })
    await table.getByRole('link', { name: `${first} Tester` }).waitFor()
    expect(await table.getByRole('link', { name: `${other} Tester` }).isVisible()).toBe(true)
    await fitsWidth(page, 'main.admin-page', viewport)
    await screenshot(page, `list-${viewport.name}`)

    // Search, by keyboard: the box is labelled, and the list follows the typing.
    const search = page.getByLabel('Search leads')
    await search.focus()
    await page.keyboard.type(first)
    // The address follows the typing after its debounce: a prefix of the name may already leave
    // one lead listed while the last letters are still on their way to the URL.
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(first)
    await expect.poll(() => table.getByRole('row').count()).toBe(2)
    const row = table.getByRole('row').nth(1)
    expect(await row.textContent()).toContain('just now')
    expect(
      await row.getByRole('link', { name: `${first.toLowerCase()}.tester@example.com` }).getAttribute('href'),
    ).toBe(`mailto:${first.toLowerCase()}.tester@example.com`)
    expect(await row.getByRole('link', { name: '+15125550134' }).getAttribute('href')).toBe('tel:+15125550134')

    // The status saves at once, says so, and is still there after a reload.
    const status = page.getByRole('combobox', { name: `Status of ${first} Tester's lead` })
    expect(await status.inputValue()).toBe('new')
    await status.selectOption('contacted')
    await page.getByText('Status changed to Contacted').waitFor()
    await page.reload()
    await expect
      .poll(() => page.getByRole('combobox', { name: `Status of ${first} Tester's lead` }).inputValue())
      .toBe('contacted')
    // The Contacted tab holds it; the New tab does not.
    await page.getByRole('button', { name: /^Contacted \(\d+\)$/ }).click()
    await table.getByRole('link', { name: `${first} Tester` }).waitFor()
    await page.getByRole('button', { name: /^New \(\d+\)$/ }).click()
    await page.getByText('No leads match this search.').waitFor()
    await page.getByRole('button', { name: /^All \(\d+\)$/ }).click()

    // Export CSV downloads what the list shows, quoted.
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^leads-lone-star-realty-\d{4}-\d{2}-\d{2}\.csv$/)
    // The browser may be another process's (a shared Chromium): keep a copy here to read.
    const file = join(tmpdir(), `leads-e2e-${tag}.csv`)
    await download.saveAs(file)
    const csv = readFileSync(file, 'utf8')
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n')
    expect(lines[0]).toBe(
      'created,status,name,email,phone,message,listing,mls number,assigned agent,routed via,source url,consent',
    )
    expect(lines.filter((line) => line.includes(first))).toHaveLength(1)
    expect(csv).toContain(`,contacted,${first} Tester,`)
    expect(csv).toContain('"Could we see it on Saturday, ""after lunch""?"')
    expect(csv).not.toContain(other)

    // The lead's page: message, contact, consent, listing, and what the visitor did.
    await table.getByRole('link', { name: `${first} Tester` }).click()
    await page.getByRole('heading', { level: 1, name: `${first} Tester` }).waitFor()
    expect(await page.getByText('Could we see it on Saturday, "after lunch"?').isVisible()).toBe(true)
    expect(await page.getByText('I agree to be contacted about this home.').isVisible()).toBe(true)
    const viewed = page.getByRole('list', { name: 'Listings viewed' })
    await viewed.waitFor()
    expect(await viewed.getByRole('listitem').count()).toBe(1)
    expect(await page.getByRole('list', { name: 'Searches' }).textContent()).toContain('Beds: 3 or more')
    expect(await page.getByRole('heading', { level: 2, name: 'CRM webhook' }).isVisible()).toBe(true)
    expect(await page.getByRole('combobox', { name: 'Status' }).inputValue()).toBe('contacted')
    await fitsWidth(page, 'main.admin-page', viewport)
    await screenshot(page, `lead-${viewport.name}`)

    // Reassign by keyboard: the agent select is labelled and saves at once.
    const agentSelect = page.getByLabel('Assigned agent')
    await agentSelect.focus()
    expect(await isFocused(page, agentSelect)).toBe(true)
    await agentSelect.selectOption({ label: 'Ezra Roberts' })
    await page.getByText('The lead was reassigned').waitFor()
    await page.reload()
    await expect
      .poll(async () => (await page.getByLabel('Assigned agent').locator('option:checked').textContent())?.trim())
      .toBe('Ezra Roberts')
  }, 90_000)

  it('says where leads come from when none match, and keeps every control on screen', async () => {
    const page = await newPage()
    await signIn(page, DEMO_ADMIN, `/leads?q=${encodeURIComponent(`nobody-${tag}`)}`)
    await page.getByText('No leads match this search.').waitFor()
    for (const name of ['Export CSV', 'All', 'New', 'Contacted', 'Closed']) {
      const control = page.getByRole('button', { name: new RegExp(`^${name}`) })
      const box = (await control.boundingBox())!
      expect(box.x + box.width, name).toBeLessThanOrEqual(viewport.width)
    }
    await fitsWidth(page, '.leads-toolbar', viewport)
  })
})

describe('an agent in the admin app', () => {
  it("lands on 'My Leads' and sees only the leads assigned to them", async () => {
    const tag = `Ag${Date.now().toString(36)}`
    await sendLead(`Mine${tag}`, 'Agentlead', 'For Ezra')
    await sendLead(`Theirs${tag}`, 'Agentlead', 'For nobody')
    const token = await adminToken()
    await assign(token, await leadIdOf(token, `Mine${tag}`), '1')
    await assign(token, await leadIdOf(token, `Theirs${tag}`), null)

    const page = await env.newPage({ viewport: { width: 390, height: 844 } })
    await signIn(page, DEMO_AGENT, '/ui')
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/leads')
    await page.getByRole('heading', { level: 1, name: 'My Leads' }).waitFor()
    const nav = page.getByRole('navigation', { name: 'Admin' })
    // An agent's own pages only: their pocket listings and their leads.
    expect(await nav.getByRole('link').allTextContents()).toEqual(['My Listings', 'My Leads'])
    await page.getByLabel('Search leads').fill(tag)
    const table = page.getByRole('table', { name: 'My Leads' })
    await table.getByRole('link', { name: `Mine${tag} Agentlead` }).waitFor()
    // The list follows the search box once typing stops: then only the agent's one lead of the two.
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(tag)
    await expect.poll(() => table.getByRole('row').count()).toBe(2)
    expect(await page.getByText(`Theirs${tag}`).count()).toBe(0)
    await fitsWidth(page, 'main.admin-page', { name: 'phone', width: 390, height: 844 })
    await screenshot(page, 'agent-phone')

    // Their lead's page has no reassignment and no webhook log: those are the administrator's.
    await table.getByRole('link', { name: `Mine${tag} Agentlead` }).click()
    await page.getByRole('heading', { level: 1, name: `Mine${tag} Agentlead` }).waitFor()
    expect(await page.getByLabel('Assigned agent').count()).toBe(0)
    expect(await page.getByRole('heading', { name: 'CRM webhook' }).count()).toBe(0)
  }, 60_000)
})
