import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { normalizePhoneNumber, phoneCountryOfRegion } from './phone-number.js'

describe('normalizePhoneNumber', () => {
  it.each([
    ['5125550142', '+15125550142'],
    ['512-555-0142', '+15125550142'],
    ['(512) 555-0142', '+15125550142'],
    ['512.555.0142', '+15125550142'],
    ['512/555-0142', '+15125550142'],
    ['1 512 555 0142', '+15125550142'],
    ['+1 512 555 0142', '+15125550142'],
    ['+15125550142', '+15125550142'],
    ['  512 555 0142  ', '+15125550142'],
    ['+44 20 7946 0958', '+442079460958'],
    ['011 44 20 7946 0958', '+442079460958'],
    ['416-555-0199', '+14165550199'],
  ])('writes %j as %s for a United States site', (typed, e164) => {
    expect(normalizePhoneNumber(typed)).toBe(e164)
    expect(normalizePhoneNumber(typed, 'US')).toBe(e164)
  })

  it.each([
    ['words', 'call me'],
    ['letters in the number', '1-800-FLOWERS'],
    ['an extension', '512-555-0142 x12'],
    ['7 digits, no area code', '555-0142'],
    ['9 digits', '512555014'],
    ['11 digits not starting with 1', '25125550142'],
    ['12 digits without a +', '445125550142'],
    ['an area code that cannot exist', '(012) 555-0142'],
    ['a + with 7 digits', '+1234567'],
    ['a + in the middle', '512+5550142'],
    ['two +', '++15125550142'],
    ['only separators', '() - .'],
    ['nothing', ''],
  ])('refuses %s (%j)', (_case, typed) => {
    expect(normalizePhoneNumber(typed)).toBeNull()
  })

  it("reads a national number in the site's country", () => {
    expect(normalizePhoneNumber('020 7946 0958', 'GB')).toBe('+442079460958')
    expect(normalizePhoneNumber('020 7946 0958', 'US')).toBeNull()
    expect(normalizePhoneNumber('(416) 555-0199', 'CA')).toBe('+14165550199')
  })

  it('reads a country it does not know as the United States', () => {
    expect(normalizePhoneNumber('512-555-0142', 'XX')).toBe('+15125550142')
  })

  it('gives the same E.164 number however a valid number is punctuated, and that number reads as itself', () => {
    const separator = fc.constantFrom('', ' ', '-', '.', '(', ')')
    const digits = [...'5125550142']
    fc.assert(
      fc.property(fc.array(separator, { minLength: 10, maxLength: 10 }), (separators) => {
        const typed = digits.map((digit, index) => `${digit}${separators[index]}`).join('')
        const e164 = normalizePhoneNumber(typed)
        return e164 === '+15125550142' && normalizePhoneNumber(e164) === e164
      }),
    )
  })
})

describe('phoneCountryOfRegion', () => {
  it('is Canada for a province or territory, the United States otherwise', () => {
    expect(phoneCountryOfRegion('TX')).toBe('US')
    expect(phoneCountryOfRegion('ON')).toBe('CA')
    expect(phoneCountryOfRegion(' bc ')).toBe('CA')
    expect(phoneCountryOfRegion(48)).toBe('US')
    expect(phoneCountryOfRegion('')).toBe('US')
    expect(phoneCountryOfRegion(null)).toBe('US')
    expect(phoneCountryOfRegion(undefined)).toBe('US')
  })
})
