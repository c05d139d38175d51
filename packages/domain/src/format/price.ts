import { NOT_AVAILABLE_TEXT } from './not-available.js'
import { toFiniteNumber } from './to-finite-number.js'
import type { NumberLike } from './to-finite-number.js'

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
  signDisplay: 'negative',
})

/**
 * A price in whole US dollars (money precision 0, rounded half away from
 * zero). Zero, blank and non-numeric values show 'N/A'.
 *
 * @example
 * formatPrice(450000)     // '$450,000'
 * formatPrice('1234.56')  // '$1,235'
 * formatPrice(null)       // 'N/A'
 */
export function formatPrice(value: NumberLike): string {
  const amount = toFiniteNumber(value)
  if (amount === null || amount === 0) return NOT_AVAILABLE_TEXT
  return wholeDollars.format(amount)
}
