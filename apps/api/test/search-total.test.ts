import { RESULT_TOTAL_CAP } from '@idx/domain'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenDatabase } from '../src/db/database'
import { countListings } from '../src/listings/listings.repository'
import { parseSearchBody } from '../src/search/parse-search-body'
import { testDatabase } from './helpers/database'
import { insertBasics, insertListings, listing, SITE_ID } from './helpers/fixtures'
import { buildTestApp, siteAuthorization } from './helpers/platform-app'

// 10,005 listings: 10,000 Active in 78704 and 5 Pending in 78701, so one search matches more
// than the cap, one exactly the cap, and one a handful.
const ACTIVE = RESULT_TOTAL_CAP
const PENDING = 5

let database: OpenDatabase
let app: FastifyInstance

beforeAll(async () => {
  database = await testDatabase()
  await insertBasics(database.db)
  const rows = Array.from({ length: ACTIVE + PENDING }, (_, index) =>
    index < ACTIVE ? listing({ id: index + 1 }) : listing({ id: index + 1, listing_status: 'Pending', zip: '78701' }),
  )
  await insertListings(database.db, rows)
  app = await buildTestApp(database.db)
}, 120_000)

afterAll(async () => {
  await app.close()
  await database.close()
})

async function search(body: object) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v3/listings/search',
    headers: siteAuthorization,
    payload: body,
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as { data: { id: string }[]; meta: { total: number }; links: Record<string, string | null> }
}

describe('meta.total', () => {
  it('stops at 10000 when more listings match', async () => {
    const doc = await search({})
    expect(doc.meta.total).toBe(RESULT_TOTAL_CAP)
    expect(doc.data).toHaveLength(40)
    expect(doc.links.last).toBe('/api/v3/listings/search?page[number]=250&page[size]=40')
  })

  it('is exact at the cap and below it', async () => {
    expect((await search({ filter: { listing_status: { value: 'Active' } } })).meta.total).toBe(ACTIVE)
    expect((await search({ filter: { zip: { value: '78701' } } })).meta.total).toBe(PENDING)
    expect((await search({ filter: { zip: { value: '78701' } } })).data.map((r) => Number(r.id))).toEqual([
      10001, 10002, 10003, 10004, 10005,
    ])
  })

  it('pages up to the cap: the last page is full and the one after it is empty', async () => {
    const last = await search({ page: { number: 250 } })
    expect(last.data.map((r) => Number(r.id))).toEqual(Array.from({ length: 40 }, (_, i) => 9961 + i))
    expect(last.links.next).toBeNull()
    const past = await search({ page: { number: 251 } })
    expect(past.data).toEqual([])
    expect(past.meta.total).toBe(RESULT_TOTAL_CAP)
  })

  it('counts no further than the cap it is given', async () => {
    const parsed = await parseSearchBody(database.db, {}, SITE_ID)
    if (!parsed.ok) throw new Error('the empty search is valid')
    expect(await countListings(database.db, parsed.query, SITE_ID, 7)).toBe(7)
    expect(await countListings(database.db, parsed.query, SITE_ID, 20_000)).toBe(ACTIVE + PENDING)
  })
})
