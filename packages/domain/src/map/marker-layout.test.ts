import { describe, expect, it } from 'vitest'
import type { Cluster } from './cluster.js'
import type { GeoPoint } from '../geo/types.js'
import type { Listing } from '../listing/types.js'
import { boxesCollide, MARKER_FOOTPRINT, worldPixel } from './marker-footprint.js'
import { layoutMapMarkers, markerBox, markerListingCount } from './marker-layout.js'

const AUSTIN: GeoPoint = { lat: 30.2672, lng: -97.7431 }

/** The position `dx`, `dy` screen pixels from Austin at a zoom (y south). */
function offset(dx: number, dy: number, zoom: number): GeoPoint {
  const size = 256 * 2 ** zoom
  const { x, y } = worldPixel(AUSTIN, zoom)
  const lng = ((x + dx) / size) * 360 - 180
  const n = Math.PI - (2 * Math.PI * (y + dy)) / size
  return { lat: (180 / Math.PI) * Math.atan(Math.sinh(n)), lng }
}

function bubble(at: GeoPoint, count: number): Cluster {
  return {
    centroid: at,
    bounding_box: { top_left: at, bottom_right: at },
    document_count: count,
    hit_count: 0,
    listings: [],
  }
}

let nextId = 1
function listing(at: GeoPoint, price: number | null = 450_000): Listing {
  const id = String(nextId++)
  return { id, lat: at.lat, lng: at.lng, price_in_dollars: price, title: `${id} Test St`, subtitle: 'Austin, TX' }
}

function small(listings: Listing[]): Cluster {
  const [first] = listings
  const at = { lat: Number(first?.lat), lng: Number(first?.lng) }
  return { ...bubble(at, listings.length), hit_count: listings.length, listings }
}

function overlapping(markers: ReturnType<typeof layoutMapMarkers>, zoom: number, gap = 0) {
  const pairs: string[] = []
  for (let i = 0; i < markers.length; i++) {
    for (let j = i + 1; j < markers.length; j++) {
      if (boxesCollide(markerBox(markers[i]!, zoom), markerBox(markers[j]!, zoom), gap)) {
        pairs.push(`${markers[i]!.key} / ${markers[j]!.key}`)
      }
    }
  }
  return pairs
}

const total = (markers: ReturnType<typeof layoutMapMarkers>) =>
  markers.reduce((sum, marker) => sum + markerListingCount(marker), 0)

describe('layoutMapMarkers', () => {
  it('keeps a listing with room around it as its price pill', () => {
    const markers = layoutMapMarkers([small([listing(AUSTIN)])], { zoom: 14 })
    expect(markers).toMatchObject([{ kind: 'listing', shape: 'pill', text: '$450K' }])
  })

  it('keeps two price pills that are far enough apart, and turns the later one into a dot when they would overlap', () => {
    const zoom = 14
    const apart = layoutMapMarkers([small([listing(AUSTIN), listing(offset(70, 0, zoom))])], { zoom })
    expect(apart.map((m) => m.kind === 'listing' && m.shape)).toEqual(['pill', 'pill'])
    // 40 px east: the pills (58 px wide) would overlap; the second listing's dot sits beside the
    // first one's tail, clear of its pill.
    const near = layoutMapMarkers([small([listing(AUSTIN), listing(offset(40, 0, zoom))])], { zoom })
    expect(near.map((m) => m.kind === 'listing' && m.shape)).toEqual(['pill', 'dot'])
    expect(overlapping(near, zoom, MARKER_FOOTPRINT.gap)).toEqual([])
  })

  it("turns a pill into its dot where another listing's dot needs its room, before merging them", () => {
    const zoom = 14
    // 20 px east and north: the second listing's dot lies on the first one's pill, not on its dot.
    const markers = layoutMapMarkers([small([listing(AUSTIN), listing(offset(20, -20, zoom))])], { zoom })
    expect(markers.map((m) => m.kind === 'listing' && m.shape)).toEqual(['dot', 'dot'])
    expect(overlapping(markers, zoom, MARKER_FOOTPRINT.gap)).toEqual([])
  })

  it('merges listings too close even for a dot into a bubble of their count', () => {
    const zoom = 14
    const markers = layoutMapMarkers([small([listing(AUSTIN), listing(offset(3, -3, zoom))])], { zoom })
    expect(markers).toMatchObject([{ kind: 'cluster', count: 2, text: '2', radius: 25 }])
    expect(markers[0]?.kind === 'cluster' && markers[0].box).toEqual({
      top_left: { lat: offset(3, -3, zoom).lat, lng: AUSTIN.lng },
      bottom_right: { lat: AUSTIN.lat, lng: offset(3, -3, zoom).lng },
    })
  })

  it("draws a saved listing's pill wider (its heart), so a neighbour that fitted beside it becomes a dot", () => {
    const zoom = 14
    // 64 px east: two plain pills (58 px) keep their 4 px gap; the saved one (72 px) leaves no room.
    const first = listing(AUSTIN)
    const clusters = [small([first, listing(offset(64, 0, zoom))])]
    expect(layoutMapMarkers(clusters, { zoom }).map((m) => m.kind === 'listing' && m.shape)).toEqual(['pill', 'pill'])
    const saved = layoutMapMarkers(clusters, { zoom, savedListingIds: new Set([first.id]) })
    expect(saved.map((m) => m.kind === 'listing' && [m.shape, m.saved])).toEqual([
      ['pill', true],
      ['dot', false],
    ])
    expect(overlapping(saved, zoom, MARKER_FOOTPRINT.gap)).toEqual([])
  })

  it('gives a saved listing its pill first: the unsaved neighbour becomes the dot', () => {
    const zoom = 14
    // 50 px apart: one pill and the other's dot fit; two pills do not. Unsaved, the first keeps its pill.
    const first = listing(AUSTIN)
    const second = listing(offset(50, 0, zoom))
    const plain = layoutMapMarkers([small([first, second])], { zoom })
    expect(plain.map((m) => m.kind === 'listing' && [m.listing.id, m.shape])).toEqual([
      [first.id, 'pill'],
      [second.id, 'dot'],
    ])
    const markers = layoutMapMarkers([small([first, second])], { zoom, savedListingIds: new Set([second.id]) })
    expect(markers.map((m) => m.kind === 'listing' && [m.listing.id, m.shape])).toEqual([
      [second.id, 'pill'],
      [first.id, 'dot'],
    ])
    expect(overlapping(markers, zoom, MARKER_FOOTPRINT.gap)).toEqual([])
  })

  it('counts the saved listings of a {n} listings marker made at the last zoom', () => {
    const zoom = 19
    const two = [listing(AUSTIN), listing(offset(3, 0, zoom))]
    const markers = layoutMapMarkers([small(two)], { zoom, canZoomIn: false, savedListingIds: new Set([two[1]!.id]) })
    expect(markers).toMatchObject([{ kind: 'multi-listing', savedCount: 1 }])
  })

  it('at the last zoom, shows listings that still overlap as one {n} listings marker with all of them', () => {
    const zoom = 19
    const two = [listing(AUSTIN), listing(offset(3, 0, zoom))]
    const markers = layoutMapMarkers([small(two)], { zoom, canZoomIn: false })
    expect(markers).toMatchObject([{ kind: 'multi-listing', text: '2 listings', listings: two }])
  })

  it('lets the bubble size decide how close two clusters may be', () => {
    const zoom = 10
    // 80 px apart: two bubbles of 3 (radius 25) keep apart; two of 240 (radius 46) do not.
    const few = layoutMapMarkers([bubble(AUSTIN, 3), bubble(offset(80, 0, zoom), 3)], { zoom })
    expect(few.map(markerListingCount)).toEqual([3, 3])
    const many = layoutMapMarkers([bubble(AUSTIN, 240), bubble(offset(80, 0, zoom), 260)], { zoom })
    expect(many).toMatchObject([{ kind: 'cluster', count: 500, radius: 46 }])
    // The merged bubble sits at the counts' weighted centre.
    const merged = many[0]!
    expect(worldPixel(merged.position, zoom).x - worldPixel(AUSTIN, zoom).x).toBeCloseTo((80 * 260) / 500, 6)
  })

  it('merges a bubble that grew into its neighbour again, until nothing overlaps', () => {
    const zoom = 10
    // A row of bubbles 55 px apart: pairs fit (radius 25 + gap), merged ones (radius 28+) do not.
    const row = [0, 55, 110, 165, 220].map((dx) => bubble(offset(dx, 0, zoom), 5))
    const markers = layoutMapMarkers(row, { zoom })
    expect(overlapping(markers, zoom, MARKER_FOOTPRINT.gap)).toEqual([])
    expect(total(markers)).toBe(25)
  })

  it('never lets two markers overlap and counts every listing once, at every zoom from state to street', () => {
    // A deterministic scatter: big server bubbles and small clusters carrying their listings.
    let seed = 7
    const random = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647
    const clusters: Cluster[] = []
    for (let i = 0; i < 150; i++) {
      const at = { lat: AUSTIN.lat + (random() - 0.5) * 0.6, lng: AUSTIN.lng + (random() - 0.5) * 0.8 }
      if (i % 3 === 0) clusters.push(bubble(at, 11 + Math.floor(random() * 400)))
      else {
        const n = 1 + Math.floor(random() * 10)
        clusters.push(
          small(
            Array.from({ length: n }, () =>
              listing({ lat: at.lat + (random() - 0.5) * 0.004, lng: at.lng + (random() - 0.5) * 0.004 }),
            ),
          ),
        )
      }
    }
    const expected = clusters.reduce((sum, cluster) => sum + cluster.document_count, 0)
    const shapes = new Set<string>()
    for (let zoom = 5; zoom <= 19; zoom++) {
      const markers = layoutMapMarkers(clusters, { zoom, canZoomIn: zoom < 19 })
      expect(overlapping(markers, zoom, MARKER_FOOTPRINT.gap), `zoom ${zoom}`).toEqual([])
      expect(total(markers), `zoom ${zoom}`).toBe(expected)
      expect(new Set(markers.map((m) => m.key)).size).toBe(markers.length)
      for (const marker of markers) shapes.add(marker.kind === 'listing' ? marker.shape : marker.kind)
    }
    expect([...shapes].sort()).toEqual(['cluster', 'dot', 'pill'])
  })

  it('lays out nothing for no clusters', () => {
    expect(layoutMapMarkers([], { zoom: 10 })).toEqual([])
  })
})
