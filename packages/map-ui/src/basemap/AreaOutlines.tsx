import { useEffect, useMemo } from 'react'
import type { FeatureCollection } from 'geojson'
import { useMap } from 'react-leaflet'
import type { GeoPoint } from '@idx/domain'
import { areaContaining } from './area-containing.js'
import type { BasemapPalette } from './basemap-palettes.js'
import { featureLabels, showBasemapLabels } from './basemap-labels.js'
import type { LabelObstacle } from './basemap-labels.js'
import type { BasemapAreaFeature, BasemapAreas } from './basemap-types.js'
import { PANES, basemapGeoJson } from './panes.js'

/** What the outlines are drawn around: a spot the map is about (a listing), kept clear of names. */
export interface AreaFocus {
  position: GeoPoint
  /** The marker's box on screen, in pixels, which no name may cover (see `LabelObstacle`). */
  marker: Omit<LabelObstacle, 'position'>
}

/** Neighbourhoods first: they name a listing's surroundings better than its zip code does. */
const FOCUS_KINDS = ['neighborhood', 'zip'] as const

function isZip(feature: unknown): boolean {
  return (feature as BasemapAreaFeature | undefined)?.properties?.kind === 'zip'
}

/**
 * The market's zip-code and neighbourhood outlines (passed in as GeoJSON), drawn on canvas with
 * their names: zip codes dashed and quiet, neighbourhoods solid with a light fill. With a `focus`
 * (a listing map), the neighbourhood it lies in (else its zip) is outlined boldly as an SVG path
 * of class `idx-map-area--focus` and its name comes first.
 */
export function AreaOutlines({
  areas,
  palette,
  focus,
}: {
  areas: BasemapAreas
  palette: BasemapPalette
  focus?: AreaFocus | null
}) {
  const map = useMap()
  const focusArea = useMemo(
    () => (focus ? areaContaining(areas.features, focus.position, FOCUS_KINDS) : undefined),
    [areas, focus],
  )

  useEffect(() => {
    const outlines = basemapGeoJson(map, PANES.areas, areas, (feature) =>
      isZip(feature)
        ? { color: palette.zipLine, weight: 1.25, dashArray: '5 4', fill: false }
        : { color: palette.areaLine, weight: 1.5, fillColor: palette.areaFill, fillOpacity: 0.06 },
    )
    outlines.layer.addTo(map)
    const labels = [
      ...featureLabels(
        areas.features.filter((feature) => feature !== focusArea && isZip(feature)),
        'zip',
      ),
      ...featureLabels(
        areas.features.filter((feature) => feature !== focusArea && !isZip(feature)),
        'neighborhood',
      ),
      ...featureLabels(focusArea ? [focusArea] : [], isZip(focusArea) ? 'zip' : 'neighborhood').map((label) => ({
        ...label,
        emphasis: true,
      })),
    ]
    const obstacles: LabelObstacle[] = focus ? [{ position: focus.position, ...focus.marker }] : []
    const removeLabels = showBasemapLabels(map, labels, obstacles)
    const outline = focusArea
      ? basemapGeoJson(
          map,
          PANES.focus,
          { type: 'FeatureCollection', features: [focusArea] } as FeatureCollection,
          {
            className: 'idx-map-area--focus',
            color: palette.areaLine,
            weight: 3,
            fillColor: palette.areaFill,
            fillOpacity: 0.16,
          },
          'svg',
        )
      : null
    outline?.layer.addTo(map)
    return function removeAreas() {
      outlines.dispose()
      outline?.dispose()
      removeLabels()
    }
  }, [map, areas, palette, focus, focusArea])
  return null
}
