import { SEARCH_SORTS, type SearchSort } from '@idx/domain'
import type { Insertable } from 'kysely'
import { describe, expect, it } from 'vitest'
import type { ListingsTable } from '../src/listings/listings.tables.js'
import { refreshClusterCells } from '../src/clusters/refresh-cluster-cells.js'
import { boxCellPlan, countCellKeys } from '../src/listings/box-cells.js'
import { parseSearchBody } from '../src/search/parse-search-body.js'
import { insertBasics, insertListings, listing, SITE_ID } from './helpers/fixtures.js'
import { pageOf, postSearch } from './helpers/platform-app.js'
import { withTestApp } from './helpers/test-app.js'

// Large boxes are read cell by cell (migration 0005, src/search/box-cells.ts): one ordered scan
// per (status, search cell), merged. These listings straddle the edges of zoom-6 cells around
// Austin (x edges at -98.4375 and -97.03125), with NULLs in every nullable sort column, hidden
// addresses and missing coordinates, so the merged pages can be compared with a plain sort.

const COUNT = 900
const STATUSES = ['Active', 'Pending', 'Sold'] as const

/** A deterministic value in [0, 1) for listing `id`, draw `k`. */
function draw(id: number, k: number): number {
  const x = Math.sin(id * 12.9898 + k * 78.233) * 43758.5453
  return x - Math.floor(x)
}

const rows: Insertable<ListingsTable>[] = Array.from({ length: COUNT }, (_, index) => {
  const id = index + 1
  const land = draw(id, 1) < 0.1
  return listing({
    id,
    latitude: id % 97 === 0 ? null : 29.7 + draw(id, 2) * 1.2,
    longitude: id % 97 === 0 ? null : -99 + draw(id, 3) * 2.6,
    listing_status: STATUSES[Math.floor(draw(id, 4) * STATUSES.length)]!,
    purchase_type: draw(id, 5) < 0.2 ? 'Lease' : 'Purchase',
    type: land ? 'Lots and Land' : 'Residential',
    bedrooms: land ? null : 1 + Math.floor(draw(id, 6) * 5),
    bathrooms: land ? null : 1 + Math.floor(draw(id, 7) * 6) / 2,
    lot_acre: id % 13 === 0 ? null : Math.floor(draw(id, 8) * 8) / 4,
    price_in_dollars: id % 17 === 0 ? null : 100_000 + Math.floor(draw(id, 9) * 20) * 50_000,
    disclose_address: id % 23 !== 0,
    // Hidden prices (searched as none, see hidden-price.test.ts): undisclosed, or behind a password.
    disclose_price: id % 19 !== 0,
    password_hash: id % 29 === 0 ? '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA' : null,
  })
})

/** The price a search filters and sorts by: none when the listing hides it (migration 0012). */
function publicPrice(row: Insertable<ListingsTable>): number | null {
  return row.disclose_price === false || row.password_hash ? null : (row.price_in_dollars ?? null)
}

const wide = { top_left: { lat: 30.7, lng: -98.9 }, bottom_right: { lat: 29.8, lng: -96.6 } }

const t = withTestApp({
  seed: async (db) => {
    await insertBasics(db)
    await insertListings(db, rows)
  },
})

type Body = {
  filter: Record<string, unknown>
  sort: SearchSort
  page: { number: number; size?: number }
  bounding_box: typeof wide
}

/** What a search must answer, from the rows themselves: the filter, the box, the sort with NULLs last and the id. */
function expected(body: Body): { ids: number[]; total: number } {
  const filter = body.filter as {
    listing_status?: { value: string[] }
    purchase_type?: { value: string }
    price_in_dollars?: { min: number; max: number }
    bedrooms?: { min: number }
  }
  const box = body.bounding_box
  const range = filter.price_in_dollars
  const inPriceRange = (price: number | null) => !range || (price !== null && price >= range.min && price <= range.max)
  const matching = rows.filter(
    (row) =>
      row.latitude != null &&
      row.longitude != null &&
      row.disclose_address !== false &&
      row.latitude <= box.top_left.lat &&
      row.latitude >= box.bottom_right.lat &&
      row.longitude >= box.top_left.lng &&
      row.longitude <= box.bottom_right.lng &&
      (!filter.listing_status || filter.listing_status.value.includes(row.listing_status)) &&
      (!filter.purchase_type || filter.purchase_type.value === row.purchase_type) &&
      inPriceRange(publicPrice(row)) &&
      (!filter.bedrooms || (row.bedrooms != null && row.bedrooms >= filter.bedrooms.min)),
  )
  const descending = body.sort.startsWith('-')
  const field = (descending ? body.sort.slice(1) : body.sort) as keyof ListingsTable
  const value = (row: Insertable<ListingsTable>) => {
    if (field === 'price_in_dollars') return publicPrice(row)
    const v = row[field as keyof Insertable<ListingsTable>] as number | Date | null | undefined
    return v == null ? null : Number(v)
  }
  matching.sort((a, b) => {
    const [x, y] = [value(a), value(b)]
    if (x === null || y === null) return x === y ? (descending ? b.id - a.id : a.id - b.id) : x === null ? 1 : -1
    if (x !== y) return descending ? y - x : x - y
    return descending ? b.id - a.id : a.id - b.id
  })
  const size = body.page.size ?? 40
  const start = (body.page.number - 1) * size
  return { ids: matching.slice(start, start + size).map((row) => row.id), total: matching.length }
}

async function search(body: Body) {
  return pageOf(await postSearch(t.app, body))
}

async function plan(body: object) {
  const parsed = await parseSearchBody(t.db, body, SITE_ID)
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors))
  return boxCellPlan(t.db, parsed.query)
}

const FILTERS: Record<string, unknown>[] = [
  { listing_status: { value: ['Active'] } },
  { listing_status: { value: ['Active', 'Pending'] }, purchase_type: { value: 'Purchase' } },
  {
    listing_status: { value: ['Active', 'Sold'] },
    price_in_dollars: { min: 300_000, max: 900_000 },
    bedrooms: { min: 2 },
  },
]

function bodies(): Body[] {
  return SEARCH_SORTS.flatMap((sort, index) => [
    { filter: FILTERS[index % FILTERS.length]!, sort, page: { number: 1 }, bounding_box: wide },
    { filter: FILTERS[(index + 1) % FILTERS.length]!, sort, page: { number: 2, size: 25 }, bounding_box: wide },
  ])
}

describe('a large box read cell by cell', () => {
  it('answers the same pages and totals as a plain sort, before and after cluster_cells is refreshed', async () => {
    expect((await plan({ bounding_box: wide, filter: FILTERS[0] })).branches?.length).toBeGreaterThan(1)
    for (const body of bodies()) expect(await search(body), JSON.stringify(body)).toEqual(expected(body))

    await refreshClusterCells(t.db)
    const fresh = await plan({ bounding_box: wide, filter: FILTERS[1] })
    // Only cells and statuses that hold matching listings: never Sold here.
    expect(fresh.branches?.length).toBeGreaterThan(1)
    expect(fresh.branches?.every((branch) => branch.status !== 'Sold')).toBe(true)
    for (const body of bodies()) expect(await search(body), JSON.stringify(body)).toEqual(expected(body))
    // Without a status filter, the statuses come from cluster_cells.
    expect((await plan({ bounding_box: wide, filter: {} })).branches?.length).toBeGreaterThan(1)
    for (const sort of ['-price_in_dollars', 'lot_acre'] as const) {
      const body: Body = { filter: {}, sort, page: { number: 2 }, bounding_box: wide }
      expect(await search(body), JSON.stringify(body)).toEqual(expected(body))
    }
  })

  it('finds listings on the edges of the box and never those with a hidden address', async () => {
    await refreshClusterCells(t.db)
    const target = rows.find((row) => row.id === 5)!
    const edge = {
      top_left: { lat: target.latitude!, lng: target.longitude! },
      bottom_right: { lat: target.latitude! - 0.9, lng: target.longitude! + 1.5 },
    }
    const body: Body = {
      filter: { listing_status: { value: [...STATUSES] } },
      sort: 'price_in_dollars',
      page: { number: 1, size: 40 },
      bounding_box: edge,
    }
    expect(await search(body)).toEqual(expected(body))
    const hidden = rows.filter((row) => row.disclose_address === false).map((row) => row.id)
    const all = await search({ ...body, page: { number: 1, size: 40 } })
    expect(all.ids.some((id) => hidden.includes(id))).toBe(false)
  })

  it('counts a city-sized box over its fine count cells, edges included', async () => {
    // With stale cluster_cells a box of over half a degree is read cell by cell and counted over
    // the zoom-11 cells it touches (migration 0006); its corner sits exactly on a listing. (With
    // fresh cells this sparse box is read through the location index instead: same answers.)
    const target = rows.find((row) => row.id === 11 && row.latitude != null)!
    const city = {
      top_left: { lat: target.latitude!, lng: target.longitude! },
      bottom_right: { lat: target.latitude! - 0.4, lng: target.longitude! + 0.6 },
    }
    expect(countCellKeys(city)?.length).toBeGreaterThan(1)
    for (const fresh of [true, false]) {
      if (fresh) await refreshClusterCells(t.db)
      else await t.db.updateTable('cluster_cells_state').set({ stale: true }).where('id', '=', 1).execute()
      for (const [index, filter] of FILTERS.entries()) {
        const body: Body = { filter, sort: SEARCH_SORTS[index]!, page: { number: 1, size: 10 }, bounding_box: city }
        const answer = await search(body)
        expect(answer, JSON.stringify(body)).toEqual(expected(body))
        expect(answer.total).toBeGreaterThan(0)
      }
      if (!fresh) expect((await plan({ bounding_box: city, filter: FILTERS[0] })).branches).not.toBeNull()
    }
  })

  it('is not used for narrow boxes, nor without a status filter while cluster_cells is stale', async () => {
    const narrow = { top_left: { lat: 30.3, lng: -97.8 }, bottom_right: { lat: 30.2, lng: -97.75 } }
    expect((await plan({ bounding_box: narrow, filter: FILTERS[0] })).branches).toBeNull()
    await t.db.updateTable('cluster_cells_state').set({ stale: true }).where('id', '=', 1).execute()
    expect((await plan({ bounding_box: wide, filter: {} })).branches).toBeNull()
    expect((await plan({ bounding_box: wide, filter: FILTERS[0] })).branches).not.toBeNull()
  })
})
