import { useEffect } from 'react'
import type { FeatureCollection } from 'geojson'
import { useMap } from 'react-leaflet'
import type { BasemapPalette } from './basemap-palettes'
import type { BasemapAreaFeature, BasemapAreas } from './basemap-types'
import { PANES, canvasGeoJson } from './panes'
import { placeLabelLayer, placeLabels } from './place-labels'

/**
 * The market's zip-code and neighbourhood outlines (passed in as GeoJSON), drawn on canvas with
 * their names from street-level zooms: zip codes dashed, neighbourhoods solid.
 */
export function AreaOutlines({ areas, palette }: { areas: BasemapAreas; palette: BasemapPalette }) {
  const map = useMap()
  useEffect(() => {
    const outlines = canvasGeoJson(map, PANES.areas, areas as unknown as FeatureCollection, (feature) => {
      const zip = (feature as BasemapAreaFeature | undefined)?.properties?.kind === 'zip'
      return {
        color: palette.areaLine,
        weight: zip ? 1.5 : 2,
        dashArray: zip ? '6 4' : undefined,
        fillColor: palette.areaFill,
        fillOpacity: 0.07,
      }
    })
    outlines.layer.addTo(map)
    const removeLabels = placeLabelLayer(map, placeLabels(areas.features), 'area')
    return function removeAreas() {
      outlines.dispose()
      removeLabels()
    }
  }, [map, areas, palette])
  return null
}
