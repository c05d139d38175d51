import { beforeAll, describe, expect, it } from 'vitest'
import { hashLoad, hashPassword, MAX_CONCURRENT_HASHES } from '../src/auth/passwords.js'
import { newSecret, secretHash } from '../src/auth/secrets.js'
import {
  ACCESS_TOKEN_SECONDS,
  SESSION_ABSOLUTE_SECONDS,
  SESSION_IDLE_SECONDS,
  startSession,
} from '../src/auth/tokens.js'
import { createUser, type UserRow } from '../src/users/users.repository.js'
import { CLIENT_ID, insertBasics, SITE_ID } from './helpers/fixtures.js'
import { insertOtherSite } from './helpers/platform-app.js'
import { withTestApp } from './helpers/test-app.js'

let jane: UserRow
const PASSWORD = 'correct horse battery staple'
const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

const t = withTestApp({
  seed: async (db) => {
    await insertBasics(db)
    await insertOtherSite(db)
  },
})
beforeAll(async () => {
  jane = await createUser(t.db, {
    siteId: SITE_ID,
    email: 'jane@example.com',
    firstName: 'Jane',
    passwordHash: await hashPassword(PASSWORD),
  })
})

let addressCount = 0
function freshAddress(): string {
  addressCount += 1
  return `10.3.${Math.floor(addressCount / 250)}.${addressCount % 250}`
}

interface Tokens {
  access_token: string
  refresh_token: string
}

async function signIn(options: { email?: string; password?: string; address?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    remoteAddress: options.address ?? freshAddress(),
    payload: {
      grant_type: 'password',
      client_id: CLIENT_ID,
      email: options.email ?? 'jane@example.com',
      password: options.password ?? PASSWORD,
    },
  })
}

async function signedIn(): Promise<Tokens> {
  const res = await signIn()
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

function refresh(refreshToken: string, clientId = CLIENT_ID) {
  return t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    payload: { grant_type: 'refresh_token', client_id: clientId, refresh_token: refreshToken },
  })
}

function revoke(token: string, clientId = CLIENT_ID) {
  return t.app.inject({ method: 'POST', url: '/oauth/revoke', payload: { token, client_id: clientId } })
}

async function meStatus(accessToken: string): Promise<number> {
  const res = await t.app.inject({ url: '/api/v3/site?me=true', headers: { authorization: `Bearer ${accessToken}` } })
  return res.statusCode
}

/** The session an access token belongs to. */
async function sessionIdOf(accessToken: string): Promise<number> {
  const row = await t.db
    .selectFrom('auth_tokens')
    .select('session_id')
    .where('token_hash', '=', secretHash(accessToken))
    .executeTakeFirstOrThrow()
  return row.session_id
}

describe('sessions', () => {
  it('gives every sign-in new tokens and a session of its own', async () => {
    const one = await signedIn()
    const two = await signedIn()
    expect(two.access_token).not.toBe(one.access_token)
    expect(two.refresh_token).not.toBe(one.refresh_token)
    expect(await sessionIdOf(two.access_token)).not.toBe(await sessionIdOf(one.access_token))
    expect(await meStatus(one.access_token)).toBe(200)
    expect(await meStatus(two.access_token)).toBe(200)
  })

  it('lets an access token expire after an hour; the refresh token then gets a working one', async () => {
    const started = await startSession(
      t.db,
      { userId: jane.id, siteId: SITE_ID, clientId: CLIENT_ID, scopes: ['read', 'write'] },
      new Date(Date.now() - ACCESS_TOKEN_SECONDS * 1000 - 60_000),
    )
    expect(await meStatus(started.access_token)).toBe(401)
    const renewed = await refresh(started.refresh_token)
    expect(renewed.statusCode, renewed.body).toBe(200)
    expect(await meStatus(renewed.json().access_token)).toBe(200)
  })

  it('accepts an access token until its expiry, and not after', async () => {
    const tokens = await signedIn()
    const hash = secretHash(tokens.access_token)
    await t.db
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() + 60_000) })
      .where('token_hash', '=', hash)
      .execute()
    expect(await meStatus(tokens.access_token)).toBe(200)
    await t.db
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hash)
      .execute()
    expect(await meStatus(tokens.access_token)).toBe(401)
  })

  it('ends a session idle for 7 days: its access token gets 401 and its refresh token is refused', async () => {
    const kept = await signedIn()
    const idle = await signedIn()
    await t.db
      .updateTable('auth_sessions')
      .set({ last_used_at: new Date(Date.now() - 6 * DAY) })
      .where('id', '=', await sessionIdOf(kept.access_token))
      .execute()
    await t.db
      .updateTable('auth_sessions')
      .set({ last_used_at: new Date(Date.now() - SESSION_IDLE_SECONDS * 1000 - 60_000) })
      .where('id', '=', await sessionIdOf(idle.access_token))
      .execute()
    expect(await meStatus(kept.access_token)).toBe(200)
    expect(await meStatus(idle.access_token)).toBe(401)
    const refused = await refresh(idle.refresh_token)
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error).toBe('invalid_grant')
    expect((await refresh(kept.refresh_token)).statusCode).toBe(200)
  })

  it('ends a session 30 days after sign-in however recently it was refreshed', async () => {
    const tokens = await signedIn()
    const first = await refresh(tokens.refresh_token)
    expect(first.statusCode).toBe(200)
    const current: Tokens = first.json()
    await t.db
      .updateTable('auth_sessions')
      .set({ created_at: new Date(Date.now() - SESSION_ABSOLUTE_SECONDS * 1000 - 60_000), last_used_at: new Date() })
      .where('id', '=', await sessionIdOf(current.access_token))
      .execute()
    expect(await meStatus(current.access_token)).toBe(401)
    const refused = await refresh(current.refresh_token)
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error).toBe('invalid_grant')
  })

  it('keeps a 29-day-old session that is in use', async () => {
    const started = await startSession(
      t.db,
      { userId: jane.id, siteId: SITE_ID, clientId: CLIENT_ID, scopes: ['read', 'write'] },
      new Date(Date.now() - 29 * DAY),
    )
    await t.db
      .updateTable('auth_sessions')
      .set({ last_used_at: new Date() })
      .where('id', '=', await sessionIdOf(started.access_token))
      .execute()
    const renewed = await refresh(started.refresh_token)
    expect(renewed.statusCode).toBe(200)
    expect(await meStatus(renewed.json().access_token)).toBe(200)
  })

  it('ends a session on revoke: 401 for its access token, refresh refused', async () => {
    const tokens = await signedIn()
    expect(await meStatus(tokens.access_token)).toBe(200)
    expect((await revoke(tokens.access_token)).statusCode).toBe(200)
    expect(await meStatus(tokens.access_token)).toBe(401)
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(400)
  })

  it('revokes the whole family when a used refresh token is presented again', async () => {
    const first = await signedIn()
    const second: Tokens = (await refresh(first.refresh_token)).json()
    expect(await meStatus(second.access_token)).toBe(200)
    const replay = await refresh(first.refresh_token)
    expect(replay.statusCode).toBe(400)
    expect(await meStatus(second.access_token)).toBe(401)
    expect((await refresh(second.refresh_token)).statusCode).toBe(400)
    const session = await t.db
      .selectFrom('auth_sessions')
      .select('revoked_at')
      .where('id', '=', await sessionIdOf(second.access_token))
      .executeTakeFirstOrThrow()
    expect(session.revoked_at).not.toBeNull()
  })

  it("refuses a token used with another site's client_id, on refresh and on revoke", async () => {
    const tokens = await signedIn()
    const refreshed = await refresh(tokens.refresh_token, 'other-client')
    expect(refreshed.statusCode).toBe(400)
    expect(refreshed.json().error).toBe('invalid_grant')
    expect((await revoke(tokens.access_token, 'other-client')).statusCode).toBe(200)
    expect(await meStatus(tokens.access_token)).toBe(200)
    // Neither attempt used up or ended anything: the owner's refresh still works.
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(200)
  })

  it('answers a forged access token with 401 and refuses a forged refresh token', async () => {
    expect(await meStatus(newSecret('idx_at_'))).toBe(401)
    expect(await meStatus('idx_at_')).toBe(401)
    const forged = await refresh(newSecret('idx_rt_'))
    expect(forged.statusCode).toBe(400)
    expect(forged.json().error).toBe('invalid_grant')
  })

  it('refuses a brute-force run of 100 wrong passwords from one address, and the owner still signs in elsewhere', async () => {
    const attacker = freshAddress()
    const statuses: number[] = []
    let retryAfter: string | undefined
    for (let i = 0; i < 100; i++) {
      const res = await signIn({ password: `guess number ${i}`, address: attacker })
      statuses.push(res.statusCode)
      if (res.statusCode === 429) retryAfter = String(res.headers['retry-after'])
    }
    // Five checked guesses, then every attempt refused before any hash runs.
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400])
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true)
    expect(Number(retryAfter)).toBeGreaterThan(0)
    expect(Number(retryAfter)).toBeLessThanOrEqual(15 * 60)
    // The attacker's address stays refused even with the right password...
    expect((await signIn({ address: attacker })).statusCode).toBe(429)
    // ...while the owner, from their own address, signs in.
    const owner = await signIn({ address: '192.0.2.10' })
    expect(owner.statusCode, owner.body).toBe(200)
    expect(await meStatus(owner.json().access_token)).toBe(200)
  })

  it('runs at most two password hashes at once under a flood of sign-ins', async () => {
    let maxRunning = 0
    let maxWaiting = 0
    const sampler = setInterval(() => {
      const load = hashLoad()
      maxRunning = Math.max(maxRunning, load.running)
      maxWaiting = Math.max(maxWaiting, load.waiting)
    }, 1)
    const flood = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        signIn({ email: `flood${i}@example.com`, password: 'wrong', address: `198.51.100.${i}` }),
      ),
    )
    clearInterval(sampler)
    expect(flood.every((res) => res.statusCode === 400)).toBe(true)
    expect(maxWaiting).toBeGreaterThan(0)
    expect(maxRunning).toBeLessThanOrEqual(MAX_CONCURRENT_HASHES)
    expect(MAX_CONCURRENT_HASHES).toBe(2)
    expect(hashLoad()).toEqual({ running: 0, waiting: 0 })
  })
})
