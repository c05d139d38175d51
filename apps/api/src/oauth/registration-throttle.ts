import type { FastifyReply } from 'fastify'
import type { Throttle, ThrottleRule } from '../auth/throttle.js'
import { tooManyRequests } from './oauth-answers.js'

/** One counter to hit: its key (throttleKey.…) and its rule (THROTTLE_RULES.…). */
export type ThrottleCheck = readonly [key: string, rule: ThrottleRule]

/**
 * Counts one attempt on every check; when any is over its limit, answers 429 with the longest
 * Retry-After and returns false. Routes call it before any lookup or hash.
 *
 * @example
 * if (!(await withinLimits(app.throttle, reply, [[throttleKey.address(ip), THROTTLE_RULES.address]]))) return reply
 */
export async function withinLimits(
  throttle: Throttle,
  reply: FastifyReply,
  checks: readonly ThrottleCheck[],
): Promise<boolean> {
  const results = await Promise.all(checks.map(([key, rule]) => throttle.hit(key, rule)))
  const refused = results.filter((result) => !result.allowed)
  if (refused.length === 0) return true
  void tooManyRequests(reply, Math.max(...refused.map((result) => result.retryAfterSeconds)))
  return false
}
