import { describe, expect, it } from 'vitest'
import { disclaimerStorageValue, readDisclaimerOpen } from './disclaimer-open.js'

describe('readDisclaimerOpen', () => {
  it('reads the stored disclaimer_open', () => {
    expect(readDisclaimerOpen({ disclaimer_open: false })).toBe(false)
    expect(readDisclaimerOpen({ disclaimer_open: true })).toBe(true)
  })

  it.each([null, undefined, 'garbage', 0, {}, { disclaimer_open: 'no' }])(
    'opens by default, as the spec says, when nothing usable is stored (%j)',
    (stored) => {
      expect(readDisclaimerOpen(stored)).toBe(true)
    },
  )

  it('stores what it reads back', () => {
    expect(readDisclaimerOpen(disclaimerStorageValue(false))).toBe(false)
    expect(disclaimerStorageValue(true)).toEqual({ disclaimer_open: true })
  })
})
