// PKCE (RFC 7636) for the OAuth popup: the server runs the authorization code flow with S256
// only (apps/api/README.md), so the opener keeps a verifier and sends its challenge.

/** 32 random bytes: 43 base64url characters, the RFC's recommended minimum entropy (256 bits). */
const VERIFIER_BYTES = 32

/**
 * A fresh code verifier: 43 base64url characters from `crypto.getRandomValues`. Keep it until
 * the code comes back, then send it with the authorization-code grant.
 *
 * @example
 * createCodeVerifier() // 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk' (random)
 */
export function createCodeVerifier(): string {
  return base64UrlEncode(webCrypto().getRandomValues(new Uint8Array(VERIFIER_BYTES)))
}

/**
 * An unguessable `state` for the popup: the opener accepts only the answer carrying it back.
 *
 * @example
 * createOAuthState() // 43 base64url characters (random)
 */
export function createOAuthState(): string {
  return createCodeVerifier()
}

/**
 * The S256 challenge of `verifier`: base64url(SHA-256(verifier)) without padding.
 *
 * @example
 * await codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')
 * // 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM' (RFC 7636 appendix B)
 */
export async function codeChallengeS256(verifier: string): Promise<string> {
  const digest = await webCrypto().subtle.digest('SHA-256', new TextEncoder().encode(verifier))
  return base64UrlEncode(new Uint8Array(digest))
}

/** Bytes as base64url without padding (RFC 4648 §5). */
export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function webCrypto(): Crypto {
  const crypto = globalThis.crypto
  if (!crypto?.subtle || typeof crypto.getRandomValues !== 'function') {
    throw new TypeError('PKCE needs the Web Crypto API (globalThis.crypto): use a browser or Node 20 or later.')
  }
  return crypto
}
