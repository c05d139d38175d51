import { NOT_AVAILABLE_TEXT } from './not-available.js'
import { formatNumber } from './number.js'
import { toFiniteNumber } from './to-finite-number.js'
import type { NumberLike } from './to-finite-number.js'

/**
 * A lot size in acres: '{n} acres' with up to 3 decimals. Blank shows 'N/A'.
 * The unit is always 'acres', as the spec writes it (also for 1).
 *
 * @example
 * formatAcres(0.25) // '0.25 acres'
 * formatAcres(null) // 'N/A'
 */
export function formatAcres(value: NumberLike): string {
  const acres = toFiniteNumber(value)
  return acres === null ? NOT_AVAILABLE_TEXT : `${formatNumber(acres)} acres`
}

/**
 * An area in square feet: '{n} sq. ft.' rounded to whole feet. Blank shows 'N/A'.
 *
 * @example
 * formatSquareFeet(1850) // '1,850 sq. ft.'
 */
export function formatSquareFeet(value: NumberLike): string {
  const squareFeet = toFiniteNumber(value)
  return squareFeet === null ? NOT_AVAILABLE_TEXT : `${formatNumber(squareFeet, { maximumFractionDigits: 0 })} sq. ft.`
}
