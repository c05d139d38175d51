import { useEffect } from 'react'
import { useMap } from 'react-leaflet'
import type { BasemapPalette } from './basemap-palettes.js'
import { showBasemapLabels } from './basemap-labels.js'
import type { BasemapLabel } from './basemap-labels.js'
import { CENTRAL_TEXAS_PLACES, CENTRAL_TEXAS_WATER } from './central-texas.js'
import { PANES, basemapGeoJson } from './panes.js'

/** Below this zoom the lakes are a few pixels wide: the state and county map does without them. */
const WATER_MIN_ZOOM = 8

const PLACE_LABELS: readonly BasemapLabel[] = CENTRAL_TEXAS_PLACES.map((place) => ({
  name: place.name,
  position: { lat: place.lat, lng: place.lng },
  kind: place.rank,
}))

const WATER_LABELS: readonly BasemapLabel[] = CENTRAL_TEXAS_WATER.features.map((feature) => ({
  name: feature.properties.name,
  position: feature.properties.labelAt,
  kind: 'water',
}))

/**
 * The Austin area's lakes and the Colorado River (SVG paths of class `idx-map-water`) and the
 * names of its towns and waters, in the map style's colours. See central-texas.ts for where the
 * shapes come from.
 */
export function RegionalDetail({ palette }: { palette: BasemapPalette }) {
  const map = useMap()
  useEffect(() => {
    const water = basemapGeoJson(
      map,
      PANES.water,
      CENTRAL_TEXAS_WATER,
      (feature) =>
        feature?.geometry.type === 'LineString'
          ? {
              className: 'idx-map-water idx-map-water--river',
              color: palette.water,
              weight: 4,
              opacity: 1,
              lineCap: 'round',
            }
          : {
              className: 'idx-map-water idx-map-water--lake',
              color: palette.waterLine,
              weight: 1,
              fillColor: palette.water,
              fillOpacity: 1,
            },
      'svg',
    )
    function showFromZoom() {
      if (map.getZoom() >= WATER_MIN_ZOOM) water.layer.addTo(map)
      else water.layer.remove()
    }
    showFromZoom()
    map.on('zoomend', showFromZoom)
    const removeLabels = showBasemapLabels(map, [...PLACE_LABELS, ...WATER_LABELS])
    return function removeRegionalDetail() {
      map.off('zoomend', showFromZoom)
      water.dispose()
      removeLabels()
    }
  }, [map, palette])
  return null
}
