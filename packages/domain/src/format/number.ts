import { NOT_AVAILABLE_TEXT } from './not-available.js'
import { toFiniteNumber } from './to-finite-number.js'
import type { NumberLike } from './to-finite-number.js'

const formatters = new Map<number, Intl.NumberFormat>()

function numberFormat(maximumFractionDigits: number): Intl.NumberFormat {
  let formatter = formatters.get(maximumFractionDigits)
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { maximumFractionDigits, signDisplay: 'negative' })
    formatters.set(maximumFractionDigits, formatter)
  }
  return formatter
}

/** Options of `formatNumber`. */
export type FormatNumberOptions = {
  /** Decimals kept (rounded half away from zero); default 3, trailing zeros dropped. */
  maximumFractionDigits?: number
}

/**
 * A number with en-US grouping, e.g. a square footage or bedroom count.
 * Blank and non-numeric values show 'N/A' (0 is a value and shows '0').
 *
 * @example
 * formatNumber(1850)     // '1,850'
 * formatNumber('0.1725') // '0.173'
 * formatNumber(null)     // 'N/A'
 */
export function formatNumber(value: NumberLike, options: FormatNumberOptions = {}): string {
  const number = toFiniteNumber(value)
  if (number === null) return NOT_AVAILABLE_TEXT
  return numberFormat(options.maximumFractionDigits ?? 3).format(number)
}

/**
 * A count of things (results, saved properties), rounded to a whole number
 * with en-US grouping. A missing count is 0.
 *
 * @example
 * formatCount(1234) // '1,234'
 * formatCount(null) // '0'
 */
export function formatCount(value: NumberLike): string {
  return numberFormat(0).format(toFiniteNumber(value) ?? 0)
}
