import { describe, expect, it } from 'vitest'
import { insertBasics, insertListings, listing, MARKET_ID, OTHER_MARKET_ID } from './helpers/fixtures.js'
import {
  insertOtherSite,
  OTHER_MARKET_OF_OTHER_SITE,
  pageOf,
  postSearch,
  siteAuthorization,
  squareArea,
} from './helpers/platform-app.js'
import { withTestApp } from './helpers/test-app.js'

// Eleven Austin listings (market 1) and one in Dallas (market 2), each differing in what a test
// is about. Every expectation below is worked out by hand from this table; results come in the
// default sort (oldest update first: by id, except that 12 shares 3's update time and follows it).
//
//  id | price   | beds | baths | lot  | sqft | year | where              | other
//   1 | 300000  | 2    | 1     | 0.1  | 1000 | 1950 | 78701 (30.27,-97.74)  |
//   2 | 450000  | 3    | 2     | 0.15 | 1500 | 1985 | 78704 default spot    |
//   3 | 450000  | 3    | 2.5   | null | 2000 | 2000 | 78704 default spot    | Condominium; updated = 12's
//   4 | null    | null | null  | 0.5  | 2500 | 2010 | 78745 (30.21,-97.80)  | Pending, Lots and Land
//   5 | 2500    | 1    | 1     | null | 700  | 1990 | 78701 (30.268,-97.742)| Lease
//   6 | 800000  | 4    | 3.5   | 1.0  | 3000 | 1990 | 78746 (30.29,-97.80)  | Sold, West Lake Hills
//   7 | 350000  | 2    | 2     | 0.2  | 1800 | 1990 | 78704, no coordinates |
//   8 | 600000  | 5    | 4     | 0.2  | 1800 | 1990 | default spot          | address undisclosed
//   9 | 700000  | 3    | 2     | 0.2  | 1800 | 1990 | default spot          | Commercial/Office, price undisclosed
//  10 | 500000  | 3    | 2     | 0.2  | 1800 | 1990 | default spot          |
//  11 | 500000  | 3    | 2     | 0.2  | 1800 | 1990 | Dallas 75201          | market 2
//  12 | 500000  | 3    | 2     | 0.2  | 1800 | 1990 | default spot          | updated = 3's
// The default spot is (30.25, -97.76).

const SAME_UPDATE = new Date(Date.UTC(2026, 0, 1) + 3 * 60_000)

const t = withTestApp({
  seed: async (db) => {
    await insertBasics(db)
    await insertOtherSite(db)
    await insertListings(db, [
      listing({
        id: 1,
        price_in_dollars: 300_000,
        bedrooms: 2,
        bathrooms: 1,
        lot_acre: 0.1,
        square_feet: 1000,
        year_built: 1950,
        zip: '78701',
        latitude: 30.27,
        longitude: -97.74,
      }),
      listing({ id: 2, price_in_dollars: 450_000, lot_acre: 0.15, square_feet: 1500, year_built: 1985 }),
      listing({
        id: 3,
        price_in_dollars: 450_000,
        bathrooms: 2.5,
        lot_acre: null,
        square_feet: 2000,
        year_built: 2000,
        property_type: 'Condominium',
        data_source_listing_updated_at: SAME_UPDATE,
      }),
      listing({
        id: 4,
        price_in_dollars: null,
        bedrooms: null,
        bathrooms: null,
        lot_acre: 0.5,
        square_feet: 2500,
        year_built: 2010,
        zip: '78745',
        latitude: 30.21,
        longitude: -97.8,
        listing_status: 'Pending',
        type: 'Lots and Land',
        property_type: 'Lots and Land',
      }),
      listing({
        id: 5,
        price_in_dollars: 2500,
        bedrooms: 1,
        bathrooms: 1,
        lot_acre: null,
        square_feet: 700,
        zip: '78701',
        latitude: 30.268,
        longitude: -97.742,
        purchase_type: 'Lease',
      }),
      listing({
        id: 6,
        price_in_dollars: 800_000,
        bedrooms: 4,
        bathrooms: 3.5,
        lot_acre: 1,
        square_feet: 3000,
        zip: '78746',
        latitude: 30.29,
        longitude: -97.8,
        listing_status: 'Sold',
        city: 'West Lake Hills',
        city_state: 'West Lake Hills, TX',
      }),
      listing({ id: 7, price_in_dollars: 350_000, bedrooms: 2, latitude: null, longitude: null }),
      listing({ id: 8, price_in_dollars: 600_000, bedrooms: 5, bathrooms: 4, disclose_address: false }),
      listing({ id: 9, price_in_dollars: 700_000, type: 'Commercial', property_type: 'Office', disclose_price: false }),
      listing({ id: 10 }),
      listing({ id: 11, market_id: OTHER_MARKET_ID, zip: '75201', city: 'Dallas', city_state: 'Dallas, TX' }),
      listing({ id: 12, data_source_listing_updated_at: SAME_UPDATE }),
    ])

    // A neighbourhood around the default spot and a school zone downtown (around listings 1 and 5).
    const zilker = squareArea(-97.76, 30.25, 0.01)
    const school = squareArea(-97.741, 30.269, 0.005)
    await db
      .insertInto('areas')
      .values([
        {
          id: 1,
          market_id: MARKET_ID,
          kind: 'neighborhood',
          name: 'Zilker',
          label: 'Zilker, Austin',
          school_level: null,
          geometry: JSON.stringify(zilker.geometry),
          shape: zilker.shape,
        },
        {
          id: 2,
          market_id: MARKET_ID,
          kind: 'school',
          name: 'Travis Heights Elementary',
          label: 'Travis Heights Elementary',
          school_level: 'elementary',
          geometry: JSON.stringify(school.geometry),
          shape: school.shape,
        },
      ])
      .execute()
    const suggestion = (id: string, type: string, name: string, extra: object = {}) => ({
      id,
      market_id: MARKET_ID,
      type: type as 'zip',
      name,
      label: name,
      search_text: name.toLowerCase(),
      listing_id: null,
      area_id: null,
      listing_status: 'Active',
      ...extra,
    })
    await db
      .insertInto('suggestions')
      .values([
        suggestion('zip:78745', 'zip', '78745'),
        suggestion('city:west-lake-hills-tx', 'city', 'West Lake Hills, TX'),
        suggestion('area:1', 'neighborhood', 'Zilker', { area_id: 1 }),
        suggestion('school:2', 'school', 'Travis Heights Elementary', { area_id: 2 }),
        suggestion('address:4', 'address', '4 Test St', { listing_id: 4 }),
        suggestion('mls:MLS000007', 'mls_number', 'MLS000007', { listing_id: 7 }),
        { ...suggestion('zip:75201', 'zip', '75201'), market_id: OTHER_MARKET_ID },
      ])
      .execute()
  },
})

function post(body: unknown, { path = '/api/v3/listings/search', raw = false } = {}) {
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: { ...siteAuthorization, 'content-type': 'application/json' },
    payload: raw ? (body as string) : JSON.stringify(body),
  })
}

/** The ids of one page and the total. */
async function search(body: Record<string, unknown>): Promise<{ ids: number[]; total: number }> {
  return pageOf(await postSearch(t.app, body))
}

/** Every matching id, whatever the page (one page of 40 holds the whole fixture). */
async function ids(filter: Record<string, unknown>, extra: Record<string, unknown> = {}): Promise<number[]> {
  const { ids: found, total } = await search({ filter, ...extra })
  expect(total).toBe(found.length)
  return found
}

describe('search filters', () => {
  it('searches the default market when no market is given, in the default sort (oldest update first)', async () => {
    expect(await ids({})).toEqual([1, 2, 3, 12, 4, 5, 6, 7, 8, 9, 10])
  })

  it('searches the market asked for, given as a number or a string', async () => {
    expect(await ids({}, { market_id: OTHER_MARKET_ID })).toEqual([11])
    expect(await ids({}, { market_id: String(OTHER_MARKET_ID) })).toEqual([11])
    expect(await ids({}, { market_id: null })).toEqual([1, 2, 3, 12, 4, 5, 6, 7, 8, 9, 10])
  })

  it.each([
    ['price_in_dollars', { min: 450_000, max: 500_000 }, [2, 3, 12, 10]],
    ['price_in_dollars', { min: 449_999.5, max: 450_000.5 }, [2, 3]],
    ['price_in_dollars', { max: 300_000 }, [1, 5]],
    ['price_in_dollars', { min: 1_000_000_000_000 }, []],
    // 9 hides its price (700000): no price bound finds it (see hidden-price.test.ts).
    ['price_in_dollars', { min: 700_000, max: 1_000_000_000_000 }, [6]],
    ['bedrooms', { min: 4 }, [6, 8]],
    ['bedrooms', { max: 1 }, [5]],
    ['bedrooms', { min: 2.5, max: 3.5 }, [2, 3, 12, 9, 10]],
    ['bathrooms', { min: 2.5, max: 3.5 }, [3, 6]],
    ['bathrooms', { max: 1 }, [1, 5]],
    ['square_feet', { min: 1500, max: 2000 }, [2, 3, 12, 7, 8, 9, 10]],
    ['lot_acre', { min: 0.5 }, [4, 6]],
    ['lot_acre', { min: 0.15, max: 0.15 }, [2]],
    ['year_built', { min: 2000 }, [3, 4]],
    ['year_built', { max: 1950 }, [1]],
  ])('range %s %j includes both bounds and leaves out listings without a value', async (field, range, expected) => {
    expect(await ids({ [field]: range })).toEqual(expected)
  })

  it.each([
    ['purchase_type', 'Lease', [5]],
    ['purchase_type', ['Purchase'], [1, 2, 3, 12, 4, 6, 7, 8, 9, 10]],
    ['type', ['Commercial', 'Lots and Land'], [4, 9]],
    ['property_type', 'Condominium', [3]],
    ['listing_status', ['Pending', 'Sold'], [4, 6]],
    ['city_state', 'West Lake Hills, TX', [6]],
    ['zip', ['78701', '78745'], [1, 4, 5]],
    ['zip', '00000', []],
    ['id', [3, '7', 11], [3, 7]],
    ['id', 10, [10]],
  ])('value %s %j matches equal / any of', async (field, value, expected) => {
    expect(await ids({ [field]: { value } })).toEqual(expected)
  })

  it.each([
    ['its name', 'West Lake Hills', [6]],
    ['its name in another case, spaced oddly', '  west   LAKE hills ', [6]],
    ['its name and state', 'west lake hills, tx', [6]],
    ['several cities', ['West Lake Hills', 'Nowhere'], [6]],
    ['the wrong state', 'West Lake Hills, CA', []],
    ['part of its name', 'West Lake', []],
  ])('finds a typed city by %s (%j)', async (_how, value, expected) => {
    expect(await ids({ city_state: { value } })).toEqual(expected)
  })

  it('finds every listing of the default city typed without its state', async () => {
    expect(await ids({ city_state: { value: 'Austin' } })).toEqual([1, 2, 3, 12, 4, 5, 7, 8, 9, 10])
  })

  it('combines filters with AND', async () => {
    expect(await ids({ zip: { value: '78704' }, bedrooms: { min: 3 }, price_in_dollars: { max: 500_000 } })).toEqual([
      2, 3, 12, 10,
    ])
  })

  it('keeps a bounding box to listings inside it, never those without coordinates or with a hidden address', async () => {
    const around = (north: number, west: number, south: number, east: number) => ({
      bounding_box: { top_left: { lat: north, lng: west }, bottom_right: { lat: south, lng: east } },
    })
    expect(await ids({}, around(30.26, -97.77, 30.24, -97.75))).toEqual([2, 3, 12, 9, 10])
    // All but 4 (south of it) and 6 (west of it).
    expect(await ids({}, around(31, -97.79, 30.22, -97))).toEqual([1, 2, 3, 12, 5, 9, 10])
    expect(await ids({}, around(30.275, -97.745, 30.265, -97.735))).toEqual([1, 5])
  })

  it('searches as if without a box one that holds every listing the map can place: it narrows nothing', async () => {
    const around = (north: number, west: number, south: number, east: number) => ({
      bounding_box: { top_left: { lat: north, lng: west }, bottom_right: { lat: south, lng: east } },
    })
    // 7 (no coordinates) and 8 (a hidden address) are found too, as without a box.
    expect(await ids({}, around(31, -98, 30, -97))).toEqual([1, 2, 3, 12, 4, 5, 6, 7, 8, 9, 10])
    // Of two beds or fewer, 1 and 5 have a place on the map, 7 has none: a box around 1 and 5 holds them all.
    expect(await ids({ bedrooms: { max: 2 } }, around(31, -98, 30, -97))).toEqual([1, 5, 7])
    expect(await ids({ bedrooms: { max: 2 } }, around(30.275, -97.745, 30.265, -97.735))).toEqual([1, 5, 7])
  })

  it('keeps a drawn shape to listings inside its outer ring and outside its holes', async () => {
    const outer = [
      [-97.75, 30.26],
      [-97.73, 30.26],
      [-97.73, 30.28],
      [-97.75, 30.28],
      [-97.75, 30.26],
    ]
    const holeAroundFive = [
      [-97.743, 30.267],
      [-97.741, 30.267],
      [-97.741, 30.269],
      [-97.743, 30.269],
      [-97.743, 30.267],
    ]
    expect(await ids({ geo_shape: { value: { type: 'Polygon', coordinates: [outer] } } })).toEqual([1, 5])
    expect(await ids({ geo_shape: { value: { type: 'Polygon', coordinates: [outer, holeAroundFive] } } })).toEqual([1])
    const triangleAtDefaultSpot = [
      [-97.77, 30.24],
      [-97.75, 30.24],
      [-97.76, 30.26],
      [-97.77, 30.24],
    ]
    expect(await ids({ geo_shape: { value: { type: 'Polygon', coordinates: [triangleAtDefaultSpot] } } })).toEqual([
      2, 3, 12, 9, 10,
    ])
  })
})

describe('search by suggestion', () => {
  it.each([
    ['a zip code', 'zip:78745', [4]],
    ['a city', 'city:west-lake-hills-tx', [6]],
    ['a neighbourhood (inside its polygon; not a hidden address)', 'area:1', [2, 3, 12, 9, 10]],
    ['a school zone', 'school:2', [1, 5]],
    ['an address', 'address:4', [4]],
    ['an MLS number (even without coordinates)', 'mls:MLS000007', [7]],
  ])('finds the listings of %s', async (_kind, id, expected) => {
    expect(await ids({ suggestion: { value: [id] } })).toEqual(expected)
  })

  it('matches any of several suggestions, and the other filters too', async () => {
    expect(await ids({ suggestion: { value: ['zip:78745', 'mls:MLS000007', 'school:2'] } })).toEqual([1, 4, 5, 7])
    expect(await ids({ suggestion: { value: ['zip:78745', 'school:2'] }, bedrooms: { min: 2 } })).toEqual([1])
  })

  it("uses the suggestions of the market searched: another market's suggestion is unknown here", async () => {
    expect(await ids({ suggestion: { value: ['zip:75201'] } }, { market_id: OTHER_MARKET_ID })).toEqual([11])
    const res = await post({ filter: { suggestion: { value: ['zip:75201'] } } })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0].source).toEqual({ pointer: '/filter/suggestion/value/0' })
  })

  it('answers 400 at each unknown suggestion id', async () => {
    const res = await post({ filter: { suggestion: { value: ['zip:78745', 'zip:99999', 'pool'] } } })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      errors: [
        {
          status: '400',
          title: 'Bad Request',
          detail: "Unknown suggestion 'zip:99999'",
          source: { pointer: '/filter/suggestion/value/1' },
        },
        {
          status: '400',
          title: 'Bad Request',
          detail: "Unknown suggestion 'pool'",
          source: { pointer: '/filter/suggestion/value/2' },
        },
      ],
    })
  })
})

describe('search sorts', () => {
  // NULLs last in both directions; equal values in id order (descending sorts: id descending).
  it.each([
    ['data_source_listing_updated_at', [1, 2, 3, 12, 4, 5, 6, 7, 8, 9, 10]],
    ['-data_source_listing_updated_at', [10, 9, 8, 7, 6, 5, 4, 12, 3, 2, 1]],
    // 9 hides its price: it sorts as no price, with 4.
    ['price_in_dollars', [5, 1, 7, 2, 3, 10, 12, 8, 6, 4, 9]],
    ['-price_in_dollars', [6, 8, 12, 10, 3, 2, 7, 1, 5, 9, 4]],
    ['bedrooms', [5, 1, 7, 2, 3, 9, 10, 12, 6, 8, 4]],
    ['-bedrooms', [8, 6, 12, 10, 9, 3, 2, 7, 1, 5, 4]],
    ['bathrooms', [1, 5, 2, 7, 9, 10, 12, 3, 6, 8, 4]],
    ['-bathrooms', [8, 6, 3, 12, 10, 9, 7, 2, 5, 1, 4]],
    ['lot_acre', [1, 2, 7, 8, 9, 10, 12, 4, 6, 3, 5]],
    ['-lot_acre', [6, 4, 12, 10, 9, 8, 7, 2, 1, 5, 3]],
  ])('sorts by %s', async (sort, expected) => {
    expect(await ids({}, { sort })).toEqual(expected)
  })

  it.each([
    'data_source_listing_updated_at',
    '-data_source_listing_updated_at',
    'price_in_dollars',
    '-price_in_dollars',
    'bedrooms',
    '-bedrooms',
    'bathrooms',
    '-bathrooms',
    'lot_acre',
    '-lot_acre',
  ])('pages through %s so that every listing comes exactly once, in order', async (sort) => {
    const all = await ids({}, { sort })
    const paged: number[] = []
    for (let number = 1; number <= 4; number++) {
      const page = await search({ sort, page: { size: 3, number } })
      expect(page.total).toBe(11)
      paged.push(...page.ids)
    }
    expect(paged).toEqual(all)
    expect(new Set(paged).size).toBe(11)
  })
})

describe('search paging', () => {
  it('answers a page with meta.total, the page and JSON:API pagination links', async () => {
    const res = await post({ page: { size: 3, number: 2 } })
    expect(res.statusCode).toBe(200)
    const doc = res.json()
    expect(doc.data.map((resource: { id: string }) => resource.id)).toEqual(['12', '4', '5'])
    expect(doc.meta).toEqual({ total: 11, page: { size: 3, number: 2 } })
    // Brackets percent-encoded: a link is a URI reference (RFC 3986), as the JSON:API schema checks.
    const link = (n: number) => `/api/v3/listings/search?page%5Bnumber%5D=${n}&page%5Bsize%5D=3`
    expect(doc.links).toEqual({ self: link(2), first: link(1), prev: link(1), next: link(3), last: link(4) })
  })

  it('has no prev on the first page and no next on the last', async () => {
    const first = (await post({ page: { size: 3, number: 1 } })).json()
    expect(first.links.prev).toBeNull()
    const last = (await post({ page: { size: 3, number: 4 } })).json()
    expect(last.data.map((resource: { id: string }) => resource.id)).toEqual(['9', '10'])
    expect(last.links.next).toBeNull()
  })

  it('answers a page past the end with no data and the total', async () => {
    const res = await post({ page: { size: 3, number: 5 } })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toEqual([])
    expect(res.json().meta.total).toBe(11)
    expect((await search({ page: { number: 1_000_000 } })).ids).toEqual([])
  })

  it('defaults to pages of 40 from page 1', async () => {
    expect((await post({})).json().meta.page).toEqual({ size: 40, number: 1 })
  })

  it('answers the page a pagination link names when the body is posted to it', async () => {
    const first = (await post({ page: { size: 3, number: 1 } })).json()
    const res = await post({ page: { size: 3, number: 1 } }, { path: first.links.last })
    expect(res.json().meta.page).toEqual({ size: 3, number: 4 })
    expect(res.json().data.map((resource: { id: string }) => resource.id)).toEqual(['9', '10'])
  })

  it('follows a pagination link: page[...] in the URL wins over the body', async () => {
    const res = await post(
      { page: { size: 3, number: 1 } },
      { path: '/api/v3/listings/search?page[number]=4&page[size]=3' },
    )
    expect(res.statusCode).toBe(200)
    expect(res.json().data.map((resource: { id: string }) => resource.id)).toEqual(['9', '10'])
  })

  it.each([
    ['page[size]=41', 'page[size]'],
    ['page[size]=0', 'page[size]'],
    ['page[number]=0', 'page[number]'],
    ['page[number]=two', 'page[number]'],
  ])('answers 400 at the parameter for %s in the URL', async (query, parameter) => {
    const res = await post({}, { path: `/api/v3/listings/search?${query}` })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0].source).toEqual({ parameter })
  })
})

describe('properties/search', () => {
  it('answers the same search with resources of type properties', async () => {
    const res = await post({ filter: { zip: { value: '78701' } } }, { path: '/api/v3/properties/search' })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.map((r: { id: string; type: string }) => [r.id, r.type])).toEqual([
      ['1', 'properties'],
      ['5', 'properties'],
    ])
    expect(res.json().links.self).toBe('/api/v3/properties/search?page%5Bnumber%5D=1&page%5Bsize%5D=40')
  })

  it('requires the site token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v3/properties/search', payload: {} })
    expect(res.statusCode).toBe(401)
  })
})

describe('search bad input', () => {
  const bowtie = [
    [-97.8, 30.2],
    [-97.7, 30.3],
    [-97.7, 30.2],
    [-97.8, 30.3],
    [-97.8, 30.2],
  ]
  const unclosed = [
    [-97.8, 30.2],
    [-97.7, 30.2],
    [-97.7, 30.3],
    [-97.8, 30.3],
  ]
  it.each([
    ['an unknown filter field', { filter: { pool: { value: true } } }, '/filter/pool', "Unknown filter field 'pool'"],
    [
      'a wrong type',
      { filter: { price_in_dollars: { min: 'cheap' } } },
      '/filter/price_in_dollars/min',
      'must be number',
    ],
    [
      'a min above its max',
      { filter: { bedrooms: { min: 4, max: 2 } } },
      '/filter/bedrooms/min',
      'min must not be greater than max (4 > 2)',
    ],
    [
      'a self-intersecting polygon',
      { filter: { geo_shape: { value: { type: 'Polygon', coordinates: [bowtie] } } } },
      '/filter/geo_shape/value',
      'The outer ring intersects itself',
    ],
    [
      'an unclosed polygon',
      { filter: { geo_shape: { value: { type: 'Polygon', coordinates: [unclosed] } } } },
      '/filter/geo_shape/value',
      'The outer ring is not closed: its first and last positions must be equal',
    ],
    ['a page size over 40', { page: { size: 41 } }, '/page/size', 'must be <= 40'],
    ['a page number below 1', { page: { number: 0 } }, '/page/number', 'must be >= 1'],
    ['an unknown market', { market_id: 999 }, '/market_id', 'Unknown market 999'],
    ["another site's market", { market_id: OTHER_MARKET_OF_OTHER_SITE }, '/market_id', 'Unknown market 3'],
    ['a market id that is no id', { market_id: 'austin' }, '/market_id', 'Unknown market "austin"'],
    [
      'a listing id that is no id',
      { filter: { id: { value: [1, 'x'] } } },
      '/filter/id/value/1',
      'must be a listing id (digits)',
    ],
    ['an unknown sort', { sort: 'price' }, '/sort', expect.stringContaining('must be one of')],
    ['an unknown member', { filters: {} }, '/filters', "Unknown member 'filters'"],
    [
      'an upside-down bounding box',
      { bounding_box: { top_left: { lat: 30, lng: -97 }, bottom_right: { lat: 31, lng: -98 } } },
      '/bounding_box',
      'top_left must be north-west of bottom_right',
    ],
  ])('answers 400 pointing at the member for %s', async (_name, body, pointer, detail) => {
    const res = await post(body)
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-type']).toContain('application/vnd.api+json')
    expect(res.json().errors).toEqual([{ status: '400', title: 'Bad Request', detail, source: { pointer } }])
  })

  it('lists every problem of a body at once', async () => {
    const res = await post({ filter: { pool: {}, bedrooms: { min: 3, max: 1 } }, page: { size: 99 } })
    expect(res.statusCode).toBe(400)
    expect(
      res
        .json()
        .errors.map((e: { source: { pointer: string } }) => e.source.pointer)
        .sort(),
    ).toEqual(['/filter/bedrooms/min', '/filter/pool', '/page/size'])
  })

  it('answers 400 for malformed JSON', async () => {
    const res = await post('{"filter":', { raw: true })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0].source).toEqual({ pointer: '/' })
  })

  it('answers 400 for a body that is not an object', async () => {
    const res = await post([1, 2])
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0].source).toEqual({ pointer: '' })
  })

  it('treats a missing body as the default search', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v3/listings/search', headers: siteAuthorization })
    expect(res.statusCode).toBe(200)
    expect(res.json().meta.total).toBe(11)
  })
})
