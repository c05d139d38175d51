import { describe, expect, it } from 'vitest'
import { isAddressUndisclosed } from './address.js'

describe('isAddressUndisclosed', () => {
  it.each([
    ['Undisclosed Address', true],
    ['123 Main St', false],
    ['undisclosed address', false],
    ['', false],
    [null, false],
  ] as const)(
    "treats the address as undisclosed when street equals 'Undisclosed Address' (%j -> %j)",
    (street, expected) => {
      expect(isAddressUndisclosed({ street })).toBe(expected)
    },
  )
})
