import { isChipOverflowing } from '../constants/chips.js'

/**
 * How many chips, from the first, stay visible in a one-line chip row: every chip
 * before the first whose right edge is within 120 px of the row's right edge (or
 * beyond it). The rest are hidden and counted in '{n} more', which the 120 px hold.
 *
 * @example
 * visibleChipCount([100, 300, 900], 1000) // 2 (the third ends 100 px from the edge)
 */
export function visibleChipCount(chipRightsPx: readonly number[], containerRightPx: number): number {
  const first = chipRightsPx.findIndex((right) => isChipOverflowing(right, containerRightPx))
  return first === -1 ? chipRightsPx.length : first
}
