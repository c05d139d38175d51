import type { BoundingBox, GeoJsonGeometry, GeoJsonPosition } from '../geo/types.js'

// Boxes go to the API and into URLs: rounded to its 1e-7° (about 1 cm), as map boxes are.
const round = (degrees: number) => Math.round(degrees * 1e7) / 1e7

function positionsOf(geometry: GeoJsonGeometry): readonly GeoJsonPosition[] {
  switch (geometry.type) {
    case 'Point':
      return [geometry.coordinates]
    case 'MultiPoint':
    case 'LineString':
      return geometry.coordinates
    case 'MultiLineString':
    case 'Polygon':
      return geometry.coordinates.flat()
    case 'MultiPolygon':
      return geometry.coordinates.flat(2)
  }
}

/**
 * The box around a GeoJSON geometry (a place's outline, a listing's point), as the search's
 * `bounding_box` spells it (rounded to the API's 1e-7°); null when it has no usable position.
 *
 * @example
 * geometryBoundingBox({ type: 'Polygon', coordinates: [[[-97.8, 30.2], [-97.7, 30.2], [-97.7, 30.3], [-97.8, 30.2]]] })
 * // { top_left: { lat: 30.3, lng: -97.8 }, bottom_right: { lat: 30.2, lng: -97.7 } }
 */
export function geometryBoundingBox(geometry: GeoJsonGeometry): BoundingBox | null {
  let north = -Infinity
  let south = Infinity
  let east = -Infinity
  let west = Infinity
  for (const [lng, lat] of positionsOf(geometry)) {
    if (typeof lng !== 'number' || typeof lat !== 'number' || !Number.isFinite(lng) || !Number.isFinite(lat)) continue
    north = Math.max(north, lat)
    south = Math.min(south, lat)
    east = Math.max(east, lng)
    west = Math.min(west, lng)
  }
  if (north === -Infinity) return null
  return { top_left: { lat: round(north), lng: round(west) }, bottom_right: { lat: round(south), lng: round(east) } }
}

/**
 * The box around several boxes (the places of a search together); null for none.
 *
 * @example
 * unionBoundingBox([a, b]) // the smallest box holding both
 */
export function unionBoundingBox(boxes: readonly BoundingBox[]): BoundingBox | null {
  if (boxes.length === 0) return null
  return {
    top_left: {
      lat: Math.max(...boxes.map((box) => box.top_left.lat)),
      lng: Math.min(...boxes.map((box) => box.top_left.lng)),
    },
    bottom_right: {
      lat: Math.min(...boxes.map((box) => box.bottom_right.lat)),
      lng: Math.max(...boxes.map((box) => box.bottom_right.lng)),
    },
  }
}
