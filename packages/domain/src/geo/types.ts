/**
 * A map position in Leaflet order (latitude first). Branded so it cannot be
 * mixed up with a GeoJSON position, which puts longitude first.
 *
 * @example
 * const centre = latLng(30.267294, -97.75) // [30.267294, -97.75]
 */
export type LatLng = readonly [lat: number, lng: number] & { readonly __brand: 'LatLng' }

/** Builds a `LatLng` (Leaflet order: latitude, longitude). */
export function latLng(lat: number, lng: number): LatLng {
  return [lat, lng] as unknown as LatLng
}

/** A point as the API spells it, e.g. a cluster centroid or a bounding-box corner. */
export type GeoPoint = { lat: number; lng: number }

/** A rectangle given by its north-west (top left) and south-east (bottom right) corners. */
export type BoundingBox = { top_left: GeoPoint; bottom_right: GeoPoint }

/** A GeoJSON position: `[longitude, latitude]` (note the order). */
export type GeoJsonPosition = readonly number[]

/** The GeoJSON geometries an area or school suggestion (or a drawn shape) may carry. */
export type GeoJsonGeometry =
  | { type: 'Point'; coordinates: GeoJsonPosition }
  | { type: 'MultiPoint'; coordinates: readonly GeoJsonPosition[] }
  | { type: 'LineString'; coordinates: readonly GeoJsonPosition[] }
  | { type: 'MultiLineString'; coordinates: readonly (readonly GeoJsonPosition[])[] }
  | { type: 'Polygon'; coordinates: readonly (readonly GeoJsonPosition[])[] }
  | { type: 'MultiPolygon'; coordinates: readonly (readonly (readonly GeoJsonPosition[])[])[] }
