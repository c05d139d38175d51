// Agents, the support chat and the callback end to end: Debian's Chromium (playwright-core) against
// the built API server with its seeded Austin market (where the demo site enables the support chat).
// Each test runs in its own browser context, so sessions, visitor ids and the viewed-listing
// counter start empty.
import { DEFAULT_TOKEN_STORE_KEY, sessionFromTokenResponse, type TokenResponse } from '@idx/api-client'
import { describe, expect, it } from 'vitest'
import type { Page, Request } from 'playwright-core'
import { logInAsDemoShopper } from './helpers/log-in.js'
import { browserAndServer, DEMO_AGENT, DEMO_SITE_TOKEN } from '../../../tooling/e2e/browser-and-server.js'

/** The most expensive first (for sale: Ask a Question shows), and the list alone. */
const SEARCH = '?map=false&sort=-price_in_dollars'
const SETTLE = { timeout: 15_000, interval: 100 }
/** The demo site's OAuth client (the seed's). */
const DEMO_CLIENT_ID = 'idx-demo-client'

const e2e = browserAndServer()

type Agent = { id: string; full_name: string }

/** GET /api/v3{path} with the site token (or a user's): the parsed body, after checking the status. */
async function api<T>(path: string, token = DEMO_SITE_TOKEN, status = 200): Promise<T> {
  const response = await fetch(`${e2e.server.baseUrl}/api/v3${path}`, { headers: { Authorization: `Bearer ${token}` } })
  expect(response.status).toBe(status)
  return (await response.json()) as T
}

async function agentById(id: number): Promise<Agent> {
  const { data } = await api<{ data: { id: string; attributes: { full_name: string } } }>(`/agents/${id}`)
  return { id: data.id, full_name: data.attributes.full_name }
}

/** The signed-in user as the server has them now (the access token the page keeps). */
async function currentUser(page: Page): Promise<{ current_agent: { id: string } | null }> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('idx-session') ?? '{}').access_token)
  expect(typeof token).toBe('string')
  const { data } = await api<{ data: { attributes: { current_agent: { id: string } | null } } }>('/user?me=true', token)
  return data.attributes
}

const isLeadPost = (request: Request) => request.url().endsWith('/api/form_submissions') && request.method() === 'POST'

/** The search's first card's detail link (`/app/listing/{id}?…`). */
async function firstCardHref(page: Page): Promise<string> {
  await page.goto(`${e2e.server.baseUrl}/app/${SEARCH}`)
  const link = page.locator('ul[aria-label="Search results"]:not([aria-busy="true"]) article h3 a').first()
  await link.waitFor(SETTLE)
  return (await link.getAttribute('href'))!
}

async function logIn(page: Page) {
  await logInAsDemoShopper(page, e2e.server.baseUrl)
}

/** Whether the page is the index with the menu parameter on. */
function indexWithMenu(page: Page): boolean {
  const url = new URL(page.url())
  return url.pathname === '/app/' && url.searchParams.get('menu') === 'true'
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

describe("the inquiry's agent question", () => {
  it('finds the agent typed in the listing feed, and sends the one picked as the lead current_agent_id', async () => {
    const page = await e2e.newPage()
    const href = await firstCardHref(page)
    const listingId = /listing\/(\d+)/.exec(href)![1]!
    const listing = await api<{ data: { attributes: { data_source_name: string } } }>(`/listings/${listingId}`)
    const feed = listing.data.attributes.data_source_name
    const { data: feedAgents } = await api<{ data: { id: string; attributes: { full_name: string } }[] }>(
      `/agents?data_source_name=${feed}&page[size]=20`,
    )
    const agent = { id: feedAgents[3]!.id, full_name: feedAgents[3]!.attributes.full_name }

    await page.goto(`${e2e.server.baseUrl}${href}&inquiry=true`)
    const dialog = page.getByRole('dialog', { name: 'Ask a Question' })
    await dialog.waitFor(SETTLE)
    await dialog.getByLabel('First name').fill('Riley')
    await dialog.getByLabel('Last name').fill('Prospect')
    await dialog.getByLabel('Email').fill('riley.agent@example.com')
    await dialog.getByLabel('Phone').fill('512-555-0144')

    await dialog.getByRole('group', { name: 'Are you working with an Agent?' }).getByLabel('Yes').check()
    const box = dialog.getByRole('combobox', { name: 'Your agent (optional)' })
    await box.fill(agent.full_name)
    const status = dialog.locator('.idx-agent-picker__status')
    // The picker waits 500 ms after the last key, then the slice asks the server.
    await expect.poll(() => status.textContent(), SETTLE).toBe('Loading...')
    const option = dialog.getByRole('option', { name: new RegExp(`^${escapeRegExp(agent.full_name)}`) })
    await option.first().waitFor(SETTLE)
    expect(await status.textContent()).toBe("Can't find your agent ? Keep typing to refine the search.")
    await option.first().click()
    expect(await dialog.getByRole('button', { name: `Change agent ${agent.full_name}` }).isVisible()).toBe(true)

    const consent = dialog.getByRole('checkbox')
    if ((await consent.count()) > 0) await consent.check()
    const [answer] = await Promise.all([
      page.waitForResponse((response) => isLeadPost(response.request())),
      dialog.getByRole('button', { name: 'Send' }).click(),
    ])
    expect(answer.status()).toBe(202)
    const sent = answer.request().postDataJSON() as Record<string, unknown> & { form: { current_agent: unknown } }
    expect(sent).toMatchObject({ form_name: 'listing-inquiry', current_agent_id: agent.id })
    expect(String(sent.form.current_agent)).toBe(agent.id)
    await expect.poll(() => dialog.getByText("We've received your inquiry, thank you!").count(), SETTLE).toBe(1)

    // The lead is stored under its submission id: the same body again is answered with the first
    // receipt (nothing new stored), and the id with another agent is refused as already used.
    const receipt = (await answer.json()) as { received_at: string }
    const resend = (body: unknown) =>
      fetch(`${e2e.server.baseUrl}/api/form_submissions`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${DEMO_SITE_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    const again = await resend(sent)
    expect(again.status).toBe(202)
    expect(((await again.json()) as { received_at: string }).received_at).toBe(receipt.received_at)
    expect((await resend({ ...sent, current_agent_id: null })).status).toBe(409)
  })

  it("says 'No agents found' for a name nobody in the feed has", async () => {
    const page = await e2e.newPage()
    const href = await firstCardHref(page)
    await page.goto(`${e2e.server.baseUrl}${href}&inquiry=true`)
    const dialog = page.getByRole('dialog', { name: 'Ask a Question' })
    await dialog.waitFor(SETTLE)
    await dialog.getByLabel('Yes').check()
    await dialog.getByRole('combobox', { name: 'Your agent (optional)' }).fill('Zzyzx Nobody')
    await expect.poll(() => dialog.locator('.idx-agent-picker__status').textContent(), SETTLE).toBe('No agents found')
  })
})

describe('work-with-agent', () => {
  it('shows the agent, and Get Started makes them a signed-in user’s agent, ending on the index with the menu', async () => {
    const agent = await agentById(5)
    const page = await e2e.newPage()
    await logIn(page)
    expect((await currentUser(page)).current_agent?.id).toBe('1')

    await page.goto(`${e2e.server.baseUrl}/app/work-with-agent/${agent.id}`)
    const main = page.getByRole('main')
    await main.getByRole('heading', { level: 1, name: agent.full_name }).waitFor(SETTLE)
    const assignment = page.waitForResponse(
      (res) => res.request().method() === 'PUT' && /\/api\/visitors\/[^/]+\/assign$/.test(new URL(res.url()).pathname),
      SETTLE,
    )
    await main.getByRole('button', { name: 'Get Started' }).click()
    expect(await main.getByRole('button', { name: 'Get Started' }).getAttribute('aria-disabled')).toBe('true')
    // The tracking service took it: this browser brought the key its visitor is bound to.
    const assigned = await assignment
    expect(assigned.request().postDataJSON()).toMatchObject({ visitor_key: expect.stringMatching(/^[\w-]{22}$/) })
    expect(assigned.status()).toBe(200)

    // 2.5 s after the assignment the user is reloaded, then get-started sends them to the index.
    await expect.poll(() => indexWithMenu(page), SETTLE).toBe(true)
    const yourAgent = page.getByRole('dialog', { name: 'Menu' }).getByRole('region', { name: 'Your Agent' })
    await expect.poll(() => yourAgent.textContent(), SETTLE).toContain(agent.full_name)
    expect((await currentUser(page)).current_agent?.id).toBe(agent.id)
  })

  it('sends an anonymous visitor to sign up first, and the new account gets the agent', async () => {
    const agent = await agentById(7)
    const page = await e2e.newPage()
    await page.goto(`${e2e.server.baseUrl}/app/work-with-agent/${agent.id}`)
    const main = page.getByRole('main')
    await main.getByRole('heading', { level: 1, name: agent.full_name }).waitFor(SETTLE)
    await main.getByRole('button', { name: 'Get Started' }).click()

    // get-started needs a session: the auth screen, then the sign-up form.
    await expect.poll(() => new URL(page.url()).pathname, SETTLE).toBe('/app/auth')
    const prompt = page.getByRole('dialog')
    await prompt.getByRole('heading', { name: 'Get Started' }).waitFor(SETTLE)
    await prompt.getByRole('button', { name: 'Log In / Get Started' }).click()
    const form = page.getByRole('dialog')
    await form.getByRole('button', { name: 'Sign up' }).click()
    await form.getByLabel('First name').fill('Casey')
    await form.getByLabel('Last name').fill('Newagent')
    await form.getByLabel('Email').fill(`casey.newagent.${Date.now()}@example.com`)
    await form.getByLabel('Phone number').fill('512-555-0177')
    await form.getByLabel('New password').fill('quiet-creek-2026')
    await form.getByRole('button', { name: 'Sign Up' }).click()

    // Back at get-started, which ends on the index with the menu open.
    await expect.poll(() => indexWithMenu(page), SETTLE).toBe(true)
    const yourAgent = page.getByRole('dialog', { name: 'Menu' }).getByRole('region', { name: 'Your Agent' })
    await expect.poll(() => yourAgent.textContent(), SETTLE).toContain(agent.full_name)
    expect((await currentUser(page)).current_agent?.id).toBe(agent.id)
  })

  it('says so for an id that names no agent of the site', async () => {
    const page = await e2e.newPage()
    for (const id of ['987654', 'not-an-agent']) {
      await page.goto(`${e2e.server.baseUrl}/app/work-with-agent/${id}`)
      const main = page.getByRole('main')
      await main.getByRole('heading', { level: 1, name: 'Agent Not Found.' }).waitFor(SETTLE)
      expect(await main.textContent()).toContain('Sorry, but the agent you are looking for is not available.')
      expect(await main.getByRole('button', { name: 'Get Started' }).count()).toBe(0)
    }
    await page.getByRole('main').getByRole('link', { name: 'Go to the search' }).click()
    await expect.poll(() => new URL(page.url()).pathname, SETTLE).toBe('/app/')
  })
})

describe('the support chat and the callback form (enabled in the demo market)', () => {
  it('opens from the search screen and sends the message as a support-inquiry lead', async () => {
    const page = await e2e.newPage()
    await page.goto(`${e2e.server.baseUrl}/app/${SEARCH}`)
    const launcher = page.getByRole('button', { name: 'Chat with us' })
    await launcher.waitFor(SETTLE)
    expect(await launcher.getAttribute('aria-expanded')).toBe('false')
    await launcher.click()
    const chat = page.getByRole('region', { name: 'Chat with us' })
    await chat.getByLabel('Full name').fill('Riley Prospect')
    await chat.getByLabel('Phone').fill('512-555-0144')
    await chat.getByLabel('Message').fill('Which neighbourhoods suit a young family?')
    const [answer] = await Promise.all([
      page.waitForResponse((response) => isLeadPost(response.request())),
      chat.getByRole('button', { name: 'Send' }).click(),
    ])
    expect(answer.status()).toBe(202)
    expect(answer.request().postDataJSON()).toMatchObject({
      form_name: 'support-inquiry',
      form: { full_name: 'Riley Prospect', phone_number: '512-555-0144' },
      market_id: '1',
    })
    await expect
      .poll(() => chat.getByRole('status').textContent(), SETTLE)
      .toBe('Thanks! Your message was sent. We will get back to you shortly.')
  })

  it("asks a listing's agent to call back, sent as an agent-callback lead about the listing", async () => {
    const page = await e2e.newPage()
    const href = await firstCardHref(page)
    const listingId = /listing\/(\d+)/.exec(href)![1]!
    await page.goto(`${e2e.server.baseUrl}${href}`)
    // The form loads as the visitor scrolls down the listing towards it.
    await page.waitForLoadState('networkidle')
    expect(await page.getByRole('region', { name: 'Request a call back' }).count()).toBe(0)
    await page.keyboard.press('End')
    const callback = page.getByRole('region', { name: 'Request a call back' })
    await callback.waitFor(SETTLE)
    await callback.getByLabel('Full name').fill('Riley Prospect')
    await callback.getByLabel('Phone').fill('512-555-0144')
    const [answer] = await Promise.all([
      page.waitForResponse((response) => isLeadPost(response.request())),
      callback.getByRole('button', { name: 'Call me back' }).click(),
    ])
    expect(answer.status()).toBe(202)
    const sent = answer.request().postDataJSON() as { property: { id: string } }
    expect(sent).toMatchObject({
      form_name: 'agent-callback',
      form: { first_name: 'Riley', last_name: 'Prospect', phone_number: '512-555-0144' },
    })
    expect(String(sent.property.id)).toBe(listingId)
    await expect
      .poll(() => callback.getByRole('status').textContent(), SETTLE)
      .toBe('Thanks! We will call you back shortly.')
    // The chat is there beside the listing too.
    expect(await page.getByRole('button', { name: 'Chat with us' }).count()).toBe(1)
  })
})

describe("the agent's Client Collections tab", () => {
  /** POST /api/v3{path} as `token`; the parsed body after checking the status. */
  async function post<T>(path: string, token: string, body: unknown, status: number): Promise<T> {
    const response = await fetch(`${e2e.server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    })
    expect(response.status, await response.clone().text()).toBe(status)
    return (await response.json()) as T
  }

  it("lists each client's board with the client's name, its number of homes and her unviewed ones", async () => {
    // A new client of the demo agent (the agent the demo agent's account is), with a board of two homes.
    const email = `client.${Date.now()}@example.com`
    const password = 'porch-swing-2026'
    await post(
      `/oauth/session.json?client_id=${DEMO_CLIENT_ID}`,
      DEMO_SITE_TOKEN,
      { oauth: { email, password, first_name: 'Cora', last_name: 'Client', current_agent_id: '1' } },
      201,
    )
    const { access_token: token } = await post<{ access_token: string }>(
      '/oauth/token',
      DEMO_SITE_TOKEN,
      { grant_type: 'password', client_id: DEMO_CLIENT_ID, email, password },
      200,
    )
    const search = await post<{ data: { id: string }[] }>(
      '/api/v3/listings/search',
      DEMO_SITE_TOKEN,
      { page: { size: 2, number: 1 } },
      200,
    )
    const name = `Cora's short list ${Date.now()}`
    const created = await post<{ data: { id: string } }>(
      '/api/v3/collections',
      token,
      { data: { type: 'collections', attributes: { name, listing: Number(search.data[0]!.id) } } },
      201,
    )
    await post(`/api/v3/collections/${created.data.id}/add`, token, { property_id: search.data[1]!.id }, 200)

    // The agent signed in as the app keeps a session (its token store), without the sign-in dialog.
    const granted = await post<TokenResponse>(
      '/oauth/token',
      DEMO_SITE_TOKEN,
      { grant_type: 'password', client_id: DEMO_CLIENT_ID, ...DEMO_AGENT },
      200,
    )
    const page = await e2e.newPage()
    await page.goto(`${e2e.server.baseUrl}/healthz`)
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
      key: DEFAULT_TOKEN_STORE_KEY,
      value: JSON.stringify(sessionFromTokenResponse(granted, Date.now())),
    })
    await page.goto(`${e2e.server.baseUrl}/app/collections?map=false`)
    await page.getByRole('tab', { name: 'Client Collections' }).click()
    const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name }) })
    await row.waitFor(SETTLE)
    // Cora added both herself: none is unviewed by her.
    expect(await row.textContent()).toContain('Cora Client · 2 homes · 0 unviewed')
  }, 60_000)
})
