import { SEARCH_SORTS } from '@idx/domain'
import { xoroshiro128plus, unsafeUniformIntDistribution } from 'pure-rand'

// The fixed, seeded request mix: the same requests in the same order on every run and engine.

export interface BenchRequest {
  /** Row of the report this request is counted in, e.g. 'search metro' or 'clusters z10'. */
  kind: string
  method: 'GET' | 'POST'
  path: string
  body?: unknown
  /** The Authorization header; the bench site's token when absent. */
  authorization?: string
}

interface Box {
  top_left: { lat: number; lng: number }
  bottom_right: { lat: number; lng: number }
}

/** Metro centres the boxes are placed around (listings cluster around real zip centres). */
const CENTRES: readonly [number, number][] = [
  [40.7484, -73.9967],
  [34.0522, -118.2437],
  [41.8781, -87.6298],
  [29.7604, -95.3698],
  [33.4484, -112.074],
  [39.9526, -75.1652],
  [29.4241, -98.4936],
  [32.7157, -117.1611],
  [32.7767, -96.797],
  [30.2672, -97.7431],
  [47.6062, -122.3321],
  [39.7392, -104.9903],
  [42.3601, -71.0589],
  [25.7617, -80.1918],
  [33.749, -84.388],
]

/** Viewport sizes, as box widths in degrees of longitude (height 0.6 of that). */
export const VIEWPORTS: readonly [name: string, degrees: number][] = [
  ['street', 0.01],
  ['neighbourhood', 0.05],
  ['city', 0.25],
  ['metro', 1],
  ['state', 6],
]

/** A 1280x800 map's box width in degrees at a zoom (256 px tiles). */
export function boxDegreesForZoom(zoom: number): number {
  return (1280 / 256) * (360 / 2 ** zoom)
}

export const CLUSTER_ZOOMS = [4, 6, 8, 10, 12, 14, 16]

export function buildWorkload(perKind: number, seed = 20261123): BenchRequest[] {
  const rng = xoroshiro128plus(seed)
  const int = (min: number, max: number) => unsafeUniformIntDistribution(min, max, rng)
  const pick = <T>(list: readonly T[]): T => list[int(0, list.length - 1)]!
  const jitter = (degrees: number) => (int(-1000, 1000) / 1000) * degrees

  const boxAround = (width: number): Box => {
    const [lat, lng] = pick(CENTRES)
    const cLat = lat + jitter(Math.min(width, 0.3))
    const cLng = lng + jitter(Math.min(width, 0.3))
    const height = width * 0.6
    return {
      top_left: { lat: Math.min(85, cLat + height / 2), lng: Math.max(-180, cLng - width / 2) },
      bottom_right: { lat: Math.max(-85, cLat - height / 2), lng: Math.min(180, cLng + width / 2) },
    }
  }

  const filter = (): Record<string, unknown> => {
    const f: Record<string, unknown> = {
      listing_status: { value: pick([['Active'], ['Active', 'Pending'], ['Active', 'Coming Soon']]) },
    }
    if (int(0, 1)) f.purchase_type = { value: pick(['Purchase', 'Lease']) }
    if (int(0, 2) === 0) f.price_in_dollars = { min: int(1, 5) * 100_000, max: int(6, 30) * 100_000 }
    if (int(0, 2) === 0) f.bedrooms = { min: int(1, 4) }
    if (int(0, 4) === 0) f.type = { value: 'Residential' }
    return f
  }

  const requests: BenchRequest[] = []
  for (const [name, degrees] of VIEWPORTS) {
    for (let i = 0; i < perKind; i++) {
      const deep = int(0, 9) === 0
      requests.push({
        kind: `search ${name}`,
        method: 'POST',
        path: '/api/v3/listings/search',
        body: {
          filter: filter(),
          sort: pick(SEARCH_SORTS),
          page: { size: 40, number: deep ? int(10, 250) : int(1, 3) },
          bounding_box: boxAround(degrees),
        },
      })
    }
  }
  for (let i = 0; i < perKind; i++) {
    requests.push({
      kind: 'search no box',
      method: 'POST',
      path: '/api/v3/listings/search',
      body: { filter: filter(), sort: pick(SEARCH_SORTS), page: { size: 40, number: int(1, 3) } },
    })
  }
  for (const zoom of CLUSTER_ZOOMS) {
    for (let i = 0; i < perKind; i++) {
      const box: Box =
        zoom <= 4
          ? { top_left: { lat: 50, lng: -125 }, bottom_right: { lat: 24, lng: -66 } }
          : boxAround(boxDegreesForZoom(zoom))
      const withFilter = int(0, 1) === 1
      requests.push({
        kind: `clusters z${zoom}`,
        method: 'POST',
        path: '/api/v3/listings/map/clusters',
        body: {
          bounding_box: box,
          zoom,
          filter: withFilter ? { listing_status: { value: 'Active' }, purchase_type: { value: 'Purchase' } } : {},
        },
      })
    }
  }
  const words = [
    'main',
    'oak',
    'maple',
    'cedar',
    'washington',
    'lincoln',
    'sunset',
    'austin',
    'chicago',
    'houston',
    'phoenix',
    'seattle',
    'denver',
    'boston',
    'miami',
    'atlanta',
    '787',
    '100',
    '941',
    'b0000',
    '1234 main',
    'magnolia',
  ]
  for (let length = 1; length <= 8; length++) {
    for (let i = 0; i < perKind; i++) {
      const source = pick(words).padEnd(8, pick(['a', 'e', 'o', ' s']))
      const q = source.slice(0, length)
      requests.push({
        kind: `suggest ${length} char${length === 1 ? '' : 's'}`,
        method: 'GET',
        path: `/api/v3/suggestions?q=${encodeURIComponent(q)}`,
      })
    }
  }
  return requests
}
