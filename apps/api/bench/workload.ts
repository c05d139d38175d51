import { LISTING_CARD_FIELDS, RESULTS_PAGE_SIZE, SEARCH_SORTS } from '@idx/domain'
import { xoroshiro128plus, unsafeUniformIntDistribution } from 'pure-rand'

// The fixed, seeded request mix: the same requests in the same order on every run and engine.
// The main rows ask what a visitor's browser asks (apps/idx through @idx/api-client):
// - a page of results: POST listings/search with the cards' sparse fieldset in the URL, as
//   injectSearchEndpoints encodes it (encodeQuery: brackets literal, the value percent-encoded),
//   RESULTS_PAGE_SIZE (40) a page, the market named (the search URL carries market_id);
// - the map: POST listings/map/clusters with the box, the map's zoom, the search's own filter and
//   the market (apps/idx MapPane);
// - the omnibox: POST suggestions/search with what was typed, the market, the search's filter
//   (listing_status Active unless it says otherwise) and require_results: true (apps/idx
//   SearchForm through useSearchSuggestionsQuery). GET suggestions?q= is what other hosts use:
//   a secondary row.
// Whole-listing documents (no fieldset: every attribute, the description and details included)
// are a secondary row; the listing page's GET listings/:id is asked in the 200-connection row.

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

/** The market the bench's listings are in (generate.ts): the site's one market. */
export const BENCH_MARKET_ID = '1'

/** `?fields[listings]=…` of a page of cards, as the browser's api-client writes it. */
export const CARD_FIELDSET_QUERY = `fields[listings]=${encodeURIComponent(LISTING_CARD_FIELDS.join(','))}`

/** Search rows whose requests ask for whole listings (no fieldset), beside the card rows. */
export const WHOLE_LISTING_VIEWPORTS = ['city'] as const

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
  const cards = `/api/v3/listings/search?${CARD_FIELDSET_QUERY}`
  for (const [name, degrees] of VIEWPORTS) {
    for (let i = 0; i < perKind; i++) {
      const deep = int(0, 9) === 0
      requests.push({
        kind: `search ${name}`,
        method: 'POST',
        path: cards,
        body: {
          filter: filter(),
          sort: pick(SEARCH_SORTS),
          page: { size: RESULTS_PAGE_SIZE, number: deep ? int(10, 250) : int(1, 3) },
          bounding_box: boxAround(degrees),
          market_id: BENCH_MARKET_ID,
        },
      })
    }
  }
  for (let i = 0; i < perKind; i++) {
    requests.push({
      kind: 'search no box',
      method: 'POST',
      path: cards,
      body: {
        filter: filter(),
        sort: pick(SEARCH_SORTS),
        page: { size: RESULTS_PAGE_SIZE, number: int(1, 3) },
        market_id: BENCH_MARKET_ID,
      },
    })
  }
  for (const name of WHOLE_LISTING_VIEWPORTS) {
    const degrees = VIEWPORTS.find(([viewport]) => viewport === name)![1]
    for (let i = 0; i < perKind; i++) {
      requests.push({
        kind: `whole listings ${name}`,
        method: 'POST',
        path: '/api/v3/listings/search',
        body: {
          filter: filter(),
          sort: pick(SEARCH_SORTS),
          page: { size: RESULTS_PAGE_SIZE, number: int(1, 3) },
          bounding_box: boxAround(degrees),
          market_id: BENCH_MARKET_ID,
        },
      })
    }
  }
  for (const zoom of CLUSTER_ZOOMS) {
    for (let i = 0; i < perKind; i++) {
      const box: Box =
        zoom <= 4
          ? { top_left: { lat: 50, lng: -125 }, bottom_right: { lat: 24, lng: -66 } }
          : boxAround(boxDegreesForZoom(zoom))
      // The map asks with the search's filter (apps/idx MapPane's clusterFilter).
      requests.push({
        kind: `clusters z${zoom}`,
        method: 'POST',
        path: '/api/v3/listings/map/clusters',
        body: { bounding_box: box, zoom, filter: filter(), market_id: BENCH_MARKET_ID },
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
      // What the omnibox sends (injectSuggestionEndpoints' searchSuggestions): the search's filter
      // after a default listing_status, and only suggestions that would find listings.
      requests.push({
        kind: `suggest ${length} char${length === 1 ? '' : 's'}`,
        method: 'POST',
        path: '/api/v3/suggestions/search',
        body: {
          q,
          market_id: BENCH_MARKET_ID,
          filter: { listing_status: { value: 'Active' }, ...filter() },
          require_results: true,
        },
      })
    }
  }
  // GET suggestions?q= as other hosts ask it (market and status as the endpoint's client sends them).
  for (let i = 0; i < perKind; i++) {
    const q = pick(words).slice(0, int(1, 6))
    requests.push({
      kind: 'suggest GET',
      method: 'GET',
      path: `/api/v3/suggestions?q=${encodeURIComponent(q)}&market_id=${BENCH_MARKET_ID}&filter[listing_status]=Active`,
    })
  }
  return requests
}

/**
 * The 200-connection row: as many visitors at once, each asking a page of cards (street to city
 * viewports, as workload's searches) or a listing page (GET listings/:id of any of `listings`).
 */
export function connectionsWorkload(kind: string, count: number, listings: number, seed = 20261129): BenchRequest[] {
  const rng = xoroshiro128plus(seed)
  const int = (min: number, max: number) => unsafeUniformIntDistribution(min, max, rng)
  const searches = buildWorkload(Math.ceil(count / 2), seed).filter((request) =>
    ['search street', 'search neighbourhood', 'search city'].includes(request.kind),
  )
  return Array.from({ length: count }, (_, i): BenchRequest => {
    if (i % 2 === 0) return { ...searches[int(0, searches.length - 1)]!, kind }
    return { kind, method: 'GET', path: `/api/v3/listings/${int(1, listings)}` }
  })
}
