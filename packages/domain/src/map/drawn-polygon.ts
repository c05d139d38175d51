import { SEARCH_MAX_RING_POSITIONS } from '../search/search-query.js'
import type { SearchPolygon } from '../search/search-query.js'
import { ringSelfIntersects } from '../search/ring-self-intersects.js'
import type { GeoJsonPosition, GeoPoint } from '../geo/types.js'
import { ringSignedArea } from './ring-signed-area.js'

/** Why a drawn shape cannot become the `geo_shape` filter. */
export type DrawnPolygonProblem = 'too-few-corners' | 'too-many-corners' | 'self-intersecting'

/** The outcome of turning drawn corners into a search polygon: the polygon, or why not. */
export type DrawnPolygon = { ok: true; polygon: SearchPolygon } | { ok: false; problem: DrawnPolygonProblem }

/** What the map tells the visitor when it refuses a drawn shape. */
export const DRAWN_POLYGON_MESSAGES: Readonly<Record<DrawnPolygonProblem, string>> = {
  'too-few-corners': 'Draw at least 3 corners to outline an area.',
  'too-many-corners': `A shape can have at most ${SEARCH_MAX_RING_POSITIONS - 1} corners. Draw a simpler outline.`,
  'self-intersecting': 'The outline crosses itself. Draw the area again without crossing lines.',
}

const PRECISION = 1e7
const round = (degrees: number) => Math.round(degrees * PRECISION) / PRECISION

function samePosition(p: GeoJsonPosition | undefined, q: GeoJsonPosition | undefined): boolean {
  return p !== undefined && q !== undefined && p[0] === q[0] && p[1] === q[1]
}

/**
 * The `geo_shape` filter for the corners of a shape drawn on the map (Leaflet order, the ring
 * open or closed). Corners are rounded to the API's 1e-7°, repeats (a double click) dropped, the
 * ring closed and turned counter-clockwise (RFC 7946). A shape with fewer than 3 corners, more
 * than the API accepts, or edges that cross or touch (`ringSelfIntersects`) is refused.
 *
 * @example
 * polygonFromDrawnLatLngs([{ lat: 0, lng: 0 }, { lat: 0, lng: 1 }, { lat: 1, lng: 1 }])
 * // { ok: true, polygon: { type: 'Polygon', coordinates: [[[0, 0], [1, 0], [1, 1], [0, 0]]] } }
 * polygonFromDrawnLatLngs(bowTie) // { ok: false, problem: 'self-intersecting' }
 */
export function polygonFromDrawnLatLngs(corners: readonly GeoPoint[]): DrawnPolygon {
  const ring: GeoJsonPosition[] = []
  for (const corner of corners) {
    const position = [round(corner.lng), round(corner.lat)]
    if (!samePosition(ring[ring.length - 1], position)) ring.push(position)
  }
  if (ring.length > 1 && samePosition(ring[0], ring[ring.length - 1])) ring.pop()
  if (ring.length < 3) return { ok: false, problem: 'too-few-corners' }
  if (ring.length + 1 > SEARCH_MAX_RING_POSITIONS) return { ok: false, problem: 'too-many-corners' }
  const closed = [...ring, ring[0] ?? []]
  if (ringSelfIntersects(closed)) return { ok: false, problem: 'self-intersecting' }
  const counterClockwise = ringSignedArea(closed) > 0 ? closed : [...closed].reverse()
  return { ok: true, polygon: { type: 'Polygon', coordinates: [counterClockwise] } }
}

/**
 * The corners of a search polygon's outer ring in Leaflet order, without the closing repeat:
 * what the map draws for a `geo_shape` filter it is given.
 *
 * @example
 * latLngsFromPolygon({ type: 'Polygon', coordinates: [[[0, 0], [1, 0], [1, 1], [0, 0]]] })
 * // [{ lat: 0, lng: 0 }, { lat: 0, lng: 1 }, { lat: 1, lng: 1 }]
 */
export function latLngsFromPolygon(polygon: SearchPolygon): GeoPoint[] {
  const ring = polygon.coordinates[0] ?? []
  const open = ring.length > 1 && samePosition(ring[0], ring[ring.length - 1]) ? ring.slice(0, -1) : ring
  return open.map(([lng = 0, lat = 0]) => ({ lat, lng }))
}
