import { describe, expect, it } from 'vitest'
import { isChipOverflowing } from './chips.js'

describe('isChipOverflowing', () => {
  it.each([
    [879, 1000, false],
    [880, 1000, true],
    [950, 1000, true],
    [1010, 1000, true],
    [100, 1000, false],
  ] as const)(
    "hides a chip within 120 px of the container's right edge (chip right %j, container right %j)",
    (chip, container, expected) => {
      expect(isChipOverflowing(chip, container)).toBe(expected)
    },
  )
})
