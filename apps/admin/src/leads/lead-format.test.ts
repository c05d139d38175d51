import { describe, expect, it } from 'vitest'
import { exactTime, relativeTime, telHref } from './lead-format.js'

describe('relativeTime', () => {
  const now = new Date('2026-11-29T12:00:00Z')
  it('says how long ago, in words', () => {
    expect(relativeTime('2026-11-29T11:59:50Z', now)).toBe('just now')
    expect(relativeTime('2026-11-29T11:55:00Z', now)).toBe('5 minutes ago')
    expect(relativeTime('2026-11-29T11:00:00Z', now)).toBe('1 hour ago')
    expect(relativeTime('2026-11-28T12:00:00Z', now)).toBe('yesterday')
    expect(relativeTime('2026-11-26T12:00:00Z', now)).toBe('3 days ago')
    expect(relativeTime('2025-11-29T12:00:00Z', now)).toBe('1 year ago')
  })
})

describe('exactTime', () => {
  it('writes the date and time', () => {
    expect(exactTime('2026-11-29T15:04:00Z', 'UTC')).toBe('Nov 29, 2026, 3:04 PM')
  })
})

describe('telHref', () => {
  it('keeps the digits and the plus', () => {
    expect(telHref('+1 (512) 555-0134')).toBe('tel:+15125550134')
  })
})
