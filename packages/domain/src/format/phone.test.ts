import { describe, expect, it } from 'vitest'
import { formatPhone, phoneHref } from './phone.js'

describe('formatPhone', () => {
  it('writes every North American number one way, however it was typed', () => {
    for (const typed of [
      '5125550134',
      '512-555-0134',
      '512.555.0134',
      '(512) 555-0134',
      '+1 512 555 0134',
      '15125550134',
    ]) {
      expect(formatPhone(typed)).toBe('(512) 555-0134')
    }
    expect(formatPhone(5125550134)).toBe('(512) 555-0134')
  })

  it('leaves a number it does not understand as given, trimmed', () => {
    expect(formatPhone(' +44 20 7946 0958 ')).toBe('+44 20 7946 0958')
    expect(formatPhone('512-555-0134 x12')).toBe('512-555-0134 x12')
    expect(formatPhone('555-0134')).toBe('555-0134')
    expect(formatPhone('+52 55 1234 5678')).toBe('+52 55 1234 5678')
  })

  it('gives an empty text for nothing', () => {
    expect(formatPhone(null)).toBe('')
    expect(formatPhone(undefined)).toBe('')
    expect(formatPhone('  ')).toBe('')
  })
})

describe('phoneHref', () => {
  it('dials a North American number with its country code', () => {
    expect(phoneHref('(512) 555-0134')).toBe('tel:+15125550134')
    expect(phoneHref('5125550134')).toBe('tel:+15125550134')
  })

  it('dials any other number by its digits, keeping a leading plus', () => {
    expect(phoneHref('+44 20 7946 0958')).toBe('tel:+442079460958')
    expect(phoneHref('555-0134')).toBe('tel:5550134')
  })

  it('has no link for a number without digits', () => {
    expect(phoneHref('')).toBeNull()
    expect(phoneHref(null)).toBeNull()
    expect(phoneHref('call me')).toBeNull()
  })
})
