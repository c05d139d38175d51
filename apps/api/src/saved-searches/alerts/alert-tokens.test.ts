import { describe, expect, it } from 'vitest'
import { signAlertToken, verifyAlertToken } from './alert-tokens.js'

const KEY = 'k'.repeat(43)

describe('alert tokens', () => {
  it('reads back what was signed, of the kind asked for only', () => {
    const token = signAlertToken(KEY, { k: 'u', u: 3, s: [9], c: 'email' })
    expect(verifyAlertToken(KEY, token, 'u')).toEqual({ k: 'u', u: 3, s: [9], c: 'email' })
    expect(verifyAlertToken(KEY, token, 'o')).toBeNull()
  })

  it('refuses a token whose payload was altered, or signed with another key', () => {
    const token = signAlertToken(KEY, { k: 'u', u: 3, s: [9], c: 'email' })
    const [, signature] = token.split('.')
    const altered = `${Buffer.from(JSON.stringify({ k: 'u', u: 4, s: [9], c: 'email' })).toString('base64url')}.${signature}`
    expect(verifyAlertToken(KEY, altered, 'u')).toBeNull()
    expect(verifyAlertToken('other-key', token, 'u')).toBeNull()
  })

  it('refuses garbage without throwing', () => {
    for (const token of ['', '.', 'abc', 'a.b.c', `${'x'.repeat(10)}.${'y'.repeat(43)}`]) {
      expect(verifyAlertToken(KEY, token, 'o')).toBeNull()
    }
  })
})
