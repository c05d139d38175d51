import type L from 'leaflet'
import { MAP_ZOOM, boundingBoxFromEdges } from '@idx/domain'
import type { BoundingBox, GeoPoint } from '@idx/domain'

/**
 * Where the map looks: a centre (and zoom, default 10), or a box to fit, exactly (a box the URL
 * holds) or with `padding` pixels around it (a place to show whole, clear of the map's buttons).
 */
export type MapView = { center: GeoPoint; zoom?: number } | { box: BoundingBox; padding?: number }

/** The search's bounding box of what the map shows now. */
export function currentBox(map: L.Map): BoundingBox {
  const bounds = map.getBounds()
  return boundingBoxFromEdges({
    north: bounds.getNorth(),
    south: bounds.getSouth(),
    east: bounds.getEast(),
    west: bounds.getWest(),
  })
}

/** Leaflet bounds of a search box (south-west, north-east corners). */
export function leafletBounds(box: BoundingBox): L.LatLngBoundsLiteral {
  return [
    [box.bottom_right.lat, box.top_left.lng],
    [box.top_left.lat, box.bottom_right.lng],
  ]
}

/** Moves a map to a view. */
export function applyView(map: L.Map, view: MapView): void {
  if ('box' in view)
    map.fitBounds(leafletBounds(view.box), view.padding ? { padding: [view.padding, view.padding] } : {})
  else map.setView(view.center, view.zoom ?? MAP_ZOOM.default)
}

/** A stable key of a view, so that an equal view passed again does not move the map. */
export function viewKey(view: MapView | undefined): string {
  return view ? JSON.stringify(view) : ''
}
