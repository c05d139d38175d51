import { useEffect } from 'react'
import L from 'leaflet'
import type { GeoJsonObject } from 'geojson'
import { useMap } from 'react-leaflet'
import type { GeoJsonGeometry } from '@idx/domain'

/** A place the search picked (a city, neighbourhood, zip code, school or address) and where it is. */
export interface MapPlace {
  /** The suggestion id, e.g. 'zip:78704'. */
  id: string
  name: string
  geometry: GeoJsonGeometry
}

/** Under the listings' markers (600) and the drawn area, above the basemap's outlines (350). */
const PLACES_PANE = { name: 'idx-places', zIndex: 380 }

const OUTLINE: L.PathOptions = {
  className: 'idx-map-place',
  color: '#b3261e',
  weight: 3,
  opacity: 0.9,
  fillColor: '#b3261e',
  fillOpacity: 0.04,
  interactive: false,
}

/**
 * Outlines the places the search picked, so the visitor sees what the results are limited to: a
 * shape as a line around it, an address as a ring around its point. Drawn as SVG in a pane of
 * its own that takes no clicks.
 */
export function PlaceOutlines({ places }: { places: readonly MapPlace[] }) {
  const map = useMap()
  const key = JSON.stringify(places)
  useEffect(() => {
    const shown = JSON.parse(key) as MapPlace[]
    if (shown.length === 0) return
    if (!map.getPane(PLACES_PANE.name)) {
      const pane = map.createPane(PLACES_PANE.name)
      pane.style.zIndex = String(PLACES_PANE.zIndex)
      pane.style.pointerEvents = 'none'
    }
    const layer = L.geoJSON(
      {
        type: 'FeatureCollection',
        features: shown.map((place) => ({
          type: 'Feature',
          geometry: place.geometry,
          properties: { name: place.name },
        })),
      } as GeoJsonObject,
      {
        pane: PLACES_PANE.name,
        style: () => OUTLINE,
        pointToLayer: (_feature, position) =>
          L.circleMarker(position, { ...OUTLINE, pane: PLACES_PANE.name, radius: 14 }),
      },
    )
    layer.addTo(map)
    return function removeOutlines() {
      layer.remove()
    }
  }, [map, key])
  return null
}
