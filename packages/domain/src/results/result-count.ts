import { RESULT_TOTAL_CAP } from '../search/paging.js'
import { toFiniteNumber } from '../format/to-finite-number.js'
import type { NumberLike } from '../format/to-finite-number.js'

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
  const count = resultTotal(total)
  return count === 0 ? 'No Results' : `${formatTotal(count, options)} Results`
}

/** What the search behind a `See N homes` button is doing. */
export type SeeHomesState = 'loading' | 'error' | 'ready'

/**
 * The filter panel's closing button: how many homes the filters as set find, with the number
 * written as the results count writes it ('3,046', '10,000+'). While that search runs there is
 * no number to promise yet; after an error the button still just closes the panel.
 *
 * @example
 * seeHomesLabel(3046, 'ready')  // 'See 3,046 homes'
 * seeHomesLabel(10000, 'ready') // 'See 10,000+ homes'
 * seeHomesLabel(1, 'ready')     // 'See 1 home'
 * seeHomesLabel(0, 'ready')     // 'See 0 homes'
 * seeHomesLabel(42, 'loading')  // 'Counting homes…'
 */
export function seeHomesLabel(total: NumberLike, state: SeeHomesState = 'ready'): string {
  if (state === 'loading') return 'Counting homes…'
  if (state === 'error') return 'See homes'
  const count = resultTotal(total)
  return `See ${count === 0 ? '0' : formatTotal(count)} ${count === 1 ? 'home' : 'homes'}`
}

/** A total as a whole count, 0 for a missing or negative one. */
function resultTotal(total: NumberLike): number {
  return Math.max(0, Math.round(toFiniteNumber(total) ?? 0))
}

/** A positive count as the toolbar writes it: grouped, and '10,000+' from the API's cap on. */
function formatTotal(count: number, options: FormatResultCountOptions = {}): string {
  const useGrouping = options.grouping ?? true
  const number = (n: number) => (useGrouping ? n.toLocaleString('en-US') : String(n))
  return count >= RESULT_TOTAL_CAP ? `${number(RESULT_TOTAL_CAP)}+` : number(count)
}
