import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../src/auth/passwords.js'
import { buildTestApp } from './helpers/platform-app.js'
import { readConfig } from '../src/config/server-config.js'
import type { OpenDatabase } from '../src/db/database.js'
import { describeTrustProxy, proxyTrust, readTrustProxy } from '../src/http/trusted-proxies.js'
import { createUser } from '../src/users/users.repository.js'
import { testDatabase } from './helpers/database.js'
import { CLIENT_ID, insertBasics, SITE_ID } from './helpers/fixtures.js'

// Every throttle keys on request.ip. Behind a load balancer the TCP peer is the balancer for every
// visitor: unless it is trusted to name them, one attacker's misses throttle everyone. And when it
// is not trusted, a client naming itself in X-Forwarded-For must not get a fresh bucket per guess.

const PASSWORD = 'correct horse battery staple'
const BALANCER = '10.9.0.1'

let database: OpenDatabase
const apps: FastifyInstance[] = []

async function appWith(env: NodeJS.ProcessEnv): Promise<FastifyInstance> {
  const app = await buildTestApp(database.db, {}, env)
  apps.push(app)
  return app
}

beforeAll(async () => {
  database = await testDatabase()
  await insertBasics(database.db)
  const passwordHash = await hashPassword(PASSWORD)
  for (const email of ['behind@example.com', 'forged@example.com', 'listed@example.com']) {
    await createUser(database.db, { siteId: SITE_ID, email, passwordHash })
  }
})
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()))
  await database.close()
})

/** A password grant for `email` from the TCP peer `peer`, naming `forwardedFor` in X-Forwarded-For. */
function signIn(app: FastifyInstance, email: string, password: string, peer: string, forwardedFor?: string) {
  return app.inject({
    method: 'POST',
    url: '/oauth/token',
    remoteAddress: peer,
    headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    payload: JSON.stringify({ grant_type: 'password', client_id: CLIENT_ID, email, password }),
  })
}

describe('IDX_TRUST_PROXY', () => {
  it('with 1 hop, X-Forwarded-For decides the throttle bucket: one client throttled behind the balancer, another not', async () => {
    const app = await appWith({ IDX_TRUST_PROXY: '1' })
    // Five misses for one account from one visitor (the per account-and-address limit)...
    for (let i = 0; i < 5; i++) {
      expect((await signIn(app, 'behind@example.com', 'wrong', BALANCER, '203.0.113.7')).statusCode).toBe(400)
    }
    // ...throttle that visitor (even a forged hop before it changes nothing: the balancer appended the real one)...
    expect((await signIn(app, 'behind@example.com', PASSWORD, BALANCER, '203.0.113.7')).statusCode).toBe(429)
    expect((await signIn(app, 'behind@example.com', PASSWORD, BALANCER, '198.51.100.1, 203.0.113.7')).statusCode).toBe(
      429,
    )
    // ...and no one else coming through the same balancer.
    const other = await signIn(app, 'behind@example.com', PASSWORD, BALANCER, '203.0.113.8')
    expect(other.statusCode, other.body).toBe(200)
  })

  it('unset, a forged X-Forwarded-For is ignored: the TCP peer is the bucket, whatever the header says', async () => {
    const app = await appWith({})
    const attacker = '192.0.2.50'
    for (let i = 0; i < 5; i++) {
      const forged = `203.0.113.${100 + i}`
      expect((await signIn(app, 'forged@example.com', 'wrong', attacker, forged)).statusCode).toBe(400)
    }
    const res = await signIn(app, 'forged@example.com', PASSWORD, attacker, '203.0.113.200')
    expect(res.statusCode).toBe(429)
    expect(res.json()).toMatchObject({ error: 'too_many_requests' })
  })

  it('as a list of addresses, trusts only those peers to name the client', async () => {
    const app = await appWith({ IDX_TRUST_PROXY: '10.9.0.0/16, loopback' })
    const stranger = '192.0.2.60'
    for (let i = 0; i < 5; i++) {
      const forged = `203.0.113.${i + 1}`
      expect((await signIn(app, 'listed@example.com', 'wrong', stranger, forged)).statusCode).toBe(400)
    }
    expect((await signIn(app, 'listed@example.com', PASSWORD, stranger, '203.0.113.99')).statusCode).toBe(429)
    // Through a listed balancer, the named client is its own bucket.
    const viaBalancer = await signIn(app, 'listed@example.com', PASSWORD, BALANCER, stranger.replace(/60$/, '61'))
    expect(viaBalancer.statusCode, viaBalancer.body).toBe(200)
  })
})

describe('reading IDX_TRUST_PROXY', () => {
  it('reads nothing, a hop count, and addresses, ranges and names', () => {
    expect(readTrustProxy(undefined)).toEqual({ kind: 'none' })
    expect(readTrustProxy('0')).toEqual({ kind: 'none' })
    expect(readTrustProxy('false')).toEqual({ kind: 'none' })
    expect(readTrustProxy('2')).toEqual({ kind: 'hops', hops: 2 })
    expect(readTrustProxy(' 10.0.0.0/8 , ::1,uniquelocal ')).toEqual({
      kind: 'addresses',
      entries: ['10.0.0.0/8', '::1', 'uniquelocal'],
    })
  })

  it('matches IPv4, IPv4-mapped IPv6 and IPv6 peers against the list', () => {
    const trust = proxyTrust(readTrustProxy('10.0.0.0/8,fd00::/8,loopback'))
    if (trust === false) throw new Error('expected a trust function')
    expect(trust('10.1.2.3', 0)).toBe(true)
    expect(trust('::ffff:10.1.2.3', 0)).toBe(true)
    expect(trust('fd12::1', 0)).toBe(true)
    expect(trust('127.0.0.1', 0)).toBe(true)
    expect(trust('11.0.0.1', 0)).toBe(false)
    expect(trust('not an address', 0)).toBe(false)
    expect(proxyTrust(readTrustProxy(''))).toBe(false)
  })

  it('is said at start as what request.ip is keyed on', () => {
    expect(describeTrustProxy(readTrustProxy(undefined))).toBe(
      'none: clients are keyed on the TCP peer (IDX_TRUST_PROXY)',
    )
    expect(describeTrustProxy(readTrustProxy('1'))).toBe('1 hop(s): clients are keyed on X-Forwarded-For')
    expect(describeTrustProxy(readTrustProxy('10.0.0.0/8,loopback'))).toBe(
      '10.0.0.0/8, loopback: clients are keyed on X-Forwarded-For',
    )
  })

  it.each([
    ['true', /would trust every hop/],
    ['10.0.0.0/33', /"10.0.0.0\/33" is none of these/],
    ['proxy.internal', /"proxy.internal" is none of these/],
    ['10.0.0.1,', /"" is none of these/],
    ['1000', /from 0 to 100/],
  ])('refuses %s at start with a clear error', (value, message) => {
    expect(() => readConfig({ IDX_TRUST_PROXY: value })).toThrow(message)
  })
})
