import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeMagicAuth, encodeMagicAuth } from './magic-auth.js'

const credentials = { email: 'jane@example.com', token: 'mlt_abc-DEF_123' }

describe('encodeMagicAuth', () => {
  it('is base64 of the JSON credentials', () => {
    const encoded = encodeMagicAuth(credentials)
    expect(JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'))).toEqual(credentials)
  })
})

describe('decodeMagicAuth', () => {
  it('reads what the server writes: base64 of JSON', () => {
    const param = Buffer.from(JSON.stringify(credentials)).toString('base64')
    expect(decodeMagicAuth(param)).toEqual({ ok: true, credentials })
  })

  it('reads url-safe base64 without padding', () => {
    const param = Buffer.from(JSON.stringify({ email: 'é@x.co', token: '>>??' })).toString('base64url')
    expect(param).toMatch(/[-_]/)
    expect(decodeMagicAuth(param)).toEqual({ ok: true, credentials: { email: 'é@x.co', token: '>>??' } })
  })

  it("reads a value whose '+' a query parser turned into a space", () => {
    const param = encodeMagicAuth({ email: 'jane@example.com', token: '>>>' })
    expect(param).toContain('+')
    expect(decodeMagicAuth(param.replace(/\+/g, ' '))).toEqual({
      ok: true,
      credentials: { email: 'jane@example.com', token: '>>>' },
    })
  })

  it.each([
    ['nothing', null],
    ['undefined', undefined],
    ['an empty value', ''],
    ['not base64', '%%%'],
    ['base64 of not-JSON', Buffer.from('hello').toString('base64')],
    ['base64 of invalid UTF-8', Buffer.from([0xff, 0xfe, 0x7b]).toString('base64')],
    ['a JSON string', Buffer.from('"x"').toString('base64')],
    ['no token', Buffer.from(JSON.stringify({ email: 'a@b.co' })).toString('base64')],
    ['a blank email', Buffer.from(JSON.stringify({ email: ' ', token: 't' })).toString('base64')],
    ['a numeric token', Buffer.from(JSON.stringify({ email: 'a@b.co', token: 5 })).toString('base64')],
    ['an impossible length', 'abcde'],
  ])("refuses %s with 'invalid magic auth'", (_case, param) => {
    expect(decodeMagicAuth(param)).toEqual({ ok: false, error: 'invalid magic auth' })
  })

  it('round-trips any credentials', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        (email, token) => {
          expect(decodeMagicAuth(encodeMagicAuth({ email, token }))).toEqual({
            ok: true,
            credentials: { email, token },
          })
        },
      ),
    )
  })
})
