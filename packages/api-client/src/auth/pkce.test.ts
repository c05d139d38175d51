import { describe, expect, it } from 'vitest'
import { base64UrlEncode, codeChallengeS256, createCodeVerifier, createOAuthState } from './pkce.js'

describe('PKCE', () => {
  it('derives the S256 challenge of RFC 7636 appendix B', async () => {
    expect(await codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    )
  })

  it('makes 43-character base64url verifiers that differ every time', () => {
    const verifiers = Array.from({ length: 50 }, createCodeVerifier)
    for (const verifier of verifiers) expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(new Set(verifiers).size).toBe(50)
  })

  it('makes random states in the same alphabet', () => {
    expect(createOAuthState()).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(createOAuthState()).not.toBe(createOAuthState())
  })

  it('encodes base64url without padding, with - and _ for + and /', () => {
    expect(base64UrlEncode(new Uint8Array([0xfb, 0xff]))).toBe('-_8')
    expect(base64UrlEncode(new Uint8Array([]))).toBe('')
  })
})
