import { describe, expect, it } from 'vitest'
import { insertBasics, MARKET_ID, OTHER_MARKET_ID } from './helpers/fixtures.js'
import { insertOtherSite, OTHER_MARKET_OF_OTHER_SITE, siteAuthorization, squareArea } from './helpers/platform-app.js'
import { withTestApp } from './helpers/test-app.js'

// Areas of market 1 (Austin): 21 Zilker (neighbourhood), 22 Austin ISD (school district),
// 23 Zilker Elementary (school zone); 24 Uptown in market 2 (Dallas); 25 in the other site's market 3.
const zilker = squareArea(-97.77, 30.26)
const district = squareArea(-97.75, 30.27, 0.1)
const school = squareArea(-97.771, 30.261, 0.005)

const t = withTestApp({
  seed: async (db) => {
    await insertBasics(db)
    await insertOtherSite(db)
    const rows = [
      { id: 21, market_id: MARKET_ID, kind: 'neighborhood', name: 'Zilker', label: 'Zilker, Austin, TX', area: zilker },
      {
        id: 22,
        market_id: MARKET_ID,
        kind: 'school_district',
        name: 'Austin ISD',
        label: 'Austin ISD',
        area: district,
      },
      {
        id: 23,
        market_id: MARKET_ID,
        kind: 'school',
        name: 'Zilker Elementary',
        label: 'Zilker Elementary School',
        school_level: 'elementary',
        area: school,
      },
      {
        id: 24,
        market_id: OTHER_MARKET_ID,
        kind: 'neighborhood',
        name: 'Uptown',
        label: 'Uptown, Dallas',
        area: zilker,
      },
      {
        id: 25,
        market_id: OTHER_MARKET_OF_OTHER_SITE,
        kind: 'neighborhood',
        name: 'Montrose',
        label: 'Montrose, Houston',
        area: zilker,
      },
    ] as const
    for (const { area, ...row } of rows) {
      await db
        .insertInto('areas')
        .values({
          school_level: null,
          ...row,
          geometry: JSON.stringify(area.geometry),
          shape: area.shape,
        })
        .execute()
    }
  },
})

function get(url: string) {
  return t.app.inject({ url, headers: siteAuthorization })
}

describe('GET /api/v3/area/{id}', () => {
  it('answers a neighbourhood with its GeoJSON, label, name, type and the filter that selects it', async () => {
    const res = await get('/api/v3/area/21?market_id=1')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      data: {
        id: '21',
        type: 'areas',
        attributes: {
          name: 'Zilker',
          label: 'Zilker, Austin, TX',
          type: 'area',
          kind: 'neighborhood',
          school_level: null,
          geometry: zilker.geometry,
          filter: { suggestion: { value: ['area:21'] } },
        },
        relationships: { market: { data: { id: '1', type: 'markets' } } },
      },
    })
  })

  it('answers a school district as an area', async () => {
    const res = await get('/api/v3/area/22?market_id=1')
    expect(res.json().data.attributes).toMatchObject({
      kind: 'school_district',
      filter: { suggestion: { value: ['area:22'] } },
    })
  })

  it("accepts the suggestion id's 'area:' prefix", async () => {
    const res = await get('/api/v3/area/area:21?market_id=1')
    expect(res.json().data.id).toBe('21')
  })

  it.each([
    ['a school zone (served by school/{id})', '23', '1'],
    ['an area of another market of the site', '24', '1'],
    ['an unknown id', '999', '1'],
    ['a malformed id', 'zilker', '1'],
    ['a school-prefixed id', 'school:23', '1'],
  ])('answers 404 for %s', async (_name, id, marketId) => {
    const res = await get(`/api/v3/area/${id}?market_id=${marketId}`)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({
      errors: [{ status: '404', title: 'Not Found', detail: `No area ${id} in market ${marketId}` }],
    })
  })

  it('finds the Dallas area when asked in the Dallas market', async () => {
    expect((await get('/api/v3/area/24?market_id=2')).json().data.attributes.name).toBe('Uptown')
  })
})

describe('GET /api/v3/school/{id}', () => {
  it('answers a school zone with the school suggestion filter', async () => {
    const res = await get('/api/v3/school/23?market_id=1')
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toEqual({
      id: '23',
      type: 'schools',
      attributes: {
        name: 'Zilker Elementary',
        label: 'Zilker Elementary School',
        type: 'school',
        kind: 'school',
        school_level: 'elementary',
        geometry: school.geometry,
        filter: { suggestion: { value: ['school:23'] } },
      },
      relationships: { market: { data: { id: '1', type: 'markets' } } },
    })
  })

  it('does not answer neighbourhoods', async () => {
    expect((await get('/api/v3/school/21?market_id=1')).statusCode).toBe(404)
  })
})

describe('market_id of area and school', () => {
  it.each(['area', 'school'])('is required by %s/{id}', async (kind) => {
    const res = await get(`/api/v3/${kind}/21`)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      errors: [
        { status: '400', title: 'Bad Request', detail: "'market_id' is required", source: { parameter: 'market_id' } },
      ],
    })
  })

  it.each([
    ['unknown', '99'],
    ["another site's", String(OTHER_MARKET_OF_OTHER_SITE)],
    ['not a number', 'austin'],
    ['past the integer range', '99999999999'],
  ])('answers 400 pointing at market_id when the market is %s', async (_name, marketId) => {
    for (const kind of ['area', 'school']) {
      const res = await get(`/api/v3/${kind}/21?market_id=${marketId}`)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({
        errors: [
          {
            status: '400',
            title: 'Bad Request',
            detail: `Unknown market '${marketId}' for this site`,
            source: { parameter: 'market_id' },
          },
        ],
      })
    }
  })

  it('answers 400 for an empty market_id', async () => {
    const res = await get('/api/v3/area/21?market_id=')
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0].source).toEqual({ parameter: 'market_id' })
  })

  it("hides another site's area even when its market id is given", async () => {
    const res = await get(`/api/v3/area/25?market_id=${OTHER_MARKET_OF_OTHER_SITE}`)
    expect(res.statusCode).toBe(400)
  })
})

describe('GET /api/v3/areas (the map basemap outlines)', () => {
  it("lists the market's neighbourhoods by default, with shapes", async () => {
    const res = await get('/api/v3/areas?market_id=1')
    expect(res.statusCode).toBe(200)
    const data = res.json().data as { id: string; type: string; attributes: { kind: string; geometry: unknown } }[]
    expect(data.map((item) => item.id)).toEqual(['21'])
    expect(data[0]?.attributes.geometry).toEqual(zilker.geometry)
  })

  it('lists the kinds asked for, schools as schools', async () => {
    const res = await get('/api/v3/areas?market_id=1&kind=neighborhood,school_district,school')
    expect(res.statusCode).toBe(200)
    const data = res.json().data as { id: string; type: string }[]
    expect(data.map((item) => [item.id, item.type])).toEqual([
      ['21', 'areas'],
      ['23', 'schools'],
      ['22', 'areas'],
    ])
  })

  it('answers 400 for an unknown kind or market, and hides other sites', async () => {
    const kind = await get('/api/v3/areas?market_id=1&kind=county')
    expect(kind.statusCode).toBe(400)
    expect(kind.json().errors[0].source).toEqual({ parameter: 'kind' })
    expect((await get('/api/v3/areas?market_id=999')).statusCode).toBe(400)
    expect((await get('/api/v3/areas')).statusCode).toBe(400)
    expect((await get(`/api/v3/areas?market_id=${OTHER_MARKET_OF_OTHER_SITE}`)).statusCode).toBe(400)
  })
})
