import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import { THROTTLE_RULES, throttleKey } from '../src/auth/throttle-rules'
import { memoryThrottle, redisThrottle, type Throttle } from '../src/auth/throttle'

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'

/** Whether Redis answers PING within a second: a real connection attempt, no retries. */
async function redisAnswers(url: string): Promise<{ up: boolean; reason: string }> {
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  })
  let lastError = ''
  probe.on('error', (error: Error) => {
    lastError = error.message
  })
  try {
    await probe.connect()
    return { up: (await probe.ping()) === 'PONG', reason: 'PING was not answered with PONG' }
  } catch (error) {
    return { up: false, reason: lastError || (error as Error).message }
  } finally {
    probe.disconnect()
  }
}

const redis = await redisAnswers(REDIS_URL)
if (!redis.up) console.warn(`Redis cases skipped: no Redis at ${REDIS_URL} (${redis.reason})`)

// Keys of this run only: parallel runs and earlier runs never share counts.
const run = `test-${randomUUID()}`
const rule = { limit: 3, windowSeconds: 60 }

describe('memoryThrottle', () => {
  it('allows `limit` hits in a window, refuses the next with the seconds left', async () => {
    let now = 1_000_000
    const throttle = memoryThrottle(() => now)
    for (let i = 0; i < 3; i += 1) expect((await throttle.hit('k', rule)).allowed).toBe(true)
    now += 20_500
    expect(await throttle.hit('k', rule)).toEqual({ allowed: false, retryAfterSeconds: 40 })
    expect((await throttle.hit('other', rule)).allowed).toBe(true)
  })

  it('starts a new window when the old one ends', async () => {
    let now = 0
    const throttle = memoryThrottle(() => now)
    for (let i = 0; i < 4; i += 1) await throttle.hit('k', rule)
    expect((await throttle.peek('k', rule)).allowed).toBe(false)
    now += 60_000
    expect((await throttle.hit('k', rule)).allowed).toBe(true)
  })

  it('peeks without counting, and forgets a key on reset', async () => {
    const throttle = memoryThrottle()
    for (let i = 0; i < 3; i += 1) expect((await throttle.peek('k', rule)).allowed).toBe(true)
    for (let i = 0; i < 3; i += 1) await throttle.hit('k', rule)
    expect((await throttle.peek('k', rule)).allowed).toBe(false)
    await throttle.reset('k')
    expect((await throttle.hit('k', rule)).allowed).toBe(true)
  })

  it('keys the sign-in rules by lower-cased e-mail, site and address', () => {
    expect(throttleKey.loginAccountAddress(1, 'Jane@X.com', '10.0.0.1')).toBe(
      throttleKey.loginAccountAddress(1, 'jane@x.com', '10.0.0.1'),
    )
    expect(throttleKey.mailAccount(1, 'jane@x.com')).not.toBe(throttleKey.mailAccount(2, 'jane@x.com'))
    expect(THROTTLE_RULES.mailAccount).toEqual({ limit: 5, windowSeconds: 900 })
  })
})

describe('redisThrottle', () => {
  const throttles: Throttle[] = []
  const open = () => {
    const throttle = redisThrottle(REDIS_URL)
    throttles.push(throttle)
    return throttle
  }
  afterAll(async () => {
    if (!redis.up) return
    const client = new Redis(REDIS_URL)
    const keys = await client.keys(`idx:throttle:${run}:*`)
    if (keys.length > 0) await client.del(...keys)
    expect(await client.keys(`idx:throttle:${run}:*`)).toEqual([])
    await client.quit()
    for (const throttle of throttles) await throttle.close()
  })

  it.skipIf(!redis.up)('allows `limit` hits in a window and refuses the next with Retry-After seconds', async () => {
    const throttle = open()
    for (let i = 0; i < 3; i += 1) expect((await throttle.hit(`${run}:limit`, rule)).allowed).toBe(true)
    const refused = await throttle.hit(`${run}:limit`, rule)
    expect(refused.allowed).toBe(false)
    expect(refused.retryAfterSeconds).toBeGreaterThan(55)
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60)
  })

  it.skipIf(!redis.up)('shares counts between processes: two clients see one counter', async () => {
    const [a, b] = [open(), open()]
    await a.hit(`${run}:shared`, rule)
    await b.hit(`${run}:shared`, rule)
    await a.hit(`${run}:shared`, rule)
    expect((await b.hit(`${run}:shared`, rule)).allowed).toBe(false)
  })

  it.skipIf(!redis.up)('peeks without counting, forgets on reset, and ends the window on time', async () => {
    const throttle = open()
    const short = { limit: 1, windowSeconds: 1 }
    expect((await throttle.peek(`${run}:peek`, short)).allowed).toBe(true)
    expect((await throttle.hit(`${run}:peek`, short)).allowed).toBe(true)
    expect((await throttle.peek(`${run}:peek`, short)).allowed).toBe(false)
    await throttle.reset(`${run}:peek`)
    expect((await throttle.hit(`${run}:peek`, short)).allowed).toBe(true)
    expect((await throttle.hit(`${run}:peek`, short)).allowed).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 1100))
    expect((await throttle.hit(`${run}:peek`, short)).allowed).toBe(true)
  })
})
