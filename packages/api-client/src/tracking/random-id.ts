import { base64UrlEncode } from '../auth/pkce.js'

/** 16 random bytes: 22 base64url characters, inside the server's vid pattern. */
const ID_BYTES = 16

/**
 * A fresh random id for a visitor or a submission: 22 base64url characters. Not a secret, so it
 * only needs `crypto.getRandomValues` (which, unlike `randomUUID`, also works on plain-http pages)
 * and falls back to `Math.random` where there is no Web Crypto at all.
 *
 * @example
 * randomId() // 'q3V0Zk2mQ0yV7m4b8uYc1A' (random)
 */
export function randomId(): string {
  const bytes = new Uint8Array(ID_BYTES)
  const crypto = globalThis.crypto
  if (typeof crypto?.getRandomValues === 'function') crypto.getRandomValues(bytes)
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256)
  return base64UrlEncode(bytes)
}
