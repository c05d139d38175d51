import type { GeoJsonPosition } from '../geo/types.js'

/**
 * The signed area of a ring in plane degrees (shoelace formula): positive when it runs
 * counter-clockwise, negative clockwise, zero when it encloses nothing. The ring may be open or
 * closed; the closing edge is counted either way.
 *
 * @example
 * ringSignedArea([[0, 0], [2, 0], [2, 1], [0, 1]]) // 2
 */
export function ringSignedArea(ring: readonly GeoJsonPosition[]): number {
  let twice = 0
  for (let i = 0; i < ring.length; i += 1) {
    const [x1 = 0, y1 = 0] = ring[i] ?? []
    const [x2 = 0, y2 = 0] = ring[(i + 1) % ring.length] ?? []
    twice += x1 * y2 - x2 * y1
  }
  return twice / 2
}
