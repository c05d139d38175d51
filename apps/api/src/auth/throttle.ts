import { Redis } from 'ioredis'

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
  close(): Promise<void>
}

/** Counters in this process: right for one process (the embedded default). */
export function memoryThrottle(now: () => number = Date.now): Throttle {
  const windows = new Map<string, { count: number; endsAt: number }>()
  function current(key: string, rule: ThrottleRule) {
    const at = now()
    let window = windows.get(key)
    if (!window || window.endsAt <= at) {
      window = { count: 0, endsAt: at + rule.windowSeconds * 1000 }
      windows.set(key, window)
    }
    // Bounded: expired windows are dropped when the map grows large.
    if (windows.size > 100_000) for (const [k, w] of windows) if (w.endsAt <= at) windows.delete(k)
    return { window, at }
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
      const { window, at } = current(key, rule)
      return result(window.count + 1, window.endsAt, at, rule)
    },
    async reset(key) {
      windows.delete(key)
    },
    async close() {},
  }
}

const KEY_PREFIX = 'idx:throttle:'

/** Counters in Redis (`REDIS_URL`): every API process behind a load balancer sees the same counts. */
export function redisThrottle(url: string): Throttle {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true })
  async function read(key: string, rule: ThrottleRule, add: number): Promise<ThrottleResult> {
    const k = KEY_PREFIX + key
    // INCRBY then PEXPIRE NX in one transaction: the window starts at the first hit.
    const replies = await redis
      .multi()
      .incrby(k, add)
      .pexpire(k, rule.windowSeconds * 1000, 'NX')
      .pttl(k)
      .exec()
    const count = Number(replies?.[0]?.[1] ?? 0)
    const ttl = Number(replies?.[2]?.[1] ?? rule.windowSeconds * 1000)
    return {
      allowed: count + (add === 0 ? 1 : 0) <= rule.limit,
      retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)),
    }
  }
  return {
    hit: (key, rule) => read(key, rule, 1),
    peek: (key, rule) => read(key, rule, 0),
    async reset(key) {
      await redis.del(KEY_PREFIX + key)
    },
    async close() {
      await redis.quit()
    },
  }
}

/** Redis when `REDIS_URL` is set, else memory. */
export function createThrottle(redisUrl: string | undefined): Throttle {
  return redisUrl ? redisThrottle(redisUrl) : memoryThrottle()
}
