import { describe, expect, it } from 'vitest'
import { bearerToken, UNAUTHORIZED_DETAIL } from '../src/auth/site-auth.js'
import { insertBasics, SITE_TOKEN } from './helpers/fixtures.js'
import { insertOtherSite, OTHER_SITE_TOKEN } from './helpers/platform-app.js'
import { withTestApp } from './helpers/test-app.js'

const t = withTestApp({
  seed: async (db) => {
    await insertBasics(db)
    await insertOtherSite(db)
  },
})

const unauthorized = { errors: [{ status: '401', title: 'Unauthorized', detail: UNAUTHORIZED_DETAIL }] }

describe('site authorisation of /api/v3', () => {
  it.each([
    ['no Authorization header', undefined],
    ['an unknown token', 'Bearer not-a-token'],
    ['an empty Bearer', 'Bearer '],
    ['another scheme', `Basic ${SITE_TOKEN}`],
    ['the token without a scheme', SITE_TOKEN],
    ['two tokens', `Bearer ${SITE_TOKEN} ${SITE_TOKEN}`],
    ['a token differing in case', `Bearer ${SITE_TOKEN.toUpperCase()}`],
  ])('answers 401 with a JSON:API error and WWW-Authenticate for %s', async (_name, authorization) => {
    const res = await t.app.inject({
      url: '/api/v3/markets',
      headers: authorization === undefined ? {} : { authorization },
    })
    expect(res.statusCode).toBe(401)
    expect(res.headers['www-authenticate']).toBe('Bearer')
    expect(res.headers['content-type']).toContain('application/vnd.api+json')
    expect(res.json()).toEqual(unauthorized)
  })

  it('lets a request with the site token through and acts for that site', async () => {
    const res = await t.app.inject({ url: '/api/v3/site?me=true', headers: { authorization: `Bearer ${SITE_TOKEN}` } })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.attributes.name).toBe('Test Realty')
  })

  it('accepts the scheme in any case, as RFC 7235 says', async () => {
    const res = await t.app.inject({ url: '/api/v3/site?me=true', headers: { authorization: `bearer ${SITE_TOKEN}` } })
    expect(res.statusCode).toBe(200)
  })

  it("acts for the other site with the other site's token", async () => {
    const res = await t.app.inject({
      url: '/api/v3/site?me=true',
      headers: { authorization: `Bearer ${OTHER_SITE_TOKEN}` },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ id: '2', attributes: { name: 'Other Homes' } })
  })

  it('checks the token before validating the query, so an anonymous caller learns nothing', async () => {
    const res = await t.app.inject({ url: '/api/v3/site?me=nope' })
    expect(res.statusCode).toBe(401)
  })

  it('sees a revoked token at once: the database is the only state', async () => {
    await t.db.updateTable('sites').set({ access_token: 'rotated-token' }).where('id', '=', 2).execute()
    const old = await t.app.inject({ url: '/api/v3/markets', headers: { authorization: `Bearer ${OTHER_SITE_TOKEN}` } })
    const rotated = await t.app.inject({ url: '/api/v3/markets', headers: { authorization: 'Bearer rotated-token' } })
    await t.db.updateTable('sites').set({ access_token: OTHER_SITE_TOKEN }).where('id', '=', 2).execute()
    expect(old.statusCode).toBe(401)
    expect(rotated.statusCode).toBe(200)
  })

  it.each(['/api/v3/openapi.json', '/healthz', '/readyz'])('needs no token for the public route %s', async (url) => {
    const res = await t.app.inject(url)
    expect(res.statusCode).toBe(200)
  })

  it('answers unknown /api/v3 paths 404 without asking for a token', async () => {
    const res = await t.app.inject('/api/v3/no-such-thing')
    expect(res.statusCode).toBe(404)
  })
})

describe('bearerToken', () => {
  it.each([
    ['Bearer abc', 'abc'],
    ['bearer abc', 'abc'],
    ['Bearer   abc  ', 'abc'],
    ['Bearer', null],
    ['Bearer a b', null],
    ['Basic abc', null],
    ['', null],
    [undefined, null],
  ])('reads %j as %j', (header, token) => {
    expect(bearerToken(header)).toBe(token)
  })
})
