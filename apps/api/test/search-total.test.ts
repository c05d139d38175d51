import { RESULT_TOTAL_CAP } from '@idx/domain'
import { describe, expect, it } from 'vitest'
import { refreshClusterCells } from '../src/clusters/refresh-cluster-cells.js'
import { countListings } from '../src/listings/search-page.js'
import { boxMatchFloor } from '../src/listings/box-match-floor.js'
import { parseSearchBody } from '../src/search/parse-search-body.js'
import { insertBasics, insertListings, listing, SITE_ID } from './helpers/fixtures.js'
import { postSearch } from './helpers/platform-app.js'
import { withTestApp } from './helpers/test-app.js'

// 10,005 listings: 10,000 Active in 78704 and 5 Pending in 78701, so one search matches more
// than the cap, one exactly the cap, and one a handful.
const ACTIVE = RESULT_TOTAL_CAP
const PENDING = 5

const t = withTestApp({
  seed: async (db) => {
    await insertBasics(db)
    const rows = Array.from({ length: ACTIVE + PENDING }, (_, index) =>
      index < ACTIVE ? listing({ id: index + 1 }) : listing({ id: index + 1, listing_status: 'Pending', zip: '78701' }),
    )
    await insertListings(db, rows)
  },
})

function search(body: object) {
  return postSearch(t.app, body)
}

describe('meta.total', () => {
  it('stops at 10000 when more listings match', async () => {
    const doc = await search({})
    expect(doc.meta.total).toBe(RESULT_TOTAL_CAP)
    expect(doc.data).toHaveLength(40)
    expect(doc.links.last).toBe('/api/v3/listings/search?page%5Bnumber%5D=250&page%5Bsize%5D=40')
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
    const parsed = await parseSearchBody(t.db, {}, SITE_ID)
    if (!parsed.ok) throw new Error('the empty search is valid')
    expect(await countListings(t.db, parsed.query, SITE_ID, 7)).toBe(7)
    expect(await countListings(t.db, parsed.query, SITE_ID, 20_000)).toBe(ACTIVE + PENDING)
  })
})

describe('a box that cluster_cells proves dense', () => {
  const box = { top_left: { lat: 30.4, lng: -97.9 }, bottom_right: { lat: 30.1, lng: -97.6 } }
  const parsed = async (body: object) => {
    const result = await parseSearchBody(t.db, body, SITE_ID)
    if (!result.ok) throw new Error(JSON.stringify(result.errors))
    return result.query
  }

  it('answers the same pages and total whether or not the cells are fresh', async () => {
    const bodies = [
      { bounding_box: box },
      { bounding_box: box, sort: '-price_in_dollars', page: { number: 3 } },
      { bounding_box: box, filter: { listing_status: { value: ['Active', 'Pending'] } }, page: { number: 250 } },
    ]
    const stale = []
    for (const body of bodies) stale.push(await search(body))
    expect(await boxMatchFloor(t.db, await parsed({ bounding_box: box }))).toBe(0)

    await refreshClusterCells(t.db)
    expect(await boxMatchFloor(t.db, await parsed({ bounding_box: box }))).toBe(ACTIVE + PENDING)
    for (const [index, body] of bodies.entries()) {
      const fresh = await search(body)
      expect(fresh.meta.total).toBe(RESULT_TOTAL_CAP)
      expect(fresh.data.map((r) => r.id)).toEqual(stale[index]!.data.map((r) => r.id))
    }
  })

  it('gives no floor for filters the cells do not hold, boxes that cut cells, or small boxes', async () => {
    await refreshClusterCells(t.db)
    const pending = await parsed({ bounding_box: box, filter: { listing_status: { value: 'Pending' } } })
    expect(await boxMatchFloor(t.db, pending)).toBe(PENDING)
    const priced = await parsed({ bounding_box: box, filter: { price_in_dollars: { min: 1 } } })
    expect(await boxMatchFloor(t.db, priced)).toBe(0)
    // Every listing sits at (30.25, -97.76): a box whose edge passes east of them holds none of them.
    const west = { top_left: { lat: 30.4, lng: -97.9 }, bottom_right: { lat: 30.1, lng: -97.761 } }
    expect(await boxMatchFloor(t.db, await parsed({ bounding_box: west }))).toBe(0)
    const tiny = { top_left: { lat: 30.26, lng: -97.77 }, bottom_right: { lat: 30.24, lng: -97.75 } }
    expect(await boxMatchFloor(t.db, await parsed({ bounding_box: tiny }))).toBe(0)
  })
})
