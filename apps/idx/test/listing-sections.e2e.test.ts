// The listing detail's data from the listing's extra calls, end to end: Debian's Chromium
// (playwright-core) against the built API server and its seeded Austin market. Sold History from
// GET listings/{id}/history, open houses and the feed from the listing document, 'MLS +' from
// GET listings/{id}/showing_data for the seeded agent, and Save for a visitor. The Price and status
// history from the listing document's price_history (the seeded change log).
import { listingClosing } from '@idx/domain'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserAndServer, DEMO_SITE_TOKEN, DEMO_SHOPPER, DEMO_AGENT } from '../../../tooling/e2e/browser-and-server.js'

const SETTLE = { timeout: 15_000, interval: 100 }
/** Each test finds its listing through the API first, then drives the page. */
const TEST_TIMEOUT = 60_000
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

type Resource = { id: string; type: string; attributes: Record<string, unknown> }

const e2e = browserAndServer()

/** A GET of the API with the site token: the resources as the server sends them. */
async function apiGet<Data = Resource[]>(
  path: string,
  init: RequestInit = {},
): Promise<{ data: Data; included?: Resource[] }> {
  const response = await fetch(`${e2e.server.baseUrl}/api/v3/${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${DEMO_SITE_TOKEN}`, 'content-type': 'application/json', ...init.headers },
  })
  expect(response.status).toBe(200)
  return (await response.json()) as { data: Data; included?: Resource[] }
}

/** The first listing of a search (in the API's own order) for which `accept` resolves true. */
async function findListing(
  filter: Record<string, unknown>,
  accept: (listing: Resource) => boolean | Promise<boolean>,
): Promise<Resource> {
  for (let number = 1; number <= 10; number += 1) {
    const page = await apiGet('listings/search', {
      method: 'POST',
      body: JSON.stringify({ filter, sort: '-price_in_dollars', page: { size: 40, number } }),
    })
    for (const listing of page.data) if (await accept(listing)) return listing
  }
  throw new Error(`no demo listing fits ${JSON.stringify(filter)}`)
}

/** 'July 13th, 2018' from '2018-07-13': the spec's 'MMMM Do, YYYY', written out independently. */
function longDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number]
  const teen = day % 100 >= 11 && day % 100 <= 13
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th')
  return `${MONTHS[month - 1]} ${day}${suffix}, ${year}`
}

const detail = (page: Page) => page.getByRole('complementary', { name: 'Listing detail' })

async function openListing(page: Page, id: string): Promise<void> {
  await page.goto(`${e2e.server.baseUrl}/app/listing/${id}?map=false`)
  await detail(page).getByRole('heading', { level: 2 }).first().waitFor(SETTLE)
  // The server renders the page; its buttons answer once the scripts have loaded and hydrated it.
  await page.waitForLoadState('networkidle')
}

/** Signs in through the sign-in dialog at /app/login; resolves once the header greets the user. */
async function signIn(page: Page, { email, password }: { email: string; password: string }, firstName: string) {
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Password', { exact: true }).fill(password)
  await dialog.getByRole('button', { name: 'Log In' }).click()
  await page.getByText(`Hi, ${firstName}`).waitFor(SETTLE)
}

describe('a Sold listing', () => {
  it(
    "shows its Sold History, its own closing then the history call's: 'Closed on {date} for {sold price}'",
    async () => {
      let closings: Resource[] = []
      const sold = await findListing(
        { listing_status: { value: ['Sold'] }, purchase_type: { value: 'Purchase' } },
        async (l) => {
          closings = (await apiGet(`listings/${l.id}/history`)).data
          return closings.length > 0
        },
      )
      const page = await e2e.newPage()
      await openListing(page, sold.id)

      const section = detail(page).getByRole('region', { name: 'Sold History' })
      await section.waitFor(SETTLE)
      const own = listingClosing(sold.attributes as Parameters<typeof listingClosing>[0])!
      const expected = [
        `Closed on ${own.date} for ${own.price}`,
        ...closings.map((closing) => {
          const price = Number(closing.attributes['sold_price_in_dollars']).toLocaleString('en-US')
          return `Closed on ${longDate(String(closing.attributes['closing_date']))} for $${price}`
        }),
      ]
      // The listing's own closing shows at once; the history call's arrive when it answers.
      await section
        .getByRole('listitem')
        .nth(expected.length - 1)
        .waitFor(SETTLE)
      expect(await section.getByRole('listitem').allTextContents()).toEqual(expected)
      // The feed of the listing document: its disclaimer and when its data was last updated.
      // (A footer inside the article is no contentinfo landmark in Chromium: found by its label.)
      const updated = detail(page)
        .getByLabel('Feed disclaimer')
        .getByText(/^Data last updated: /)
      await updated.waitFor(SETTLE)
      expect(await updated.textContent()).toMatch(
        /Data last updated: \d{2}:\d{2} [ap]m - [A-Z][a-z]{2} \d{1,2}(st|nd|rd|th), \d{4}/,
      )
      // The feed's own text shows once the visitor scrolls to it (sanitised then), and says
      // "last updated" no second, undated time.
      const footer = detail(page).getByLabel('Feed disclaimer')
      await footer.scrollIntoViewIfNeeded()
      await footer.getByText(/^Based on information submitted to the ACTRIS MLS\./).waitFor(SETTLE)
      const disclaimer = (await footer.textContent()) ?? ''
      expect(disclaimer.match(/last updated/gi)).toHaveLength(1)
    },
    TEST_TIMEOUT,
  )
})

describe('a listing whose price was cut', () => {
  it(
    "shows its Price and status history from the listing document: newest first, the cut with its amount, 'Listed' last",
    async () => {
      type Change = {
        date: string
        kind: string
        old: { price: number | null } | null
        new: { price: number | null } | null
      }
      let changes: Change[] = []
      const cut = await findListing(
        { listing_status: { value: ['Active'] }, purchase_type: { value: 'Purchase' } },
        async (l) => {
          changes = (await apiGet<Resource>(`listings/${l.id}`)).data.attributes['price_history'] as Change[]
          return changes.some((change) => change.kind === 'price') && changes[0]!.new?.price != null
        },
      )
      const page = await e2e.newPage()
      await openListing(page, cut.id)

      const table = detail(page).getByRole('table', { name: 'Price and status history' })
      await table.waitFor(SETTLE)
      const rows = table.getByRole('row')
      const texts = await rows.allTextContents()
      expect(texts[0]).toBe('DateEventPrice')
      expect(texts).toHaveLength(changes.length + 1)
      const dollars = (value: number) => `$${value.toLocaleString('en-US')}`
      const listed = changes[changes.length - 1]!
      expect(texts[texts.length - 1]).toContain('Listed')
      expect(texts[texts.length - 1]).toContain(dollars(listed.new!.price!))
      const priceChange = changes.findIndex((change) => change.kind === 'price')
      const { old, new: next } = changes[priceChange]!
      const saved = old!.price! - next!.price!
      expect(texts[priceChange + 1]).toContain(`Price cut -${dollars(saved)}`)
      expect(texts[priceChange + 1]).toContain(dollars(next!.price!))
    },
    TEST_TIMEOUT,
  )
})

describe('a listing with open houses to come', () => {
  it(
    'lists them under Upcoming Open Houses, from the listing document',
    async () => {
      const now = Date.now()
      const listing = await findListing({}, (l) => {
        const last = l.attributes['last_open_house_end_at']
        return typeof last === 'string' && Date.parse(last) > now + 3_600_000
      })
      const upcoming = (await apiGet(`listings/${listing.id}/open_houses`)).data.filter(
        (openHouse) => Date.parse(String(openHouse.attributes['end_time'])) > now,
      )
      const page = await e2e.newPage()
      await openListing(page, listing.id)

      const section = detail(page).getByRole('region', { name: 'Upcoming Open Houses' })
      await section.waitFor(SETTLE)
      expect(await section.getByRole('listitem').count()).toBe(upcoming.length)
    },
    TEST_TIMEOUT,
  )
})

describe("the seeded agent's MLS +", () => {
  it(
    "opens the showing data of a listing in the agent's feed, fetched when pressed",
    async () => {
      const me = await fetch(`${e2e.server.baseUrl}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ grant_type: 'password', client_id: 'idx-demo-client', ...DEMO_AGENT }),
      })
      const { access_token } = (await me.json()) as { access_token: string }
      const user = (await apiGet<Resource>('user?me=true', { headers: { Authorization: `Bearer ${access_token}` } }))
        .data
      const feeds = (user.attributes['as_agent'] as { active_feeds: string[] }).active_feeds
      // The seed makes the agent a member of one feed (actris), not of every seeded feed.
      expect(feeds).toEqual(['actris'])
      const inFeed = await findListing({}, (l) => feeds.includes(String(l.attributes['data_source_name'])))
      const outside = await findListing({}, (l) => !feeds.includes(String(l.attributes['data_source_name'])))
      const agentAuth = { headers: { Authorization: `Bearer ${access_token}` } }
      const sections = (await apiGet(`listings/${inFeed.id}/showing_data`, agentAuth)).data
      expect(sections.length).toBeGreaterThan(0)
      // Showing data (lockbox codes, showing contacts) is the agent's only: the site token is refused.
      const anonymous = await fetch(`${e2e.server.baseUrl}/api/v3/listings/${inFeed.id}/showing_data`, {
        headers: { Authorization: `Bearer ${DEMO_SITE_TOKEN}` },
      })
      expect(anonymous.status).toBe(401)

      const page = await e2e.newPage()
      // A visitor has no MLS +.
      await openListing(page, inFeed.id)
      expect(await detail(page).getByRole('button', { name: 'MLS +' }).count()).toBe(0)

      await page.goto(`${e2e.server.baseUrl}/app/login?map=false`)
      await page.waitForLoadState('networkidle')
      await signIn(page, DEMO_AGENT, 'Ezra')
      // The user has loaded (the header greets them): the buttons are final.
      await openListing(page, outside.id)
      expect(await detail(page).getByRole('button', { name: 'MLS +' }).count()).toBe(0)

      await openListing(page, inFeed.id)
      const showingCalls: string[] = []
      page.on('request', (request) => {
        if (request.url().includes('/showing_data')) showingCalls.push(request.url())
      })
      const button = detail(page).getByRole('button', { name: 'MLS +' })
      await button.waitFor(SETTLE)
      expect(showingCalls).toEqual([])
      await button.click()

      const dialog = page.getByRole('dialog', { name: 'MLS +' })
      const first = sections[0]!.attributes as { title: string; fields: { label: string }[] }
      await dialog.getByRole('heading', { name: first.title }).waitFor(SETTLE)
      expect(await dialog.textContent()).toContain(first.fields[0]!.label)
      expect(showingCalls.length).toBe(1)
    },
    TEST_TIMEOUT,
  )
})

describe('Save', () => {
  it(
    'starts sign-in for a visitor, then the save dialog for that listing',
    async () => {
      const listing = await findListing({}, () => true)
      const page = await e2e.newPage()
      await openListing(page, listing.id)

      await detail(page).getByRole('button', { name: 'Save', exact: true }).click()
      await expect.poll(() => new URL(page.url()).pathname, SETTLE).toMatch(/^\/app\/(login|authenticate)$/)
      await signIn(page, DEMO_SHOPPER, 'Jane')

      // The save was the attempted transition: after sign-in it goes on, to the save dialog.
      await expect.poll(() => new URL(page.url()).pathname, SETTLE).toBe(`/app/save/${listing.id}`)
      await expect
        .poll(() => page.getByRole('dialog').getByRole('heading', { level: 2 }).first().textContent(), SETTLE)
        .toMatch(/^(Pick An Existing Collection or Create a New One\?|Curate Your Collection)$/)
    },
    TEST_TIMEOUT,
  )
})
