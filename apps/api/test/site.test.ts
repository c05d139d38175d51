import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenDatabase } from '../src/db/database.js'
import { testDatabase } from './helpers/database.js'
import { CLIENT_ID, insertBasics, SITE_TOKEN } from './helpers/fixtures.js'
import { buildTestApp, insertOtherSite, OTHER_SITE_TOKEN, siteAuthorization } from './helpers/platform-app.js'

let database: OpenDatabase
let app: FastifyInstance
beforeAll(async () => {
  database = await testDatabase()
  await insertBasics(database.db)
  await insertOtherSite(database.db)
  app = await buildTestApp(database.db)
})
afterAll(async () => {
  await app.close()
  await database.close()
})

describe('GET /api/v3/site?me=true', () => {
  it('describes the current site with its applications, markets and their feeds', async () => {
    const res = await app.inject({ url: '/api/v3/site?me=true', headers: siteAuthorization })
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

  it('says its own time in Server-Timing, refusals included (never on /oauth, see password-reset)', async () => {
    const answered = await app.inject({ url: '/api/v3/site?me=true', headers: siteAuthorization })
    const refused = await app.inject('/api/v3/site?me=true')
    expect([answered.statusCode, refused.statusCode]).toEqual([200, 401])
    for (const res of [answered, refused]) expect(res.headers['server-timing']).toMatch(/^app;dur=\d+\.\d$/)
  })

  it('never sends an access token, its own or another site’s', async () => {
    const res = await app.inject({ url: '/api/v3/site?me=true', headers: siteAuthorization })
    expect(res.body).not.toContain(SITE_TOKEN)
    expect(res.body).not.toContain(OTHER_SITE_TOKEN)
    expect(res.body).not.toContain('access_token')
  })

  it('shows the other site only its own markets and applications', async () => {
    const res = await app.inject({
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
    const other = database.db.updateTable('sites').where('access_token', '=', OTHER_SITE_TOKEN)
    await other.set({ features: JSON.stringify({ support_chat: { market_ids: [3] }, idx_login: true }) }).execute()
    try {
      const res = await app.inject({
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
    const res = await app.inject({ url, headers: siteAuthorization })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      errors: [{ status: '400', title: 'Bad Request', detail, source: { parameter: 'me' } }],
    })
  })
})
