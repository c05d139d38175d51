import { RESULTS_PAGE_SIZE, RESULT_TOTAL_CAP } from '../search/paging.js'
import { toFiniteNumber } from '../format/to-finite-number.js'

/**
 * How many result pages a search has: the total (at most the API's 10000 cap,
 * since no page starts past it) over the page size, rounded up. No results, no pages.
 *
 * @example
 * resultsPageCount(123)   // 4   (40 a page)
 * resultsPageCount(10000) // 250
 * resultsPageCount(0)     // 0
 */
export function resultsPageCount(total: number | null | undefined, pageSize: number = RESULTS_PAGE_SIZE): number {
  if (!(pageSize >= 1)) throw new RangeError(`resultsPageCount: pageSize must be 1 or more, got ${pageSize}`)
  const count = Math.min(Math.max(Math.floor(toFiniteNumber(total) ?? 0), 0), RESULT_TOTAL_CAP)
  return Math.ceil(count / Math.floor(pageSize))
}

/**
 * The page to go to, or `null` when `value` is not one the pager accepts:
 * only whole numbers from 1 to `lastPage` (numeric strings such as a URL's
 * `page=3` count).
 *
 * @example
 * acceptedPage(3, 250)     // 3
 * acceptedPage('3', 250)   // 3
 * acceptedPage(0, 250)     // null
 * acceptedPage(251, 250)   // null
 * acceptedPage(2.5, 250)   // null
 */
export function acceptedPage(value: unknown, lastPage: number): number | null {
  const page = toFiniteNumber(value)
  if (page === null || !Number.isInteger(page)) return null
  return page >= 1 && page <= lastPage ? page : null
}
