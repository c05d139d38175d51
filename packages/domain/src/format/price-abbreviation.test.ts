import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { abbreviatePrice } from './price-abbreviation.js'

/** The dollar amount an abbreviation stands for: '$1.3M' -> 1300000. */
function amountOf(text: string): number {
  const match = /^\$([\d,.]+)([KM]?)$/.exec(text)
  if (!match) throw new Error(`not an abbreviated price: ${text}`)
  const scale = match[2] === 'M' ? 1_000_000 : match[2] === 'K' ? 1_000 : 1
  return Number(match[1]!.replace(/,/g, '')) * scale
}

describe('abbreviatePrice', () => {
  it.each([
    [1_000_000, '$1M'],
    [1_250_000, '$1.3M'],
    [2_000_000, '$2M'],
    [1_040_000, '$1M'],
    [1_049_999, '$1M'],
    [1_050_000, '$1.1M'],
    [1_949_999, '$1.9M'],
    [1_950_000, '$2M'],
    [15_000_000, '$15M'],
    [12_340_000, '$12.3M'],
    [1_000_000_000, '$1,000M'],
  ] as const)('shows at least 1,000,000 as $xM with one decimal when not whole: %j -> %s', (input, expected) => {
    expect(abbreviatePrice(input)).toBe(expected)
  })

  it.each([
    [10_000, '$10K'],
    [10_499, '$10K'],
    [10_500, '$11K'],
    [450_000, '$450K'],
    [999_499, '$999K'],
  ] as const)('shows 10,000 to under 1M as $nK: %j -> %s', (input, expected) => {
    expect(abbreviatePrice(input)).toBe(expected)
  })

  it.each([
    [999_500, '$1M'],
    [999_999, '$1M'],
    [999_999.99, '$1M'],
  ] as const)('never prints $1000K: prices rounding to 1000K show $1M (%j)', (input, expected) => {
    expect(abbreviatePrice(input)).toBe(expected)
  })

  it.each([
    [9_500, '$9,500'],
    [9_999, '$9,999'],
    [1, '$1'],
    [950.4, '$950'],
  ] as const)('shows prices under 10,000 as a plain localized number with $: %j -> %s', (input, expected) => {
    expect(abbreviatePrice(input)).toBe(expected)
  })

  it('rounds to whole dollars before choosing the unit, so 9,999.50 is $10K', () => {
    expect(abbreviatePrice(9_999.5)).toBe('$10K')
  })

  it('reads numeric strings', () => {
    expect(abbreviatePrice('450000')).toBe('$450K')
  })

  it.each([null, undefined, Number.NaN, Infinity, '', 'abc', 0, -5])(
    'shows N/A for a missing, non-numeric, zero or negative price (%j)',
    (input) => {
      expect(abbreviatePrice(input)).toBe('N/A')
    },
  )

  const price = fc.double({ min: 0.5, max: 5e9, noNaN: true })

  it('is monotone non-decreasing in the amount it stands for', () => {
    fc.assert(
      fc.property(price, price, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a]
        expect(amountOf(abbreviatePrice(low))).toBeLessThanOrEqual(amountOf(abbreviatePrice(high)))
      }),
    )
  })

  it('stays within half a display step of the price and never prints 1000K', () => {
    fc.assert(
      fc.property(price, (p) => {
        const text = abbreviatePrice(p)
        const step = text.endsWith('M') ? 100_000 : text.endsWith('K') ? 1_000 : 1
        expect(Math.abs(amountOf(text) - p)).toBeLessThanOrEqual(step / 2 + 1)
        expect(text).not.toMatch(/^\$1,?000K$/)
        expect(text).not.toMatch(/NaN|undefined|Infinity/)
      }),
    )
  })
})
