import { describe, expect, it } from 'vitest'
import { CLIENT_ID, insertBasics, SITE_TOKEN } from './helpers/fixtures.js'
import { insertOtherSite, OTHER_SITE_TOKEN, siteAuthorization } from './helpers/platform-app.js'
import { withTestApp } from './helpers/test-app.js'

const t = withTestApp({
  seed: async (db) => {
    await insertBasics(db)
    await insertOtherSite(db)
  },
})

describe('GET /api/v3/site?me=true', () => {
  it('describes the current site with its applications, markets and their feeds', async () => {
    const res = await t.app.inject({ url: '/api/v3/site?me=true', headers: siteAuthorization })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('application/vnd.api+json')
    const body = res.json()
    expect(body.data).toEqual({
      id: '1',
      type: 'sites',
      attributes: {
        name: 'Test Realty',
        domain: 'test-realty.example',
        logo_url: null,
        extra_info: false,
        features: { 'fraction_display.enabled': true },
        registration_rule: { mode: 'views', limit: 3 },
        short_url: null,
        front_facing_site_idx_prefix: '/idx',
        sso: null,
        brand: {
          primary_color: null,
          accent_color: null,
          font: null,
          favicon_url: null,
          radius: null,
          card_shadow: null,
        },
      },
      relationships: {
        oauth_applications: { data: [{ id: CLIENT_ID, type: 'oauth_applications' }] },
        markets: {
          data: [
            { id: '1', type: 'markets' },
            { id: '2', type: 'markets' },
          ],
        },
      },
    })
    expect(body.included.map((r: { type: string; id: string }) => `${r.type}:${r.id}`)).toEqual([
      `oauth_applications:${CLIENT_ID}`,
      'markets:1',
      'markets:2',
      'feeds:1',
    ])
    expect(body.included[0]).toEqual({ id: CLIENT_ID, type: 'oauth_applications', attributes: { name: 'Test site' } })
    expect(body.included[1].attributes).toMatchObject({ market_name: 'Austin', default: true })
    expect(body.included[3].attributes).toMatchObject({ data_source_name: 'actris' })
  })

  it('answers a stored http:// logo as no image, and an https one or a path as stored', async () => {
    // Stored before such addresses were refused: the pages' CSP (img-src 'self' https:) would block them.
    const set = async (logo: string | null, feedLogo: string | null) => {
      await t.db.updateTable('sites').set({ logo_url: logo }).where('id', '=', 1).execute()
      await t.db.updateTable('feeds').set({ idx_logo_url: feedLogo }).where('id', '=', 1).execute()
      const body = (await t.app.inject({ url: '/api/v3/site?me=true', headers: siteAuthorization })).json()
      const feed = body.included.find((r: { type: string }) => r.type === 'feeds')
      return [body.data.attributes.logo_url, feed.attributes.idx_logo_url]
    }
    try {
      expect(await set('http://broker.example/logo.png', 'http://localhost:8080/mls.svg')).toEqual([null, null])
      expect(await set('https://broker.example/logo.png', '/logos/mls.svg')).toEqual([
        'https://broker.example/logo.png',
        '/logos/mls.svg',
      ])
    } finally {
      await set(null, '/api/v3/feeds/1/logo.svg')
    }
  })

  it('says its own time in Server-Timing, refusals included (never on /oauth, see password-reset)', async () => {
    const answered = await t.app.inject({ url: '/api/v3/site?me=true', headers: siteAuthorization })
    const refused = await t.app.inject('/api/v3/site?me=true')
    expect([answered.statusCode, refused.statusCode]).toEqual([200, 401])
    for (const res of [answered, refused]) expect(res.headers['server-timing']).toMatch(/^app;dur=\d+\.\d$/)
  })

  it('never sends an access token, its own or another site’s', async () => {
    const res = await t.app.inject({ url: '/api/v3/site?me=true', headers: siteAuthorization })
    expect(res.body).not.toContain(SITE_TOKEN)
    expect(res.body).not.toContain(OTHER_SITE_TOKEN)
    expect(res.body).not.toContain('access_token')
  })

  it('shows the other site only its own markets and applications', async () => {
    const res = await t.app.inject({
      url: '/api/v3/site?me=true',
      headers: { authorization: `Bearer ${OTHER_SITE_TOKEN}` },
    })
    const body = res.json()
    expect(body.data.relationships.markets.data).toEqual([{ id: '3', type: 'markets' }])
    expect(body.included.map((r: { type: string; id: string }) => `${r.type}:${r.id}`)).toEqual([
      'oauth_applications:other-client',
      'markets:3',
      'feeds:2',
    ])
    expect(body.data.attributes.registration_rule).toBeNull()
  })

  it('lists the support chat markets as string ids, however the site stored them', async () => {
    const other = t.db.updateTable('sites').where('access_token', '=', OTHER_SITE_TOKEN)
    await other.set({ features: JSON.stringify({ support_chat: { market_ids: [3] }, idx_login: true }) }).execute()
    try {
      const res = await t.app.inject({
        url: '/api/v3/site?me=true',
        headers: { authorization: `Bearer ${OTHER_SITE_TOKEN}` },
      })
      expect(res.json().data.attributes.features).toEqual({ support_chat: { market_ids: ['3'] }, idx_login: true })
    } finally {
      await other.set({ features: JSON.stringify({}) }).execute()
    }
  })

  it.each([
    ['missing', '/api/v3/site', "'me' is required"],
    ['false', '/api/v3/site?me=false', "'me' must be one of: true"],
    ['empty', '/api/v3/site?me=', "'me' must be one of: true"],
    ['repeated with another value', '/api/v3/site?me=true&me=1', "'me' must be string"],
  ])('answers 400 pointing at me when me is %s', async (_name, url, detail) => {
    const res = await t.app.inject({ url, headers: siteAuthorization })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      errors: [{ status: '400', title: 'Bad Request', detail, source: { parameter: 'me' } }],
    })
  })
})
