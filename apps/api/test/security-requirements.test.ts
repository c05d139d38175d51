import { randomBytes, randomInt } from 'node:crypto'
import { Writable } from 'node:stream'
import { dictionary } from '@zxcvbn-ts/language-common'
import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.js'
import { COMMON_PASSWORD_COUNT, COMMON_PASSWORD_MESSAGE, hashPassword, passwordProblem } from '../src/auth/passwords.js'
import { secretHash } from '../src/auth/secrets.js'
import { THROTTLE_RULES } from '../src/auth/throttle-rules.js'
import { readConfig } from '../src/config/server-config.js'
import { issueAuthorizationCode } from '../src/oauth/authorize-code.js'
import { s256Challenge } from '../src/oauth/pkce.js'
import { createUser, type UserRow } from '../src/users/users.repository.js'
import { CLIENT_ID, SITE_ID } from './helpers/fixtures.js'
import { buildTestApp } from './helpers/platform-app.js'
import { freshAddress, linkIn, magicAuthOf, oauthCall, outboxFor } from './helpers/registration-requests.js'
import { withTestApp } from './helpers/test-app.js'

// The ASVS 5.0 level 2 items of apps/api/README.md ("Security: OWASP ASVS 5.0 level 2") that the
// feature tests (token, sessions, authorize, registration, …) do not already prove.

const PASSWORD = 'a walk by the river'
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'

let jane: UserRow
const t = withTestApp()
beforeAll(async () => {
  jane = await createUser(t.db, {
    siteId: SITE_ID,
    email: 'jane@example.com',
    firstName: 'Jane',
    passwordHash: await hashPassword(PASSWORD),
  })
})

function passwordGrant(target: FastifyInstance, email: string, password: string, address = freshAddress()) {
  return target.inject({
    method: 'POST',
    url: '/oauth/token',
    remoteAddress: address,
    payload: { grant_type: 'password', client_id: CLIENT_ID, email, password },
  })
}

function register(target: FastifyInstance, email: string, password: string) {
  return oauthCall(target, '/oauth/session.json', {
    body: {
      oauth: { email, password, password_confirmation: password, first_name: 'Sam', last_name: 'Lee' },
    },
  })
}

/** Asks for a magic link for `email` and returns the token the e-mailed link carries. */
async function magicLinkToken(target: FastifyInstance, email: string): Promise<string> {
  const res = await oauthCall(target, '/oauth/login_type', { body: { oauth: { email }, commit: 'magic' } })
  expect(res.statusCode, res.body).toBe(202)
  const [mail] = await outboxFor(target, email)
  return magicAuthOf(linkIn(mail?.text ?? '')).token
}

/** Asks for a reset e-mail for `email` and returns the code its link carries. */
async function resetToken(target: FastifyInstance, email: string): Promise<string> {
  const res = await oauthCall(target, '/oauth/session/password.json', { body: { oauth: { email } } })
  expect(res.statusCode, res.body).toBe(200)
  const [mail] = await outboxFor(target, email)
  const token = linkIn(mail?.text ?? '').searchParams.get('reset_token')
  if (token === null) throw new Error('no reset_token in the e-mail')
  return token
}

describe('one-time codes at rest (ASVS 5.0 V11.5.1, V6.5.2, V6.5.3)', () => {
  it('stores only the SHA-256 of magic-link, reset and authorization codes: no column holds a code itself', async () => {
    const user = await createUser(t.db, {
      siteId: SITE_ID,
      email: 'codes@example.com',
      passwordHash: await hashPassword(PASSWORD),
    })
    const codes = [
      await magicLinkToken(t.app, user.email),
      await resetToken(t.app, user.email),
      await issueAuthorizationCode(t.db, {
        siteId: SITE_ID,
        clientId: CLIENT_ID,
        userId: user.id,
        redirectUri: 'http://127.0.0.1:3000/app/oauth/callback',
        codeChallenge: s256Challenge(randomBytes(32).toString('base64url')),
        scopes: ['read', 'write'],
      }),
    ]
    const rows = await t.db.selectFrom('one_time_codes').selectAll().where('user_id', '=', user.id).execute()
    expect(rows.map((row) => row.kind).sort()).toEqual(['authorization_code', 'magic_link', 'password_reset'])
    const stored = JSON.stringify(rows)
    for (const code of codes) {
      // 32 random bytes: 43 base64url characters, 256 bits.
      expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(stored).not.toContain(code)
      expect(rows.map((row) => row.code_hash)).toContain(secretHash(code))
    }
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.code_hash))).toBe(true)
  })
})

describe('passwords (ASVS 5.0 V6.2.4, V6.2.9)', () => {
  const common = (dictionary['passwords-common'] as string[]).slice(0, COMMON_PASSWORD_COUNT)

  it('refuses every one of the 3,000 most common passwords, in any case, with the message', () => {
    expect(COMMON_PASSWORD_COUNT).toBe(3000)
    expect(common).toHaveLength(3000)
    const accepted = common.flatMap((password) =>
      [password, password.toUpperCase()].filter((p) => passwordProblem(p) !== COMMON_PASSWORD_MESSAGE),
    )
    expect(accepted).toEqual([])
  })

  it('refuses the 3,000th most common password at registration with the field message', async () => {
    const res = await register(t.app, 'common@example.com', common[2999]!)
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({ success: false, errors: { password: [COMMON_PASSWORD_MESSAGE] } })
  })

  it('signs in with the 128-character password it registered, and refuses 129 characters at sign-in', async () => {
    const long = 'copper lantern by the quiet river '.repeat(4).slice(0, 128)
    expect(long).toHaveLength(128)
    const registered = await register(t.app, 'long@example.com', long)
    expect(registered.statusCode, registered.body).toBe(201)
    const signedIn = await passwordGrant(t.app, 'long@example.com', long)
    expect(signedIn.statusCode, signedIn.body).toBe(200)
    const tooLong = await passwordGrant(t.app, 'long@example.com', `${long}x`)
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json().error).toBe('invalid_grant')
  })
})

describe('brute force from many addresses (ASVS 5.0 V6.1.1, V6.3.1)', () => {
  it('refuses 100 wrong passwords from 100 addresses with 429, and the owner still signs in by magic link', async () => {
    const owner = await createUser(t.db, {
      siteId: SITE_ID,
      email: 'targeted@example.com',
      passwordHash: await hashPassword(PASSWORD),
    })
    const statuses: number[] = []
    for (let i = 0; i < 100; i += 1) {
      statuses.push((await passwordGrant(t.app, owner.email, `guess number ${i}`)).statusCode)
    }
    const limit = THROTTLE_RULES.loginAccountFailures.limit
    expect(statuses.slice(0, limit).every((status) => status === 400)).toBe(true)
    expect(statuses.slice(limit).every((status) => status === 429)).toBe(true)
    // Password sign-in of this account pauses for the window (the documented trade-off)...
    const paused = await passwordGrant(t.app, owner.email, PASSWORD)
    expect(paused.statusCode).toBe(429)
    expect(paused.json().error_description).toMatch(/^Too many attempts\. Try again in [0-9]+ seconds\.$/)
    // ...but the owner is not locked out: a magic link to their inbox signs them in.
    const token = await magicLinkToken(t.app, owner.email)
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      remoteAddress: freshAddress(),
      payload: { grant_type: 'urn:idx:magic-link', client_id: CLIENT_ID, email: owner.email, token },
    })
    expect(signedIn.statusCode, signedIn.body).toBe(200)
    const me = await t.app.inject({
      url: '/api/v3/user?me=true',
      headers: { authorization: `Bearer ${signedIn.json().access_token}` },
    })
    expect(me.statusCode).toBe(200)
    expect(me.json().data.id).toBe(String(owner.id))
  })
})

async function redisAnswers(url: string): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  })
  probe.on('error', () => undefined)
  try {
    await probe.connect()
    return (await probe.ping()) === 'PONG'
  } catch {
    return false
  } finally {
    probe.disconnect()
  }
}
const redisUp = await redisAnswers(REDIS_URL)

describe('throttle counters shared through Redis (ASVS 5.0 V6.3.1, V2.4.1)', () => {
  it.skipIf(!redisUp)('counts attempts across two API processes when REDIS_URL is set', async () => {
    const config = { ...readConfig({ REDIS_URL }), idxAppDir: null, storybookDir: null }
    expect(config.redisUrl).toBe(REDIS_URL)
    // Two processes behind a load balancer: two apps, one database, one Redis.
    const [one, two] = [await buildApp(config, { db: t.db }), await buildApp(config, { db: t.db })]
    // Keys of this run only, so earlier runs' windows in the shared Redis never count here.
    const email = `shared-${randomBytes(6).toString('hex')}@example.com`
    const address = `198.18.${randomInt(256)}.${randomInt(256)}`
    try {
      await createUser(t.db, { siteId: SITE_ID, email, passwordHash: await hashPassword(PASSWORD) })
      // Both processes' Redis connections ready first: a call before that counts in the process
      // (no offline queue), which on a busy machine can be the first few attempts.
      await expect
        .poll(() => [one.throttle.redisState(), two.throttle.redisState()], { timeout: 15_000 })
        .toEqual(['up', 'up'])
      const limit = THROTTLE_RULES.loginAccountAddress.limit
      for (let i = 0; i < limit; i += 1) {
        const server = i % 2 === 0 ? one : two
        expect((await passwordGrant(server, email, `wrong ${i}`, address)).statusCode).toBe(400)
      }
      // Neither process has seen `limit` attempts on its own: only a shared count refuses this.
      const refused = await passwordGrant(two, email, PASSWORD, address)
      expect(refused.statusCode).toBe(429)
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    } finally {
      await one.close()
      await two.close()
      const redis = new Redis(REDIS_URL)
      const keys = [...(await redis.keys(`idx:throttle:*${email}*`)), ...(await redis.keys(`idx:throttle:*${address}`))]
      if (keys.length > 0) await redis.del(...keys)
      await redis.quit()
    }
  })
})

describe('logs (ASVS 5.0 V16.2.5)', () => {
  it('writes no password, token or e-mailed code into the request log', async () => {
    const lines: string[] = []
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk))
        done()
      },
    })
    const logged = await buildTestApp(t.db, { logger: { level: 'info', stream } })
    const secrets: string[] = []
    try {
      const password = 'a secret phrase for the log test'
      expect((await register(logged, 'logged@example.com', password)).statusCode).toBe(201)
      secrets.push(password)
      const tokens = (await passwordGrant(logged, 'logged@example.com', password)).json()
      const refreshed = await logged.inject({
        method: 'POST',
        url: '/oauth/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          grant_type: 'refresh_token',
          client_id: CLIENT_ID,
          refresh_token: tokens.refresh_token,
        }).toString(),
      })
      expect(refreshed.statusCode).toBe(200)
      secrets.push(tokens.access_token, tokens.refresh_token, refreshed.json().access_token)
      await logged.inject({ url: '/api/v3/user?me=true', headers: { authorization: `Bearer ${tokens.access_token}` } })

      // The e-mailed links land on /app/ pages with their code in the query string.
      const magic = await magicLinkToken(logged, 'logged@example.com')
      const magicAuth = Buffer.from(JSON.stringify({ email: 'logged@example.com', token: magic })).toString('base64')
      await logged.inject({ url: `/app/?magic_auth=${encodeURIComponent(magicAuth)}` })
      const reset = await resetToken(logged, 'logged@example.com')
      await logged.inject({ url: `/app/forgot-password?reset_token=${reset}` })
      const code = await issueAuthorizationCode(t.db, {
        siteId: SITE_ID,
        clientId: CLIENT_ID,
        userId: jane.id,
        redirectUri: 'http://127.0.0.1:3000/app/oauth/callback',
        codeChallenge: s256Challenge(randomBytes(32).toString('base64url')),
        scopes: ['read', 'write'],
      })
      await logged.inject({ url: `/app/oauth/callback?code=${code}&state=s` })
      secrets.push(magic, encodeURIComponent(magicAuth), magicAuth, reset, code)
    } finally {
      await logged.close()
    }
    const log = lines.join('')
    expect(log).toContain('incoming request')
    expect(log).toContain('/app/?magic_auth=[redacted]')
    expect(log).toContain('/app/forgot-password?reset_token=[redacted]')
    expect(log).toContain('/app/oauth/callback?code=[redacted]&state=s')
    for (const secret of secrets) expect(log).not.toContain(secret)
  })
})

describe('no caching of token answers (ASVS 5.0 V14.3.2)', () => {
  it('answers refresh, magic-link and refused grants and revocation with Cache-Control: no-store', async () => {
    const tokens = (await passwordGrant(t.app, jane.email, PASSWORD)).json()
    const answers = [
      await t.app.inject({
        method: 'POST',
        url: '/oauth/token',
        payload: { grant_type: 'refresh_token', client_id: CLIENT_ID, refresh_token: tokens.refresh_token },
      }),
      await t.app.inject({
        method: 'POST',
        url: '/oauth/token',
        payload: {
          grant_type: 'urn:idx:magic-link',
          client_id: CLIENT_ID,
          email: jane.email,
          token: await magicLinkToken(t.app, jane.email),
        },
      }),
      await passwordGrant(t.app, jane.email, 'not the password'),
      await t.app.inject({ method: 'POST', url: '/oauth/revoke', payload: { client_id: CLIENT_ID, token: 'x' } }),
    ]
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 400, 200])
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store')
  })
})
