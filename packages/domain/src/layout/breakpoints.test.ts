import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BREAKPOINTS, breakpointForWidth } from './breakpoints.js'

describe('breakpointForWidth', () => {
  it.each([
    [0, 'small'],
    [320, 'small'],
    [479, 'small'],
    [479.99, 'small'],
    [480, 'medium'],
    [959, 'medium'],
    [960, 'large'],
    [1199, 'large'],
    [1200, 'xl'],
    [2560, 'xl'],
  ] as const)(
    'maps %j px (16px/em) to %s: small < 30em, medium 30-60em, large >= 60em, xl >= 75em',
    (width, expected) => {
      expect(breakpointForWidth(width)).toBe(expected)
    },
  )

  it.each([-1, Number.NaN])('rejects a width of %j px', (width) => {
    expect(() => breakpointForWidth(width)).toThrow(RangeError)
  })

  it('never goes down a breakpoint as the width grows', () => {
    const width = fc.double({ min: 0, max: 10_000, noNaN: true })
    fc.assert(
      fc.property(width, width, (a, b) => {
        const [narrow, wide] = a <= b ? [a, b] : [b, a]
        expect(BREAKPOINTS.indexOf(breakpointForWidth(narrow))).toBeLessThanOrEqual(
          BREAKPOINTS.indexOf(breakpointForWidth(wide)),
        )
      }),
    )
  })
})
