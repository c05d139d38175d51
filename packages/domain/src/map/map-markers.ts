import { clusterSizeClass } from '../constants/cluster-size-class.js'
import type { ClusterSizeClass } from '../constants/cluster-size-class.js'
import { usableCoordinates } from '../listing/coordinates.js'
import type { Cluster } from '../types/cluster.js'
import type { BoundingBox, GeoPoint } from '../types/geo.js'
import type { Listing } from '../types/listing.js'
import { clusterMarkerRadius } from './cluster-marker-radius.js'
import {
  clusterMarkerLabel,
  clusterMarkerText,
  listingMarkerLabel,
  listingMarkerText,
  multiListingMarkerLabel,
  multiListingMarkerText,
} from './marker-text.js'

/** A server cluster too big to carry its listings: a bubble with its count that zooms in. */
export type ClusterMapMarker = {
  kind: 'cluster'
  key: string
  position: GeoPoint
  /** The listings' extent: where activating the marker zooms to. */
  box: BoundingBox
  count: number
  sizeClass: ClusterSizeClass | null
  /** CSS pixels. */
  radius: number
  /** What the marker shows ('1,234', '12.3K'). */
  text: string
  /** Its accessible name. */
  label: string
}

/** One listing: a price marker with a popup. */
export type ListingMapMarker = {
  kind: 'listing'
  key: string
  position: GeoPoint
  listing: Listing
  text: string
  label: string
}

/** Several listings at the same position (a building's units): '{n} listings' with one popup for all. */
export type MultiListingMapMarker = {
  kind: 'multi-listing'
  key: string
  position: GeoPoint
  listings: Listing[]
  text: string
  label: string
}

/** The most price markers one cluster (a 64 px grid cell) opens into. */
export const MAX_PRICE_MARKERS_PER_CLUSTER = 3

/** What the map draws for the server's clusters. */
export type MapMarker = ClusterMapMarker | ListingMapMarker | MultiListingMapMarker

function clusterMarker(cluster: Cluster): ClusterMapMarker {
  const count = cluster.document_count
  const sizeClass = clusterSizeClass(count)
  const { lat, lng } = cluster.centroid
  return {
    kind: 'cluster',
    key: `cluster:${lat},${lng}:${count}`,
    position: { lat, lng },
    box: cluster.bounding_box,
    count,
    sizeClass,
    radius: clusterMarkerRadius(sizeClass),
    text: clusterMarkerText(count),
    label: clusterMarkerLabel(count),
  }
}

function listingMarkers(listings: readonly Listing[]): (ListingMapMarker | MultiListingMapMarker)[] {
  const byPosition = new Map<string, { position: GeoPoint; listings: Listing[] }>()
  for (const listing of listings) {
    const coordinates = usableCoordinates(listing)
    if (!coordinates) continue
    const [lat, lng] = coordinates
    const key = `${lat},${lng}`
    const group = byPosition.get(key)
    if (group) group.listings.push(listing)
    else byPosition.set(key, { position: { lat, lng }, listings: [listing] })
  }
  return [...byPosition.values()].map(({ position, listings: group }) => {
    const [only] = group
    if (only && group.length === 1) {
      return {
        kind: 'listing',
        key: `listing:${only.id}`,
        position,
        listing: only,
        text: listingMarkerText(only),
        label: listingMarkerLabel(only),
      }
    }
    return {
      kind: 'multi-listing',
      key: `listings:${group.map((listing) => listing.id).join(',')}`,
      position,
      listings: group,
      text: multiListingMarkerText(group.length),
      label: multiListingMarkerLabel(group),
    }
  })
}

/**
 * The markers for the server's clusters. A cluster that carries all of its listings (the server
 * sends them for small clusters) at no more than MAX_PRICE_MARKERS_PER_CLUSTER positions becomes
 * one marker per position: a price marker for a listing alone there, a '{n} listings' marker for
 * several at the same spot. Any other cluster is a count bubble sized by its size class. Listings
 * without usable coordinates are left out.
 *
 * @example
 * mapMarkers([{ document_count: 240, hit_count: 0, listings: [], … }])
 * // [{ kind: 'cluster', count: 240, text: '240', sizeClass: 'cluster-over-200', radius: 46, … }]
 */
export function mapMarkers(clusters: readonly Cluster[]): MapMarker[] {
  return clusters.flatMap((cluster): MapMarker[] => {
    const listings = cluster.listings ?? []
    const carriesAll = listings.length > 0 && listings.length >= cluster.document_count
    if (!carriesAll) return [clusterMarker(cluster)]
    const markers = listingMarkers(listings)
    // Price markers are wider than a grid cell: more than a few per cell would pile up on each
    // other, so a busier cell stays a bubble (activating it zooms in) unless its listings share
    // one spot (a building's units: one '{n} listings' marker).
    return markers.length <= MAX_PRICE_MARKERS_PER_CLUSTER ? markers : [clusterMarker(cluster)]
  })
}
