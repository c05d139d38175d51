import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { toFiniteNumber } from './to-finite-number.js'

describe('toFiniteNumber', () => {
  it.each([
    [12.5, 12.5],
    [0, 0],
    [-3, -3],
    ['12.5', 12.5],
    [' 42 ', 42],
    ['0.00', 0],
    ['1e3', 1000],
  ] as const)('reads %j as the number %j', (input, expected) => {
    expect(toFiniteNumber(input)).toBe(expected)
  })

  it.each([null, undefined, '', '   ', 'abc', '1,000', '$5', Number.NaN, Infinity, -Infinity, true, {}, []])(
    'treats %j as no number',
    (input) => {
      expect(toFiniteNumber(input)).toBeNull()
    },
  )

  it('reads every finite number back unchanged, as a number or as its string', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        expect(toFiniteNumber(n)).toBe(n)
        expect(toFiniteNumber(String(n))).toBe(n === 0 ? 0 : n)
      }),
    )
  })
})
