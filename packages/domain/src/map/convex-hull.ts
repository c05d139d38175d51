import type { GeoJsonGeometry, GeoJsonPosition } from '../geo/types.js'

function cross(o: GeoJsonPosition, a: GeoJsonPosition, b: GeoJsonPosition): number {
  return (a[0]! - o[0]!) * (b[1]! - o[1]!) - (a[1]! - o[1]!) * (b[0]! - o[0]!)
}

/**
 * The outline around a set of positions (Andrew's monotone chain): a closed, counter-clockwise
 * GeoJSON Polygon (RFC 7946) for three or more positions not on one line, else a Point or a
 * LineString; null for none. The server outlines a zip code or city this way from its listings
 * when it has no drawn shape for it.
 *
 * @example
 * convexHull([[0, 0], [2, 0], [1, 1], [2, 2], [0, 2]])
 * // { type: 'Polygon', coordinates: [[[0, 0], [2, 0], [2, 2], [0, 2], [0, 0]]] }
 */
export function convexHull(positions: readonly GeoJsonPosition[]): GeoJsonGeometry | null {
  const points = [...new Map(positions.map((p) => [`${p[0]},${p[1]}`, [p[0]!, p[1]!] as const])).values()].sort(
    (a, b) => a[0] - b[0] || a[1] - b[1],
  )
  if (points.length === 0) return null
  if (points.length === 1) return { type: 'Point', coordinates: points[0]! }
  const lower: GeoJsonPosition[] = []
  for (const point of points) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, point) <= 0) lower.pop()
    lower.push(point)
  }
  const upper: GeoJsonPosition[] = []
  for (const point of [...points].reverse()) {
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, point) <= 0) upper.pop()
    upper.push(point)
  }
  const ring = [...lower.slice(0, -1), ...upper.slice(0, -1)]
  if (ring.length < 3) return { type: 'LineString', coordinates: [points[0]!, points[points.length - 1]!] }
  return { type: 'Polygon', coordinates: [[...ring, ring[0]!]] }
}
