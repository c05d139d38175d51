import { createHash, createHmac } from 'node:crypto'
import { constantTimeEqual } from '../auth/secrets.js'
import type { RealtimeApp } from '../config/pusher-url.js'

function hmac(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex')
}

/**
 * Whether `auth` (`key:signature`) is what the app signs for this socket joining `channel`: the
 * HMAC-SHA256 of `socket_id:channel` (and `:channel_data` for presence), as `authorizeChannel`
 * of the `pusher` package writes it.
 */
export function validChannelAuth(
  app: RealtimeApp,
  auth: unknown,
  socketId: string,
  channel: string,
  channelData: string | undefined,
): boolean {
  if (typeof auth !== 'string') return false
  const signed = [socketId, channel, ...(channelData === undefined ? [] : [channelData])].join(':')
  return constantTimeEqual(auth, `${app.key}:${hmac(app.secret, signed)}`)
}

/** How far an events API request's auth_timestamp may be from this server's clock. */
export const EVENTS_TIMESTAMP_WINDOW_S = 600

/**
 * Checks an events API request's signature (Pusher's HTTP API auth, version 1.0): `auth_key` is the
 * app's key, `auth_timestamp` within ten minutes, `body_md5` the body's MD5 and `auth_signature`
 * the HMAC-SHA256 of `METHOD\npath\nsorted query without auth_signature`. Answers the problem, or
 * null when the request is signed by the app.
 */
export function eventsRequestProblem(
  app: RealtimeApp,
  request: { method: string; path: string; query: Record<string, unknown>; body: string },
  nowMs = Date.now(),
): string | null {
  const query: Record<string, string> = {}
  for (const [name, value] of Object.entries(request.query)) {
    if (typeof value !== 'string') return `${name} must be given once`
    query[name] = value
  }
  if (query.auth_key !== app.key) return 'Unknown auth_key'
  if (query.auth_version !== '1.0') return 'auth_version must be 1.0'
  const timestamp = Number(query.auth_timestamp)
  if (!Number.isInteger(timestamp) || Math.abs(nowMs / 1000 - timestamp) > EVENTS_TIMESTAMP_WINDOW_S) {
    return 'Timestamp expired: auth_timestamp must be within 600 s of the server time'
  }
  if (request.body !== '' || query.body_md5 !== undefined) {
    if (query.body_md5 !== createHash('md5').update(request.body, 'utf8').digest('hex')) return 'body_md5 is wrong'
  }
  const signature = query.auth_signature
  if (signature === undefined) return 'auth_signature is missing'
  const signed = Object.keys(query)
    .filter((name) => name !== 'auth_signature')
    .sort()
    .map((name) => `${name}=${query[name]}`)
    .join('&')
  const expected = hmac(app.secret, [request.method.toUpperCase(), request.path, signed].join('\n'))
  return constantTimeEqual(signature, expected) ? null : 'Invalid signature'
}
