/** A chip closer than this to its container's right edge is hidden and counted in '{n} more'. */
export const CHIP_OVERFLOW_EDGE_PX = 120

/** Chip label of a geo-shape filter. */
export const CUSTOM_MAP_AREA_LABEL = 'Custom Map Area'

/** Chip label of a shape drawn on the map (removable). */
export const CUSTOM_BOUNDARY_LABEL = 'Custom Boundary'

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
