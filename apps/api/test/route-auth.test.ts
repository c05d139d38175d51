import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ADMIN_SCOPE_REQUIRED_DETAIL,
  currentUser,
  siteAuth,
  SIGN_IN_REQUIRED_DETAIL,
  UNAUTHORIZED_DETAIL,
} from '../src/auth/site-auth.js'
import { startSession } from '../src/auth/tokens.js'
import type { OpenDatabase } from '../src/db/database.js'
import { installErrorHandling } from '../src/http/error-handler.js'
import { createUser } from '../src/users/users.repository.js'
import { testDatabase } from './helpers/database.js'
import { CLIENT_ID, insertBasics, SITE_ID } from './helpers/fixtures.js'
import { siteAuthorization } from './helpers/platform-app.js'

// Authentication is declared per route (`config.auth`) and checked once, before the handler; a
// failure is thrown to the one error handler, which answers a JSON:API error document.

let database: OpenDatabase
let app: FastifyInstance
const auth: Record<'reader' | 'admin', Record<string, string>> = { reader: {}, admin: {} }

beforeAll(async () => {
  database = await testDatabase()
  await insertBasics(database.db)
  for (const [name, scopes] of [
    ['reader', ['read', 'write']],
    ['admin', ['read', 'write', 'admin']],
  ] as const) {
    const user = await createUser(database.db, {
      siteId: SITE_ID,
      email: `${name}@example.com`,
      firstName: name,
      lastName: 'User',
    })
    const tokens = await startSession(database.db, {
      userId: user.id,
      siteId: SITE_ID,
      clientId: CLIENT_ID,
      scopes: [...scopes],
      sso: false,
    })
    auth[name] = { authorization: `Bearer ${tokens.access_token}` }
  }
  app = Fastify()
  app.decorate('db', database.db)
  installErrorHandling(app)
  await app.register(siteAuth)
  app.get('/site-only', async (request) => ({ site: request.site.id }))
  app.get('/signed-in', { config: { auth: 'user' } }, async (request) => ({ user: currentUser(request).email }))
  app.get('/admin', { config: { auth: 'admin' } }, async (request) => ({ admin: currentUser(request).email }))
  app.get('/public', { config: { public: true } }, async () => ({ ok: true }))
  await app.ready()
})
afterAll(async () => {
  await app.close()
  await database.close()
})

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers })

describe('authentication declared per route', () => {
  it('lets anyone call a public route and the site token or a user call a site route', async () => {
    expect((await get('/public')).statusCode).toBe(200)
    expect((await get('/site-only', siteAuthorization)).json()).toEqual({ site: SITE_ID })
    expect((await get('/site-only', auth.reader)).json()).toEqual({ site: SITE_ID })
  })

  it('answers 401 with WWW-Authenticate and a JSON:API error without a valid token', async () => {
    for (const url of ['/site-only', '/signed-in', '/admin']) {
      const res = await get(url, { authorization: 'Bearer nope' })
      expect(res.statusCode).toBe(401)
      expect(res.headers['www-authenticate']).toBe('Bearer')
      expect(res.json()).toEqual({ errors: [{ status: '401', title: 'Unauthorized', detail: UNAUTHORIZED_DETAIL }] })
    }
  })

  it("asks for a user's access token on a signed-in route", async () => {
    const res = await get('/signed-in', siteAuthorization)
    expect(res.statusCode).toBe(401)
    expect(res.headers['www-authenticate']).toBe('Bearer')
    expect(res.json().errors[0].detail).toBe(SIGN_IN_REQUIRED_DETAIL)
    expect((await get('/signed-in', auth.reader)).json()).toEqual({ user: 'reader@example.com' })
  })

  it('asks for the admin scope on an admin route: 403 for the site token and for a session without it', async () => {
    expect((await get('/admin', siteAuthorization)).statusCode).toBe(403)
    const reader = await get('/admin', auth.reader)
    expect(reader.statusCode).toBe(403)
    expect(reader.json()).toEqual({
      errors: [{ status: '403', title: 'Forbidden', detail: ADMIN_SCOPE_REQUIRED_DETAIL }],
    })
    expect((await get('/admin', auth.admin)).json()).toEqual({ admin: 'admin@example.com' })
  })
})
