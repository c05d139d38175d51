import { createHash } from 'node:crypto'
import { constantTimeEqual } from '../auth/secrets.js'

// Proof Key for Code Exchange (RFC 7636), S256 only: `plain` sends the verifier itself through the
// browser, which is what PKCE is meant to keep out of it (RFC 9700 §2.1.1).

/** The only challenge method accepted. */
export const PKCE_METHOD = 'S256'

/** RFC 7636 §4.1: 43 to 128 characters of A-Z, a-z, 0-9, '-', '.', '_', '~'. */
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/
/** An S256 challenge is base64url(SHA-256(verifier)) without padding: always 43 characters. */
const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/

export const CODE_VERIFIER_RULE =
  "code_verifier must be 43 to 128 characters of A-Z, a-z, 0-9, '-', '.', '_' and '~' (RFC 7636 §4.1)."
export const CODE_CHALLENGE_RULE =
  'code_challenge must be the base64url SHA-256 of the code_verifier without padding: 43 characters (RFC 7636 §4.2).'

export function isCodeVerifier(value: string): boolean {
  return VERIFIER.test(value)
}

export function isS256Challenge(value: string): boolean {
  return S256_CHALLENGE.test(value)
}

/**
 * The S256 challenge of a verifier.
 *
 * @example
 * s256Challenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk') // 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM' (RFC 7636 appendix B)
 */
export function s256Challenge(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url')
}

/** Whether `verifier` is well formed and hashes to `challenge`. */
export function verifierMatches(verifier: string, challenge: string): boolean {
  return isCodeVerifier(verifier) && constantTimeEqual(s256Challenge(verifier), challenge)
}
