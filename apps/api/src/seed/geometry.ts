import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon'
import { polygon as turfPolygon } from '@turf/helpers'
import type { SeededRandom } from '../random/seeded-random.js'

// Plane geometry for the seed: polygons are built in a local frame where one unit is a kilometre
// (x east, y north), so distances and bisectors are true enough at Austin's latitude, then turned
// into GeoJSON [lng, lat] rings.

const KM_PER_DEGREE_LAT = 110.574
const REFERENCE_LATITUDE = 30.3

/** Kilometres per degree of longitude at the market's latitude. */
const KM_PER_DEGREE_LNG = 111.32 * Math.cos((REFERENCE_LATITUDE * Math.PI) / 180)

export type LngLat = [lng: number, lat: number]
type Xy = [x: number, y: number]

function toXy([lng, lat]: LngLat): Xy {
  return [lng * KM_PER_DEGREE_LNG, lat * KM_PER_DEGREE_LAT]
}

function toLngLat([x, y]: Xy): LngLat {
  return [round6(x / KM_PER_DEGREE_LNG), round6(y / KM_PER_DEGREE_LAT)]
}

export function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6
}

/** Distance in kilometres between two positions (plane approximation, fine within a metro). */
export function distanceKm(a: LngLat, b: LngLat): number {
  const [ax, ay] = toXy(a)
  const [bx, by] = toXy(b)
  return Math.hypot(ax - bx, ay - by)
}

/** A position `km` east and north of another. */
export function offsetKm([lng, lat]: LngLat, eastKm: number, northKm: number): LngLat {
  return [lng + eastKm / KM_PER_DEGREE_LNG, lat + northKm / KM_PER_DEGREE_LAT]
}

/**
 * An irregular ring of `vertices` corners around a centre, with radii between 70% and 115% of
 * `radiusKm`. Corners are sorted by angle around the centre, so the ring is star-shaped and
 * never crosses itself. Returned closed (first position repeated last), GeoJSON order.
 */
export function irregularRing(random: SeededRandom, centre: LngLat, radiusKm: number, vertices: number): LngLat[] {
  const step = (2 * Math.PI) / vertices
  const ring: LngLat[] = []
  for (let i = 0; i < vertices; i += 1) {
    const angle = i * step + random.float(-0.3, 0.3) * step
    const radius = radiusKm * random.float(0.7, 1.15)
    ring.push(toLngLat(addXy(toXy(centre), [radius * Math.cos(angle), radius * Math.sin(angle)])))
  }
  ring.push(ring[0]!)
  return ring
}

function addXy(a: Xy, b: Xy): Xy {
  return [a[0] + b[0], a[1] + b[1]]
}

/** A site of a power diagram: a centre and the radius of the disc it may claim. */
export interface ZoneSite {
  centre: LngLat
  radiusKm: number
}

/**
 * The zone of `sites[index]` in a power diagram of all the sites, cut to a convex
 * `sides`-gon around its disc: the zones of one kind never overlap (as attendance zones and school
 * districts do not), a bigger radius claims more land, and every zone is convex, so simple.
 * Returned as a closed GeoJSON ring.
 */
export function powerZone(sites: readonly ZoneSite[], index: number, sides = 14): LngLat[] {
  const site = sites[index]!
  const centre = toXy(site.centre)
  let cell: Xy[] = []
  for (let i = 0; i < sides; i += 1) {
    const angle = (2 * Math.PI * i) / sides
    cell.push(addXy(centre, [site.radiusKm * Math.cos(angle), site.radiusKm * Math.sin(angle)]))
  }
  sites.forEach((other, j) => {
    if (j === index) return
    cell = clipToPowerHalfPlane(cell, centre, site.radiusKm, toXy(other.centre), other.radiusKm)
  })
  const ring = dedupe(cell.map(toLngLat))
  if (ring.length < 3) throw new Error(`zone ${index} vanished: move its centre or grow its radius`)
  ring.push(ring[0]!)
  return ring
}

// Points p with |p - a|^2 - ra^2 <= |p - b|^2 - rb^2, i.e. p·(b - a) <= k.
function clipToPowerHalfPlane(cell: Xy[], a: Xy, ra: number, b: Xy, rb: number): Xy[] {
  const normal: Xy = [b[0] - a[0], b[1] - a[1]]
  const k = (b[0] ** 2 + b[1] ** 2 - rb ** 2 - (a[0] ** 2 + a[1] ** 2 - ra ** 2)) / 2
  const side = (p: Xy) => p[0] * normal[0] + p[1] * normal[1] - k
  const out: Xy[] = []
  cell.forEach((current, i) => {
    const previous = cell[(i + cell.length - 1) % cell.length]!
    const sc = side(current)
    const sp = side(previous)
    if (sc <= 0) {
      if (sp > 0) out.push(intersect(previous, current, sp, sc))
      out.push(current)
    } else if (sp <= 0) {
      out.push(intersect(previous, current, sp, sc))
    }
  })
  return out
}

function intersect(p: Xy, q: Xy, sp: number, sq: number): Xy {
  const t = sp / (sp - sq)
  return [p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])]
}

// Corners closer than ~10 m to the previous one are dropped: they come from cuts through a corner.
function dedupe(ring: LngLat[]): LngLat[] {
  const out: LngLat[] = []
  for (const point of ring) {
    const last = out[out.length - 1]
    if (!last || distanceKm(last, point) > 0.01) out.push(point)
  }
  while (out.length > 1 && distanceKm(out[0]!, out[out.length - 1]!) <= 0.01) out.pop()
  return out
}

/** The `polygon` column's text form of a closed ring: '((lng,lat),(lng,lat),…)', without the repeat. */
export function polygonText(ring: readonly LngLat[]): string {
  return `(${ring
    .slice(0, -1)
    .map(([lng, lat]) => `(${lng},${lat})`)
    .join(',')})`
}

/** A point-in-ring test for a closed GeoJSON ring (turf). */
export function ringContains(ring: readonly LngLat[], point: LngLat): boolean {
  return booleanPointInPolygon(point, turfPolygon([ring as LngLat[]]))
}

/** A uniformly random point inside a closed ring (rejection sampling in its bounding box). */
export function pointInRing(random: SeededRandom, ring: readonly LngLat[]): LngLat {
  const lngs = ring.map((p) => p[0])
  const lats = ring.map((p) => p[1])
  const [west, east, south, north] = [Math.min(...lngs), Math.max(...lngs), Math.min(...lats), Math.max(...lats)]
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const point: LngLat = [round6(random.float(west, east)), round6(random.float(south, north))]
    if (ringContains(ring, point)) return point
  }
  // Practically unreachable: each of the seed's rings covers well over half its box. A corner is
  // on the ring, which still places the listing in the area.
  return ring[0]!
}
