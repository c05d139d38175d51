// The price dropdown's option lists and typed text, on top of the rules in
// price-dropdown.ts (ladders, min/max limits, typed values).
import type { SearchFilter } from '../search/search-query.js'
import { defaultPriceOptions, maxOptions, minOptions, withTypedValue } from './price-dropdown.js'
import { filterValues } from './filter-entry.js'

/** The first entry of the min list: no lower bound. */
export const PRICE_NO_MIN_LABEL = 'No Min'
/** The first entry of the max list: no upper bound. */
export const PRICE_NO_MAX_LABEL = 'No Max'

/**
 * The prices the dropdown starts from: the market's own (`x-options` of the price
 * field) or, without them, the lease ladder when the filter is for rent only and
 * the sale ladder otherwise.
 *
 * @example
 * priceLadder(null, { purchase_type: { value: 'Lease' } })[0] // 500
 */
export function priceLadder(marketOptions: readonly number[] | null, filter: SearchFilter): readonly number[] {
  if (marketOptions && marketOptions.length > 0) return marketOptions
  const purchaseTypes = filterValues(filter, 'purchase_type')
  return defaultPriceOptions(purchaseTypes.length === 1 ? String(purchaseTypes[0]) : null)
}

/**
 * The two lists of the price dropdown: the ladder plus the current (possibly typed)
 * min and max when they are not on it; the min list holds values at or below the
 * max, the max list values at or above the min.
 *
 * @example
 * priceChoices([100, 200, 300], 150, 250) // { min: [100, 150, 200, 250], max: [150, 200, 250, 300] }
 */
export function priceChoices(
  ladder: readonly number[],
  min: number | null,
  max: number | null,
): { min: number[]; max: number[] } {
  const all = withTypedValue(withTypedValue(ladder, min), max)
  return { min: minOptions(all, max), max: maxOptions(all, min) }
}

/**
 * Typed or pasted price text reduced to its digits: keys are already limited to
 * digits (`acceptsPriceKey`), but a paste of '$250,000' still means 250000.
 *
 * @example
 * priceDigits('$250,000') // '250000'
 */
export function priceDigits(text: string): string {
  return text.replace(/\D+/g, '')
}
