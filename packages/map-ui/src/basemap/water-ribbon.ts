/** A point on a river's centreline: where it is (`lat`, `lng`) and how far its banks are from it. */
export type RibbonPoint = readonly [lat: number, lng: number, halfWidthM: number]

const METRES_PER_DEGREE_LAT = 111_320

/**
 * A lake or river drawn along its centreline as a closed GeoJSON ring ([lng, lat]): each bank is
 * the centreline moved sideways by the point's half width, at right angles to the mean direction
 * of the two segments meeting there. Dammed rivers (Lake Austin, Lady Bird Lake) are long and
 * narrow, so this gives their real shape from a few dozen points.
 *
 * @example
 * waterRibbon([[30, -97, 100], [30, -96.99, 100]]) // a ring about 200 m wide and 960 m long
 */
export function waterRibbon(points: readonly RibbonPoint[]): [number, number][] {
  if (points.length < 2) throw new Error('waterRibbon needs at least two centreline points')
  const left: [number, number][] = []
  const right: [number, number][] = []
  points.forEach(([lat, lng, halfWidthM], index) => {
    const metresPerDegreeLng = METRES_PER_DEGREE_LAT * Math.cos((lat * Math.PI) / 180)
    const before = points[Math.max(0, index - 1)]!
    const after = points[Math.min(points.length - 1, index + 1)]!
    // Direction in metres (east, north), then its left-hand normal.
    const east = (after[1] - before[1]) * metresPerDegreeLng
    const north = (after[0] - before[0]) * METRES_PER_DEGREE_LAT
    const length = Math.hypot(east, north) || 1
    const normalEast = -north / length
    const normalNorth = east / length
    const dLng = (normalEast * halfWidthM) / metresPerDegreeLng
    const dLat = (normalNorth * halfWidthM) / METRES_PER_DEGREE_LAT
    left.push([round6(lng + dLng), round6(lat + dLat)])
    right.push([round6(lng - dLng), round6(lat - dLat)])
  })
  return [...left, ...right.reverse(), left[0]!]
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6
}
