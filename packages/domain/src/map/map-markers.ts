import { clusterSizeClass } from './cluster-size-class.js'
import type { ClusterSizeClass } from './cluster-size-class.js'
import { usableCoordinates } from '../listing/coordinates.js'
import type { Cluster } from './cluster.js'
import type { BoundingBox, GeoPoint } from '../geo/types.js'
import type { Listing } from '../listing/types.js'
import { clusterMarkerRadius } from './cluster-marker-radius.js'
import {
  clusterMarkerLabel,
  clusterMarkerText,
  listingMarkerLabel,
  listingMarkerText,
  multiListingMarkerLabel,
  multiListingMarkerText,
  savedListingMarkerLabel,
  savedMultiListingMarkerLabel,
} from './marker-text.js'

const NONE_SAVED: ReadonlySet<string> = new Set()

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

/**
 * One listing with a popup: a price pill, or a dot where its pill would not fit (`layoutMapMarkers`).
 */
export type ListingMapMarker = {
  kind: 'listing'
  key: string
  position: GeoPoint
  listing: Listing
  shape: 'pill' | 'dot'
  /** The price ('$450K', 'N/A'): a pill shows it; a dot's name (`label`) says it. */
  text: string
  /** Its accessible name; a saved listing's ends with 'Saved'. */
  label: string
  /** Whether the user has saved the listing: the map draws it with a heart. */
  saved: boolean
}

/** Several listings at the same position (a building's units): '{n} listings' with one popup for all. */
export type MultiListingMapMarker = {
  kind: 'multi-listing'
  key: string
  position: GeoPoint
  listings: Listing[]
  text: string
  /** Its accessible name; ends with '{n} saved' when some of its listings are saved. */
  label: string
  /** How many of its listings the user has saved: the map draws it with a heart when any. */
  savedCount: number
}

/** What the map draws for the server's clusters. */
export type MapMarker = ClusterMapMarker | ListingMapMarker | MultiListingMapMarker

/**
 * A count bubble for `count` listings around `position` spanning `box`, sized by its size class.
 *
 * @example
 * clusterMarker('cluster:a', { lat: 30.25, lng: -97.78 }, box, 240)
 * // { kind: 'cluster', count: 240, text: '240', sizeClass: 'cluster-over-200', radius: 46, … }
 */
export function clusterMarker(key: string, position: GeoPoint, box: BoundingBox, count: number): ClusterMapMarker {
  const sizeClass = clusterSizeClass(count)
  return {
    kind: 'cluster',
    key,
    position,
    box,
    count,
    sizeClass,
    radius: clusterMarkerRadius(sizeClass),
    text: clusterMarkerText(count),
    label: clusterMarkerLabel(count),
  }
}

/**
 * One marker for several listings at or near one spot ('{n} listings', one popup for all), with
 * how many of them are among `savedListingIds`.
 */
export function multiListingMarker(
  listings: Listing[],
  position: GeoPoint,
  savedListingIds: ReadonlySet<string> = NONE_SAVED,
): MultiListingMapMarker {
  const savedCount = listings.filter((listing) => savedListingIds.has(String(listing.id))).length
  return {
    kind: 'multi-listing',
    key: `listings:${listings.map((listing) => listing.id).join(',')}`,
    position,
    listings,
    text: multiListingMarkerText(listings.length),
    label: savedMultiListingMarkerLabel(multiListingMarkerLabel(listings), savedCount),
    savedCount,
  }
}

function serverClusterMarker(cluster: Cluster): ClusterMapMarker {
  const count = cluster.document_count
  const { lat, lng } = cluster.centroid
  return clusterMarker(`cluster:${lat},${lng}:${count}`, { lat, lng }, cluster.bounding_box, count)
}

function listingMarkers(
  listings: readonly Listing[],
  savedListingIds: ReadonlySet<string>,
): (ListingMapMarker | MultiListingMapMarker)[] {
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
      const saved = savedListingIds.has(String(only.id))
      return {
        kind: 'listing',
        key: `listing:${only.id}`,
        position,
        listing: only,
        shape: 'pill',
        text: listingMarkerText(only),
        label: saved ? savedListingMarkerLabel(listingMarkerLabel(only)) : listingMarkerLabel(only),
        saved,
      }
    }
    return multiListingMarker(group, position, savedListingIds)
  })
}

/**
 * The markers for the server's clusters, before any layout: a cluster that carries all of its
 * listings (the server sends them for small clusters) becomes one price pill per position, or a
 * '{n} listings' marker for several listings at the same spot (a building's units). Any other
 * cluster is a count bubble sized by its size class. Listings without usable coordinates are left
 * out. `layoutMapMarkers` then makes sure none of them overlap on the screen. A listing among
 * `savedListingIds` is marked `saved` (a '{n} listings' marker counts its saved ones).
 *
 * @example
 * mapMarkers([{ document_count: 240, hit_count: 0, listings: [], … }])
 * // [{ kind: 'cluster', count: 240, text: '240', sizeClass: 'cluster-over-200', radius: 46, … }]
 */
export function mapMarkers(
  clusters: readonly Cluster[],
  savedListingIds: ReadonlySet<string> = NONE_SAVED,
): MapMarker[] {
  return clusters.flatMap((cluster): MapMarker[] => {
    const listings = cluster.listings ?? []
    const carriesAll = listings.length > 0 && listings.length >= cluster.document_count
    return carriesAll ? listingMarkers(listings, savedListingIds) : [serverClusterMarker(cluster)]
  })
}
