import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.js'
import { hashPassword } from '../src/auth/passwords.js'
import { redisThrottle } from '../src/auth/throttle.js'
import { readConfig } from '../src/config/server-config.js'
import type { OpenDatabase } from '../src/db/database.js'
import { createUser } from '../src/users/users.repository.js'
import { testDatabase } from './helpers/database.js'
import { CLIENT_ID, insertBasics, SITE_ID } from './helpers/fixtures.js'
import { siteAuthorization } from './helpers/platform-app.js'

// REDIS_URL pointing at a closed port: the throttled routes must answer at once, never 500, and
// still count (per process); /readyz stays ready and says Redis is down.

let database: OpenDatabase
let app: FastifyInstance
const PASSWORD = 'correct horse battery staple'

beforeAll(async () => {
  database = await testDatabase()
  await insertBasics(database.db)
  await createUser(database.db, {
    siteId: SITE_ID,
    email: 'jane@example.com',
    passwordHash: await hashPassword(PASSWORD),
  })
  const config = { ...readConfig({ REDIS_URL: 'redis://127.0.0.1:1' }), idxAppDir: null, storybookDir: null }
  app = await buildApp(config, { db: database.db })
})
afterAll(async () => {
  await app.close()
  await database.close()
})

/** Runs `call` and says how long it took (ms). */
async function timed<T>(call: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now()
  const value = await call()
  return { value, ms: performance.now() - started }
}

describe('REDIS_URL unreachable', () => {
  it('throttles password sign-in in this process: 5 wrong guesses, then 429 at once', async () => {
    const guess = () =>
      app.inject({
        method: 'POST',
        url: '/oauth/token',
        remoteAddress: '10.9.0.1',
        payload: { grant_type: 'password', client_id: CLIENT_ID, email: 'jane@example.com', password: 'wrong' },
      })
    const statuses: number[] = []
    for (let i = 0; i < 5; i += 1) statuses.push((await guess()).statusCode)
    // The refusal runs no hash: its time is the throttle's own.
    const { value: refused, ms } = await timed(guess)
    expect([...statuses, refused.statusCode]).toEqual([400, 400, 400, 400, 400, 429])
    expect(ms).toBeLessThan(1000)
  })

  it('throttles the tracking service in this process, answering JSON:API errors, never 500', async () => {
    const assign = () =>
      app.inject({
        method: 'PUT',
        url: '/api/visitors/redis-down-visitor/assign',
        remoteAddress: '10.9.0.2',
        headers: siteAuthorization,
        payload: { agent_id: 999_999 },
      })
    const statuses = new Set<number>()
    for (let i = 0; i < 60; i += 1) {
      const { value, ms } = await timed(assign)
      statuses.add(value.statusCode)
      expect(ms).toBeLessThan(1000)
    }
    const over = await assign()
    expect([...statuses]).toEqual([404])
    expect(over.statusCode).toBe(429)
    expect(over.json()).toMatchObject({ errors: [{ status: '429' }] })
  })

  it('stays ready on /readyz and says Redis is down', async () => {
    const res = await app.inject('/readyz')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'ready', redis: 'down' })
  })
})

describe('REDIS_URL answering', () => {
  const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
  it('says so on /readyz: redis up', async (context) => {
    const throttle = redisThrottle(url)
    const live = await buildApp(
      { ...readConfig({}), idxAppDir: null, storybookDir: null },
      { db: database.db, throttle },
    )
    try {
      await throttle.peek('readyz-probe', { limit: 1, windowSeconds: 1 })
      if (throttle.redisState() !== 'up') context.skip(`no Redis at ${url}`)
      const res = await live.inject('/readyz')
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({ status: 'ready', redis: 'up' })
    } finally {
      await live.close()
    }
  })
})
