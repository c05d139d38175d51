import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { abbreviatePrice, formatPrice, listingSeoHead, type SeoListing } from '@idx/domain'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.js'
import { hashPassword } from '../src/auth/passwords.js'
import { readConfig } from '../src/config/server-config.js'
import { migrateToLatest } from '../src/db/database.js'
import { boxCellPlan } from '../src/listings/box-cells.js'
import { parseSearchBody } from '../src/search/parse-search-body.js'
import { testDatabase } from './helpers/database.js'
import { insertBasics, insertListings, listing, MARKET_ID, SITE_ID } from './helpers/fixtures.js'
import { siteAuthorization } from './helpers/platform-app.js'
import { withTestApp } from './helpers/test-app.js'

// A hidden price must not be recoverable (a security review finding). Bisecting the price filter
// with a listing's id (is it in [0, mid]?) recovers any price below 2^26 in 26 anonymous searches,
// and a listing's place in the price sort tells where its price lies. Searches filter and sort by
// the public price (migration 0012, src/search/public-price.ts), so for a listing that hides its
// price (disclose_price false) or keeps it behind a password every bound answers the same, and the
// price sort puts it among the listings without a price.
//
//  id | price      | what
//   1 | 41,234,567 | shown: the attack's control (bisection finds it)
//   2 | 37,654,321 | disclose_price false
//   3 | 23,456,789 | password protected
//   4 | none       | no price
//   5 | 150,000    | shown
//   6 | 60,000,000 | shown
// All Active, in Austin, with their addresses shown.

const PASSWORD = 'open-sesame'
const SHOWN = { id: 1, price: 41_234_567 }
const UNDISCLOSED = { id: 2, price: 37_654_321 }
const PASSWORD_PROTECTED = { id: 3, price: 23_456_789 }
const HIDDEN = [UNDISCLOSED, PASSWORD_PROTECTED]

/** 26 halvings of [0, 2^26) end on one price: the attack from the review. */
const BISECTION_STEPS = 26

/** A box around every fixture: narrow enough to be read through the location index. */
const SMALL_BOX = { top_left: { lat: 30.3, lng: -97.8 }, bottom_right: { lat: 30.2, lng: -97.7 } }
/** A box read cell by cell (box-cells.ts): over half a degree wide, with a status filter. */
const WIDE_BOX = { top_left: { lat: 30.8, lng: -98.5 }, bottom_right: { lat: 29.8, lng: -97.0 } }
const ACTIVE = { listing_status: { value: ['Active'] } }

const PAGE = '<!doctype html><html><head><title>idx</title></head><body><div id="root"></div></body></html>'
const RENDERER = `export async function renderPage() { return { status: 200, head: '<title>t</title>', html: '<p>r</p>' } }`

/** The app with a server renderer, which serves the listing pages. */
let site: FastifyInstance

const t = withTestApp({
  seed: async (db) => {
    await insertBasics(db)
    const at = (id: number) => ({ latitude: 30.25 + id * 0.001, longitude: -97.76 + id * 0.001 })
    await insertListings(db, [
      listing({ id: 1, ...at(1), price_in_dollars: SHOWN.price, street: '1 Shown St', title: '1 Shown St' }),
      listing({
        id: 2,
        ...at(2),
        price_in_dollars: UNDISCLOSED.price,
        disclose_price: false,
        street: '2 Quiet St',
        title: '2 Quiet St',
      }),
      listing({
        id: 3,
        ...at(3),
        price_in_dollars: PASSWORD_PROTECTED.price,
        password_hash: await hashPassword(PASSWORD),
        street: '3 Gated St',
        title: '3 Gated St',
      }),
      listing({ id: 4, ...at(4), price_in_dollars: null }),
      listing({ id: 5, ...at(5), price_in_dollars: 150_000 }),
      listing({ id: 6, ...at(6), price_in_dollars: 60_000_000 }),
    ])
    await db
      .insertInto('suggestions')
      .values(
        [1, 2, 3].flatMap((id) => [
          {
            id: `address:${id}`,
            market_id: MARKET_ID,
            type: 'address' as const,
            name: `${id} ${['Shown', 'Quiet', 'Gated'][id - 1]} St`,
            label: 'Austin, TX 78704',
            search_text: `${id} ${['shown', 'quiet', 'gated'][id - 1]} st austin tx 78704`,
            listing_id: id,
            area_id: null,
            listing_status: 'Active',
          },
          {
            id: `mls:MLS00000${id}`,
            market_id: MARKET_ID,
            type: 'mls_number' as const,
            name: `MLS00000${id}`,
            label: `${id} Test St, Austin, TX 78704`,
            search_text: `mls00000${id}`,
            listing_id: id,
            area_id: null,
            listing_status: 'Active',
          },
        ]),
      )
      .execute()
  },
})
beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'idx-hidden-price-'))
  writeFileSync(join(dir, 'index.html'), PAGE)
  writeFileSync(join(dir, 'render-page.mjs'), RENDERER)
  site = await buildApp(
    { ...readConfig({}), idxAppDir: dir, storybookDir: null, idxRenderer: join(dir, 'render-page.mjs') },
    { db: t.db },
  )
}, 60_000)
afterAll(async () => {
  await site?.close()
})

type Bounds = { min: number; max: number }
/** One anonymous question to the API about a price range; what it answers, whole. */
type Oracle = (bounds: Bounds) => Promise<unknown>

async function answer(method: 'GET' | 'POST', url: string, payload?: object, unlock?: string): Promise<unknown> {
  const res = await t.app.inject({
    method,
    url,
    headers: { ...siteAuthorization, ...(unlock ? { 'x-listing-unlock': unlock } : {}) },
    ...(payload ? { payload } : {}),
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

/** The review's attack through each door a price bound opens: search by id or by suggestion, and map clusters. */
function oracles(id: number, unlock?: string): Record<string, Oracle> {
  return {
    'search by id': (price) =>
      answer('POST', '/api/v3/listings/search', { filter: { id: { value: [id] }, price_in_dollars: price } }, unlock),
    'search by address suggestion': (price) =>
      answer(
        'POST',
        '/api/v3/listings/search',
        { filter: { suggestion: { value: [`address:${id}`] }, price_in_dollars: price } },
        unlock,
      ),
    'search in a box': (price) =>
      answer(
        'POST',
        '/api/v3/listings/search',
        { bounding_box: SMALL_BOX, filter: { id: { value: [id] }, price_in_dollars: price } },
        unlock,
      ),
    'map clusters': (price) =>
      answer(
        'POST',
        '/api/v3/listings/map/clusters',
        { bounding_box: SMALL_BOX, zoom: 14, filter: { id: { value: [id] }, price_in_dollars: price } },
        unlock,
      ),
  }
}

/** Whether an answer holds the listing: a search total or a cluster count above 0. */
function found(body: unknown): boolean {
  const doc = body as { meta: { total: number } }
  return doc.meta.total > 0
}

/**
 * Bisects [0, 2^26) with `oracle` as the review did: each step asks whether the price is at most
 * the middle. Returns the price it ends on and every answer it was given.
 */
async function bisect(oracle: Oracle): Promise<{ price: number; answers: unknown[] }> {
  let low = 0
  let high = 2 ** BISECTION_STEPS - 1
  const answers: unknown[] = []
  for (let step = 0; step < BISECTION_STEPS; step++) {
    const middle = Math.floor((low + high) / 2)
    const body = await oracle({ min: low, max: middle })
    answers.push(body)
    if (found(body)) high = middle
    else low = middle + 1
  }
  expect(low).toBe(high)
  return { price: low, answers }
}

async function unlockToken(id: number): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v3/listings/${id}/unlock`,
    headers: siteAuthorization,
    payload: { password: PASSWORD },
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data.attributes.token as string
}

/** Every way a price could be written out: digits, with separators, formatted, abbreviated. */
function priceSpellings(price: number): string[] {
  return [String(price), price.toLocaleString('en-US'), formatPrice(price), abbreviatePrice(price)]
}

function expectNoPrice(text: string, price: number) {
  for (const spelling of priceSpellings(price)) expect(text).not.toContain(spelling)
}

describe('bisecting the price filter', () => {
  it('recovers a shown price in 26 anonymous searches (the attack works)', async () => {
    for (const [door, oracle] of Object.entries(oracles(SHOWN.id))) {
      expect((await bisect(oracle)).price, door).toBe(SHOWN.price)
    }
  })

  it.each(HIDDEN.map((hidden) => [hidden.id === 2 ? 'a disclose_price false' : 'a password-protected', hidden]))(
    "learns nothing of %s listing's price: all 26 answers are the same, whatever the bound",
    async (_, hidden) => {
      for (const [door, oracle] of Object.entries(oracles(hidden.id))) {
        const { price, answers } = await bisect(oracle)
        // One answer for every bound: the listing neither matches nor is told apart by any of them.
        expect(new Set(answers.map((each) => JSON.stringify(each))).size, door).toBe(1)
        expect(found(answers[0]), door).toBe(false)
        // So the bisection ends where it ends for any listing without a price, not on this one's.
        expect(price, door).toBe(2 ** BISECTION_STEPS - 1)
        expect(price, door).not.toBe(hidden.price)
        // Bounds that hold every price there is (and none) answer the same.
        expect(await oracle({ min: 0, max: 2_147_483_647 }), door).toEqual(answers[0])
        expect(await oracle({ min: hidden.price, max: hidden.price }), door).toEqual(answers[0])
      }
      // Without a price bound it is found as ever: hidden prices are not hidden listings.
      const plain = await answer('POST', '/api/v3/listings/search', { filter: { id: { value: [hidden.id] } } })
      expect(found(plain)).toBe(true)
    },
  )

  it('learns nothing for a visitor who unlocked the listing either: searches use the public price for everybody', async () => {
    const token = await unlockToken(PASSWORD_PROTECTED.id)
    // The unlock shows the price on the listing itself...
    const card = (await answer(
      'POST',
      '/api/v3/listings/search',
      { filter: { id: { value: [PASSWORD_PROTECTED.id] } } },
      token,
    )) as { data: { attributes: { price_in_dollars: number | null; locked: boolean } }[] }
    expect(card.data[0]?.attributes).toMatchObject({ locked: false, price_in_dollars: PASSWORD_PROTECTED.price })
    // ...but filters and sorts keep to what everybody may see.
    const { answers } = await bisect(oracles(PASSWORD_PROTECTED.id, token)['search by id']!)
    expect(new Set(answers.map((each) => JSON.stringify(each))).size).toBe(1)
    expect(found(answers[0])).toBe(false)
  })
})

describe('the public price (search_price, migration 0012)', () => {
  const matches = async (id: number, price: Bounds) =>
    found(await answer('POST', '/api/v3/listings/search', { filter: { id: { value: [id] }, price_in_dollars: price } }))
  const around = { min: 149_000, max: 151_000 }

  it("follows a listing's writes: hiding its price or giving it a password takes it out of price bounds at once", async () => {
    expect(await matches(5, around)).toBe(true)
    await t.db.updateTable('listings').set({ disclose_price: false }).where('id', '=', 5).execute()
    expect(await matches(5, around)).toBe(false)
    await t.db
      .updateTable('listings')
      .set({ disclose_price: true, password_hash: 'a hash' })
      .where('id', '=', 5)
      .execute()
    expect(await matches(5, around)).toBe(false)
    await t.db.updateTable('listings').set({ password_hash: null }).where('id', '=', 5).execute()
    expect(await matches(5, around)).toBe(true)
  })

  it('is filled in for the listings a database held before the migration', async () => {
    const older = await testDatabase({ migrateTo: '0011-visitor-keys' })
    try {
      await insertBasics(older.db)
      await insertListings(older.db, [
        listing({ id: 1, price_in_dollars: 150_000 }),
        listing({ id: 2, price_in_dollars: 150_000, disclose_price: false }),
        listing({ id: 3, price_in_dollars: 150_000, password_hash: 'a hash' }),
      ])
      await migrateToLatest(older.db)
      const rows = await older.db.selectFrom('listings').select(['id', 'search_price']).orderBy('id').execute()
      expect(rows).toEqual([
        { id: 1, search_price: 150_000 },
        { id: 2, search_price: null },
        { id: 3, search_price: null },
      ])
    } finally {
      await older.close()
    }
  }, 60_000) // A database of its own, migrated from nothing: slow on a busy machine, not a budget.
})

describe('the price sort', () => {
  const ids = async (body: object) =>
    ((await answer('POST', '/api/v3/listings/search', body)) as { data: { id: string }[] }).data.map((each) =>
      Number(each.id),
    )

  it.each([
    ['the market', {}],
    ['a small box', { bounding_box: SMALL_BOX }],
    ['a wide box read cell by cell', { bounding_box: WIDE_BOX, filter: ACTIVE }],
  ])('puts hidden prices among the listings without one (NULLS LAST both ways), searching %s', async (_, scope) => {
    // Shown prices in order, then 2, 3 (hidden) and 4 (none) by id, in the sort's direction.
    expect(await ids({ ...scope, sort: 'price_in_dollars' })).toEqual([5, 1, 6, 2, 3, 4])
    expect(await ids({ ...scope, sort: '-price_in_dollars' })).toEqual([6, 1, 5, 4, 3, 2])
    // Page by page, the same order.
    const paged = []
    for (const number of [1, 2, 3])
      paged.push(...(await ids({ ...scope, sort: '-price_in_dollars', page: { number, size: 2 } })))
    expect(paged).toEqual([6, 1, 5, 4, 3, 2])
  })

  it('reads the wide box cell by cell (the path the sort test above needs)', async () => {
    const parsed = await parseSearchBody(t.db, { bounding_box: WIDE_BOX, filter: ACTIVE }, SITE_ID)
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors))
    expect((await boxCellPlan(t.db, parsed.query)).branches).not.toBeNull()
  })
})

describe('everything else a visitor is shown', () => {
  it("gives a hidden price's map marker and popup no price", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/listings/map/clusters',
      headers: siteAuthorization,
      payload: { bounding_box: SMALL_BOX, zoom: 14 },
    })
    expect(res.statusCode, res.body).toBe(200)
    const markers = (
      res.json().data as { attributes: { listings: { id: string; price_in_dollars: number | null }[] } }[]
    )
      .flatMap((cluster) => cluster.attributes.listings)
      .map((marker) => [marker.id, marker.price_in_dollars])
    expect(markers).toEqual(
      expect.arrayContaining([
        ['1', SHOWN.price],
        ['2', null],
        ['3', null],
      ]),
    )
    for (const hidden of HIDDEN) expectNoPrice(res.body, hidden.price)
  })

  it('gives suggestions of a hidden-price listing (its address and MLS number) no price', async () => {
    for (const q of ['2 quiet', '3 gated', 'mls000002', 'mls000003']) {
      const res = await t.app.inject({
        url: `/api/v3/suggestions?q=${encodeURIComponent(q)}`,
        headers: siteAuthorization,
      })
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().data.length, q).toBeGreaterThan(0)
      for (const hidden of HIDDEN) expectNoPrice(res.body, hidden.price)
    }
  })

  it('lists hidden-price listings in the sitemap without their price', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml', headers: { host: 'homes.test' } })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.body).toContain('/2</loc>')
    expect(res.body).toContain('/3</loc>')
    for (const hidden of HIDDEN) expectNoPrice(res.body, hidden.price)
  })

  it.each(HIDDEN)("keeps listing $id's price out of its served page, meta tags and JSON-LD", async (hidden) => {
    const page = await site.inject({ url: `/app/listing/some-slug/${hidden.id}`, headers: { host: 'homes.test' } })
    expect(page.statusCode, page.body).toBe(200)
    expectNoPrice(page.body, hidden.price)
    // The head the renderer writes (apps/idx's page-head.ts) comes from @idx/domain's listingSeoHead
    // over the document the page carries.
    const document = (await answer('GET', `/api/v3/listings/${hidden.id}`)) as {
      data: { id: string; attributes: Record<string, unknown> }
    }
    expect(document.data.attributes['price_in_dollars']).toBeNull()
    const head = listingSeoHead({ id: document.data.id, ...document.data.attributes } as SeoListing, {
      siteName: 'Test Realty',
      origin: 'https://homes.test',
    })
    expectNoPrice(JSON.stringify(head), hidden.price)
    expect((head.jsonLd['offers'] as Record<string, unknown> | undefined)?.['price']).toBeUndefined()
  })
})
