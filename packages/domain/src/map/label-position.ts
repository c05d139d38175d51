import type { GeoJsonGeometry, GeoJsonPosition, GeoPoint } from '../geo/types.js'
import { ringSignedArea } from './ring-signed-area.js'

function outerRings(geometry: GeoJsonGeometry): readonly (readonly GeoJsonPosition[])[] {
  switch (geometry.type) {
    case 'Polygon':
      return geometry.coordinates.slice(0, 1)
    case 'MultiPolygon':
      return geometry.coordinates.flatMap((polygon) => polygon.slice(0, 1))
    case 'LineString':
    case 'MultiPoint':
      return [geometry.coordinates]
    case 'MultiLineString':
      return geometry.coordinates
    case 'Point':
      return [[geometry.coordinates]]
  }
}

/** Area-weighted centre of a ring of signed `area` (not zero). */
function ringCentroid(ring: readonly GeoJsonPosition[], area: number): GeoPoint {
  let cx = 0
  let cy = 0
  for (let i = 0; i < ring.length; i += 1) {
    const [x1 = 0, y1 = 0] = ring[i] ?? []
    const [x2 = 0, y2 = 0] = ring[(i + 1) % ring.length] ?? []
    const cross = x1 * y2 - x2 * y1
    cx += (x1 + x2) * cross
    cy += (y1 + y2) * cross
  }
  return { lat: cy / (6 * area), lng: cx / (6 * area) }
}

function boxCentre(ring: readonly GeoJsonPosition[]): GeoPoint {
  const xs = ring.map((position) => position[0] ?? 0)
  const ys = ring.map((position) => position[1] ?? 0)
  return { lat: (Math.min(...ys) + Math.max(...ys)) / 2, lng: (Math.min(...xs) + Math.max(...xs)) / 2 }
}

/**
 * Where to write a shape's name on the map: the centroid of its largest outer ring (a state's
 * mainland rather than its islands), or the middle of its extent when that ring encloses nothing
 * (a line, a point). `null` for a geometry without positions.
 *
 * @example
 * labelPosition({ type: 'Polygon', coordinates: [[[0, 0], [4, 0], [4, 2], [0, 2], [0, 0]]] })
 * // { lat: 1, lng: 2 }
 */
export function labelPosition(geometry: GeoJsonGeometry): GeoPoint | null {
  let best: { area: number; ring: readonly GeoJsonPosition[] } | null = null
  for (const ring of outerRings(geometry)) {
    if (ring.length === 0) continue
    const area = ringSignedArea(ring)
    if (!best || Math.abs(area) > Math.abs(best.area)) best = { area, ring }
  }
  if (!best) return null
  return best.area === 0 ? boxCentre(best.ring) : ringCentroid(best.ring, best.area)
}
