import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatBathrooms } from './bathrooms.js'

const on = { fractionDisplay: true }
const off = { fractionDisplay: false }

/** '2 1/2' -> 2.5, '1/5' -> 0.2, '3' -> 3 */
function valueOf(text: string): number {
  return text
    .replace(/,/g, '')
    .split(' ')
    .reduce((sum, part) => {
      const [top, bottom] = part.split('/')
      return sum + (bottom === undefined ? Number(top) : Number(top) / Number(bottom))
    }, 0)
}

describe('formatBathrooms', () => {
  it.each([
    [2.5, '2 1/2'],
    [0.5, '1/2'],
    [1.1, '1 1/10'],
    [1.2, '1 1/5'],
    [1.3, '1 3/10'],
    [1.4, '1 2/5'],
    [1.5, '1 1/2'],
    [1.6, '1 3/5'],
    [1.7, '1 7/10'],
    [1.8, '1 4/5'],
    [1.9, '1 9/10'],
    [0.1, '1/10'],
    [0.9, '9/10'],
    [3, '3'],
    ['2.5', '2 1/2'],
    [1234.5, '1,234 1/2'],
  ] as const)('with fraction display on shows a whole number plus a simplified tenth: %j -> %s', (input, expected) => {
    expect(formatBathrooms(input, on)).toBe(expected)
  })

  it.each([
    [2.25, '2 3/10'],
    [2.04, '2'],
    [2.96, '3'],
    [0.06, '1/10'],
    [0.04, '0'],
  ] as const)('with fraction display on rounds to the nearest tenth: %j -> %s', (input, expected) => {
    expect(formatBathrooms(input, on)).toBe(expected)
  })

  it('shows 0 bathrooms as 0, not N/A', () => {
    expect(formatBathrooms(0, on)).toBe('0')
    expect(formatBathrooms(0, off)).toBe('0')
  })

  it.each([
    [2.5, '2.5'],
    [3, '3'],
    [0.5, '0.5'],
    ['1.75', '1.75'],
    [1234, '1,234'],
  ] as const)('with fraction display off shows the plain number: %j -> %s', (input, expected) => {
    expect(formatBathrooms(input, off)).toBe(expected)
  })

  it.each([null, undefined, '', ' ', 'two', Number.NaN, -1])(
    'shows N/A for empty or invalid bathrooms (%j)',
    (input) => {
      expect(formatBathrooms(input, on)).toBe('N/A')
      expect(formatBathrooms(input, off)).toBe('N/A')
    },
  )

  it('round-trips every tenth through the fraction display', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), (tenths) => {
        const text = formatBathrooms(tenths / 10, on)
        expect(Math.round(valueOf(text) * 10)).toBe(tenths)
        expect(text).toMatch(/^(\d{1,3}(,\d{3})*|(\d{1,3}(,\d{3})* )?\d\/\d{1,2})$/)
      }),
    )
  })

  it('uses only the nine allowed fractions', () => {
    const allowed = new Set(['1/10', '1/5', '3/10', '2/5', '1/2', '3/5', '7/10', '4/5', '9/10'])
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), (n) => {
        const fraction = formatBathrooms(n, on)
          .split(' ')
          .find((part) => part.includes('/'))
        if (fraction !== undefined) expect(allowed.has(fraction)).toBe(true)
      }),
    )
  })
})
