import { describe, expect, it } from 'vitest'
import { jsonLdScript } from './json-ld-script.js'

describe('jsonLdScript', () => {
  it('escapes <, > and & so a text cannot close the script or open a comment', () => {
    const text = jsonLdScript({ description: '</script><script>alert(1)</script> <!-- & more' })
    expect(text).not.toMatch(/[<>&]/)
    expect(text).toBe(
      '{"description":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e \\u003c!-- \\u0026 more"}',
    )
  })

  it('escapes the line and paragraph separators U+2028 and U+2029', () => {
    const text = jsonLdScript({ name: 'a\u2028b\u2029c' })
    expect(text).toBe('{"name":"a\\u2028b\\u2029c"}')
    expect(text).not.toMatch(/[\u2028\u2029]/)
  })

  it('still parses back to the same value', () => {
    const value = { name: '<b>Tom & Jerry</b>\u2028', nested: [{ price: 450000 }], flag: true, none: null }
    expect(JSON.parse(jsonLdScript(value))).toEqual(value)
  })

  it('writes null for a value JSON cannot represent', () => {
    expect(jsonLdScript(undefined)).toBe('null')
  })
})
