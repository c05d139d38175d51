// Rules of the price dropdown (min and max selects that also take typed prices).

/** Which side of the price dropdown the visitor changed last. */
export type PriceSide = 'min' | 'max'

/** The hint under the price inputs when the range is consistent. */
export const PRICE_FILTER_HINT = 'Press enter to filter'

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
})

/** A price as the dropdown's messages show it: US dollars, no decimals ('$250,000'). */
export function formatPriceBound(dollars: number): string {
  return wholeDollars.format(dollars)
}

/**
 * The error for an inconsistent range, judged from the side just edited, or
 * `null`: 'Max can not be less than {min}' when the max went below the min,
 * 'Min can not be greater than {max}' when the min went above the max. Equal
 * bounds and a missing side are fine. Amounts are formatted as `$250,000`.
 *
 * @example
 * priceRangeError(300000, 250000, 'max') // 'Max can not be less than $300,000'
 * priceRangeError(300000, 250000, 'min') // 'Min can not be greater than $250,000'
 */
export function priceRangeError(min: number | null, max: number | null, edited: PriceSide): string | null {
  if (min == null || max == null || min <= max) return null
  return edited === 'max'
    ? `Max can not be less than ${formatPriceBound(min)}`
    : `Min can not be greater than ${formatPriceBound(max)}`
}

/**
 * The line under the price inputs: the range error, else 'Press enter to filter'.
 * Use `priceRangeError` to tell the two apart (an error is an alert, the hint is not).
 *
 * @example
 * priceRangeMessage(100000, null, 'min') // 'Press enter to filter'
 */
export function priceRangeMessage(min: number | null, max: number | null, edited: PriceSide): string {
  return priceRangeError(min, max, edited) ?? PRICE_FILTER_HINT
}

const PRICE_KEYS = new Set(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'Backspace', 'Delete', 'Enter'])

/**
 * Whether a typed price input takes a key (a `KeyboardEvent.key`): only digits,
 * Backspace, Delete and Enter. This decides about editing keys only; let Tab,
 * arrows and shortcuts with Ctrl/Meta through before asking, or keyboard users
 * cannot leave the field.
 *
 * @example
 * acceptsPriceKey('7') // true
 * acceptsPriceKey(',') // false
 */
export function acceptsPriceKey(key: string): boolean {
  return PRICE_KEYS.has(key)
}

/**
 * Reads a typed price: digits only (what `acceptsPriceKey` lets through), `null`
 * for empty or anything else.
 *
 * @example
 * parseTypedPrice('450000') // 450000
 * parseTypedPrice('')       // null
 */
export function parseTypedPrice(text: string): number | null {
  return /^\d+$/.test(text) ? Number(text) : null
}

/** Prices from `from` to `to` inclusive, `step` apart. */
function ladder(from: number, to: number, step: number): number[] {
  const values: number[] = []
  for (let value = from; value <= to; value += step) values.push(value)
  return values
}

/**
 * Monthly rent options, 500 to 5,000 in 27 steps; the step grows with the rent:
 * $50 up to $1,000 (11 values), $100 up to $2,000 (10), $500 up to $5,000 (6).
 */
export const LEASE_PRICE_OPTIONS: readonly number[] = Object.freeze([
  ...ladder(500, 1_000, 50),
  ...ladder(1_100, 2_000, 100),
  ...ladder(2_500, 5_000, 500),
])

/**
 * Sale price options, 50,000 to 10,000,000 (37 values), the ladder portals use:
 * $50K steps up to $1M (20), $250K up to $3M (8), $500K up to $5M (4), $1M up to $10M (5).
 */
export const SALE_PRICE_OPTIONS: readonly number[] = Object.freeze([
  ...ladder(50_000, 1_000_000, 50_000),
  ...ladder(1_250_000, 3_000_000, 250_000),
  ...ladder(3_500_000, 5_000_000, 500_000),
  ...ladder(6_000_000, 10_000_000, 1_000_000),
])

/**
 * The default options for a purchase type: rents for 'Lease', sale prices otherwise.
 *
 * @example
 * defaultPriceOptions('Lease')[0] // 500
 */
export function defaultPriceOptions(purchaseType: string | null | undefined): readonly number[] {
  return purchaseType === 'Lease' ? LEASE_PRICE_OPTIONS : SALE_PRICE_OPTIONS
}

/**
 * The min select's options: those at or below the chosen max (all without one).
 *
 * @example
 * minOptions([100, 200, 300], 200) // [100, 200]
 */
export function minOptions(options: readonly number[], max: number | null): number[] {
  return max == null ? [...options] : options.filter((value) => value <= max)
}

/**
 * The max select's options: those at or above the chosen min (all without one).
 *
 * @example
 * maxOptions([100, 200, 300], 200) // [200, 300]
 */
export function maxOptions(options: readonly number[], min: number | null): number[] {
  return min == null ? [...options] : options.filter((value) => value >= min)
}

/**
 * The options with a typed value added when it is not already one, in ascending
 * order. A missing or non-finite value adds nothing.
 *
 * @example
 * withTypedValue([100, 300], 250) // [100, 250, 300]
 */
export function withTypedValue(options: readonly number[], value: number | null): number[] {
  const adds = value != null && Number.isFinite(value) && !options.includes(value)
  return (adds ? [...options, value] : [...options]).sort((a, b) => a - b)
}
