import { NOT_AVAILABLE_TEXT } from './not-available.js'
import { toFiniteNumber } from './to-finite-number.js'
import type { NumberLike } from './to-finite-number.js'

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
  signDisplay: 'negative',
})
const dollarsAndCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'negative',
})

/**
 * How many decimals `value` has once trailing zeros and binary floating-point
 * noise (beyond 15 significant digits) are dropped: 12.30 has 1, 12.05 has 2.
 */
function significantDecimals(value: number): number {
  const [mantissa = '', exponent = '0'] = String(Number(value.toPrecision(15))).split('e')
  const fraction = mantissa.split('.')[1] ?? ''
  return Math.max(0, fraction.length - Number(exponent))
}

/**
 * US dollars for display. Zero, blank and non-numeric values show 'N/A'.
 * Cents show only when the amount has exactly two significant decimals
 * (12.34 or 12.05); any other amount is rounded (half away from zero) to
 * whole dollars, so 12.30 (= 12.3), 12.5 and 12.345 show no cents.
 *
 * @example
 * formatMoney(450000)   // '$450,000'
 * formatMoney(12.34)    // '$12.34'
 * formatMoney('12.30')  // '$12'
 * formatMoney(12.5)     // '$13'
 * formatMoney('0.00')   // 'N/A'
 */
export function formatMoney(value: NumberLike): string {
  const amount = toFiniteNumber(value)
  if (amount === null || amount === 0) return NOT_AVAILABLE_TEXT
  return significantDecimals(amount) === 2 ? dollarsAndCents.format(amount) : dollars.format(amount)
}
