import { toFiniteNumber } from '../format/to-finite-number.js'
import { latLng } from '../geo/types.js'
import type { LatLng } from '../geo/types.js'

/** Anything carrying coordinates as `latitude`/`longitude` or `lat`/`lng`. */
export type CoordinateSource = {
  latitude?: unknown
  longitude?: unknown
  lat?: unknown
  lng?: unknown
}

function pair(lat: unknown, lng: unknown): LatLng | null {
  const latitude = toFiniteNumber(lat)
  const longitude = toFiniteNumber(lng)
  if (latitude === null || longitude === null) return null
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null
  return latLng(latitude, longitude)
}

/**
 * Where to put a listing on the map, or `null` when it cannot be placed
 * ('Location Not Available'). Coordinates count only when present and numeric
 * (numbers or numeric strings) and within ±90 / ±180. `latitude`/`longitude`
 * win; `lat`/`lng` are used when that pair is unusable. The two pairs are never mixed.
 *
 * @example
 * usableCoordinates({ latitude: 30.27, longitude: -97.74 }) // [30.27, -97.74]
 * usableCoordinates({ lat: '30.27', lng: '-97.74' })        // [30.27, -97.74]
 * usableCoordinates({ latitude: null, longitude: -97.74 })  // null
 */
export function usableCoordinates(source: CoordinateSource): LatLng | null {
  return pair(source.latitude, source.longitude) ?? pair(source.lat, source.lng)
}
