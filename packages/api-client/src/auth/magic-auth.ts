import { INVALID_MAGIC_AUTH_MESSAGE } from './messages.js'

// A magic link is `/app/?magic_auth=<base64 of JSON {"email", "token"}>` (spec §7 and
// apps/api/README.md). The parameter crosses mail clients and URL rewriting, so decoding is
// tolerant of url-safe base64, missing padding, and '+' turned into a space.

/** The credentials a magic link carries, exchanged with the `urn:idx:magic-link` grant. */
export interface MagicAuthCredentials {
  readonly email: string
  readonly token: string
}

export type MagicAuthDecoding =
  | { readonly ok: true; readonly credentials: MagicAuthCredentials }
  | { readonly ok: false; readonly error: typeof INVALID_MAGIC_AUTH_MESSAGE }

/**
 * The `magic_auth` value for `credentials`: base64 (standard alphabet, padded) of their JSON.
 * Percent-encode it when putting it in a URL.
 *
 * @example
 * encodeMagicAuth({ email: 'a@b.co', token: 't' }) // 'eyJlbWFpbCI6ImFAYi5jbyIsInRva2VuIjoidCJ9'
 */
export function encodeMagicAuth({ email, token }: MagicAuthCredentials): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(JSON.stringify({ email, token }))) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/**
 * The credentials in a `magic_auth` value, or the spec's 'invalid magic auth' when it is
 * missing, not base64, not JSON, or lacks a non-blank `email` or `token`. Never throws.
 *
 * @example
 * decodeMagicAuth('eyJlbWFpbCI6ImFAYi5jbyIsInRva2VuIjoidCJ9') // { ok: true, credentials: { email: 'a@b.co', token: 't' } }
 * decodeMagicAuth(null) // { ok: false, error: 'invalid magic auth' }
 */
export function decodeMagicAuth(param: string | null | undefined): MagicAuthDecoding {
  const invalid = { ok: false, error: INVALID_MAGIC_AUTH_MESSAGE } as const
  if (typeof param !== 'string') return invalid
  const standard = param.trim().replace(/ /g, '+').replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '')
  if (standard === '' || !/^[A-Za-z0-9+/]*$/.test(standard) || standard.length % 4 === 1) return invalid
  let parsed: unknown
  try {
    const binary = atob(standard + '='.repeat((4 - (standard.length % 4)) % 4))
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0))
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    return invalid
  }
  if (typeof parsed !== 'object' || parsed === null) return invalid
  const { email, token } = parsed as Record<string, unknown>
  if (typeof email !== 'string' || email.trim() === '' || typeof token !== 'string' || token.trim() === '') {
    return invalid
  }
  return { ok: true, credentials: { email, token } }
}
