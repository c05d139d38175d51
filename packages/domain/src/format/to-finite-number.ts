/** A number as the API may send it: a number, a numeric string (decimal columns), or nothing. */
export type NumberLike = number | string | null | undefined

/**
 * The finite number `value` holds, or `null` when it is missing, blank, not
 * numeric, NaN or infinite. Numeric strings are trimmed; grouping commas and
 * currency signs are not accepted.
 *
 * @example
 * toFiniteNumber(' 12.5 ') // 12.5
 * toFiniteNumber('')       // null
 * toFiniteNumber('1,000')  // null
 */
export function toFiniteNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string') return null
  const trimmed = value.trim()
  if (trimmed === '') return null
  const parsed = Number(trimmed)
  return Number.isFinite(parsed) ? parsed : null
}
