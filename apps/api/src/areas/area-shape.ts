import type { AreaGeometry, AreaPosition } from './geojson-areas.js'

// The `areas.shape` column is one PostgreSQL `polygon` (the search tests `location <@ shape`), which
// has no holes and no parts. PostgreSQL decides containment by winding number (point_inside sums
// signed crossings), so any outline can be written as one ring: each further ring is reached by a
// "keyhole" bridge from the first ring's start and back, whose two passes cancel. Outer rings run
// counter-clockwise and holes clockwise, so a point in a hole winds to 0 (outside) and a point in
// any part to 1 (inside). Only points exactly on a bridge line count as inside too.

/** Twice the signed area of a closed ring: positive when it runs counter-clockwise. */
function twiceSignedArea(ring: readonly AreaPosition[]): number {
  let sum = 0
  for (let i = 0; i + 1 < ring.length; i += 1) sum += ring[i]![0] * ring[i + 1]![1] - ring[i + 1]![0] * ring[i]![1]
  return sum
}

function oriented(ring: readonly AreaPosition[], counterClockwise: boolean): AreaPosition[] {
  return twiceSignedArea(ring) > 0 === counterClockwise ? [...ring] : [...ring].reverse()
}

/**
 * The `polygon` column's text of an area's outline: '((lng,lat),(lng,lat),…)', one ring joining
 * every part and hole by keyhole bridges (see above); for a simple polygon, its ring as is.
 *
 * @example
 * areaShapeText({ type: 'Polygon', coordinates: [[[0, 0], [1, 0], [1, 1], [0, 0]]] }) // '((0,0),(1,0),(1,1))'
 */
export function areaShapeText(geometry: AreaGeometry): string {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates
  const rings = polygons.flatMap((polygon) => polygon.map((ring, i) => oriented(ring, i === 0)))
  const anchor = rings[0]![0]!
  const points: AreaPosition[] = []
  rings.forEach((ring, i) => {
    points.push(...ring)
    if (i > 0) points.push(anchor)
  })
  const corners = points.filter(
    (point, i) => i === 0 || point[0] !== points[i - 1]![0] || point[1] !== points[i - 1]![1],
  )
  const last = corners[corners.length - 1]!
  if (corners.length > 1 && last[0] === anchor[0] && last[1] === anchor[1]) corners.pop()
  return `(${corners.map(([lng, lat]) => `(${lng},${lat})`).join(',')})`
}
