import { describe, expect, it } from 'vitest'
import { isChipOverflowing, visibleChipCount } from './chip-overflow.js'

describe("visibleChipCount ('{n} more' for chips within 120 px of the right edge)", () => {
  it.each([
    [[100, 300, 879], 1000, 3],
    [[100, 300, 880], 1000, 2],
    [[100, 300, 900, 1200], 1000, 2],
    [[950], 1000, 0],
    [[], 1000, 0],
  ])('chips ending at %j in a row ending at %s: %s visible', (rights, edge, visible) => {
    expect(visibleChipCount(rights, edge)).toBe(visible)
  })

  it('hides every chip after the first hidden one, even a narrower one', () => {
    expect(visibleChipCount([100, 890, 500], 1000)).toBe(1)
  })
})

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
