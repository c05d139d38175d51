import type { CollectionNotificationChannel } from '@idx/domain'
import { createHmac, timingSafeEqual } from 'node:crypto'

/** What an alert e-mail's links carry, signed so no one can make or alter one. */
export type AlertTokenPayload =
  /** Unsubscribe user `u` from alerts of searches `s` on channel `c` (one click, no sign-in). */
  | { k: 'u'; u: number; s: number[]; c: CollectionNotificationChannel }
  /** The tracking pixel of alert `a`. */
  | { k: 'o'; a: number }
  /** A link of alert `a` to the site path `p` (about search `s`, when it is about one). */
  | { k: 'c'; a: number; s: number | null; p: string }

/**
 * A token for an alert link: the payload as base64url JSON, a dot, and its HMAC-SHA256 under the
 * server's alert key (alertKey). Anyone may read it; only the server can make one that verifies.
 *
 * @example
 * signAlertToken(key, { k: 'o', a: 7 }) // 'eyJrIjoibyIsImEiOjd9.Zk3…'
 */
export function signAlertToken(key: string, payload: AlertTokenPayload): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url')
  return `${body}.${mac(key, body)}`
}

/**
 * The payload of a token signed with `key` and of kind `kind`; null for anything else (forged,
 * altered, truncated, another kind). Never throws.
 *
 * @example
 * verifyAlertToken(key, signAlertToken(key, { k: 'o', a: 7 }), 'o') // { k: 'o', a: 7 }
 * verifyAlertToken(key, 'eyJrIjoibyIsImEiOjh9.Zk3…', 'o')            // null
 */
export function verifyAlertToken<K extends AlertTokenPayload['k']>(
  key: string,
  token: string,
  kind: K,
): Extract<AlertTokenPayload, { k: K }> | null {
  const [body, signature, extra] = token.split('.')
  if (!body || !signature || extra !== undefined) return null
  const expected = Buffer.from(mac(key, body))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as AlertTokenPayload
    return payload.k === kind ? (payload as Extract<AlertTokenPayload, { k: K }>) : null
  } catch {
    return null
  }
}

function mac(key: string, body: string): string {
  return createHmac('sha256', key).update(`saved-search-alert.${body}`).digest('base64url')
}
