import type { BoundingBox, SearchFilter } from '@idx/domain'
import { describe, expect, it } from 'vitest'
import { clearClusterCells } from '../src/clusters/clear-cluster-cells.js'
import { refreshClusterCells } from '../src/clusters/refresh-cluster-cells.js'
import { insertBasics, insertListings, listing, MARKET_ID, OTHER_MARKET_ID } from './helpers/fixtures.js'
import { postApi, postSearch, siteAuthorization } from './helpers/platform-app.js'
import { withTestApp } from './helpers/test-app.js'

// The map and the list count the same listings, on fixtures shaped like the seeded Austin market:
// a metro of Austin and Round Rock listings in both purchase types and several statuses, a few
// sent without coordinates and one hiding its address (neither has a place on the map), and a
// listing of another market. The searches use the market's default filter (for sale, Active or
// Coming Soon), as the search screen does.

const DEFAULT_FILTER: SearchFilter = {
  listing_status: { value: ['Active', 'Coming Soon'] },
  purchase_type: { value: 'Purchase' },
}
const ROUND_ROCK: SearchFilter = { ...DEFAULT_FILTER, city_state: { value: 'Round Rock' } }

const roundRock = (id: number, overrides: Parameters<typeof listing>[0] = { id }) =>
  listing({
    city: 'Round Rock',
    city_state: 'Round Rock, TX',
    zip: '78664',
    subtitle: 'Round Rock, TX 78664',
    ...overrides,
    id,
  })

/** Degrees as the feed sends them (6 decimals): a place's box, rounded to 1e-7°, holds them exactly. */
const degrees = (value: number) => Math.round(value * 1e6) / 1e6

const austin = Array.from({ length: 40 }, (_, i) =>
  listing({
    id: 1 + i,
    latitude: degrees(30.15 + (i % 8) * 0.03),
    longitude: degrees(-97.9 + Math.floor(i / 8) * 0.06),
    listing_status: i % 10 === 9 ? 'Pending' : i % 10 === 8 ? 'Coming Soon' : 'Active',
    purchase_type: i % 7 === 6 ? 'Lease' : 'Purchase',
  }),
)
const roundRocks = Array.from({ length: 12 }, (_, i) =>
  roundRock(101 + i, {
    id: 101 + i,
    latitude: degrees(30.48 + (i % 4) * 0.025),
    longitude: degrees(-97.71 + Math.floor(i / 4) * 0.04),
  }),
)
/** Listings the map cannot place: sent without coordinates, or hiding their address. */
const unplaced = [
  listing({ id: 201, latitude: null, longitude: null }),
  listing({ id: 202, latitude: null, longitude: null, listing_status: 'Coming Soon' }),
  roundRock(203, { id: 203, latitude: null, longitude: null }),
  roundRock(204, { id: 204, latitude: 30.5, longitude: -97.68, disclose_address: false }),
  // Not found by the default filter: a Pending one, and a lease.
  roundRock(205, { id: 205, latitude: null, longitude: null, listing_status: 'Pending' }),
  listing({ id: 206, latitude: null, longitude: null, purchase_type: 'Lease' }),
]
const elsewhere = [listing({ id: 301, market_id: OTHER_MARKET_ID, latitude: 32.78, longitude: -96.8 })]

/** Far past the whole metro: where a visitor ends up zooming the map out (zoom 8). */
const ZOOMED_OUT: BoundingBox = { top_left: { lat: 31.3, lng: -98.9 }, bottom_right: { lat: 29.3, lng: -96.6 } }
/** Central Austin: cuts the metro. */
const DOWNTOWN: BoundingBox = { top_left: { lat: 30.3, lng: -97.85 }, bottom_right: { lat: 30.2, lng: -97.7 } }

const t = withTestApp({
  seed: async (db) => {
    await insertBasics(db)
    await insertListings(db, [...austin, ...roundRocks, ...unplaced, ...elsewhere])
    await db
      .insertInto('suggestions')
      .values({
        id: 'city:round-rock-tx',
        market_id: MARKET_ID,
        type: 'city',
        name: 'Round Rock, TX',
        label: 'Texas',
        search_text: 'round rock, tx',
        listing_id: null,
        area_id: null,
        listing_status: null,
      })
      .execute()
  },
})

type ClustersJson = {
  data: { attributes: { document_count: number } }[]
  meta: { total: number; zoom: number; not_on_map: number }
}

function clusters(body: { bounding_box: BoundingBox; zoom: number; filter: SearchFilter }) {
  return postApi<ClustersJson>(t.app, 'listings/map/clusters', body)
}

/** What the map counts: its clusters' listings plus the listings it says it cannot place. */
function mapCount(document: ClustersJson): number {
  const clustered = document.data.reduce((sum, cluster) => sum + cluster.attributes.document_count, 0)
  expect(clustered).toBe(document.meta.total)
  return clustered + document.meta.not_on_map
}

async function total(body: object): Promise<number> {
  return (await postSearch(t.app, body)).meta.total
}

async function placeBox(query: string): Promise<BoundingBox> {
  const res = await t.app.inject({ url: `/api/v3/places?${query}`, headers: siteAuthorization })
  expect(res.statusCode, res.body).toBe(200)
  return (res.json() as { data: { attributes: { bounding_box: BoundingBox } }[] }).data[0]!.attributes.bounding_box
}

/** A box with some room around `box`, as a map fitted to a place shows it. */
function around(box: BoundingBox, margin = 0.02): BoundingBox {
  return {
    top_left: { lat: box.top_left.lat + margin, lng: box.top_left.lng - margin },
    bottom_right: { lat: box.bottom_right.lat - margin, lng: box.bottom_right.lng + margin },
  }
}

describe.each([
  ['fresh', () => refreshClusterCells(t.db)],
  ['stale', () => clearClusterCells(t.db)],
] as const)('the map and the list count the same listings (cluster cells %s)', (_cells, prepare) => {
  it('for a City filter: the clusters of the city and the listings without a place add up to the total', async () => {
    await prepare()
    const listed = await total({ filter: ROUND_ROCK })
    expect(listed).toBe(14) // 12 placed, one without coordinates, one hiding its address
    const city = await placeBox('cities=' + encodeURIComponent(JSON.stringify(['Round Rock'])))
    const map = await clusters({ bounding_box: around(city), zoom: 12, filter: ROUND_ROCK })
    expect(map.meta.not_on_map).toBe(2)
    expect(mapCount(map)).toBe(listed)
    // The map moved to the city by the visitor (its box in the search) counts the same.
    expect(await total({ filter: ROUND_ROCK, bounding_box: around(city) })).toBe(listed)
  })

  it('for a zoomed-out box: the search keeps the listings without a place, and the map says how many', async () => {
    await prepare()
    const listed = await total({ filter: DEFAULT_FILTER })
    expect(await total({ filter: DEFAULT_FILTER, bounding_box: ZOOMED_OUT })).toBe(listed)
    const map = await clusters({ bounding_box: ZOOMED_OUT, zoom: 8, filter: DEFAULT_FILTER })
    expect(map.meta.not_on_map).toBe(4) // 201, 202, 203 and 204
    expect(mapCount(map)).toBe(listed)
  })

  it('for a box that cuts the area: only the listings inside it, every one of them on the map', async () => {
    await prepare()
    const inBox = await total({ filter: DEFAULT_FILTER, bounding_box: DOWNTOWN })
    expect(inBox).toBeGreaterThan(0)
    expect(inBox).toBeLessThan(await total({ filter: DEFAULT_FILTER }))
    const map = await clusters({ bounding_box: DOWNTOWN, zoom: 11, filter: DEFAULT_FILTER })
    expect(map.meta.not_on_map).toBe(0)
    expect(mapCount(map)).toBe(inBox)
  })

  it('for a box that holds a City filter’s whole city but not the metro', async () => {
    await prepare()
    const city = await placeBox('ids=city:round-rock-tx')
    const listed = await total({ filter: ROUND_ROCK })
    expect(await total({ filter: ROUND_ROCK, bounding_box: city })).toBe(listed)
    expect(mapCount(await clusters({ bounding_box: city, zoom: 12, filter: ROUND_ROCK }))).toBe(listed)
    // Without the City filter the same box cuts the metro: it narrows.
    const narrowed = await total({ filter: DEFAULT_FILTER, bounding_box: city })
    expect(narrowed).toBe(12)
    expect(mapCount(await clusters({ bounding_box: city, zoom: 12, filter: DEFAULT_FILTER }))).toBe(narrowed)
  })
})

describe('GET places with a City filter’s cities', () => {
  it('outlines a typed city as the city suggestion does, matched in any case and with or without its state', async () => {
    const suggested = await placeBox('ids=city:round-rock-tx')
    expect(await placeBox('cities=' + encodeURIComponent(JSON.stringify(['round rock'])))).toEqual(suggested)
    const res = await t.app.inject({
      url: `/api/v3/places?cities=${encodeURIComponent(JSON.stringify(['Round Rock, TX', 'Nowhere']))}`,
      headers: siteAuthorization,
    })
    const data = (res.json() as { data: { id: string; attributes: { name: string; bounding_box: unknown } }[] }).data
    expect(data.map((place) => [place.id, place.attributes.name, place.attributes.bounding_box])).toEqual([
      ['city_state:round rock, tx', 'Round Rock, TX', suggested],
      ['city_state:nowhere', 'Nowhere', null],
    ])
  })

  it('refuses cities that are not a JSON array of strings, and neither ids nor cities', async () => {
    for (const query of ['cities=Round%20Rock', 'cities=%5B1%5D', 'ids=']) {
      const res = await t.app.inject({ url: `/api/v3/places?${query}`, headers: siteAuthorization })
      expect(res.statusCode, query).toBe(400)
    }
  })
})
