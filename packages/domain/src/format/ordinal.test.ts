import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ordinal } from './ordinal.js'

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [10, '10th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [14, '14th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [24, '24th'],
    [30, '30th'],
    [31, '31st'],
    [101, '101st'],
    [111, '111th'],
    [112, '112th'],
    [0, '0th'],
  ] as const)("gives the day its ordinal suffix like moment's Do: %j -> %s", (n, expected) => {
    expect(ordinal(n)).toBe(expected)
  })

  it('always starts with the number itself and ends in a two-letter suffix', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (n) => {
        expect(ordinal(n)).toMatch(new RegExp(`^${n}(st|nd|rd|th)$`))
      }),
    )
  })
})
