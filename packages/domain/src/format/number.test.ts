import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatCount, formatNumber } from './number.js'

describe('formatNumber', () => {
  it.each([
    [1850, '1,850'],
    ['2500', '2,500'],
    [1234567.891, '1,234,567.891'],
    [0.1725, '0.173'],
    [0, '0'],
    [-1500, '-1,500'],
    [2.5, '2.5'],
  ] as const)('formats numbers with en-US grouping: %j -> %s', (input, expected) => {
    expect(formatNumber(input)).toBe(expected)
  })

  it('keeps as many decimals as asked', () => {
    expect(formatNumber(2.5, { maximumFractionDigits: 0 })).toBe('3')
    expect(formatNumber(2.345, { maximumFractionDigits: 1 })).toBe('2.3')
  })

  it.each([null, undefined, '', 'abc', Number.NaN])('shows N/A for a blank number (%j)', (input) => {
    expect(formatNumber(input)).toBe('N/A')
  })

  it('groups any integer so that removing the commas gives it back', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (n) => {
        const text = formatNumber(n)
        expect(text).toMatch(/^-?\d{1,3}(,\d{3})*$/)
        expect(Number(text.replace(/,/g, ''))).toBe(n)
      }),
    )
  })
})

describe('formatCount', () => {
  it.each([
    [1234, '1,234'],
    [0, '0'],
    [2.6, '3'],
    ['42', '42'],
    [null, '0'],
    [undefined, '0'],
  ] as const)('formats counts as whole numbers with grouping: %j -> %s', (input, expected) => {
    expect(formatCount(input)).toBe(expected)
  })
})
