import { latLng } from '../geo/types.js'
import type { LatLng } from '../geo/types.js'

/** Map zoom levels. */
export const MAP_ZOOM = {
  /** The map cannot zoom out further. */
  min: 5,
  /** Zoom of a fresh map. */
  default: 10,
  /** Zoom when the map shows one listing. */
  listing: 14,
} as const

/** Scroll-wheel pixels per zoom level (Leaflet `wheelPxPerZoomLevel`). */
export const MAP_WHEEL_PX_PER_ZOOM_LEVEL = 2000

/** Where a map without other position starts (Austin, TX); also the UI editor's map. */
export const DEFAULT_MAP_CENTER: LatLng = latLng(30.267294, -97.75)

/** Base map styles. */
export const MAP_STYLES = ['default', 'light', 'minimal', 'topo', 'sat'] as const
export type MapStyle = (typeof MAP_STYLES)[number]
export const DEFAULT_MAP_STYLE: MapStyle = 'default'

/** Width of the listing popup on the map, in CSS pixels (its photo size is `IMAGE_SIZES.mapPopup`). */
export const MAP_POPUP_WIDTH = 270

/** Smallest radius of a cluster marker, in CSS pixels. */
export const CLUSTER_MARKER_MIN_RADIUS = 25
