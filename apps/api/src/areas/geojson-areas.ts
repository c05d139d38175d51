import { ringSelfIntersects } from '@idx/domain'

// A GeoJSON FeatureCollection of areas (neighbourhoods, school zones, …) as an operator loads it:
// every feature checked before anything is stored, each problem naming the feature by its index
// and name, as `features[3] "Capitol Hill": ring 1 is not closed`.

/** A position, [longitude, latitude]. */
export type AreaPosition = [number, number]

/** An area's outline: one polygon (outline, then holes) or several. */
export type AreaGeometry =
  { type: 'Polygon'; coordinates: AreaPosition[][] } | { type: 'MultiPolygon'; coordinates: AreaPosition[][][] }

/** One feature that passed every check. */
export type AreaFeature = { index: number; name: string; geometry: AreaGeometry }

export type AreaFeatureRead = { ok: true; features: AreaFeature[] } | { ok: false; problems: string[] }

export const GEOJSON_AREA_LIMITS = {
  /** Longest area name. */
  nameLength: 200,
  /** Most features one file may hold. */
  features: 5000,
  /** Most positions one ring may have (the self-intersection sweep is O(n log n)). */
  ringPositions: 20_000,
  /** Problems listed before the rest are only counted. */
  problemsShown: 20,
} as const

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Reads the areas of a GeoJSON FeatureCollection: each feature must be a Polygon or MultiPolygon
 * whose rings have at least four positions, are closed (last = first), lie within longitude
 * -180…180 and latitude -90…90 and do not cross themselves, and must carry a name in its
 * `nameProperty` property, used once in the file. Never throws; all problems are answered.
 *
 * @example
 * readAreaFeatures({ type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: null }] }, 'name')
 * // { ok: false, problems: ['features[0]: has no geometry (a Polygon or MultiPolygon)', 'features[0]: has no name (property "name")'] }
 */
export function readAreaFeatures(document: unknown, nameProperty: string): AreaFeatureRead {
  if (!isObject(document) || document.type !== 'FeatureCollection' || !Array.isArray(document.features)) {
    return { ok: false, problems: ['the file is not a GeoJSON FeatureCollection (type and features)'] }
  }
  const list: unknown[] = document.features
  if (list.length === 0) return { ok: false, problems: ['the FeatureCollection has no features'] }
  if (list.length > GEOJSON_AREA_LIMITS.features) {
    return {
      ok: false,
      problems: [`the FeatureCollection has ${list.length} features; at most ${GEOJSON_AREA_LIMITS.features}`],
    }
  }
  const problems: string[] = []
  const features: AreaFeature[] = []
  const firstIndexOf = new Map<string, number>()
  list.forEach((feature, index) => {
    const name = featureName(feature, nameProperty)
    const where = `features[${index}]${typeof name === 'string' ? ` "${name}"` : ''}`
    const own: string[] = []
    if (!isObject(feature) || feature.type !== 'Feature') own.push('is not a GeoJSON Feature')
    const geometry = isObject(feature) ? feature.geometry : undefined
    const geometryProblems = checkGeometry(geometry)
    own.push(...geometryProblems)
    if (typeof name !== 'string') own.push(name.problem)
    else {
      const seen = firstIndexOf.get(name.toLowerCase())
      if (seen !== undefined) own.push(`has the name of features[${seen}]: each area's name must be used once`)
      else firstIndexOf.set(name.toLowerCase(), index)
    }
    problems.push(...own.map((problem) => `${where}: ${problem}`))
    if (own.length === 0 && typeof name === 'string') {
      features.push({ index, name, geometry: normalised(geometry as AreaGeometry) })
    }
  })
  if (problems.length === 0) return { ok: true, features }
  const shown = problems.slice(0, GEOJSON_AREA_LIMITS.problemsShown)
  if (problems.length > shown.length) shown.push(`… and ${problems.length - shown.length} more problems`)
  return { ok: false, problems: shown }
}

function featureName(feature: unknown, nameProperty: string): string | { problem: string } {
  const properties = isObject(feature) && isObject(feature.properties) ? feature.properties : {}
  const value = properties[nameProperty]
  const name = typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : ''
  if (name === '') return { problem: `has no name (property "${nameProperty}")` }
  if (name.length > GEOJSON_AREA_LIMITS.nameLength) {
    return { problem: `has a name longer than ${GEOJSON_AREA_LIMITS.nameLength} characters` }
  }
  // PostgreSQL text cannot hold NUL.
  if (name.includes('\0')) return { problem: 'has a name with a NUL character' }
  return name
}

function checkGeometry(geometry: unknown): string[] {
  if (!isObject(geometry)) return ['has no geometry (a Polygon or MultiPolygon)']
  if (geometry.type === 'Polygon') return checkPolygon(geometry.coordinates, '')
  if (geometry.type === 'MultiPolygon') {
    if (!Array.isArray(geometry.coordinates) || geometry.coordinates.length === 0) {
      return ['is a MultiPolygon without polygons']
    }
    return geometry.coordinates.flatMap((polygon, i) => checkPolygon(polygon, `polygon ${i + 1} `))
  }
  return [`is a ${typeof geometry.type === 'string' ? geometry.type : 'geometry'}, not a Polygon or MultiPolygon`]
}

function checkPolygon(rings: unknown, where: string): string[] {
  if (!Array.isArray(rings) || rings.length === 0) return [`${where || 'the polygon '}has no rings`]
  return rings.flatMap((ring, i) => checkRing(ring, `${where}ring ${i + 1}`))
}

function checkRing(ring: unknown, where: string): string[] {
  if (!Array.isArray(ring)) return [`${where} is not a list of positions`]
  if (ring.length < 4) return [`${where} has ${ring.length} positions; a ring needs at least 4 (closed)`]
  if (ring.length > GEOJSON_AREA_LIMITS.ringPositions) {
    return [`${where} has ${ring.length} positions; at most ${GEOJSON_AREA_LIMITS.ringPositions}`]
  }
  for (const [i, position] of ring.entries()) {
    if (!Array.isArray(position) || position.length < 2 || !position.every((n) => typeof n === 'number')) {
      return [`${where} position ${i + 1} is not [longitude, latitude]`]
    }
    const [lng, lat] = position as number[]
    if (!(Number.isFinite(lng) && lng! >= -180 && lng! <= 180 && Number.isFinite(lat) && lat! >= -90 && lat! <= 90)) {
      return [
        `${where} position ${i + 1} [${String(lng)}, ${String(lat)}] is out of range (longitude -180…180, latitude -90…90)`,
      ]
    }
  }
  const first = ring[0] as number[]
  const last = ring[ring.length - 1] as number[]
  if (first[0] !== last[0] || first[1] !== last[1]) {
    return [`${where} is not closed: its last position must repeat its first [${first[0]}, ${first[1]}]`]
  }
  if (ringSelfIntersects(ring as number[][])) return [`${where} crosses itself (or encloses no area)`]
  return []
}

/** Positions as [longitude, latitude] only (a third member, an altitude, is dropped). */
function normalised(geometry: AreaGeometry): AreaGeometry {
  const ring = (positions: AreaPosition[]) => positions.map(([lng, lat]) => [lng, lat] as AreaPosition)
  return geometry.type === 'Polygon'
    ? { type: 'Polygon', coordinates: geometry.coordinates.map(ring) }
    : { type: 'MultiPolygon', coordinates: geometry.coordinates.map((polygon) => polygon.map(ring)) }
}
