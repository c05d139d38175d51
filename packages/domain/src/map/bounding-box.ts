import type { SearchPolygon } from '../search/search-query.js'
import type { BoundingBox } from '../geo/types.js'

/** The four edges of a map view in degrees, as Leaflet's `LatLngBounds` reports them. */
export type MapEdges = { north: number; south: number; east: number; west: number }

// The API keeps coordinates to 1e-7° (about 1 cm); boxes are rounded to that so that
// sub-pixel jitter of a view that did not really move never counts as a change.
const PRECISION = 1e7

function round(degrees: number): number {
  return Math.round(degrees * PRECISION) / PRECISION
}

function clamp(value: number, limit: number): number {
  return Math.min(limit, Math.max(-limit, value))
}

/**
 * The search's `bounding_box` for a map view: north-west and south-east corners, clamped to
 * valid latitudes and longitudes (a zoomed-out Leaflet view can report edges past ±90° / ±180°,
 * which the API refuses) and rounded to the API's 1e-7° precision. A view spanning the whole
 * world or more (west to east 360° or wider) becomes -180 to 180.
 *
 * @example
 * boundingBoxFromEdges({ north: 30.35, south: 30.23, east: -97.66, west: -97.8 })
 * // { top_left: { lat: 30.35, lng: -97.8 }, bottom_right: { lat: 30.23, lng: -97.66 } }
 */
export function boundingBoxFromEdges(edges: MapEdges): BoundingBox {
  const wholeWorld = edges.east - edges.west >= 360
  return {
    top_left: { lat: round(clamp(edges.north, 90)), lng: wholeWorld ? -180 : round(clamp(edges.west, 180)) },
    bottom_right: { lat: round(clamp(edges.south, 90)), lng: wholeWorld ? 180 : round(clamp(edges.east, 180)) },
  }
}

/**
 * Whether the map moved or zoomed far enough to need new clusters and results: true for the
 * first box (no previous one) and when any corner differs by the API's precision (1e-7°) or more.
 * A move-end that lands on the same box (a click, a zoom clamped at its limit) is no change.
 *
 * @example
 * boundsChanged(null, box)                  // true
 * boundsChanged(box, structuredClone(box))  // false
 */
export function boundsChanged(previous: BoundingBox | null | undefined, next: BoundingBox): boolean {
  if (!previous) return true
  const corners = [
    [previous.top_left.lat, next.top_left.lat],
    [previous.top_left.lng, next.top_left.lng],
    [previous.bottom_right.lat, next.bottom_right.lat],
    [previous.bottom_right.lng, next.bottom_right.lng],
  ] as const
  return corners.some(([a, b]) => Math.abs(a - b) * PRECISION >= 0.5)
}

/**
 * A box as a GeoJSON Polygon (a closed ring, counter-clockwise as RFC 7946 asks), so that
 * 'Search this area' gives the same `geo_shape` filter a drawn shape does.
 *
 * @example
 * polygonFromBoundingBox({ top_left: { lat: 2, lng: 0 }, bottom_right: { lat: 0, lng: 3 } })
 * // { type: 'Polygon', coordinates: [[[0, 0], [3, 0], [3, 2], [0, 2], [0, 0]]] }
 */
export function polygonFromBoundingBox(box: BoundingBox): SearchPolygon {
  const { lat: north, lng: west } = box.top_left
  const { lat: south, lng: east } = box.bottom_right
  return {
    type: 'Polygon',
    coordinates: [
      [
        [west, south],
        [east, south],
        [east, north],
        [west, north],
        [west, south],
      ],
    ],
  }
}
