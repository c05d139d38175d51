import type { Insertable } from 'kysely'
import type { AreaKind, AreasTable } from '../areas/index.js'
import { NEIGHBORHOODS, type Neighborhood } from './austin-neighborhoods.js'
import {
  SCHOOL_DISTRICTS,
  SCHOOL_LEVEL_LABEL,
  SCHOOLS,
  ZONE_RADIUS_KM,
  type School,
  type SchoolLevel,
} from './austin-schools.js'
import { DEMO_MARKET_ID } from './demo-site.js'
import { distanceKm, irregularRing, polygonText, powerZone, ringContains, type LngLat } from './geometry.js'
import type { SeededRandom } from '../random/seeded-random.js'

/** An area of the demo market: a neighbourhood, a school's attendance zone or a school district. */
export interface DemoArea {
  id: number
  kind: AreaKind
  name: string
  label: string
  schoolLevel: SchoolLevel | null
  /** Closed GeoJSON ring, [lng, lat]. */
  ring: LngLat[]
  /** [west, south, east, north] of the ring. */
  bbox: [number, number, number, number]
  /** Where listings cluster (neighbourhoods) or the school itself (schools); a district's mean corner. */
  centre: LngLat
  neighborhood?: Neighborhood
  school?: School
}

/**
 * The market's areas, ids from 1: neighbourhoods first (irregular star-shaped outlines of 8 to 14
 * corners), then school attendance zones (convex zones of a power diagram per level, so zones of
 * one level never overlap), then the school districts (hand-drawn outlines).
 */
export function demoAreas(random: SeededRandom): DemoArea[] {
  const areas: DemoArea[] = []
  for (const neighborhood of NEIGHBORHOODS) {
    areas.push(
      withBbox({
        id: areas.length + 1,
        kind: 'neighborhood',
        name: neighborhood.name,
        label: 'Austin, TX',
        schoolLevel: null,
        ring: irregularRing(random, neighborhood.centre, neighborhood.radiusKm, random.int(8, 14)),
        centre: neighborhood.centre,
        neighborhood,
      }),
    )
  }
  for (const level of ['elementary', 'middle', 'high'] as const) {
    const schools = SCHOOLS.filter((school) => school.level === level)
    const sites = schools.map((school) => ({ centre: school.location, radiusKm: ZONE_RADIUS_KM[level] }))
    schools.forEach((school, index) => {
      areas.push(
        withBbox({
          id: areas.length + 1,
          kind: 'school',
          name: school.name,
          label: `${SCHOOL_LEVEL_LABEL[level]}, ${school.district}`,
          schoolLevel: level,
          ring: powerZone(sites, index),
          centre: school.location,
          school,
        }),
      )
    })
  }
  for (const district of SCHOOL_DISTRICTS) {
    const ring: LngLat[] = [...district.outline, district.outline[0]!]
    const corners = district.outline
    areas.push(
      withBbox({
        id: areas.length + 1,
        kind: 'school_district',
        name: district.name,
        label: 'School District',
        schoolLevel: null,
        ring,
        centre: [
          corners.reduce((sum, p) => sum + p[0], 0) / corners.length,
          corners.reduce((sum, p) => sum + p[1], 0) / corners.length,
        ],
      }),
    )
  }
  return areas
}

function withBbox(area: Omit<DemoArea, 'bbox'>): DemoArea {
  const lngs = area.ring.map((p) => p[0])
  const lats = area.ring.map((p) => p[1])
  return { ...area, bbox: [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)] }
}

export function areaRow(area: DemoArea): Insertable<AreasTable> {
  return {
    id: area.id,
    market_id: DEMO_MARKET_ID,
    kind: area.kind,
    name: area.name,
    label: area.label,
    school_level: area.schoolLevel,
    geometry: JSON.stringify({ type: 'Polygon', coordinates: [area.ring] }),
    shape: polygonText(area.ring),
  }
}

/** The schools and district a position belongs to: the zone containing it, else the nearest. */
export interface SchoolAssignment {
  elementary: string
  middle: string
  high: string
  district: string
}

/**
 * Finds the schools and district of a position: the zone containing it, else the nearest one.
 * Returns a function so the zones are grouped once, not per listing.
 */
export function schoolLocator(areas: readonly DemoArea[]): (point: LngLat) => SchoolAssignment {
  const zones = (level: SchoolLevel) => areas.filter((area) => area.kind === 'school' && area.schoolLevel === level)
  const elementary = zones('elementary')
  const middle = zones('middle')
  const high = zones('high')
  const districts = areas.filter((area) => area.kind === 'school_district')
  return (point) => ({
    elementary: containingOrNearest(elementary, point).name,
    middle: containingOrNearest(middle, point).name,
    high: containingOrNearest(high, point).name,
    district: containingOrNearest(districts, point).name,
  })
}

function containingOrNearest(candidates: readonly DemoArea[], point: LngLat): DemoArea {
  const inside = candidates.find((area) => areaContains(area, point))
  if (inside) return inside
  let best = candidates[0]!
  for (const area of candidates) if (distanceKm(area.centre, point) < distanceKm(best.centre, point)) best = area
  return best
}

/** Whether a position is inside an area (a bounding-box check first, then turf). */
export function areaContains(area: DemoArea, point: LngLat): boolean {
  const [west, south, east, north] = area.bbox
  if (point[0] < west || point[0] > east || point[1] < south || point[1] > north) return false
  return ringContains(area.ring, point)
}
