import { beforeAll, describe, expect, it, vi } from 'vitest'
import { issueCode } from '../src/auth/one-time-codes.js'
import type * as Passwords from '../src/auth/passwords.js'
import { HashQueueFullError, hashPassword, verifyPassword } from '../src/auth/passwords.js'
import { secretHash } from '../src/auth/secrets.js'
import { createUser, type UserRow } from '../src/users/users.repository.js'
import { CLIENT_ID, insertBasics, SITE_ID } from './helpers/fixtures.js'
import { insertOtherSite, OTHER_SITE_ID } from './helpers/platform-app.js'
import { withTestApp } from './helpers/test-app.js'

// The hash queue is real; one test makes it report "full" once to check the 429.
vi.mock('../src/auth/passwords.js', async (importOriginal) => {
  const actual = await importOriginal<typeof Passwords>()
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) }
})

let jane: UserRow
let admin: UserRow
const PASSWORD = 'correct horse battery staple'

const t = withTestApp({
  seed: async (db) => {
    await insertBasics(db)
    await insertOtherSite(db)
  },
})
beforeAll(async () => {
  const passwordHash = await hashPassword(PASSWORD)
  jane = await createUser(t.db, { siteId: SITE_ID, email: 'Jane@Example.com', firstName: 'Jane', passwordHash })
  admin = await createUser(t.db, { siteId: SITE_ID, email: 'boss@example.com', passwordHash })
  await t.db.updateTable('users').set({ is_admin: true }).where('id', '=', admin.id).execute()
  // Same address on the other site, same password: tokens must never cross sites.
  await createUser(t.db, { siteId: OTHER_SITE_ID, email: 'jane@example.com', passwordHash })
})

let addressCount = 0
/** A fresh client address per call, so tests do not share throttle counters unless they mean to. */
function freshAddress(): string {
  addressCount += 1
  return `10.1.${Math.floor(addressCount / 250)}.${addressCount % 250}`
}

function token(payload: Record<string, string>, options: { form?: boolean; address?: string; query?: string } = {}) {
  const url = `/oauth/token${options.query ?? ''}`
  const remoteAddress = options.address ?? freshAddress()
  if (options.form) {
    return t.app.inject({
      method: 'POST',
      url,
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(payload).toString(),
    })
  }
  return t.app.inject({ method: 'POST', url, remoteAddress, payload })
}

function passwordGrant(extra: Record<string, string> = {}, options: { address?: string } = {}) {
  return token(
    { grant_type: 'password', client_id: CLIENT_ID, email: 'jane@example.com', password: PASSWORD, ...extra },
    options,
  )
}

function me(accessToken: string) {
  return t.app.inject({ url: '/api/v3/site?me=true', headers: { authorization: `Bearer ${accessToken}` } })
}

describe('POST /oauth/token, grant_type=password', () => {
  it('signs in with JSON: a token pair of the documented shape that opens /api/v3 as the user', async () => {
    const res = await passwordGrant()
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const body = res.json()
    expect(body).toEqual({
      success: true,
      error: null,
      access_token: expect.stringMatching(/^idx_at_[A-Za-z0-9_-]{43}$/),
      token_type: 'Bearer',
      expires_in: 3600,
      refresh_token: expect.stringMatching(/^idx_rt_[A-Za-z0-9_-]{43}$/),
      scope: 'read write',
      created_at: expect.any(Number),
    })
    expect(Math.abs(body.created_at - Date.now() / 1000)).toBeLessThan(60)
    const site = await me(body.access_token)
    expect(site.statusCode).toBe(200)
    expect(site.json().data.attributes.name).toBe('Test Realty')
  })

  it('signs in with a form body, client_id in the query and the OAuth name `username`', async () => {
    const res = await token(
      { grant_type: 'password', username: 'JANE@example.com', password: PASSWORD },
      { form: true, query: `?client_id=${CLIENT_ID}` },
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().access_token).toMatch(/^idx_at_/)
  })

  it('stores only hashes of the tokens it hands out', async () => {
    const { access_token, refresh_token } = (await passwordGrant()).json()
    const rows = await t.db
      .selectFrom('auth_tokens')
      .select('token_hash')
      .where('token_hash', 'in', [access_token, refresh_token, secretHash(access_token), secretHash(refresh_token)])
      .execute()
    expect(rows.map((r) => r.token_hash).sort()).toEqual([secretHash(access_token), secretHash(refresh_token)].sort())
  })

  it('answers a wrong password and an unknown e-mail the same way', async () => {
    const wrongPassword = await passwordGrant({ password: 'not the password' })
    const unknownEmail = await passwordGrant({ email: 'nobody@example.com' })
    const expected = {
      success: false,
      error: 'invalid_grant',
      error_description: 'Failed to log in. Check your username and password.',
    }
    expect(wrongPassword.statusCode).toBe(400)
    expect(wrongPassword.json()).toEqual(expected)
    expect(unknownEmail.statusCode).toBe(400)
    expect(unknownEmail.json()).toEqual(expected)
  })

  it('refuses an account of another site with the same e-mail and password', async () => {
    const res = await passwordGrant({ client_id: 'other-client' })
    expect(res.statusCode).toBe(200)
    const site = await me(res.json().access_token)
    expect(site.json().data.attributes.name).toBe('Other Homes')
  })

  it('refuses a user without a password (magic-link or SSO only) like a wrong password', async () => {
    await createUser(t.db, { siteId: SITE_ID, email: 'nopass@example.com' })
    const res = await passwordGrant({ email: 'nopass@example.com' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe('invalid_grant')
  })

  it('refuses a password past 128 characters without hashing it', async () => {
    const calls = vi.mocked(verifyPassword).mock.calls.length
    const res = await passwordGrant({ password: 'x'.repeat(129) })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe('invalid_grant')
    expect(vi.mocked(verifyPassword).mock.calls.length).toBe(calls)
  })

  it.each([
    ['no e-mail', { email: '' }, 'email and password are required.'],
    ['no password', { password: '' }, 'email and password are required.'],
  ])('answers %s with invalid_request', async (_name, extra, description) => {
    const res = await passwordGrant(extra)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ success: false, error: 'invalid_request', error_description: description })
  })

  it('grants admin to an admin who asks for it, and only then', async () => {
    const asked = await passwordGrant({ email: 'boss@example.com', scope: 'read write admin' })
    expect(asked.statusCode).toBe(200)
    expect(asked.json().scope).toBe('read write admin')
    const notAsked = await passwordGrant({ email: 'boss@example.com' })
    expect(notAsked.json().scope).toBe('read write')
    const session = await t.db
      .selectFrom('auth_tokens')
      .innerJoin('auth_sessions', 'auth_sessions.id', 'auth_tokens.session_id')
      .select('auth_sessions.scopes')
      .where('token_hash', '=', secretHash(asked.json().access_token))
      .executeTakeFirstOrThrow()
    expect(session.scopes).toEqual(['read', 'write', 'admin'])
  })

  it('answers invalid_scope when a non-admin asks for admin, and starts no session', async () => {
    const before = await t.db
      .selectFrom('auth_sessions')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst()
    const res = await passwordGrant({ scope: 'read write admin' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: 'invalid_scope', error_description: expect.stringContaining('admin') })
    const after = await t.db
      .selectFrom('auth_sessions')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst()
    expect(after?.n).toEqual(before?.n)
  })

  it('answers invalid_scope for an unknown scope before checking the password', async () => {
    const calls = vi.mocked(verifyPassword).mock.calls.length
    const res = await passwordGrant({ scope: 'read delete' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: 'invalid_scope', error_description: expect.stringContaining("'delete'") })
    expect(vi.mocked(verifyPassword).mock.calls.length).toBe(calls)
  })

  it('answers 429 with Retry-After when the hash queue is full', async () => {
    vi.mocked(verifyPassword).mockRejectedValueOnce(new HashQueueFullError())
    const res = await passwordGrant()
    expect(res.statusCode).toBe(429)
    expect(res.headers['retry-after']).toBe('1')
    expect(res.json().error).toBe('too_many_requests')
  })

  it('throttles one account from one address after 5 checks, before hashing, and a right password resets it', async () => {
    const address = freshAddress()
    // A correct password clears the account-and-address count: 4 misses, a hit, 4 misses all pass.
    for (let i = 0; i < 4; i++)
      expect((await passwordGrant({ password: 'wrong one' }, { address })).statusCode).toBe(400)
    expect((await passwordGrant({}, { address })).statusCode).toBe(200)
    for (let i = 0; i < 4; i++)
      expect((await passwordGrant({ password: 'wrong one' }, { address })).statusCode).toBe(400)
    expect((await passwordGrant({ password: 'wrong one' }, { address })).statusCode).toBe(400)
    const calls = vi.mocked(verifyPassword).mock.calls.length
    const throttled = await passwordGrant({}, { address })
    expect(throttled.statusCode).toBe(429)
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(throttled.headers['retry-after'])).toBeLessThanOrEqual(15 * 60)
    expect(throttled.json()).toMatchObject({ success: false, error: 'too_many_requests' })
    expect(vi.mocked(verifyPassword).mock.calls.length).toBe(calls)
  })

  it('throttles an account after 20 failed checks from any addresses, leaving other accounts alone', async () => {
    await createUser(t.db, {
      siteId: SITE_ID,
      email: 'target@example.com',
      passwordHash: await hashPassword(PASSWORD),
    })
    for (let i = 0; i < 20; i++) {
      expect((await passwordGrant({ email: 'target@example.com', password: `guess ${i}` })).statusCode).toBe(400)
    }
    const res = await passwordGrant({ email: 'target@example.com' })
    expect(res.statusCode).toBe(429)
    expect((await passwordGrant()).statusCode).toBe(200)
  })

  it('lets strangers’ 20 failures stop strangers, not the owner at an address they signed in from', async () => {
    await createUser(t.db, {
      siteId: SITE_ID,
      email: 'owner@example.com',
      passwordHash: await hashPassword(PASSWORD),
    })
    const owner = (extra: Record<string, string> = {}, address = '10.200.0.1') =>
      passwordGrant({ email: 'Owner@example.com', ...extra }, { address })
    expect((await owner()).statusCode).toBe(200)
    // Spraying from many addresses fills the account's failure count...
    for (let i = 0; i < 20; i++) {
      expect((await passwordGrant({ email: 'owner@example.com', password: `guess ${i}` })).statusCode).toBe(400)
    }
    // ...which stops every further stranger, right password or not, before any hash...
    const calls = vi.mocked(verifyPassword).mock.calls.length
    expect((await passwordGrant({ email: 'owner@example.com', password: 'guess 21' })).statusCode).toBe(429)
    expect((await passwordGrant({ email: 'owner@example.com' })).statusCode).toBe(429)
    expect(vi.mocked(verifyPassword).mock.calls.length).toBe(calls)
    // ...but not the owner where they signed in before, mistyping once included.
    expect((await owner({ password: 'typo' })).statusCode).toBe(400)
    const signedIn = await owner()
    expect(signedIn.statusCode, signedIn.body).toBe(200)
    // There the tight per-account-and-address limit still holds: 5 guesses, then 429.
    for (let i = 0; i < 5; i++) expect((await owner({ password: `near ${i}` }, '10.200.0.1')).statusCode).toBe(400)
    expect((await owner({}, '10.200.0.1')).statusCode).toBe(429)
  })

  it('recognises the address of a magic-link sign-in: the owner’s way back to their password', async () => {
    const owner = await createUser(t.db, {
      siteId: SITE_ID,
      email: 'linked@example.com',
      passwordHash: await hashPassword(PASSWORD),
    })
    for (let i = 0; i < 20; i++) {
      expect((await passwordGrant({ email: 'linked@example.com', password: `guess ${i}` })).statusCode).toBe(400)
    }
    const address = '10.200.0.2'
    expect((await passwordGrant({ email: 'linked@example.com' }, { address })).statusCode).toBe(429)
    const link = await issueCode(t.db, {
      kind: 'magic_link',
      userId: owner.id,
      siteId: SITE_ID,
      clientId: CLIENT_ID,
    })
    const grant = { grant_type: 'urn:idx:magic-link', client_id: CLIENT_ID, email: 'linked@example.com', token: link }
    expect((await token(grant, { address })).statusCode).toBe(200)
    expect((await passwordGrant({ email: 'linked@example.com' }, { address })).statusCode).toBe(200)
  })
})

describe('POST /oauth/token, bad requests', () => {
  it('answers unsupported_grant_type for the implicit or client-credentials grants', async () => {
    const res = await token({ grant_type: 'client_credentials', client_id: CLIENT_ID })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: 'unsupported_grant_type' })
    expect(res.json().error_description).toContain('urn:idx:magic-link')
  })

  it('answers invalid_request without grant_type', async () => {
    const res = await token({ client_id: CLIENT_ID })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      success: false,
      error: 'invalid_request',
      error_description: 'grant_type is required.',
    })
  })

  it('answers invalid_request without client_id and invalid_client for an unknown one', async () => {
    const none = await token({ grant_type: 'password', email: 'jane@example.com', password: PASSWORD })
    expect(none.statusCode).toBe(400)
    expect(none.json().error).toBe('invalid_request')
    const unknown = await passwordGrant({ client_id: 'no-such-client' })
    expect(unknown.statusCode).toBe(401)
    expect(unknown.json().error).toBe('invalid_client')
  })

  it('answers a parameter of the wrong type with invalid_request, not a 500 or JSON:API', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { grant_type: 'password', client_id: CLIENT_ID, email: 'jane@example.com', password: 1234 },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      success: false,
      error: 'invalid_request',
      error_description: "'password' must be string",
    })
  })

  it('answers malformed JSON and a missing body with invalid_request', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/json' },
      payload: '{"grant_type":',
    })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().error).toBe('invalid_request')
    const empty = await t.app.inject({ method: 'POST', url: `/oauth/token?client_id=${CLIENT_ID}` })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error).toBe('invalid_request')
  })

  it('answers a body of another content type with invalid_request naming the two it takes', async () => {
    for (const [type, status] of [
      ['text/plain', 400],
      ['application/xml', 415],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/oauth/token',
        headers: { 'content-type': type },
        payload: 'grant_type=password',
      })
      expect(res.statusCode).toBe(status)
      expect(res.json()).toMatchObject({
        error: 'invalid_request',
        error_description: expect.stringContaining('application/x-www-form-urlencoded'),
      })
    }
  })
})

describe('POST /oauth/token, grant_type=refresh_token', () => {
  it('rotates: a new pair that works, and the old access token keeps working until it expires', async () => {
    const first = (await passwordGrant()).json()
    const res = await token({ grant_type: 'refresh_token', client_id: CLIENT_ID, refresh_token: first.refresh_token })
    expect(res.statusCode, res.body).toBe(200)
    const second = res.json()
    expect(second.access_token).not.toBe(first.access_token)
    expect(second.refresh_token).not.toBe(first.refresh_token)
    expect(second.scope).toBe('read write')
    expect((await me(second.access_token)).statusCode).toBe(200)
  })

  it('revokes the whole family when a used refresh token comes back', async () => {
    const first = (await passwordGrant()).json()
    const refresh = { grant_type: 'refresh_token', client_id: CLIENT_ID, refresh_token: first.refresh_token }
    const second = (await token(refresh)).json()
    const replay = await token(refresh)
    expect(replay.statusCode).toBe(400)
    expect(replay.json().error).toBe('invalid_grant')
    expect((await me(second.access_token)).statusCode).toBe(401)
    expect((await me(first.access_token)).statusCode).toBe(401)
    const next = await token({ grant_type: 'refresh_token', client_id: CLIENT_ID, refresh_token: second.refresh_token })
    expect(next.statusCode).toBe(400)
  })

  it("refuses a refresh token presented with another site's client_id, and leaves it usable", async () => {
    const first = (await passwordGrant()).json()
    const other = await token({
      grant_type: 'refresh_token',
      client_id: 'other-client',
      refresh_token: first.refresh_token,
    })
    expect(other.statusCode).toBe(400)
    expect(other.json().error).toBe('invalid_grant')
    const own = await token({ grant_type: 'refresh_token', client_id: CLIENT_ID, refresh_token: first.refresh_token })
    expect(own.statusCode).toBe(200)
  })

  it('refuses an access token, a forged token and no token', async () => {
    const first = (await passwordGrant()).json()
    for (const refresh_token of [first.access_token, 'idx_rt_' + 'A'.repeat(43), 'anything']) {
      const res = await token({ grant_type: 'refresh_token', client_id: CLIENT_ID, refresh_token })
      expect(res.statusCode).toBe(400)
      expect(res.json().error).toBe('invalid_grant')
    }
    const none = await token({ grant_type: 'refresh_token', client_id: CLIENT_ID })
    expect(none.json()).toMatchObject({ error: 'invalid_request', error_description: 'refresh_token is required.' })
  })
})

describe('POST /oauth/token, grant_type=urn:idx:magic-link', () => {
  async function magicToken(siteId = SITE_ID, userId = jane.id, now?: Date) {
    return issueCode(t.db, { kind: 'magic_link', siteId, userId, clientId: CLIENT_ID }, now)
  }

  it('signs in once with the e-mail and token of a magic link', async () => {
    const magic = await magicToken()
    const grant = { grant_type: 'urn:idx:magic-link', client_id: CLIENT_ID, email: 'jane@example.com', token: magic }
    const res = await token(grant)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().scope).toBe('read write')
    expect((await me(res.json().access_token)).statusCode).toBe(200)
    const again = await token(grant)
    expect(again.statusCode).toBe(400)
    expect(again.json().error).toBe('invalid_grant')
  })

  it('refuses an expired link, a link for another e-mail and a made-up token', async () => {
    const expired = await magicToken(SITE_ID, jane.id, new Date(Date.now() - 16 * 60 * 1000))
    const otherEmail = await magicToken()
    for (const [email, magic] of [
      ['jane@example.com', expired],
      ['boss@example.com', otherEmail],
      ['jane@example.com', 'made-up-token'],
    ] as const) {
      const res = await token({ grant_type: 'urn:idx:magic-link', client_id: CLIENT_ID, email, token: magic })
      expect(res.statusCode).toBe(400)
      expect(res.json().error).toBe('invalid_grant')
    }
  })

  it("refuses a link presented with another site's client_id", async () => {
    const magic = await magicToken()
    const res = await token({
      grant_type: 'urn:idx:magic-link',
      client_id: 'other-client',
      email: 'jane@example.com',
      token: magic,
    })
    expect(res.statusCode).toBe(400)
  })
})

describe('POST /oauth/revoke', () => {
  function revoke(payload: Record<string, string>, form = false) {
    return form
      ? t.app.inject({
          method: 'POST',
          url: '/oauth/revoke',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(payload).toString(),
        })
      : t.app.inject({ method: 'POST', url: '/oauth/revoke', payload })
  }

  it('ends the session of an access token: its access and refresh tokens stop working', async () => {
    const pair = (await passwordGrant()).json()
    const res = await revoke({ token: pair.access_token, client_id: CLIENT_ID })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true })
    expect((await me(pair.access_token)).statusCode).toBe(401)
    const refresh = await token({
      grant_type: 'refresh_token',
      client_id: CLIENT_ID,
      refresh_token: pair.refresh_token,
    })
    expect(refresh.statusCode).toBe(400)
  })

  it('ends the session of a refresh token, sent as a form', async () => {
    const pair = (await passwordGrant()).json()
    const res = await revoke(
      { token: pair.refresh_token, client_id: CLIENT_ID, token_type_hint: 'refresh_token' },
      true,
    )
    expect(res.statusCode).toBe(200)
    expect((await me(pair.access_token)).statusCode).toBe(401)
  })

  it('leaves other sessions of the same user alone', async () => {
    const one = (await passwordGrant()).json()
    const two = (await passwordGrant()).json()
    await revoke({ token: one.access_token, client_id: CLIENT_ID })
    expect((await me(two.access_token)).statusCode).toBe(200)
  })

  it('answers 200 for an unknown token (RFC 7009)', async () => {
    const res = await revoke({ token: 'idx_at_unknown', client_id: CLIENT_ID })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true })
  })

  it("does not revoke a token presented with another site's client_id", async () => {
    const pair = (await passwordGrant()).json()
    const res = await revoke({ token: pair.access_token, client_id: 'other-client' })
    expect(res.statusCode).toBe(200)
    expect((await me(pair.access_token)).statusCode).toBe(200)
  })

  it('answers invalid_request without a token and invalid_client for an unknown client', async () => {
    const none = await revoke({ client_id: CLIENT_ID })
    expect(none.statusCode).toBe(400)
    expect(none.json()).toEqual({ success: false, error: 'invalid_request', error_description: 'token is required.' })
    const unknown = await revoke({ token: 'x', client_id: 'nope' })
    expect(unknown.statusCode).toBe(401)
    expect(unknown.json().error).toBe('invalid_client')
  })
})
