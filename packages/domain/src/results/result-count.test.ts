import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatResultCount, seeHomesLabel } from './result-count.js'

describe('formatResultCount', () => {
  it.each([
    [42, '42 Results'],
    [1, '1 Results'],
    [9999, '9,999 Results'],
    [1234, '1,234 Results'],
  ] as const)("shows 'N Results' for a total below the cap: %j -> %s", (input, expected) => {
    expect(formatResultCount(input)).toBe(expected)
  })

  it('shows 10,000+ Results when the total equals the 10000 cap', () => {
    expect(formatResultCount(10000)).toBe('10,000+ Results')
  })

  it('shows 10000+ Results for the cap when grouping is off', () => {
    expect(formatResultCount(10000, { grouping: false })).toBe('10000+ Results')
    expect(formatResultCount(1234, { grouping: false })).toBe('1234 Results')
  })

  it('treats a total above the cap as capped too', () => {
    expect(formatResultCount(12345)).toBe('10,000+ Results')
  })

  it.each([0, null, undefined, -3, Number.NaN, ''])("shows 'No Results' when there are none (%j)", (input) => {
    expect(formatResultCount(input)).toBe('No Results')
  })

  it('spells every total between 1 and 9,999 as the grouped number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), (n) => {
        expect(formatResultCount(n)).toBe(`${n.toLocaleString('en-US')} Results`)
      }),
    )
  })
})

describe('seeHomesLabel', () => {
  it.each([
    [3046, 'See 3,046 homes'],
    [10000, 'See 10,000+ homes'],
    [12345, 'See 10,000+ homes'],
    [1, 'See 1 home'],
    [0, 'See 0 homes'],
    [null, 'See 0 homes'],
  ] as const)('writes the number as the results count does: %j -> %s', (input, expected) => {
    expect(seeHomesLabel(input, 'ready')).toBe(expected)
  })

  it('promises no number while the search runs, and only closes after an error', () => {
    expect(seeHomesLabel(42, 'loading')).toBe('Counting homes…')
    expect(seeHomesLabel(42, 'error')).toBe('See homes')
  })
})
