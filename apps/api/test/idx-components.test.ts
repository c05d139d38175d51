import { describe, expect, it } from 'vitest'
import { insertBasics, SITE_ID } from './helpers/fixtures.js'
import { insertOtherSite, OTHER_SITE_ID, OTHER_SITE_TOKEN, siteAuthorization } from './helpers/platform-app.js'
import { withTestApp } from './helpers/test-app.js'

const mobiledoc = { version: '0.3.1', markups: [], atoms: [], cards: [], sections: [[1, 'p', []]] }

const t = withTestApp({
  seed: async (db) => {
    await insertBasics(db)
    await insertOtherSite(db)
    await db
      .insertInto('idx_components')
      .values([
        {
          id: 7,
          site_id: SITE_ID,
          category: 'listing-card',
          name: 'Big Photo Card',
          stylesheet: '.card { color: red }',
          mobiledoc: JSON.stringify(mobiledoc),
          layout: 'stacked',
        },
        { id: 8, site_id: SITE_ID, mobiledoc: JSON.stringify(mobiledoc), layout: null },
        { id: 9, site_id: OTHER_SITE_ID, mobiledoc: JSON.stringify(mobiledoc), layout: null },
      ])
      .execute()
    await db
      .insertInto('idx_layouts')
      .values([
        { id: 1, site_id: SITE_ID, name: 'Default', components: JSON.stringify({ 'listing-card': '7' }) },
        { id: 2, site_id: OTHER_SITE_ID, name: 'Theirs', components: JSON.stringify({}) },
      ])
      .execute()
  },
})

const bigPhotoCard = {
  id: '7',
  type: 'idx_components',
  attributes: {
    category: 'listing-card',
    name: 'Big Photo Card',
    stylesheet: '.card { color: red }',
    mobiledoc,
    layout: 'stacked',
    lock_version: 1,
    updated_at: expect.any(String),
  },
  relationships: { site: { data: { id: '1', type: 'sites' } } },
}

describe('GET /api/v3/idx_components', () => {
  it("lists the site's components, defaults filled in, and none of another site's", async () => {
    const res = await t.app.inject({ url: '/api/v3/idx_components', headers: siteAuthorization })
    expect(res.statusCode).toBe(200)
    const { data } = res.json()
    expect(data).toHaveLength(2)
    expect(data[0]).toEqual(bigPhotoCard)
    expect(data[1].attributes).toEqual({
      category: 'listing-card',
      name: 'Custom Listing Card',
      stylesheet: '',
      mobiledoc,
      layout: null,
      lock_version: 1,
      updated_at: expect.any(String),
    })
  })

  it('answers one component by id', async () => {
    const res = await t.app.inject({ url: '/api/v3/idx_components/7', headers: siteAuthorization })
    expect(res.json()).toEqual({ data: bigPhotoCard })
  })

  it.each(['9', '404', 'card'])("answers 404 for component %s (another site's, unknown, malformed)", async (id) => {
    const res = await t.app.inject({ url: `/api/v3/idx_components/${id}`, headers: siteAuthorization })
    expect(res.statusCode).toBe(404)
    expect(res.json().errors[0]).toMatchObject({ status: '404', detail: `No idx component ${id} in this site` })
  })

  it('needs the site token', async () => {
    expect((await t.app.inject('/api/v3/idx_components')).statusCode).toBe(401)
  })
})

describe('GET /api/v3/idx_layouts', () => {
  it("lists the site's layouts", async () => {
    const res = await t.app.inject({ url: '/api/v3/idx_layouts', headers: siteAuthorization })
    expect(res.json()).toEqual({
      data: [
        {
          id: '1',
          type: 'idx_layouts',
          attributes: { name: 'Default', components: { 'listing-card': '7' } },
          relationships: { site: { data: { id: '1', type: 'sites' } } },
        },
      ],
    })
  })

  it('lists only the other site’s layout for the other site', async () => {
    const res = await t.app.inject({
      url: '/api/v3/idx_layouts',
      headers: { authorization: `Bearer ${OTHER_SITE_TOKEN}` },
    })
    expect(res.json().data.map((l: { id: string }) => l.id)).toEqual(['2'])
  })

  it('needs the site token', async () => {
    expect(
      (await t.app.inject({ url: '/api/v3/idx_layouts', headers: { authorization: 'Bearer x' } })).statusCode,
    ).toBe(401)
  })
})
