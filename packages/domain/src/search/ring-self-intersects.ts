import { polygon } from '@turf/helpers'
import { kinks } from '@turf/kinks'

/** A position as `[x, y]` (GeoJSON order: longitude, latitude); extra members are ignored. */
export type PlanePoint = readonly number[]

function samePoint(p: PlanePoint, q: PlanePoint): boolean {
  return p[0] === q[0] && p[1] === q[1]
}

/** Shoelace sum: zero when all corners lie on one line, so the ring encloses nothing. */
function twiceSignedArea(corners: readonly number[][]): number {
  let sum = 0
  for (let i = 0; i + 1 < corners.length; i += 1) {
    const [x1 = 0, y1 = 0] = corners[i] ?? []
    const [x2 = 0, y2 = 0] = corners[i + 1] ?? []
    sum += x1 * y2 - x2 * y1
  }
  return sum
}

/**
 * Whether a closed ring (first position equal to the last) crosses or touches itself anywhere but
 * where neighbouring edges meet. The geometry is turf's (`@turf/kinks`); this adds what a drawn
 * shape needs on top: repeated consecutive positions are ignored, and a ring with fewer than 3
 * distinct corners, or with all corners on one line, counts as self-intersecting because it
 * encloses nothing.
 *
 * @example
 * ringSelfIntersects([[0, 0], [2, 0], [2, 2], [0, 2], [0, 0]]) // false (a square)
 * ringSelfIntersects([[0, 0], [2, 2], [2, 0], [0, 2], [0, 0]]) // true (a bow tie)
 */
export function ringSelfIntersects(ring: readonly PlanePoint[]): boolean {
  const corners = ring
    .filter((point, index) => index === 0 || !samePoint(point, ring[index - 1] ?? point))
    .map((p) => [p[0] ?? Number.NaN, p[1] ?? Number.NaN])
  if (corners.length < 4 || twiceSignedArea(corners) === 0) return true
  return kinks(polygon([corners])).features.length > 0
}
