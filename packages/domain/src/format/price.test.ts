import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatPrice } from './price.js'

describe('formatPrice', () => {
  it.each([
    [450000, '$450,000'],
    ['450000', '$450,000'],
    [10000000, '$10,000,000'],
    ['1234.56', '$1,235'],
    [12.34, '$12'],
    [999.5, '$1,000'],
    [500, '$500'],
  ] as const)('shows prices with money precision 0: %j -> %s', (input, expected) => {
    expect(formatPrice(input)).toBe(expected)
  })

  it.each([0, '0.00', null, undefined, '', 'call', Number.NaN])('shows N/A for a zero or blank price (%j)', (input) => {
    expect(formatPrice(input)).toBe('N/A')
  })

  it('never shows decimals and never prints NaN', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12 }), (n) => {
        const text = formatPrice(n)
        expect(text).not.toContain('.')
        expect(text).not.toMatch(/NaN|undefined|Infinity/)
      }),
    )
  })
})
