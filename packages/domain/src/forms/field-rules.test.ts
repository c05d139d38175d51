import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  PASSWORD_MIN_LENGTH,
  characterCount,
  collectErrors,
  isBlank,
  isValidEmail,
  requiredPassword,
} from './field-rules.js'
import { isValidPhone, requiredPhone } from './phone-number.js'

describe('isValidEmail', () => {
  it.each([
    'jane@example.com',
    'jane.doe+homes@mail.example.co.uk',
    "o'brien@example.ie",
    'a@b.co',
    'USER@EXAMPLE.COM',
    'first_last-1@sub-domain.example.org',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true)
  })

  it.each([
    ['an empty string', ''],
    ['a missing @', 'jane.example.com'],
    ['a missing local part', '@example.com'],
    ['a domain without a dot', 'jane@example'],
    ['two @ signs', 'jane@@example.com'],
    ['a space inside', 'jane doe@example.com'],
    ['a trailing space', 'jane@example.com '],
    ['a domain label starting with a dash', 'jane@-example.com'],
    ['a trailing dot in the domain', 'jane@example.com.'],
  ])('rejects %s', (_case, email) => {
    expect(isValidEmail(email)).toBe(false)
  })

  it('accepts every address fast-check generates from the RFC grammar', () => {
    fc.assert(fc.property(fc.emailAddress(), (email) => isValidEmail(email)))
  })

  it('rejects any text without an @', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !text.includes('@')),
        (text) => !isValidEmail(text),
      ),
    )
  })
})

describe('isValidPhone', () => {
  it.each([
    '5125550134',
    '512-555-0134',
    '(512) 555-0134',
    '512.555.0134',
    '1 512 555 0134',
    '+1 512 555 0134',
    '+44 20 7946 0958',
    '+4930123456',
  ])('accepts %s', (phone) => {
    expect(isValidPhone(phone)).toBe(true)
  })

  it.each([
    ['7 digits', '555-0134'],
    ['9 digits', '512555013'],
    ['11 digits not starting with 1', '25125550134'],
    ['12 digits without a +', '445125550134'],
    ['letters', '512-555-CALL'],
    ['an extension', '512-555-0134 x12'],
    ['words', 'call me'],
    ['an area code that cannot exist', '012-555-0134'],
    ['a + with 7 digits', '+1234567'],
    ['a + with 16 digits', '+1234567890123456'],
    ['a + in the middle', '512+5550134'],
    ['only separators', '() - .'],
  ])('rejects %s', (_case, phone) => {
    expect(isValidPhone(phone)).toBe(false)
  })

  it('reads a national number in the country it is given', () => {
    expect(isValidPhone('020 7946 0958', 'GB')).toBe(true)
    expect(isValidPhone('020 7946 0958')).toBe(false)
    expect(requiredPhone('020 7946 0958', 'Phone', 'GB')).toBeUndefined()
  })
})

describe('password rule', () => {
  it('rejects a password of 3 characters', () => {
    expect(requiredPassword('abc')).toBe('Password must be at least 4 characters')
  })

  it('accepts a password of exactly 4 characters', () => {
    expect(requiredPassword('abcd')).toBeUndefined()
  })

  it('asks for a password when none is given', () => {
    expect(requiredPassword(undefined)).toBe('Password is required')
    expect(requiredPassword('')).toBe('Password is required')
  })

  it('counts an emoji as one character, so three emoji are too short', () => {
    expect(requiredPassword('🏠🏠🏠')).toBe('Password must be at least 4 characters')
    expect(requiredPassword('🏠🏠🏠🏠')).toBeUndefined()
  })

  it('passes any string of at least 4 characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: PASSWORD_MIN_LENGTH }), (password) => {
        fc.pre(characterCount(password) >= PASSWORD_MIN_LENGTH)
        return requiredPassword(password) === undefined
      }),
    )
  })

  it('fails any non-empty string of fewer than 4 characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', minLength: 1, maxLength: 3 }), (password) => {
        fc.pre(characterCount(password) < PASSWORD_MIN_LENGTH)
        return requiredPassword(password) === 'Password must be at least 4 characters'
      }),
    )
  })
})

describe('isBlank', () => {
  it.each([
    [undefined, true],
    [null, true],
    ['', true],
    ['   \t\n', true],
    ['a', false],
    [0, false],
    [false, false],
  ] as const)('treats %j as blank: %s', (value, blank) => {
    expect(isBlank(value)).toBe(blank)
  })
})

describe('requiredPhone', () => {
  it('says the phone number is required when blank, and invalid otherwise', () => {
    expect(requiredPhone('')).toBe('Phone number is required')
    expect(requiredPhone('12')).toBe('Enter a valid phone number')
    expect(requiredPhone('512 555 0134')).toBeUndefined()
  })
})

describe('collectErrors', () => {
  it('keeps only the fields whose rule failed, so a valid form gives {}', () => {
    expect(collectErrors({ a: undefined, b: 'B is required' })).toEqual({ b: 'B is required' })
    expect(collectErrors({ a: undefined })).toEqual({})
  })
})
