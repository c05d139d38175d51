import { NOT_AVAILABLE_TEXT } from './not-available.js'
import { toFiniteNumber } from './to-finite-number.js'
import type { NumberLike } from './to-finite-number.js'

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 })

/**
 * A short price for map markers. The price is first rounded to whole dollars,
 * then:
 * - 1,000,000 and up: millions with one decimal when not whole, rounded half up
 *   to the nearest $100K ('$1.3M' for 1,250,000; '$2M'; '$1M' for 1,040,000);
 * - 10,000 up to 1M: thousands rounded half up ('$450K'); a price that would
 *   round to 1000K (999,500 to 999,999) shows '$1M' instead;
 * - below 10,000: the whole-dollar amount ('$9,500').
 * Missing, non-numeric, zero and negative prices show 'N/A'.
 *
 * @example
 * abbreviatePrice(1250000) // '$1.3M'
 * abbreviatePrice(450000)  // '$450K'
 * abbreviatePrice(9500)    // '$9,500'
 */
export function abbreviatePrice(value: NumberLike): string {
  const amount = toFiniteNumber(value)
  if (amount === null || amount <= 0) return NOT_AVAILABLE_TEXT
  const dollars = Math.round(amount)
  if (dollars < 10_000) return `$${grouped.format(dollars)}`
  const thousands = Math.round(dollars / 1_000)
  if (thousands < 1_000) return `$${thousands}K`
  const tenthsOfMillions = Math.round(dollars / 100_000)
  return `$${grouped.format(tenthsOfMillions / 10)}M`
}
