// @idx/map-ui public API: every export named. The package imports Leaflet, which needs `window`
// when it loads: server-rendered hosts import this package lazily, in the browser only.
export { SEARCH_MAP_DESCRIPTION, SearchMap } from './search-map/SearchMap.js'
export type { SearchMapProps } from './search-map/SearchMap.js'
export type { ListingCalloutProps, RenderListingCallout } from './markers/MapMarkers.js'
export { MAP_STATUS_TEXT } from './search-map/map-status.js'
export type { MapEmptyCause, MapState } from './search-map/map-status.js'
export type { MapPlace } from './search-map/PlaceOutlines.js'
export type { MapView } from './search-map/map-view.js'
export { LOCATION_NOT_AVAILABLE_TEXT, ListingMap } from './listing-map/ListingMap.js'
export type { ListingMapProps } from './listing-map/ListingMap.js'
export { PIN_KEY_STEP_PX, PIN_ZOOM, PinMap } from './pin-map/PinMap.js'
export type { PinMapProps, PinPosition } from './pin-map/PinMap.js'
/** @deprecated Use `sanitizeFeedHtml` from `@idx/ui` (the one sanitiser); kept for existing imports. */
export { sanitizeFeedHtml as sanitizeDisclaimerHtml } from '@idx/ui'
export { DRAWING_HINTS } from './draw/useShapeDrawing.js'
export { BASEMAP_PALETTES } from './basemap/basemap-palettes.js'
export type { BasemapPalette } from './basemap/basemap-palettes.js'
export type {
  BasemapAreaFeature,
  BasemapAreaKind,
  BasemapAreas,
  PmtilesBasemapSource,
  TileSource,
} from './basemap/basemap-types.js'
export { PMTILES_FLAVORS } from './basemap/PmtilesBasemap.js'
