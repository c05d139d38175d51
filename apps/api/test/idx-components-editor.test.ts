import { describe, expect, it } from 'vitest'
import { startSession } from '../src/auth/tokens.js'
import { createUser } from '../src/users/users.repository.js'
import { CLIENT_ID, insertBasics, MARKET_ID, SITE_ID } from './helpers/fixtures.js'
import { insertOtherSite, OTHER_SITE_ID, siteAuthorization } from './helpers/platform-app.js'
import { withTestApp } from './helpers/test-app.js'

// The card designer's saves: create (and make it the market's), versioned update, versions and
// restore; hostile documents and stylesheets refused with the problem named; admins only.

const empty = { version: '0.3.1', markups: [], atoms: [], cards: [], sections: [] }
const design = {
  version: '0.3.1',
  markups: [],
  atoms: [],
  cards: [
    ['listing-photos', {}],
    ['listing-attribute', { attribute: 'price_in_dollars' }],
    ['listing-actions', {}],
  ],
  sections: [
    [10, 0],
    [10, 1],
    [10, 2],
  ],
}

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
          name: 'Card',
          stylesheet: '',
          mobiledoc: JSON.stringify(empty),
          layout: null,
        },
        { id: 9, site_id: OTHER_SITE_ID, mobiledoc: JSON.stringify(empty), layout: null },
      ])
      .execute()
  },
})

let people = 0
async function sessionOf(isAdmin: boolean, scopes: string[]) {
  const row = await createUser(t.db, {
    siteId: SITE_ID,
    email: `designer${++people}@example.com`,
    firstName: 'Ada',
    lastName: `Designer${people}`,
    isAdmin,
  })
  const tokens = await startSession(t.db, { userId: row.id, siteId: SITE_ID, clientId: CLIENT_ID, scopes })
  return { authorization: `Bearer ${tokens.access_token}` }
}
const admin = () => sessionOf(true, ['read', 'write', 'admin'])

function create(headers: Record<string, string>, attributes: Record<string, unknown>, market?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v3/idx_components',
    headers,
    payload: {
      data: {
        type: 'idx_components',
        attributes,
        ...(market ? { relationships: { market: { data: { type: 'markets', id: market } } } } : {}),
      },
    },
  })
}

function update(headers: Record<string, string>, id: string, attributes: Record<string, unknown>) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/v3/idx_components/${id}`,
    headers,
    payload: { data: { type: 'idx_components', id, attributes } },
  })
}

async function marketLayout() {
  const row = await t.db
    .selectFrom('markets')
    .select('idx_layout')
    .where('id', '=', MARKET_ID)
    .executeTakeFirstOrThrow()
  return row.idx_layout
}

describe('POST /api/v3/idx_components', () => {
  it("creates a design and makes it the market's, so visitors' market names it at once", async () => {
    const auth = await admin()
    const res = await create(
      auth,
      { category: 'map-callout', stylesheet: 'h3 { color: teal }', mobiledoc: design },
      String(MARKET_ID),
    )
    expect(res.statusCode).toBe(201)
    const { data } = res.json()
    expect(data.attributes).toMatchObject({
      category: 'map-callout',
      name: 'Custom Map Callout',
      mobiledoc: design,
      lock_version: 1,
    })
    expect(await marketLayout()).toMatchObject({ 'map-callout': data.id })
    const market = await t.app.inject({ url: `/api/v3/markets/${MARKET_ID}`, headers: siteAuthorization })
    expect(market.json().data.attributes.idx_layout['map-callout']).toBe(data.id)
  })

  it("leaves the market alone and creates nothing when the market is another site's", async () => {
    const before = await t.db.selectFrom('idx_components').select('id').execute()
    const res = await create(await admin(), { category: 'listing-card', mobiledoc: design }, '999')
    expect(res.statusCode).toBe(404)
    expect(res.json().errors[0].source.pointer).toBe('/data/relationships/market/data/id')
    expect(await t.db.selectFrom('idx_components').select('id').execute()).toHaveLength(before.length)
  })

  it('refuses a category the designer does not edit', async () => {
    const res = await create(await admin(), { category: 'listing-page', mobiledoc: design })
    expect(res.statusCode).toBe(400)
  })

  it.each([
    [
      { category: 'listing-card', mobiledoc: { version: '2.0' } },
      '/data/attributes/mobiledoc/version',
      'version must be',
    ],
    [
      {
        category: 'listing-card',
        mobiledoc: { ...design, cards: [['listing-attribute', { attribute: 'pool' }]], sections: [[10, 0]] },
      },
      '/data/attributes/mobiledoc/cards/0/1/attribute',
      'unknown attribute "pool"',
    ],
    [
      {
        category: 'listing-card',
        mobiledoc: {
          ...design,
          markups: [['a', ['href', 'javascript:alert(1)']]],
          sections: [[1, 'p', [[0, [0], 1, 'x']]]],
        },
      },
      '/data/attributes/mobiledoc/markups/0',
      'javascript:alert(1)',
    ],
    [
      { category: 'listing-card', mobiledoc: design, stylesheet: '@import url(https://evil.example/a.css);' },
      '/data/attributes/stylesheet',
      'line 1: @import',
    ],
    [
      { category: 'listing-card', mobiledoc: design, stylesheet: 'p { background: url(https://t.example/p.gif) }' },
      '/data/attributes/stylesheet',
      'url() loads a remote resource',
    ],
    [
      { category: 'listing-card', mobiledoc: design, stylesheet: '@font-face { font-family: X }' },
      '/data/attributes/stylesheet',
      '@font-face loads a font',
    ],
    [
      { category: 'listing-card', mobiledoc: design, stylesheet: 'body { display: none }' },
      '/data/attributes/stylesheet',
      'body is the page',
    ],
    [
      { category: 'listing-card', mobiledoc: design, stylesheet: 'this is not css' },
      '/data/attributes/stylesheet',
      'not a CSS declaration',
    ],
  ])('refuses a design the card cannot use with a 422 naming the problem (%#)', async (attributes, pointer, detail) => {
    const res = await create(await admin(), attributes)
    expect(res.statusCode).toBe(422)
    const [error] = res.json().errors
    expect(error.source.pointer).toBe(pointer)
    expect(error.detail).toContain(detail)
  })

  it('answers 403 to a shopper and to an admin without the admin scope, and refuses the site token', async () => {
    for (const auth of [await sessionOf(false, ['read', 'write']), await sessionOf(true, ['read', 'write'])]) {
      const res = await create(auth, { category: 'listing-card', mobiledoc: design })
      expect(res.statusCode).toBe(403)
      expect(res.json().errors[0].detail).toBe('You are not authorized to perform that action.')
    }
    expect([401, 403]).toContain(
      (await create(siteAuthorization, { category: 'listing-card', mobiledoc: design })).statusCode,
    )
  })
})

describe('PATCH /api/v3/idx_components/:id', () => {
  it('saves a new version, keeps each, and restores an earlier one', async () => {
    const auth = await admin()
    const saved = await update(auth, '7', { mobiledoc: design, stylesheet: 'h3 { color: teal }', lock_version: 1 })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().data.attributes).toMatchObject({
      mobiledoc: design,
      stylesheet: 'h3 { color: teal }',
      lock_version: 2,
    })
    const visitor = await t.app.inject({ url: '/api/v3/idx_components/7', headers: siteAuthorization })
    expect(visitor.json().data.attributes.mobiledoc).toEqual(design)

    const versions = await t.app.inject({ url: '/api/v3/idx_components/7/versions', headers: auth })
    expect(versions.json().data.map((v: { attributes: { version: number } }) => v.attributes.version)).toEqual([2, 1])
    const restored = await t.app.inject({
      method: 'POST',
      url: '/api/v3/idx_components/7/versions/1/restore',
      headers: auth,
      payload: { data: { attributes: { lock_version: 2 } } },
    })
    expect(restored.statusCode).toBe(200)
    const after = await t.app.inject({ url: '/api/v3/idx_components/7', headers: siteAuthorization })
    expect(after.json().data.attributes).toMatchObject({ mobiledoc: empty, stylesheet: '', lock_version: 3 })
  })

  it('tells the second of two admins that the design changed under them', async () => {
    const first = await admin()
    const current = (await t.app.inject({ url: '/api/v3/idx_components/7', headers: first })).json().data.attributes
      .lock_version
    expect((await update(first, '7', { name: 'First', lock_version: current })).statusCode).toBe(200)
    const stale = await update(await admin(), '7', { name: 'Second', lock_version: current })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().errors[0].detail).toMatch(
      /^This card design was changed by Ada Designer\d+ at .* UTC after you opened it/,
    )
    expect(stale.json().meta.current_version).toBe(current + 1)
  })

  it("refuses a hostile stylesheet and a category change, and 404s another site's design", async () => {
    const auth = await admin()
    const { lock_version } = (await t.app.inject({ url: '/api/v3/idx_components/7', headers: auth })).json().data
      .attributes
    const hostile = await update(auth, '7', { stylesheet: 'p { position: fixed; z-index: 99999 }', lock_version })
    expect(hostile.statusCode).toBe(422)
    expect(hostile.json().errors.map((e: { detail: string }) => e.detail)).toEqual([
      expect.stringContaining('position: fixed'),
      expect.stringContaining('z-index may be at most 100'),
    ])
    expect((await update(auth, '7', { category: 'map-callout', lock_version })).statusCode).toBe(422)
    expect((await update(auth, '9', { name: 'Theirs', lock_version: 1 })).statusCode).toBe(404)
  })

  it('answers 403 to a non-admin', async () => {
    const res = await update(await sessionOf(false, ['read', 'write']), '7', { name: 'x', lock_version: 1 })
    expect(res.statusCode).toBe(403)
    expect(res.json().errors[0].detail).toBe('You are not authorized to perform that action.')
  })
})
