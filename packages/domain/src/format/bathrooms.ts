import { NOT_AVAILABLE_TEXT } from './not-available.js'
import { formatNumber } from './number.js'
import { toFiniteNumber } from './to-finite-number.js'
import type { NumberLike } from './to-finite-number.js'

/** The displayed fraction for each tenth (index 1-9); 2/10, 4/10, 5/10, 6/10 and 8/10 are simplified. */
const TENTHS = ['', '1/10', '1/5', '3/10', '2/5', '1/2', '3/5', '7/10', '4/5', '9/10'] as const

/** Options of `formatBathrooms`. */
export type FormatBathroomsOptions = {
  /** The site's `features.fraction_display.enabled`. */
  fractionDisplay: boolean
}

/**
 * A bathroom count. With fraction display on, the count is rounded to the
 * nearest tenth and shown as whole number plus fraction ('2 1/2', '1/2', '3');
 * off, it is a plain number ('2.5'). Blank, non-numeric and negative values
 * show 'N/A'; 0 shows '0'.
 *
 * @example
 * formatBathrooms(2.5, { fractionDisplay: true })  // '2 1/2'
 * formatBathrooms(0.5, { fractionDisplay: true })  // '1/2'
 * formatBathrooms(2.5, { fractionDisplay: false }) // '2.5'
 */
export function formatBathrooms(value: NumberLike, options: FormatBathroomsOptions): string {
  const count = toFiniteNumber(value)
  if (count === null || count < 0) return NOT_AVAILABLE_TEXT
  if (!options.fractionDisplay) return formatNumber(count)
  const tenths = Math.round(count * 10)
  const whole = Math.floor(tenths / 10)
  const fraction = TENTHS[tenths % 10] ?? ''
  if (fraction === '') return formatNumber(whole)
  return whole === 0 ? fraction : `${formatNumber(whole)} ${fraction}`
}
