import type { FastifyReply } from 'fastify'

/** OAuth error codes (RFC 6749 §5.2, RFC 7009) plus ours for throttling. */
export type OauthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'invalid_scope'
  | 'invalid_token'
  | 'unauthorized_client'
  | 'unsupported_grant_type'
  | 'unsupported_response_type'
  | 'too_many_requests'

/** `{success: false, error, error_description}`: the shape the spec's clients read (`success`, `error`). */
export function oauthError(reply: FastifyReply, status: number, error: OauthErrorCode, description: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .send({ success: false, error, error_description: description })
}

/** Field messages keyed by field (`errors.email: ['has already been taken']`), as `payload.errors` in the spec. */
export function fieldErrors(reply: FastifyReply, status: number, errors: Record<string, string[]>) {
  return reply.status(status).header('cache-control', 'no-store').send({ success: false, errors })
}

/** 429 with Retry-After: over a throttle limit. */
export function tooManyRequests(reply: FastifyReply, retryAfterSeconds: number) {
  return reply
    .status(429)
    .header('retry-after', String(retryAfterSeconds))
    .header('cache-control', 'no-store')
    .send({
      success: false,
      error: 'too_many_requests',
      error_description: `Too many attempts. Try again in ${retryAfterSeconds} seconds.`,
    })
}
