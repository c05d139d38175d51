import { describe, expect, it } from 'vitest'
import { readsAsLink } from './reads-as-link.js'

describe('readsAsLink', () => {
  it.each([
    'Olive',
    'Dream homes 2.0',
    'St. John',
    'J.R.R.',
    'Cabin on Lake Travis',
    'hxxp',
    'Mary-Jane',
    "O'Neil",
    'Ph.D.',
    'Homes near U.S. 183',
    'Lake houses, e.g. in Austin',
    'Budget: $400k',
    'No.5 Elm St.',
    'Version 1.2.3',
    'Ann @ home',
    'Zoë',
    '',
  ])('leaves the name %j alone', (text) => {
    expect(readsAsLink(text)).toBe(false)
  })

  it.each([
    'evil.example',
    'EVIL.EXAMPLE/login',
    'Your account is locked. Verify at https://evil.example/login',
    'mail me a@b.co',
    'https://x',
    'http:evil',
    'hxxp://evil.example',
    'www.x.com',
    'WWW.x',
    'go to x.co now',
    'mailto:someone',
    'javascript:alert(1)',
    'login at 192.168.0.1',
    'Olive@evil',
  ])('recognises the link or address in %j', (text) => {
    expect(readsAsLink(text)).toBe(true)
  })

  it('sees through full-width characters, invisible characters and defanged dots', () => {
    expect(readsAsLink('ｅｖｉｌ．ｅｘａｍｐｌｅ')).toBe(true)
    expect(readsAsLink('evil\u200b.\u00adexample')).toBe(true)
    expect(readsAsLink('evil[.]example')).toBe(true)
    expect(readsAsLink('evil (dot) example')).toBe(true)
    expect(readsAsLink('evil\u3002example')).toBe(true)
    expect(readsAsLink('ｈｔｔｐｓ://x')).toBe(true)
    expect(readsAsLink('a＠b')).toBe(true)
  })

  it('recognises internationalised domains', () => {
    expect(readsAsLink('пример.рф')).toBe(true)
    expect(readsAsLink('evil.xn--p1ai')).toBe(true)
  })
})
