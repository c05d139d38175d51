import type { BoundingBox, SearchFilter } from '@idx/domain'
import { describe, expect, it } from 'vitest'
import { clearClusterCells } from '../src/clusters/clear-cluster-cells.js'
import { cellRange, cellsAcross, GRID_DEFAULTS, mercatorX, mercatorY, zoomForBox } from '../src/search/cluster-grid.js'
import { clusterListings, liveClusterCells } from '../src/clusters/clusters.repository.js'
import { findClusters } from '../src/clusters/clusters.service.js'
import { refreshClusterCells } from '../src/clusters/refresh-cluster-cells.js'
import { insertBasics, insertListings, listing, MARKET_ID, OTHER_MARKET_ID, SITE_ID } from './helpers/fixtures.js'
import { postSearch, siteAuthorization } from './helpers/platform-app.js'
import { withTestApp } from './helpers/test-app.js'

// A hand-made grid at zoom 10 around Austin. Cells there are 0.087890625 degrees of longitude
// wide and about 0.076 degrees of latitude tall:
//   (935, 1685): lng -97.822..-97.734, lat 30.2970..30.3729  -> C: 201 Pending, 202 Active Lease
//   (935, 1686): lng -97.822..-97.734, lat 30.2211..30.2970  -> A: 1, 2, 3, and 305 (past the box,
//                                                                inside WIDE_BOX)
//   (936, 1686): lng -97.734..-97.646, lat 30.2211..30.2970  -> B: 101..112 (12 listings)
// Never clustered: 301 (no coordinates), 302 (other market), 303 (hidden address).
// 304 (Houston) lies outside every cell the box touches.

const BOX: BoundingBox = { top_left: { lat: 30.35, lng: -97.8 }, bottom_right: { lat: 30.23, lng: -97.66 } }
/** BOX reaching far enough south-west to hold 305. */
const WIDE_BOX: BoundingBox = { top_left: { lat: 30.35, lng: -97.82 }, bottom_right: { lat: 30.22, lng: -97.66 } }
/** A box whose edges cut through the spread listings of the last tests. */
const CUT_METRO: BoundingBox = { top_left: { lat: 30.41, lng: -97.87 }, bottom_right: { lat: 30.17, lng: -97.61 } }
const AUTH = siteAuthorization

const cellA = [
  listing({ id: 1, latitude: 30.25, longitude: -97.78, price_in_dollars: 300_000 }),
  listing({ id: 2, latitude: 30.26, longitude: -97.77, disclose_price: false }),
  listing({ id: 3, latitude: 30.27, longitude: -97.76, photo_count: 0 }),
  // Password-protected: its marker shows no price (the gate hides it).
  listing({
    id: 305,
    latitude: 30.225,
    longitude: -97.81,
    password_hash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
  }),
]
const cellB = Array.from({ length: 12 }, (_, i) =>
  listing({
    id: 101 + i,
    latitude: 30.23 + i * 0.005,
    longitude: -97.72 + i * 0.005,
    price_in_dollars: i === 11 ? 350_000 : 500_000,
  }),
)
const cellC = [
  listing({ id: 201, latitude: 30.33, longitude: -97.79, listing_status: 'Pending' }),
  listing({ id: 202, latitude: 30.34, longitude: -97.79, purchase_type: 'Lease', property_type: 'Condominium' }),
]
const neverClustered = [
  listing({ id: 301, latitude: null, longitude: null }),
  listing({ id: 302, market_id: OTHER_MARKET_ID, latitude: 30.25, longitude: -97.78 }),
  listing({ id: 303, latitude: 30.26, longitude: -97.78, disclose_address: false }),
  listing({ id: 304, latitude: 29.76, longitude: -95.37 }),
]

const t = withTestApp({
  seed: async (db) => {
    await insertBasics(db)
    await insertListings(db, [...cellA, ...cellB, ...cellC, ...neverClustered])
  },
})

function postClusters(body: unknown, type: 'listings' | 'properties' = 'listings') {
  return t.app.inject({ method: 'POST', url: `/api/v3/${type}/map/clusters`, headers: AUTH, payload: body as object })
}

type ClusterJson = {
  id: string
  type: string
  attributes: {
    centroid: { lat: number; lng: number }
    bounding_box: BoundingBox
    document_count: number
    hit_count: number
    listings: { id: string }[]
  }
}

function summary(data: ClusterJson[]) {
  return data.map((c) => [c.id, c.attributes.document_count, c.attributes.hit_count])
}

describe('the clustering grid', () => {
  it('has 2^(zoom+2) cells of 64 px across the world', () => {
    expect(cellsAcross(0)).toBe(4)
    expect(cellsAcross(10)).toBe(4096)
    expect(cellsAcross(22)).toBe(16_777_216)
  })

  it('numbers cells from the north-west corner of the Web Mercator world', () => {
    expect([mercatorX(-180), mercatorX(0), mercatorX(180)]).toEqual([0, 0.5, 1])
    expect(mercatorY(0)).toBeCloseTo(0.5, 12)
    expect(mercatorY(85.0511287798066)).toBeCloseTo(0, 9)
    expect(mercatorY(-90)).toBeCloseTo(1, 9)
    expect(cellRange(BOX, 10)).toEqual({ x0: 935, x1: 936, y0: 1685, y1: 1686 })
  })

  it('derives the zoom at which a box fills a 1024 px wide map', () => {
    expect(zoomForBox(BOX)).toBe(13) // 0.14 degrees wide
    expect(zoomForBox({ top_left: { lat: 50, lng: -130 }, bottom_right: { lat: 24, lng: -60 } })).toBe(4)
    expect(zoomForBox({ top_left: { lat: 80, lng: -180 }, bottom_right: { lat: -80, lng: 180 } })).toBe(2)
  })
})

describe('POST listings/map/clusters', () => {
  it('counts the listings inside the box of every cell it touches, with centroid and extent', async () => {
    const res = await postClusters({ bounding_box: BOX, zoom: 10 })
    expect(res.statusCode).toBe(200)
    const body = res.json() as { data: ClusterJson[]; meta: { total: number; zoom: number; not_on_map: number } }
    // 305 shares cell A but lies past the box: the search does not find it, so no cluster counts it.
    expect(summary(body.data)).toEqual([
      ['10/935/1685', 2, 2],
      ['10/935/1686', 3, 3],
      ['10/936/1686', 12, 0],
    ])
    // 305 lies past the box, so the box narrows the search: no listing without a place is counted.
    expect(body.meta).toEqual({ total: 17, zoom: 10, not_on_map: 0 })
    const a = body.data[1]!
    expect(a.type).toBe('clusters')
    expect(a.attributes.centroid).toEqual({ lat: 30.26, lng: -97.77 })
    expect(a.attributes.bounding_box).toEqual({
      top_left: { lat: 30.27, lng: -97.78 },
      bottom_right: { lat: 30.25, lng: -97.76 },
    })
    const wide = (await postClusters({ bounding_box: WIDE_BOX, zoom: 10 })).json() as { data: ClusterJson[] }
    expect(wide.data[1]!.attributes.centroid).toEqual({ lat: 30.25125, lng: -97.78 })
    expect(wide.data[1]!.attributes.bounding_box).toEqual({
      top_left: { lat: 30.27, lng: -97.81 },
      bottom_right: { lat: 30.225, lng: -97.76 },
    })
    expect(body.data[2]!.attributes.centroid).toEqual({ lat: 30.2575, lng: -97.6925 })
    expect(body.data[2]!.attributes.listings).toEqual([])
  })

  it('gives small clusters their listings, as a map marker and popup need them', async () => {
    const res = await postClusters({ bounding_box: WIDE_BOX, zoom: 10 })
    const a = (res.json() as { data: ClusterJson[] }).data[1]!
    expect(a.attributes.listings.map((l) => l.id)).toEqual(['1', '2', '3', '305'])
    expect(a.attributes.listings[0]).toEqual({
      id: '1',
      lat: 30.25,
      lng: -97.78,
      price_in_dollars: 300_000,
      listing_status: 'Active',
      title: '1 Test St',
      subtitle: 'Austin, TX 78704',
      mls_number: 'MLS000001',
      listing_broker: 'Test Realty',
      cover_photo_url: '/api/v3/photos/1/0/270x112.png',
      slug: '1-test-st-austin-tx-78704',
    })
    expect(a.attributes.listings[1]).toMatchObject({ id: '2', price_in_dollars: null })
    expect(a.attributes.listings[2]).toMatchObject({ id: '3', cover_photo_url: null })
    expect(a.attributes.listings[3]).toMatchObject({ id: '305', price_in_dollars: null })
  })

  it('honours the search filters: status, purchase type, ranges', async () => {
    const active = await postClusters({ bounding_box: BOX, zoom: 10, filter: { listing_status: { value: 'Active' } } })
    expect(summary(active.json().data)).toEqual([
      ['10/935/1685', 1, 1],
      ['10/935/1686', 3, 3],
      ['10/936/1686', 12, 0],
    ])
    const purchase = await postClusters({
      bounding_box: BOX,
      zoom: 10,
      filter: { listing_status: { value: ['Active'] }, purchase_type: { value: 'Purchase' } },
    })
    expect(summary(purchase.json().data)).toEqual([
      ['10/935/1686', 3, 3],
      ['10/936/1686', 12, 0],
    ])
    expect(purchase.json().meta.total).toBe(15)
    const cheap = await postClusters({ bounding_box: BOX, zoom: 10, filter: { price_in_dollars: { max: 400_000 } } })
    const cheapData = cheap.json().data as ClusterJson[]
    expect(summary(cheapData)).toEqual([
      ['10/935/1686', 1, 1],
      ['10/936/1686', 1, 1],
    ])
    expect(cheapData.map((c) => c.attributes.listings.map((l) => l.id))).toEqual([['1'], ['112']])
  })

  it('clusters the market asked for, and never listings without coordinates or with a hidden address', async () => {
    const world = { top_left: { lat: 85, lng: -180 }, bottom_right: { lat: -85, lng: 180 } }
    const austin = await postClusters({ bounding_box: world, zoom: 0 })
    expect(summary(austin.json().data)).toEqual([['0/0/1', 19, 0]]) // 18 + Houston; not 301, 302, 303
    const dallas = await postClusters({ bounding_box: world, zoom: 0, market_id: OTHER_MARKET_ID })
    expect(dallas.json().data[0].attributes.listings.map((l: { id: string }) => l.id)).toEqual(['302'])
  })

  it('derives the zoom from the box when none is given', async () => {
    const res = await postClusters({ bounding_box: BOX })
    expect(res.statusCode).toBe(200)
    expect(res.json().meta.zoom).toBe(13)
    expect(res.json().meta.total).toBe(17)
  })

  it('answers the same under properties/map/clusters', async () => {
    const listings = await postClusters({ bounding_box: BOX, zoom: 10 })
    const properties = await postClusters({ bounding_box: BOX, zoom: 10 }, 'properties')
    expect(properties.statusCode).toBe(200)
    expect(properties.json()).toEqual(listings.json())
  })

  it.each([
    [{ zoom: 10 }, '/bounding_box', "'bounding_box' is required"],
    [{ bounding_box: BOX, zoom: 23 }, '/zoom', 'zoom must be an integer from 0 to 22'],
    [{ bounding_box: BOX, zoom: -1 }, '/zoom', 'zoom must be an integer from 0 to 22'],
    [{ bounding_box: BOX, zoom: 10.5 }, '/zoom', 'zoom must be an integer from 0 to 22'],
    [{ bounding_box: BOX, zoom: '10' }, '/zoom', 'zoom must be an integer from 0 to 22'],
    [
      { bounding_box: { top_left: BOX.bottom_right, bottom_right: BOX.top_left }, zoom: 10 },
      '/bounding_box',
      'top_left must be north-west of bottom_right',
    ],
    [
      { bounding_box: { top_left: { lat: 95, lng: 0 }, bottom_right: { lat: 0, lng: 1 } } },
      '/bounding_box/top_left/lat',
    ],
    [{ bounding_box: BOX, filter: { pool: { value: true } } }, '/filter/pool', "Unknown filter field 'pool'"],
    [
      { bounding_box: BOX, filter: { price_in_dollars: { min: 5, max: 1 } } },
      '/filter/price_in_dollars/min',
      'min must not be greater than max (5 > 1)',
    ],
    [{ bounding_box: BOX, market_id: 99 }, '/market_id', 'Unknown market 99'],
    [{ bounding_box: BOX, sort: 'price_in_dollars' }, '/sort', "Unknown member 'sort'"],
    [{ bounding_box: BOX, filter: { suggestion: { value: ['zip:00000'] } } }, '/filter/suggestion/value/0'],
  ])('answers 400 pointing at the bad member: %j', async (body, pointer, detail?: string) => {
    const res = await postClusters(body)
    expect(res.statusCode).toBe(400)
    const [error] = res.json().errors
    expect(error.source).toEqual({ pointer })
    if (detail) expect(error.detail).toBe(detail)
  })

  it('answers 400 for a body that is not an object, and 401 without a token', async () => {
    const array = await postClusters([1, 2])
    expect(array.statusCode).toBe(400)
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v3/listings/map/clusters',
      payload: { bounding_box: BOX },
    })
    expect(anonymous.statusCode).toBe(401)
  })
})

describe('GET listings/map/clusters', () => {
  const get = (query: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/v3/listings/map/clusters', headers: AUTH, query })

  it('takes the box as JSON or as four numbers, and the filter as JSON', async () => {
    const post = await postClusters({ bounding_box: BOX, zoom: 10, filter: { listing_status: { value: 'Active' } } })
    const json = await get({
      bounding_box: JSON.stringify(BOX),
      zoom: '10',
      filter: JSON.stringify({ listing_status: { value: 'Active' } }),
    })
    expect(json.statusCode).toBe(200)
    expect(json.json()).toEqual(post.json())
    const corners = await get({
      top_left_lat: '30.35',
      top_left_lng: '-97.8',
      bottom_right_lat: '30.23',
      bottom_right_lng: '-97.66',
      zoom: '10',
      filter: JSON.stringify({ listing_status: { value: 'Active' } }),
      market_id: String(MARKET_ID),
    })
    expect(corners.json()).toEqual(post.json())
  })

  it.each([
    [{ zoom: '10' }, 'bounding_box', "'bounding_box' is required"],
    [{ bounding_box: '{nope', zoom: '10' }, 'bounding_box', "'bounding_box' must be JSON"],
    [{ bounding_box: JSON.stringify(BOX), zoom: '99' }, 'zoom', 'zoom must be an integer from 0 to 22'],
    [{ bounding_box: JSON.stringify(BOX), zoom: 'ten' }, 'zoom', 'zoom must be an integer from 0 to 22'],
    [{ bounding_box: JSON.stringify(BOX), filter: '[' }, 'filter', "'filter' must be JSON"],
    [
      { bounding_box: JSON.stringify(BOX), filter: JSON.stringify({ pool: { value: 1 } }) },
      'filter',
      "Unknown filter field 'pool' (at /pool)",
    ],
    [{ bounding_box: JSON.stringify(BOX), market_id: '99' }, 'market_id', 'Unknown market 99'],
    [
      { top_left_lat: 'north', top_left_lng: '-97.8', bottom_right_lat: '30.23', bottom_right_lng: '-97.66' },
      'top_left_lat',
      "'top_left_lat' must be a number",
    ],
    [
      { top_left_lat: '30.23', top_left_lng: '-97.8', bottom_right_lat: '30.35', bottom_right_lng: '-97.66' },
      'bounding_box',
      'top_left must be north-west of bottom_right',
    ],
    [
      { top_left_lat: '99', top_left_lng: '-97.8', bottom_right_lat: '30.35', bottom_right_lng: '-97.66' },
      'top_left_lat',
    ],
  ])('answers 400 naming the bad parameter: %j', async (query, parameter, detail?: string) => {
    const res = await get(query)
    expect(res.statusCode).toBe(400)
    const [error] = res.json().errors
    expect(error.source).toEqual({ parameter })
    if (detail) expect(error.detail).toBe(detail)
  })
})

describe('precomputed cluster cells', () => {
  const scope = (filter: Record<string, unknown> = {}, box: BoundingBox = BOX) => ({
    market_id: MARKET_ID,
    filter,
    bounding_box: box,
  })

  it('are used once refreshed, and dropped for live ones as soon as listings change', async () => {
    expect((await findClusters(t.db, scope(), SITE_ID, 10)).path).toBe('live')
    const refresh = await refreshClusterCells(t.db)
    expect(refresh.listings).toBe(20) // every located listing with a shown address, in both markets
    const fresh = await findClusters(t.db, scope(), SITE_ID, 10)
    expect(fresh.path).toBe('precomputed')
    expect(fresh.document.meta.total).toBe(17)
    // A filter the cells are not grouped by goes live.
    expect((await findClusters(t.db, scope({ price_in_dollars: { min: 1 } }), SITE_ID, 10)).path).toBe('live')
    // So does a zoom finer than the precomputed ones.
    expect((await findClusters(t.db, scope(), SITE_ID, GRID_DEFAULTS.precomputedMaxZoom + 1)).path).toBe('live')

    await insertListings(t.db, [listing({ id: 401, latitude: 30.28, longitude: -97.7 })])
    const stale = await findClusters(t.db, scope(), SITE_ID, 10)
    expect(stale.path).toBe('live')
    expect(stale.document.meta.total).toBe(18)
    await t.db.deleteFrom('listings').where('id', '=', 401).execute()
    await refreshClusterCells(t.db)
    expect((await findClusters(t.db, scope(), SITE_ID, 10)).path).toBe('precomputed')

    await clearClusterCells(t.db)
    const cleared = await findClusters(t.db, scope(), SITE_ID, 10)
    expect(cleared.path).toBe('live')
    expect(cleared.document.meta.total).toBe(17)
    await refreshClusterCells(t.db)
  })

  it('give exactly the live results for every precomputed zoom and every grouped filter', async () => {
    // A few hundred more listings spread over the metro with every dimension varied.
    const statuses = ['Active', 'Pending', 'Sold', 'Coming Soon']
    const types = ['Residential', 'Commercial', 'Lots and Land']
    const spread = Array.from({ length: 400 }, (_, i) =>
      listing({
        id: 1000 + i,
        latitude: 30.1 + ((i * 7919) % 997) / 2500,
        longitude: -97.95 + ((i * 104_729) % 991) / 2000,
        listing_status: statuses[i % 4]!,
        purchase_type: i % 5 === 0 ? 'Lease' : 'Purchase',
        type: types[i % 3]!,
        property_type: i % 7 === 0 ? null : i % 2 === 0 ? 'House' : 'Condominium',
        market_id: i % 10 === 0 ? OTHER_MARKET_ID : MARKET_ID,
      }),
    )
    await insertListings(t.db, spread)
    await refreshClusterCells(t.db)
    const metro: BoundingBox = { top_left: { lat: 30.6, lng: -98.1 }, bottom_right: { lat: 30.0, lng: -97.3 } }
    const filters = [
      {},
      { listing_status: { value: 'Active' } },
      { listing_status: { value: ['Active', 'Pending'] }, purchase_type: { value: 'Purchase' } },
      { type: { value: 'Residential' }, property_type: { value: ['House'] } },
    ]
    let compared = 0
    for (let zoom = 0; zoom <= GRID_DEFAULTS.precomputedMaxZoom; zoom++) {
      for (const filter of filters) {
        for (const box of [metro, BOX, CUT_METRO]) {
          const live = await findClusters(t.db, scope(filter, box), SITE_ID, zoom, 'live')
          const precomputed = await findClusters(t.db, scope(filter, box), SITE_ID, zoom, 'precomputed')
          expect(precomputed.document).toEqual(live.document)
          compared += live.document.data.length
        }
      }
    }
    expect(compared).toBeGreaterThan(1000)
  })

  it("read small clusters' listings the same in one scan of the view or cell by cell", async () => {
    const metro: BoundingBox = { top_left: { lat: 30.6, lng: -98.1 }, bottom_right: { lat: 30.0, lng: -97.3 } }
    let listings = 0
    for (const zoom of [9, 11, 13]) {
      const cells = await liveClusterCells(t.db, scope({}, metro), SITE_ID, zoom)
      const small = cells.filter((cell) => cell.listing_count <= GRID_DEFAULTS.smallClusterMax)
      const oneScan = await clusterListings(t.db, scope({}, metro), SITE_ID, zoom, small, 'one-scan')
      const byCell = await clusterListings(t.db, scope({}, metro), SITE_ID, zoom, small, 'by-cell')
      expect(byCell).toEqual(oneScan)
      expect(oneScan.length).toBe(small.reduce((sum, cell) => sum + cell.listing_count, 0))
      listings += oneScan.length
    }
    expect(listings).toBeGreaterThan(100)
  })
})

describe('the clusters of a box and the search of that box', () => {
  // Runs after the spread above: a few hundred listings, cut by the boxes' edges at every zoom.
  const metro: BoundingBox = { top_left: { lat: 30.6, lng: -98.1 }, bottom_right: { lat: 30.0, lng: -97.3 } }
  const street: BoundingBox = { top_left: { lat: 30.262, lng: -97.78 }, bottom_right: { lat: 30.248, lng: -97.76 } }
  const boxes = [BOX, WIDE_BOX, CUT_METRO, metro, street]
  const filters: SearchFilter[] = [
    {},
    { listing_status: { value: 'Active' } },
    { listing_status: { value: ['Active', 'Pending'] }, purchase_type: { value: 'Purchase' } },
    { property_type: { value: 'House' } },
    { price_in_dollars: { min: 400_000 } },
  ]

  it.each([4, 8, 12, 16])(
    'add up at zoom %i to the search total, for every box and filter, from cluster_cells or live',
    async (zoom) => {
      let nonEmpty = 0
      for (const box of boxes) {
        for (const filter of filters) {
          const { meta } = await postSearch(t.app, { bounding_box: box, filter })
          const res = await postClusters({ bounding_box: box, zoom, filter })
          expect(res.statusCode).toBe(200)
          const body = res.json() as { data: ClusterJson[]; meta: { total: number } }
          const counts = body.data.map((cluster) => cluster.attributes.document_count)
          expect(
            counts.reduce((sum, count) => sum + count, 0),
            JSON.stringify({ box, filter }),
          ).toBe(meta.total)
          expect(body.meta.total).toBe(meta.total)
          const live = await findClusters(
            t.db,
            { market_id: MARKET_ID, filter, bounding_box: box },
            SITE_ID,
            zoom,
            'live',
          )
          expect(live.document).toEqual(body)
          if (meta.total > 0) nonEmpty++
        }
      }
      expect(nonEmpty).toBeGreaterThan(15)
    },
  )
})
