// Index maths of the keyboard patterns the search form uses (WAI-ARIA APG): the
// omnibox's listbox (Up/Down, wrapping) and the filter groups' tabs (Left/Right/Home/End).

/** Where a key moves the active item. */
export type IndexMove = 'next' | 'previous' | 'first' | 'last'

/**
 * The item a move lands on among `count` items, wrapping at both ends; with none
 * active, 'next' lands on the first and 'previous' on the last. `null` when there
 * are no items.
 *
 * @example
 * stepIndex(4, 5, 'next')        // 0 (wraps)
 * stepIndex(null, 5, 'previous') // 4
 */
export function stepIndex(current: number | null, count: number, move: IndexMove): number | null {
  if (count <= 0) return null
  const at = current !== null && current >= 0 && current < count ? current : null
  switch (move) {
    case 'first':
      return 0
    case 'last':
      return count - 1
    case 'next':
      return at === null ? 0 : (at + 1) % count
    case 'previous':
      return at === null ? count - 1 : (at - 1 + count) % count
  }
}

/**
 * The move a key makes in a combobox's listbox: Down and Up only, since Home, End
 * and the side arrows keep moving the caret in the text box (APG combobox).
 *
 * @example
 * listboxMove('ArrowDown') // 'next'
 * listboxMove('Home')      // null
 */
export function listboxMove(key: string): IndexMove | null {
  if (key === 'ArrowDown') return 'next'
  if (key === 'ArrowUp') return 'previous'
  return null
}

/**
 * The move a key makes in a horizontal tab list (APG tabs).
 *
 * @example
 * tabsMove('End') // 'last'
 */
export function tabsMove(key: string): IndexMove | null {
  switch (key) {
    case 'ArrowRight':
      return 'next'
    case 'ArrowLeft':
      return 'previous'
    case 'Home':
      return 'first'
    case 'End':
      return 'last'
    default:
      return null
  }
}
