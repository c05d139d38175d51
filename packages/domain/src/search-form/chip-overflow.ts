/** A chip closer than this to its container's right edge is hidden and counted in '{n} more'. */
export const CHIP_OVERFLOW_EDGE_PX = 120

/**
 * Whether a chip is hidden (and counted in '{n} more') because its right edge
 * is within `CHIP_OVERFLOW_EDGE_PX` (inclusive) of its container's right edge,
 * or beyond it. Positions are in the same coordinate space, e.g. from
 * `getBoundingClientRect().right`.
 *
 * @example
 * isChipOverflowing(879, 1000) // false (121 px from the edge)
 * isChipOverflowing(880, 1000) // true  (120 px from the edge)
 */
export function isChipOverflowing(chipRightPx: number, containerRightPx: number): boolean {
  return containerRightPx - chipRightPx <= CHIP_OVERFLOW_EDGE_PX
}

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
