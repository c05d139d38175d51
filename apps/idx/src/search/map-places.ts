import { MAP_ZOOM, geometryBoundingBox, unionBoundingBox, type BoundingBox, type GeoJsonGeometry } from '@idx/domain'
import type { MapEmptyCause, MapPlace, MapView } from '@idx/map-ui'

/** Pixels kept clear around a picked place when the map fits to it (the area tools, the zoom buttons). */
export const PLACE_FIT_PADDING = 48

type PlaceResource = { id: string; attributes?: { name?: string; geometry?: GeoJsonGeometry | null } }

/** The places of a `GET places` document that have a position, as the map outlines them. */
export function mapPlacesOf(document: unknown): MapPlace[] {
  const data = (document as { data?: PlaceResource[] } | undefined)?.data ?? []
  return data.flatMap((place) =>
    place.attributes?.geometry
      ? [{ id: place.id, name: place.attributes.name ?? place.id, geometry: place.attributes.geometry }]
      : [],
  )
}

/**
 * Where the map goes to show the search's places whole: their box with some room around it, or
 * the listing zoom (14) around a single address; null without places.
 *
 * @example
 * placesView([zilker]) // { box: { top_left: ..., bottom_right: ... }, padding: 48 }
 * placesView([address]) // { center: { lat: 30.1, lng: -97.6 }, zoom: 14 }
 */
export function placesView(places: readonly MapPlace[]): MapView | null {
  const box = unionBoundingBox(
    places.flatMap((place) => {
      const placeBox = geometryBoundingBox(place.geometry)
      return placeBox ? [placeBox] : []
    }),
  )
  if (!box) return null
  if (isPoint(box)) return { center: box.top_left, zoom: MAP_ZOOM.listing }
  return { box, padding: PLACE_FIT_PADDING }
}

/** The whole world as a search box: a collection's extent is asked over it (its listings may lie anywhere). */
export const WORLD_BOX: BoundingBox = { top_left: { lat: 85, lng: -180 }, bottom_right: { lat: -85, lng: 180 } }

/**
 * Where a collection's map opens: around all of its listings (the union of its clusters' extents)
 * with room for the buttons, or the listing zoom around a single one; null for an empty board
 * (the map then opens at the market).
 *
 * @example
 * listingsExtentView([{ bounding_box: east }, { bounding_box: west }]) // { box: east ∪ west, padding: 48 }
 * listingsExtentView([]) // null
 */
export function listingsExtentView(clusters: readonly { bounding_box?: BoundingBox | null }[]): MapView | null {
  const box = unionBoundingBox(clusters.flatMap((cluster) => (cluster.bounding_box ? [cluster.bounding_box] : [])))
  if (!box) return null
  if (isPoint(box)) return { center: box.top_left, zoom: MAP_ZOOM.listing }
  return { box, padding: PLACE_FIT_PADDING }
}

function isPoint(box: BoundingBox): boolean {
  return box.top_left.lat === box.bottom_right.lat && box.top_left.lng === box.bottom_right.lng
}

/**
 * Why a map with no listing in view is empty, so its notice says what helps: the filters match
 * nothing in the whole market (`marketTotal` 0: clear them), the drawn area holds none, or only
 * this view is empty (zoom out or move). `marketTotal` is null until known.
 *
 * @example
 * mapEmptyCause(0, false)    // 'filters'
 * mapEmptyCause(120, true)   // 'shape'
 * mapEmptyCause(null, false) // 'area'
 */
export function mapEmptyCause(marketTotal: number | null, hasShape: boolean): MapEmptyCause {
  if (marketTotal === 0) return 'filters'
  return hasShape ? 'shape' : 'area'
}
