import { randomUUID } from 'node:crypto'
import { createConnection, createServer, type Server, type Socket } from 'node:net'
import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import { expiringWindows } from '../src/auth/expiring-windows.js'
import { THROTTLE_RULES, throttleKey } from '../src/auth/throttle-rules.js'
import { memoryThrottle, redisThrottle, type Throttle, type ThrottleLog } from '../src/auth/throttle.js'

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

  it('keeps nothing for a peek: peeks at keys never hit cannot push live counters out', async () => {
    const throttle = memoryThrottle(Date.now, 2)
    const once = { limit: 1, windowSeconds: 60 }
    expect((await throttle.hit('counted', once)).allowed).toBe(true)
    const long = { limit: 1, windowSeconds: 30 * 24 * 60 * 60 }
    for (let i = 0; i < 100; i += 1) expect((await throttle.peek(`never hit ${i}`, long)).allowed).toBe(true)
    expect((await throttle.hit('counted', once)).allowed).toBe(false)
  })

  it('keys the sign-in rules by lower-cased e-mail, site and address', () => {
    expect(throttleKey.loginAccountAddress(1, 'Jane@X.com', '10.0.0.1')).toBe(
      throttleKey.loginAccountAddress(1, 'jane@x.com', '10.0.0.1'),
    )
    expect(throttleKey.mailAccount(1, 'jane@x.com')).not.toBe(throttleKey.mailAccount(2, 'jane@x.com'))
    expect(THROTTLE_RULES.mailAccount).toEqual({ limit: 5, windowSeconds: 900 })
  })
})

describe('expiringWindows', () => {
  it('drops ended windows as time passes, without being asked about them', () => {
    const windows = expiringWindows(1000)
    for (let i = 0; i < 100; i += 1) windows.current(`short ${i}`, 1000, 0)
    for (let i = 0; i < 50; i += 1) windows.current(`long ${i}`, 60_000, 500)
    expect(windows.size).toBe(150)
    windows.current('other', 1000, 1000)
    expect(windows.size).toBe(51)
    windows.current('other', 1000, 61_000)
    expect(windows.size).toBe(1)
  })

  it('keeps at most `capacity` windows, dropping the one that ends soonest', () => {
    const windows = expiringWindows(3)
    windows.current('long', 60_000, 0).count = 5
    windows.current('short', 1000, 0).count = 5
    windows.current('medium', 10_000, 0).count = 5
    windows.current('new', 60_000, 10)
    expect(windows.size).toBe(3)
    expect(windows.current('long', 60_000, 20).count).toBe(5)
    expect(windows.current('medium', 10_000, 20).count).toBe(5)
    expect(windows.current('short', 1000, 20).count).toBe(0)
  })

  it('starts a new window for a key whose window ended', () => {
    const windows = expiringWindows(10)
    windows.current('k', 1000, 0).count = 3
    expect(windows.current('k', 1000, 999).count).toBe(3)
    expect(windows.current('k', 1000, 1000)).toEqual({ count: 0, endsAt: 2000 })
    windows.delete('k')
    expect(windows.size).toBe(0)
  })
})

/** A log that keeps what it is told. */
function recordingLog(): ThrottleLog & { lines: string[] } {
  const lines: string[] = []
  return {
    lines,
    warn: (_details, message) => lines.push(`warn ${message}`),
    info: (_details, message) => lines.push(`info ${message}`),
  }
}

/** Runs `call` and says how long it took (ms). */
async function timed<T>(call: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now()
  const value = await call()
  return { value, ms: performance.now() - started }
}

/** A TCP server that accepts connections and never answers: a hung Redis. */
async function silentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>()
  const server = createServer((socket) => sockets.add(socket))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    url: `redis://127.0.0.1:${port}`,
    close: () => {
      for (const socket of sockets) socket.destroy()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}

describe('redisThrottle with Redis unreachable', () => {
  const unreachable = [
    ['a closed port', async () => ({ url: 'redis://127.0.0.1:1', close: async () => {} })],
    ['a server that never answers', silentServer],
  ] as const

  it.each(unreachable)(
    'answers at once from this process’s counts at %s, and logs the outage once',
    async (_, open) => {
      const target = await open()
      const log = recordingLog()
      const throttle = redisThrottle(target.url, { log })
      try {
        // The first call waits at most for the first connection attempt (1 s); the next ones not at all.
        for (let i = 0; i < 3; i += 1) {
          const { value, ms } = await timed(() => throttle.hit(`${run}:down`, rule))
          expect(value.allowed).toBe(true)
          expect(ms).toBeLessThan(i === 0 ? 1500 : 1000)
        }
        const { value, ms } = await timed(() => throttle.hit(`${run}:down`, rule))
        expect(value).toMatchObject({ allowed: false })
        expect(ms).toBeLessThan(1000)
        await throttle.reset(`${run}:down`)
        expect((await throttle.peek(`${run}:down`, rule)).allowed).toBe(true)
        expect(throttle.redisState()).toBe('down')
        // Reconnect attempts go on in the background; the outage is still told once.
        await new Promise((resolve) => setTimeout(resolve, 1500))
        await throttle.hit(`${run}:down`, rule)
        expect(log.lines).toEqual(['warn throttle: Redis does not answer; counting in this process until it does'])
      } finally {
        await throttle.close()
        await target.close()
      }
    },
  )

  it.skipIf(!redis.up)('shares counts again once Redis answers again, and says so once', async () => {
    // A proxy in front of the real Redis, taken down and brought back.
    const upstream = new URL(REDIS_URL)
    const sockets = new Set<Socket>()
    const proxy = (): Server =>
      createServer((client) => {
        const server = createConnection(Number(upstream.port || 6379), upstream.hostname)
        sockets.add(client).add(server)
        client.pipe(server).pipe(client)
        const end = () => {
          client.destroy()
          server.destroy()
        }
        client.on('error', end).on('close', end)
        server.on('error', end).on('close', end)
      })
    let running = proxy()
    await new Promise<void>((resolve) => running.listen(0, '127.0.0.1', resolve))
    const { port } = running.address() as { port: number }
    const log = recordingLog()
    const throttle = redisThrottle(`redis://127.0.0.1:${port}`, { log })
    const other = redisThrottle(REDIS_URL)
    const waitFor = async (state: 'up' | 'down') => {
      for (let i = 0; i < 50 && throttle.redisState() !== state; i += 1) {
        await throttle.peek(`${run}:probe`, rule)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      expect(throttle.redisState()).toBe(state)
    }
    try {
      await waitFor('up')
      await throttle.hit(`${run}:back`, rule)
      await new Promise<void>((resolve) => {
        running.close(() => resolve())
        for (const socket of sockets) socket.destroy()
      })
      await waitFor('down')
      // Down: counted here only; the shared count does not move.
      await throttle.hit(`${run}:back`, rule)
      running = proxy()
      await new Promise<void>((resolve) => running.listen(port, '127.0.0.1', resolve))
      await waitFor('up')
      await throttle.hit(`${run}:back`, rule)
      await other.hit(`${run}:back`, rule)
      expect((await other.peek(`${run}:back`, rule)).allowed).toBe(false)
      expect(log.lines).toEqual([
        'warn throttle: Redis does not answer; counting in this process until it does',
        'info throttle: Redis answers again; counts are shared again',
      ])
    } finally {
      await throttle.close()
      await other.close()
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => running.close(resolve))
    }
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

  it.skipIf(!redis.up)('creates no key for a peek at a key never hit', async () => {
    const throttle = open()
    expect(await throttle.peek(`${run}:never-hit`, rule)).toEqual({ allowed: true, retryAfterSeconds: 60 })
    const client = new Redis(REDIS_URL)
    expect(await client.exists(`idx:throttle:${run}:never-hit`)).toBe(0)
    await client.quit()
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
