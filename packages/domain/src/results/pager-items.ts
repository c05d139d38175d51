/** One slot of the pager: a page link or an ellipsis standing for the hidden pages between its neighbours. */
export type PagerItem =
  | { kind: 'page'; page: number; isCurrent: boolean }
  /** `side` tells the two ellipses apart (a stable React key) and says which run of pages it hides. */
  | { kind: 'ellipsis'; side: 'start' | 'end' }

/**
 * The page numbers the pager shows: `visiblePages` numbers (7, or 5 on small
 * screens; see `PAGER_VISIBLE_PAGES`) that always include the first page, the
 * last page and the current one, with an ellipsis for each run of hidden pages.
 *
 * - Up to `visiblePages` pages: all of them.
 * - Otherwise page 1, the last page and a window of `visiblePages - 2` pages
 *   around the current one; near either end the window stops against it, so
 *   the pager never shows '1 … 3' where '1 2 3' fits.
 * - An ellipsis never hides a single page: that page is shown in its place
 *   (same width, one more number).
 *
 * `page` is clamped into 1..lastPage, so a stale URL still highlights a real page.
 * A `lastPage` below 1 gives no items. Throws when `visiblePages` is below 3
 * (no room for first, current and last): a caller bug.
 *
 * @example
 * pagerItems(10, 250, 7) // 1 … 8 9 [10] 11 12 … 250
 * pagerItems(2, 250, 7)  // 1 [2] 3 4 5 6 … 250
 * pagerItems(10, 250, 5) // 1 … 9 [10] 11 … 250
 * pagerItems(3, 4, 7)    // 1 2 [3] 4
 */
export function pagerItems(page: number, lastPage: number, visiblePages: number): PagerItem[] {
  if (!(visiblePages >= 3)) {
    throw new RangeError(`pagerItems: visiblePages must be 3 or more, got ${visiblePages}`)
  }
  const last = Math.floor(lastPage)
  if (!(last >= 1)) return []
  const current = Math.min(Math.max(Math.round(Number.isFinite(page) ? page : 1), 1), last)
  const numbers = visibleNumbers(current, last, Math.floor(visiblePages))

  const items: PagerItem[] = []
  numbers.forEach((number, index) => {
    const previous = numbers[index - 1]
    if (previous !== undefined && number - previous === 2) items.push(pageItem(previous + 1, current))
    else if (previous !== undefined && number - previous > 2) {
      items.push({ kind: 'ellipsis', side: previous === 1 ? 'start' : 'end' })
    }
    items.push(pageItem(number, current))
  })
  return items
}

function pageItem(page: number, current: number): PagerItem {
  return { kind: 'page', page, isCurrent: page === current }
}

/** Page 1, the window around `current` and the last page, ascending. */
function visibleNumbers(current: number, last: number, visiblePages: number): number[] {
  if (last <= visiblePages) return range(1, last)
  const window = visiblePages - 2
  const before = Math.floor((window - 1) / 2)
  const after = window - 1 - before
  // The window slides against either end rather than leaving a one-page gap before it.
  if (current - before <= 3 && current <= visiblePages - 1) return [...range(1, visiblePages - 1), last]
  if (current + after >= last - 2 && current >= last - visiblePages + 2) {
    return [1, ...range(last - visiblePages + 2, last)]
  }
  return [1, ...range(current - before, current + after), last]
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index)
}
