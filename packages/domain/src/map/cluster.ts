import type { BoundingBox, GeoPoint } from '../geo/types.js'
import type { Listing } from '../listing/types.js'

/** A map cluster of listings, as returned by `listings/map/clusters`. */
export type Cluster = {
  centroid: GeoPoint
  bounding_box: BoundingBox
  document_count: number
  hit_count: number
  /** The cluster's listings that have a location (the app's `listingsWithLocation`). */
  listings: Listing[]
}
