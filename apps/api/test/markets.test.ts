import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { insertBasics } from './helpers/fixtures.js'
import { insertOtherSite, OTHER_SITE_TOKEN, siteAuthorization } from './helpers/platform-app.js'
import { withTestApp } from './helpers/test-app.js'

const FEED_UPDATED_AT = '2026-01-02T03:04:05.000Z'
const t = withTestApp({
  seed: async (db) => {
    await insertBasics(db)
    await insertOtherSite(db)
    await db
      .updateTable('feeds')
      .set({ feed_updated_at: sql`${FEED_UPDATED_AT}::timestamptz` })
      .where('id', '=', 1)
      .execute()
    await db
      .updateTable('markets')
      .set({
        filter_schema: JSON.stringify({ type: 'object', properties: { bedrooms: { type: 'object' } } }),
        filter_view: JSON.stringify({ order: ['bedrooms'] }),
        idx_layout: JSON.stringify({ 'listing-card': '7' }),
      })
      .where('id', '=', 1)
      .execute()
  },
})

const austin = {
  id: '1',
  type: 'markets',
  attributes: {
    market_name: 'Austin',
    city: 'Austin',
    default: true,
    state_id: 'TX',
    latitude: 30.267294,
    longitude: -97.75,
    filter_schema: { type: 'object', properties: { bedrooms: { type: 'object' } } },
    filter_view: { order: ['bedrooms'] },
    idx_layout: { 'listing-card': '7' },
    lock_version: 1,
    filter_documents_source: 'custom',
  },
  relationships: { feeds: { data: [{ id: '1', type: 'feeds' }] } },
}

const actris = {
  id: '1',
  type: 'feeds',
  attributes: {
    name: 'ACTRIS MLS',
    data_source_name: 'actris',
    disclaimer_html: '<p>Listing data courtesy of ACTRIS.</p>',
    idx_logo_url: '/api/v3/feeds/1/logo.svg',
    disclaimer_settings: { text: { map: true } },
    listing_broker_required: false,
    feed_updated_at: FEED_UPDATED_AT,
  },
}

describe('GET /api/v3/markets', () => {
  it("lists the site's markets with filter schema and view, and their feeds once in included", async () => {
    const res = await t.app.inject({ url: '/api/v3/markets', headers: siteAuthorization })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.data.map((m: { id: string }) => m.id)).toEqual(['1', '2'])
    expect(body.data[0]).toEqual(austin)
    expect(body.data[1].attributes).toMatchObject({ market_name: 'Dallas', default: false })
    expect(body.included).toEqual([actris])
  })

  it('shows another site only its own market', async () => {
    const res = await t.app.inject({ url: '/api/v3/markets', headers: { authorization: `Bearer ${OTHER_SITE_TOKEN}` } })
    expect(res.json().data.map((m: { id: string }) => m.id)).toEqual(['3'])
    expect(res.json().included.map((f: { id: string }) => f.id)).toEqual(['2'])
  })
})

describe('GET /api/v3/markets/{id}', () => {
  it('answers one market with its feeds', async () => {
    const res = await t.app.inject({ url: '/api/v3/markets/1', headers: siteAuthorization })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ data: austin, included: [actris] })
  })

  it.each([
    ["another site's market", '3'],
    ['an unknown id', '99'],
    ['a non-numeric id', 'abc'],
    ['an id past the integer range', '99999999999999999999'],
    ['zero', '0'],
    ['a negative id', '-1'],
  ])('answers 404 for %s', async (_name, id) => {
    const res = await t.app.inject({ url: `/api/v3/markets/${id}`, headers: siteAuthorization })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({
      errors: [{ status: '404', title: 'Not Found', detail: `No market ${id} in this site` }],
    })
  })
})
