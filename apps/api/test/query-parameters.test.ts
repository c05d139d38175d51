import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.js'
import { startSession } from '../src/auth/tokens.js'
import { readConfig } from '../src/config/server-config.js'
import { createUser } from '../src/users/users.repository.js'
import { CLIENT_ID, SITE_ID } from './helpers/fixtures.js'
import { siteAuthorization } from './helpers/platform-app.js'
import { withTestApp } from './helpers/test-app.js'

// JSON:API 1.1 "Query Parameters": a query parameter the server does not know is a 400. Every
// route under /api/ takes exactly the names its querystring schema declares; pages and the other
// endpoints outside /api/ take any query string.

const t = withTestApp()

let signedIn: Promise<{ authorization: string }> | undefined

/** A signed-in user's Authorization header (the same user for every test). */
function userAuthorization(): Promise<{ authorization: string }> {
  signedIn ??= signIn()
  return signedIn
}

async function signIn(): Promise<{ authorization: string }> {
  const user = await createUser(t.db, {
    siteId: SITE_ID,
    email: 'query-parameters@example.com',
    firstName: 'Quinn',
    lastName: 'Query',
    passwordHash: null,
  })
  const tokens = await startSession(t.db, {
    userId: user.id,
    siteId: SITE_ID,
    clientId: CLIENT_ID,
    scopes: ['read', 'write'],
    sso: false,
  })
  return { authorization: `Bearer ${tokens.access_token}` }
}

type ErrorDocument = { errors: { status: string; detail: string; source?: { parameter?: string } }[] }

describe('query parameters of the JSON API', () => {
  it('refuses a parameter the route does not declare, naming it', async () => {
    const res = await t.app.inject({ url: '/api/v3/user?me=true&id=2', headers: await userAuthorization() })
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-type']).toContain('application/vnd.api+json')
    const { errors } = res.json<ErrorDocument>()
    expect(errors).toEqual([
      {
        status: '400',
        title: 'Bad Request',
        detail: "Unknown query parameter 'id': this endpoint takes me",
        source: { parameter: 'id' },
      },
    ])
  })

  it('still answers the declared parameters alone', async () => {
    const res = await t.app.inject({ url: '/api/v3/user?me=true', headers: await userAuthorization() })
    expect(res.statusCode, res.body).toBe(200)
  })

  it('reports every unknown parameter, cache-busting ones (jQuery’s _) too', async () => {
    const res = await t.app.inject({
      url: '/api/v3/site?me=true&_=1700000000&include=markets',
      headers: siteAuthorization,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json<ErrorDocument>().errors.map((error) => error.source?.parameter)).toEqual(['_', 'include'])
  })

  it('takes the bracketed names a route declares, and refuses other members of the family', async () => {
    const declared = await t.app.inject({
      url: '/api/v3/agents?filter[data_source_name]=actris&filter[name_search]=ad&page[size]=5&page[number]=1',
      headers: siteAuthorization,
    })
    expect(declared.statusCode, declared.body).toBe(200)
    const other = await t.app.inject({
      url: '/api/v3/agents?filter[data_source_name]=actris&filter%5Bcity%5D=Austin',
      headers: siteAuthorization,
    })
    expect(other.statusCode).toBe(400)
    expect(other.json<ErrorDocument>().errors[0]?.source).toEqual({ parameter: 'filter[city]' })
  })

  it('refuses any parameter on a route that declares none', async () => {
    const res = await t.app.inject({ url: '/api/v3/markets?market_id=1', headers: siteAuthorization })
    expect(res.statusCode).toBe(400)
    expect(res.json<ErrorDocument>().errors[0]?.detail).toBe(
      "Unknown query parameter 'market_id': this endpoint takes no query parameters",
    )
  })

  it('refuses them on HEAD requests and on the tracking service too', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/api/v3/markets?x=1', headers: siteAuthorization })
    expect(head.statusCode).toBe(400)
    const tracking = await t.app.inject({
      method: 'POST',
      url: '/api/events?utm_source=x',
      headers: siteAuthorization,
      payload: { vid: 'v1', event: 'viewed' },
    })
    expect(tracking.statusCode).toBe(400)
    expect(tracking.json<ErrorDocument>().errors[0]?.source).toEqual({ parameter: 'utm_source' })
  })

  it('checks the token first: an anonymous caller learns nothing about the parameters', async () => {
    const res = await t.app.inject('/api/v3/markets?x=1')
    expect(res.statusCode).toBe(401)
  })
})

describe('query parameters outside the JSON API', () => {
  const apps: FastifyInstance[] = []
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()))
  })

  it('leave pages alone: a visitor’s link with utm_source still opens the page', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'idx-site-'))
    writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head></head><body>site</body></html>')
    const app = await buildApp(
      { ...readConfig({}), idxAppDir: dir, idxRenderer: null, storybookDir: null },
      { db: t.db },
    )
    apps.push(app)
    const res = await app.inject('/app/?utm_source=newsletter&utm_campaign=spring&fbclid=abc')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
  })

  it('leave the health checks and robots.txt alone', async () => {
    expect((await t.app.inject('/healthz?probe=1')).statusCode).toBe(200)
    expect((await t.app.inject('/robots.txt?x=1')).statusCode).toBe(200)
  })
})
