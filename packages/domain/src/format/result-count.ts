import { RESULT_TOTAL_CAP } from '../constants/paging.js'
import { toFiniteNumber } from './to-finite-number.js'
import type { NumberLike } from './to-finite-number.js'

/** Options of `formatResultCount`. */
export type FormatResultCountOptions = {
  /** Group thousands ('10,000+'); false gives the compact '10000+'. Default true. */
  grouping?: boolean
}

/**
 * The results toolbar count: 'No Results' for 0 (or a missing or negative
 * total), 'N Results' otherwise (also for 1), and '10,000+ Results' when the
 * total reaches the API's 10000 cap, since the real total may be higher.
 *
 * @example
 * formatResultCount(42)    // '42 Results'
 * formatResultCount(10000) // '10,000+ Results'
 * formatResultCount(10000, { grouping: false }) // '10000+ Results'
 * formatResultCount(0)     // 'No Results'
 */
export function formatResultCount(total: NumberLike, options: FormatResultCountOptions = {}): string {
  const count = Math.round(toFiniteNumber(total) ?? 0)
  if (count <= 0) return 'No Results'
  const useGrouping = options.grouping ?? true
  const number = (n: number) => (useGrouping ? n.toLocaleString('en-US') : String(n))
  return count >= RESULT_TOTAL_CAP ? `${number(RESULT_TOTAL_CAP)}+ Results` : `${number(count)} Results`
}
