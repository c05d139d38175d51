// `npx tsx bench/throttle.ts` (in apps/api): sign-in throttle calls per second of one process's
// counters (memoryThrottle) holding 100,000+ live keys, beside the earlier map, which scanned every
// key on each call once it held more than 100,000. Each call is a new key (a spraying attacker's
// addresses and accounts), as the address and account rules see them.
//
// Settings (environment): BENCH_THROTTLE_KEYS=150000 (live keys before timing)
// BENCH_THROTTLE_SECONDS=3 (time per row)
import { memoryThrottle, type Throttle, type ThrottleResult, type ThrottleRule } from '../src/auth/throttle.js'
import { THROTTLE_RULES } from '../src/auth/throttle-rules.js'

const keys = Number(process.env.BENCH_THROTTLE_KEYS ?? 150_000)
const seconds = Number(process.env.BENCH_THROTTLE_SECONDS ?? 3)

/** The earlier memory throttle: above 100,000 keys, every call scanned the map for ended windows. */
function scanningThrottle(now: () => number = Date.now): Pick<Throttle, 'hit'> {
  const windows = new Map<string, { count: number; endsAt: number }>()
  return {
    async hit(key: string, rule: ThrottleRule): Promise<ThrottleResult> {
      const at = now()
      let window = windows.get(key)
      if (!window || window.endsAt <= at) {
        window = { count: 0, endsAt: at + rule.windowSeconds * 1000 }
        windows.set(key, window)
      }
      if (windows.size > 100_000) for (const [k, w] of windows) if (w.endsAt <= at) windows.delete(k)
      window.count += 1
      return { allowed: window.count <= rule.limit, retryAfterSeconds: 1 }
    },
  }
}

async function callsPerSecond(throttle: Pick<Throttle, 'hit'>): Promise<number> {
  const rule = THROTTLE_RULES.loginAccountAddress
  for (let i = 0; i < keys; i += 1) await throttle.hit(`fill:${i}`, rule)
  let calls = 0
  const deadline = performance.now() + seconds * 1000
  while (performance.now() < deadline) {
    await throttle.hit(`timed:${calls}`, rule)
    calls += 1
  }
  return calls / seconds
}

const rows: Array<[string, Pick<Throttle, 'hit'>]> = [
  ['expiring windows (memoryThrottle)', memoryThrottle()],
  ['full scan above 100k keys (before)', scanningThrottle()],
]
process.stdout.write(`throttle hits per second, ${keys.toLocaleString('en-US')} live keys, new key per call\n`)
for (const [label, throttle] of rows) {
  const rate = await callsPerSecond(throttle)
  process.stdout.write(`  ${label.padEnd(36)} ${Math.round(rate).toLocaleString('en-US')}/s\n`)
}
