import type { FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify'
import type { ThrottleRule } from '../auth/throttle.js'
import { ApiError } from '../http/errors.js'

// Per-address limits of the tracking service, loose enough for an office of visitors behind one
// address: a visitor sends a PageView per page, a PropertyView and viewedProperty per listing and
// a searched event at most every 5 s (about 200 calls in 15 minutes while searching hard), an
// identify per sign-in, a few inquiries a day. Counted before validation, so floods of garbage
// are limited too; shared through Redis when REDIS_URL is set (app.throttle).

const QUARTER_HOUR = 15 * 60
const HOUR = 60 * 60

export const TRACKING_THROTTLE_RULES = {
  /** `POST /api/events` from one address: about ten busy visitors' worth. */
  events: { limit: 2000, windowSeconds: QUARTER_HOUR },
  /** `POST /api/people/identify` from one address. */
  identify: { limit: 300, windowSeconds: QUARTER_HOUR },
  /** `POST /api/form_submissions` from one address (honeypot catches included). */
  formSubmissions: { limit: 30, windowSeconds: HOUR },
  /** `PUT /api/visitors/{vid}/assign` from one address. */
  assign: { limit: 60, windowSeconds: HOUR },
} satisfies Record<string, ThrottleRule>

export type TrackingCall = keyof typeof TRACKING_THROTTLE_RULES

/** The throttle key of one kind of call from one address. */
export function trackingThrottleKey(call: TrackingCall, ip: string): string {
  return `tracking:${call}:${ip}`
}

/**
 * A preValidation hook counting the call against its per-address rule; over the limit it answers
 * 429 with `Retry-After` (a JSON:API error, like every /api error).
 *
 * @example
 * app.post('/events', { preValidation: throttleTracking('events'), schema }, handler)
 */
export function throttleTracking(call: TrackingCall): preValidationAsyncHookHandler {
  const rule = TRACKING_THROTTLE_RULES[call]
  return async function throttleTrackingCall(request: FastifyRequest, reply: FastifyReply) {
    const result = await request.server.throttle.hit(trackingThrottleKey(call, request.ip), rule)
    if (result.allowed) return
    reply.header('retry-after', String(result.retryAfterSeconds))
    throw new ApiError(429, `Too many calls from this address. Try again in ${result.retryAfterSeconds} seconds.`)
  }
}
