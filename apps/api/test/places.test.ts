import { describe, expect, it } from 'vitest'
import type { SuggestionKind } from '../src/suggestions/suggestions.tables.js'
import { insertBasics, insertListings, listing, MARKET_ID, OTHER_MARKET_ID } from './helpers/fixtures.js'
import { siteAuthorization, squareArea } from './helpers/platform-app.js'
import { withTestApp } from './helpers/test-app.js'

// Market 1: Zilker (area 21) with its own shape; zip 78704 with four listings at the corners of a
// square, one in its middle and one whose address is hidden (never a corner of the outline);
// listing 9 on its own in zip 78745 (Austin too).
const zilker = squareArea(-97.77, 30.26)

const t = withTestApp({
  seed: async (db) => {
    await insertBasics(db)
    await db
      .insertInto('areas')
      .values({
        id: 21,
        market_id: MARKET_ID,
        kind: 'neighborhood',
        name: 'Zilker',
        label: 'Austin, TX',
        school_level: null,
        geometry: JSON.stringify(zilker.geometry),
        shape: zilker.shape,
      })
      .execute()
    await insertListings(db, [
      listing({ id: 1, latitude: 30.2, longitude: -97.8 }),
      listing({ id: 2, latitude: 30.2, longitude: -97.7 }),
      listing({ id: 3, latitude: 30.3, longitude: -97.7 }),
      listing({ id: 4, latitude: 30.3, longitude: -97.8 }),
      listing({ id: 5, latitude: 30.25, longitude: -97.75 }),
      listing({ id: 6, latitude: 30.4, longitude: -97.9, disclose_address: false }),
      listing({ id: 9, latitude: 30.1, longitude: -97.6, zip: '78745', subtitle: 'Austin, TX 78745' }),
    ])
    const suggestion = (id: string, type: SuggestionKind, name: string, extra: Record<string, unknown> = {}) => ({
      id,
      market_id: MARKET_ID,
      type,
      name,
      label: 'Austin, TX',
      search_text: name.toLowerCase(),
      listing_id: null,
      area_id: null,
      listing_status: null,
      ...extra,
    })
    await db
      .insertInto('suggestions')
      .values([
        suggestion('zip:78704', 'zip', '78704'),
        suggestion('city:austin-tx', 'city', 'Austin, TX', { label: 'Texas' }),
        suggestion('area:21', 'neighborhood', 'Zilker', { area_id: 21 }),
        suggestion('address:9', 'address', '9 Test St', { listing_id: 9 }),
        suggestion('mls:MLS000006', 'mls_number', 'MLS000006', { listing_id: 6 }),
        { ...suggestion('zip:75201', 'zip', '75201'), market_id: OTHER_MARKET_ID },
      ])
      .execute()
  },
})

function get(url: string) {
  return t.app.inject({ url, headers: siteAuthorization })
}

describe('GET /api/v3/places', () => {
  it('answers a neighbourhood with its own shape and the box around it', async () => {
    const res = await get('/api/v3/places?ids=area:21&market_id=1')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      data: [
        {
          id: 'area:21',
          type: 'places',
          attributes: {
            name: 'Zilker',
            label: 'Austin, TX',
            type: 'neighborhood',
            geometry: zilker.geometry,
            bounding_box: { top_left: { lat: 30.27, lng: -97.78 }, bottom_right: { lat: 30.25, lng: -97.76 } },
          },
        },
      ],
    })
  })

  it('outlines a zip code by its listings, leaving out inner points and hidden addresses', async () => {
    const place = (await get('/api/v3/places?ids=zip:78704&market_id=1')).json().data[0]
    expect(place.attributes.geometry).toEqual({
      type: 'Polygon',
      coordinates: [
        [
          [-97.8, 30.2],
          [-97.7, 30.2],
          [-97.7, 30.3],
          [-97.8, 30.3],
          [-97.8, 30.2],
        ],
      ],
    })
    expect(place.attributes.bounding_box).toEqual({
      top_left: { lat: 30.3, lng: -97.8 },
      bottom_right: { lat: 30.2, lng: -97.7 },
    })
  })

  it('outlines a city by all its listings, and places an address at its listing', async () => {
    const [city, address] = (await get('/api/v3/places?ids=city:austin-tx,address:9')).json().data
    expect(city.attributes.bounding_box).toEqual({
      top_left: { lat: 30.3, lng: -97.8 },
      bottom_right: { lat: 30.1, lng: -97.6 },
    })
    expect(address.attributes.geometry).toEqual({ type: 'Point', coordinates: [-97.6, 30.1] })
  })

  it('gives no position for a listing whose address is hidden, and leaves out ids the market does not have', async () => {
    const res = await get('/api/v3/places?ids=mls:MLS000006,zip:75201,zip:00000&market_id=1')
    expect(res.json().data).toEqual([
      {
        id: 'mls:MLS000006',
        type: 'places',
        attributes: { name: 'MLS000006', label: 'Austin, TX', type: 'mls_number', geometry: null, bounding_box: null },
      },
    ])
  })

  it('refuses no ids, too many ids and an unknown market', async () => {
    expect((await get('/api/v3/places?ids=,')).statusCode).toBe(400)
    const many = Array.from({ length: 21 }, (_, i) => `zip:${i}`).join(',')
    expect((await get(`/api/v3/places?ids=${many}`)).statusCode).toBe(400)
    const res = await get('/api/v3/places?ids=zip:78704&market_id=999')
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0].source).toEqual({ parameter: 'market_id' })
  })
})
