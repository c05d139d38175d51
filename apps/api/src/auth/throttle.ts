import { Redis } from 'ioredis'
import { expiringWindows } from './expiring-windows.js'

/** A fixed-window counter: `limit` hits per `windowSeconds` for one key. */
export interface ThrottleRule {
  limit: number
  windowSeconds: number
}

export interface ThrottleResult {
  allowed: boolean
  /** Seconds until the window ends (the `Retry-After` value when not allowed). */
  retryAfterSeconds: number
}

/**
 * Counts attempts per key (an account, a client address, or both). Runs before any password hash,
 * so throttled attempts cost no CPU. Several API processes share counts through Redis.
 */
export interface Throttle {
  /** Counts one attempt and says whether it is within the rule. */
  hit(key: string, rule: ThrottleRule): Promise<ThrottleResult>
  /** Reads without counting. */
  peek(key: string, rule: ThrottleRule): Promise<ThrottleResult>
  /** Forgets a key (after a successful sign-in, its account-and-address failures). */
  reset(key: string): Promise<void>
  /** Whether the shared Redis store answers; undefined when there is none (memory only). */
  redisState(): 'up' | 'down' | undefined
  close(): Promise<void>
}

/** How many windows one process keeps at most (about 200 bytes each). */
export const MEMORY_THROTTLE_CAPACITY = 500_000

/**
 * Counters in this process: right for one process (the embedded default), and the stand-in while
 * Redis is down. Ended windows are dropped as they end, without scanning (expiring-windows.ts).
 */
export function memoryThrottle(now: () => number = Date.now, capacity = MEMORY_THROTTLE_CAPACITY): Throttle {
  const windows = expiringWindows(capacity)
  function current(key: string, rule: ThrottleRule) {
    const at = now()
    return { window: windows.current(key, rule.windowSeconds * 1000, at), at }
  }
  const result = (count: number, endsAt: number, at: number, rule: ThrottleRule): ThrottleResult => ({
    allowed: count <= rule.limit,
    retryAfterSeconds: Math.max(1, Math.ceil((endsAt - at) / 1000)),
  })
  return {
    async hit(key, rule) {
      const { window, at } = current(key, rule)
      window.count += 1
      return result(window.count, window.endsAt, at, rule)
    },
    async peek(key, rule) {
      // Reading keeps nothing: peeks at keys never hit must not fill the map.
      const at = now()
      const window = windows.running(key, at)
      return result((window?.count ?? 0) + 1, window?.endsAt ?? at + rule.windowSeconds * 1000, at, rule)
    },
    async reset(key) {
      windows.delete(key)
    },
    redisState: () => undefined,
    async close() {},
  }
}

const KEY_PREFIX = 'idx:throttle:'

/** Bounds of each Redis call: a throttled route waits at most about this long for Redis. */
export const REDIS_TIMEOUTS_MS = { connect: 1000, command: 500, pauseAfterFailure: 2000 } as const

/** Where a Redis outage is told: once when it starts, once when it ends. */
export interface ThrottleLog {
  warn(details: object, message: string): void
  info(details: object, message: string): void
}

/**
 * Counters in Redis (`REDIS_URL`): every API process behind a load balancer sees the same counts.
 * Redis down must not take sign-in down with it, so every call is bounded (connect 1 s, command
 * 0.5 s, no retries, no queue while disconnected: a call then fails at once) and a failed call is
 * answered by `fallback`, this process's own counters, until Redis answers again (the client
 * reconnects in the background). Limits are then per process: looser, never off. The outage is
 * logged once when it starts and once when it ends, and `redisState()` says it (for /readyz).
 */
export function redisThrottle(
  url: string,
  { fallback = memoryThrottle(), log }: { fallback?: Throttle; log?: ThrottleLog } = {},
): Throttle {
  const redis = new Redis(url, {
    connectTimeout: REDIS_TIMEOUTS_MS.connect,
    commandTimeout: REDIS_TIMEOUTS_MS.command,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    // Reconnect for ever, at most every 2 s, so the shared counts come back with Redis.
    retryStrategy: (times) => Math.min(times * 200, 2000),
  })
  let state: 'up' | 'down' = 'down'
  let outageLogged = false
  /** After a failed call, Redis is left alone this long: a hung connection costs one timeout. */
  let skipUntil = 0
  function down(error: unknown) {
    state = 'down'
    if (outageLogged) return
    outageLogged = true
    log?.warn({ err: error }, 'throttle: Redis does not answer; counting in this process until it does')
  }
  function up() {
    if (state === 'up') return
    state = 'up'
    if (outageLogged) log?.info({}, 'throttle: Redis answers again; counts are shared again')
    outageLogged = false
  }
  // ioredis reports connection errors as events too; unhandled, they would be thrown.
  redis.on('error', down)
  redis.on('ready', () => {
    // A new connection: worth trying at once, even inside a pause after a failed call.
    skipUntil = 0
    up()
  })
  redis.on('close', () => {
    state = 'down'
  })

  // The first calls wait for the first connection (bounded), so a starting process shares counts
  // from its first request on instead of counting its first second alone.
  let firstConnection: Promise<void> | undefined = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, REDIS_TIMEOUTS_MS.connect).unref()
    const settle = () => {
      clearTimeout(timer)
      resolve()
    }
    redis.once('ready', settle).once('error', settle).once('end', settle)
  }).then(() => {
    firstConnection = undefined
  })

  /** The call on Redis, or on this process's counters while Redis is unreachable. */
  async function withFallback<T>(onRedis: () => Promise<T>, onFallback: () => Promise<T>): Promise<T> {
    if (firstConnection) await firstConnection
    // Not connected (yet, or any more): no wait at all. A failed connect is logged by 'error'.
    if (redis.status !== 'ready' || Date.now() < skipUntil) return onFallback()
    try {
      const answer = await onRedis()
      up()
      return answer
    } catch (error) {
      skipUntil = Date.now() + REDIS_TIMEOUTS_MS.pauseAfterFailure
      down(error)
      return onFallback()
    }
  }

  async function read(key: string, rule: ThrottleRule, add: 0 | 1): Promise<ThrottleResult> {
    const k = KEY_PREFIX + key
    const windowMs = rule.windowSeconds * 1000
    // A hit: INCR then PEXPIRE NX in one transaction, so the window starts at the first hit. A
    // peek only reads: a key never hit is not created (peeks must not fill Redis).
    const transaction =
      add === 1 ? redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k) : redis.multi().get(k).pttl(k)
    const replies = await transaction.exec()
    const failed = replies?.find(([error]) => error)
    if (!replies || failed) throw failed?.[0] ?? new Error('Redis discarded the transaction')
    const count = Number(replies[0]?.[1] ?? 0)
    const ttl = Number(replies[replies.length - 1]?.[1])
    return {
      allowed: count + (add === 0 ? 1 : 0) <= rule.limit,
      // PTTL is negative for a key that does not exist (yet): a whole window.
      retryAfterSeconds: Math.max(1, Math.ceil((ttl > 0 ? ttl : windowMs) / 1000)),
    }
  }
  return {
    hit: (key, rule) =>
      withFallback(
        () => read(key, rule, 1),
        () => fallback.hit(key, rule),
      ),
    peek: (key, rule) =>
      withFallback(
        () => read(key, rule, 0),
        () => fallback.peek(key, rule),
      ),
    async reset(key) {
      await fallback.reset(key)
      await withFallback(
        async () => void (await redis.del(KEY_PREFIX + key)),
        async () => {},
      )
    },
    redisState: () => state,
    async close() {
      await fallback.close()
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect())
      else redis.disconnect()
    },
  }
}

/** Redis when `REDIS_URL` is set (this process's counters while it is down), else memory. */
export function createThrottle(redisUrl: string | undefined, log?: ThrottleLog): Throttle {
  return redisUrl ? redisThrottle(redisUrl, { log }) : memoryThrottle()
}
