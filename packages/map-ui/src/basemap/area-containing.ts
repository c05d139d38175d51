import type { GeoJsonGeometry, GeoJsonPosition, GeoPoint } from '@idx/domain'
import type { BasemapAreaFeature, BasemapAreaKind } from './basemap-types.js'

/** Even-odd test of one ring ([lng, lat] positions). */
function ringContains(ring: readonly GeoJsonPosition[], { lat, lng }: GeoPoint): boolean {
  let inside = false
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [xi = 0, yi = 0] = ring[i] ?? []
    const [xj = 0, yj = 0] = ring[j] ?? []
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}

function polygonContains(rings: readonly (readonly GeoJsonPosition[])[], point: GeoPoint): boolean {
  const [outer, ...holes] = rings
  return !!outer && ringContains(outer, point) && !holes.some((hole) => ringContains(hole, point))
}

/** Whether a Polygon or MultiPolygon covers a point (other geometries cover nothing). */
export function geometryContains(geometry: GeoJsonGeometry, point: GeoPoint): boolean {
  if (geometry.type === 'Polygon') return polygonContains(geometry.coordinates, point)
  if (geometry.type === 'MultiPolygon') return geometry.coordinates.some((polygon) => polygonContains(polygon, point))
  return false
}

/**
 * The area a point lies in, trying the kinds in the order given: a listing's neighbourhood, or
 * its zip code where no neighbourhood covers it. `undefined` when none does.
 *
 * @example
 * areaContaining(areas.features, { lat: 30.25, lng: -97.75 }, ['neighborhood', 'zip']) // Bouldin Creek's feature
 */
export function areaContaining(
  features: readonly BasemapAreaFeature[],
  point: GeoPoint,
  kinds: readonly BasemapAreaKind[],
): BasemapAreaFeature | undefined {
  for (const kind of kinds) {
    const found = features.find(
      (feature) => feature.properties?.kind === kind && geometryContains(feature.geometry, point),
    )
    if (found) return found
  }
  return undefined
}
