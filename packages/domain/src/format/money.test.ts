import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatMoney } from './money.js'

describe('formatMoney', () => {
  it.each([
    [0, 'N/A'],
    ['0.00', 'N/A'],
    ['0', 'N/A'],
    [-0, 'N/A'],
  ] as const)('shows N/A for money equal to 0.00 (%j)', (input, expected) => {
    expect(formatMoney(input)).toBe(expected)
  })

  it.each([null, undefined, '', '   ', 'abc', Number.NaN, Infinity])(
    'shows N/A for blank or non-numeric money (%j)',
    (input) => {
      expect(formatMoney(input)).toBe('N/A')
    },
  )

  it.each([
    [12.34, '$12.34'],
    ['12.34', '$12.34'],
    [12.05, '$12.05'],
    [1234567.89, '$1,234,567.89'],
    [0.99, '$0.99'],
    [-12.34, '-$12.34'],
  ] as const)('shows cents only when there are exactly two non-zero decimals: %j -> %s', (input, expected) => {
    expect(formatMoney(input)).toBe(expected)
  })

  it.each([
    [450000, '$450,000'],
    ['450000.0', '$450,000'],
    [12.3, '$12'],
    ['12.30', '$12'],
    [12.5, '$13'],
    [12.345, '$12'],
    [12.999, '$13'],
    ['12.00', '$12'],
    [-12.5, '-$13'],
  ] as const)('rounds to whole dollars when the decimals are not exactly two: %j -> %s', (input, expected) => {
    expect(formatMoney(input)).toBe(expected)
  })

  it('ignores binary floating-point noise when counting decimals', () => {
    expect(0.1 + 0.02).not.toBe(0.12)
    expect(formatMoney(0.1 + 0.02)).toBe('$0.12')
  })

  it('never prints NaN, undefined or Infinity, whatever it is given', () => {
    const anyInput = fc.oneof(fc.double(), fc.string(), fc.constant(null), fc.constant(undefined))
    fc.assert(
      fc.property(anyInput, (input) => {
        const text = formatMoney(input)
        expect(text).not.toMatch(/NaN|undefined|Infinity/)
        expect(text).toMatch(/^(N\/A|-?\$\d{1,3}(,\d{3})*(\.\d\d)?)$/)
      }),
    )
  })

  it('prints any amount with two significant decimals exactly, to the cent', () => {
    const cents = fc.integer({ min: -1e11, max: 1e11 }).filter((c) => c % 10 !== 0)
    fc.assert(
      fc.property(cents, (c) => {
        const text = formatMoney(c / 100)
        expect(Math.round(Number(text.replace(/[$,]/g, '')) * 100)).toBe(c)
        expect(text).toMatch(/\.\d\d$/)
      }),
    )
  })

  it('prints whole-dollar amounts without cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e12 }), (dollars) => {
        expect(formatMoney(dollars)).toBe(`$${dollars.toLocaleString('en-US')}`)
      }),
    )
  })
})
