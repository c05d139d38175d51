import type { Cluster } from './cluster.js'
import type { BoundingBox, GeoPoint } from '../geo/types.js'
import type { Listing } from '../listing/types.js'
import { clusterSizeClass } from './cluster-size-class.js'
import { clusterMarkerRadius } from './cluster-marker-radius.js'
import { clusterMarker, mapMarkers, multiListingMarker } from './map-markers.js'
import type { ClusterMapMarker, ListingMapMarker, MapMarker } from './map-markers.js'
import { boxesCollide, footprintBox, markerFootprint, worldPixel } from './marker-footprint.js'
import type { MarkerShape, PixelBox } from './marker-footprint.js'

/** Where the markers are laid out. */
export type MarkerLayoutOptions = {
  /** The map's zoom: the screen distance between two positions. */
  zoom: number
  /**
   * Whether the map can zoom in further (default true). At its last zoom, listings that still
   * overlap become one '{n} listings' marker (whose popup lists them) instead of a bubble that
   * could only zoom in.
   */
  canZoomIn?: boolean
  /**
   * The listings the user has saved: their pills are drawn with a heart (and are wider for it), a
   * '{n} listings' marker counts them, and their names say so.
   */
  savedListingIds?: ReadonlySet<string>
}

/** A marker being laid out: what it stands for, where it is, what it covers. */
type Placed = {
  marker: MapMarker
  count: number
  /** Its listings, when it stands for known listings only (a bubble from the server does not). */
  listings: Listing[] | null
  extent: BoundingBox
  box: PixelBox
  /** The finished marker, where `marker` is a draft (a merged bubble without its text yet). */
  final?: () => MapMarker
}

/**
 * The shape a marker is drawn as: its count's bubble, its price's (or '{n} listings') pill, or a dot.
 *
 * @example
 * markerShape(priceMarker) // { kind: 'pill', text: '$450K', saved: false }
 */
export function markerShape(marker: MapMarker): MarkerShape {
  if (marker.kind === 'cluster') return { kind: 'bubble', radius: marker.radius }
  if (marker.kind === 'listing' && marker.shape === 'dot') return { kind: 'dot' }
  return { kind: 'pill', text: marker.text, saved: isSavedMarker(marker) }
}

/**
 * Whether a marker is drawn as saved: a saved listing's, or a '{n} listings' marker holding a
 * saved listing; never a bubble (its listings are not known).
 */
function isSavedMarker(marker: MapMarker): boolean {
  if (marker.kind === 'cluster') return false
  return marker.kind === 'listing' ? marker.saved : marker.savedCount > 0
}

/**
 * The world pixels a marker covers at a zoom (see `worldPixel`), its pill's tail included.
 *
 * @example
 * markerBox({ kind: 'listing', shape: 'dot', position: { lat: 0, lng: 0 }, … }, 0) // { left: 121, top: 121, right: 135, bottom: 135 }
 */
export function markerBox(marker: MapMarker, zoom: number): PixelBox {
  return footprintBox(worldPixel(marker.position, zoom), markerFootprint(markerShape(marker)))
}

/**
 * The room a marker needs: its box, and for a listing's pill also its dot's (which reaches below
 * the tail's tip), so that a pill can always turn into its dot without touching anything new.
 */
function roomOf(marker: MapMarker, zoom: number): PixelBox {
  const box = markerBox(marker, zoom)
  if (!isPill(marker)) return box
  const dot = footprintBox(worldPixel(marker.position, zoom), markerFootprint({ kind: 'dot' }))
  return {
    left: Math.min(box.left, dot.left),
    top: Math.min(box.top, dot.top),
    right: Math.max(box.right, dot.right),
    bottom: Math.max(box.bottom, dot.bottom),
  }
}

function isPill(marker: MapMarker): marker is ListingMapMarker {
  return marker.kind === 'listing' && marker.shape === 'pill'
}

function place(marker: MapMarker, zoom: number): Placed {
  const { lat, lng } = marker.position
  const listings = marker.kind === 'cluster' ? null : marker.kind === 'listing' ? [marker.listing] : marker.listings
  return {
    marker,
    count: marker.kind === 'cluster' ? marker.count : (listings?.length ?? 0),
    listings,
    extent: marker.kind === 'cluster' ? marker.box : { top_left: { lat, lng }, bottom_right: { lat, lng } },
    box: roomOf(marker, zoom),
  }
}

function union(a: BoundingBox, b: BoundingBox): BoundingBox {
  return {
    top_left: { lat: Math.max(a.top_left.lat, b.top_left.lat), lng: Math.min(a.top_left.lng, b.top_left.lng) },
    bottom_right: {
      lat: Math.min(a.bottom_right.lat, b.bottom_right.lat),
      lng: Math.max(a.bottom_right.lng, b.bottom_right.lng),
    },
  }
}

/**
 * Two overlapping markers as one: a bubble of both counts at their weighted centre (the first's
 * key, so React keeps its element), or at the map's last zoom, when both stand for known
 * listings, one '{n} listings' marker.
 */
function merge(first: Placed, second: Placed, options: MarkerLayoutOptions): Placed {
  const count = first.count + second.count
  const position: GeoPoint = {
    lat: (first.marker.position.lat * first.count + second.marker.position.lat * second.count) / count,
    lng: (first.marker.position.lng * first.count + second.marker.position.lng * second.count) / count,
  }
  const extent = union(first.extent, second.extent)
  // Only the last zoom needs a merged marker's listings (for '{n} listings'): elsewhere, copying
  // them at every merge would cost a busy view time quadratic in its listings.
  const listings =
    options.canZoomIn === false && first.listings && second.listings ? [...first.listings, ...second.listings] : null
  const key = `${first.marker.key}+${count}`
  if (listings) {
    return {
      ...place(multiListingMarker(listings, position, options.savedListingIds), options.zoom),
      count,
      listings,
      extent,
    }
  }
  // A bubble's text and name are formatted once it is final: a busy view merges hundreds of times.
  const sizeClass = clusterSizeClass(count)
  const draft: ClusterMapMarker = {
    kind: 'cluster',
    key,
    position,
    box: extent,
    count,
    sizeClass,
    radius: clusterMarkerRadius(sizeClass),
    text: '',
    label: '',
  }
  return {
    ...place(draft, options.zoom),
    count,
    listings,
    extent,
    final: () => clusterMarker(key, position, extent, count),
  }
}

function asDot(pill: Placed, zoom: number): Placed {
  const marker: ListingMapMarker = { ...(pill.marker as ListingMapMarker), shape: 'dot' }
  return place(marker, zoom)
}

/**
 * The markers for the server's clusters laid out on the screen at a zoom, so that no two of them
 * overlap (each keeps MARKER_FOOTPRINT.gap pixels from the others), as the portals draw them:
 *
 * 1. Bubbles first, largest count first; then each listing's price pill (saved listings' first)
 *    where it touches nothing placed before it, else a dot (a listing without room for its price).
 * 2. Any two markers that still overlap merge into a bubble of both counts at their weighted
 *    centre, until none do. A bubble's radius grows with its count (its size class), so the
 *    bubble's size decides how close two clusters may be.
 *
 * Every listing is counted once: the counts of the result add up to the clusters' total. A saved
 * listing's pill is wider (its heart), so saving one may turn a close neighbour into a dot.
 *
 * @example
 * layoutMapMarkers(clusters, { zoom: 12 })
 * // [{ kind: 'cluster', count: 240, … }, { kind: 'listing', shape: 'pill', text: '$450K', … }, { kind: 'listing', shape: 'dot', … }]
 */
export function layoutMapMarkers(clusters: readonly Cluster[], options: MarkerLayoutOptions): MapMarker[] {
  const { zoom } = options
  const leaves = mapMarkers(clusters, options.savedListingIds).map((marker) => place(marker, zoom))
  const bubbles = leaves.filter((leaf) => leaf.marker.kind === 'cluster').sort((a, b) => b.count - a.count)
  // Saved listings claim their pills first: the homes the user keeps stay priced on the map.
  const pills = leaves
    .filter((leaf) => leaf.marker.kind !== 'cluster')
    .sort((a, b) => Number(isSavedMarker(b.marker)) - Number(isSavedMarker(a.marker)))

  const first: Placed[] = [...bubbles]
  const later: Placed[] = []
  for (const pill of pills) {
    if (!first.some((other) => boxesCollide(pill.box, other.box))) first.push(pill)
    else later.push(pill.marker.kind === 'listing' ? asDot(pill, zoom) : pill)
  }

  // Each marker joins the laid-out ones only once it overlaps none of them. Where two overlap, a
  // pill among them becomes its dot first (a dot lies inside its pill's room, so this never makes
  // a new overlap); else the two merge into a new marker, checked again against the rest. Every
  // step turns a pill into a dot or makes one marker of two, so this ends, and no two laid-out
  // markers overlap.
  const laidOut: Placed[] = []
  for (const next of [...first, ...later]) {
    let current = next
    for (;;) {
      const index = laidOut.findIndex((other) => boxesCollide(current.box, other.box))
      if (index < 0) break
      const other = laidOut[index] as Placed
      if (isPill(current.marker)) current = asDot(current, zoom)
      else if (isPill(other.marker)) laidOut[index] = asDot(other, zoom)
      else {
        laidOut.splice(index, 1)
        current = merge(other, current, options)
      }
    }
    laidOut.push(current)
  }
  return laidOut.map((placed) => placed.final?.() ?? placed.marker)
}

/**
 * How many listings a laid-out marker stands for (a bubble's count, 1 for a listing, n for
 * '{n} listings').
 */
export function markerListingCount(marker: MapMarker): number {
  if (marker.kind === 'cluster') return marker.count
  return marker.kind === 'listing' ? 1 : marker.listings.length
}
