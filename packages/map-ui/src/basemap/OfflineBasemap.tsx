import { useEffect, useState } from 'react'
import { useMap } from 'react-leaflet'
import { COUNTY_LINES_MIN_ZOOM } from './basemap-palettes.js'
import type { BasemapPalette } from './basemap-palettes.js'
import { loadCounties, loadStates } from './load-us-atlas.js'
import type { AtlasLayers } from './load-us-atlas.js'
import { PANES, basemapGeoJson } from './panes.js'
import { featureLabels, showBasemapLabels } from './basemap-labels.js'
import { RegionalDetail } from './RegionalDetail.js'

const ATTRIBUTION = 'Boundaries: US Census Bureau (us-atlas)'

/** Loads one us-atlas file; `null` until it is there (or when it could not load). */
function useAtlas(load: () => Promise<AtlasLayers>, when: boolean): AtlasLayers | null {
  const [layers, setLayers] = useState<AtlasLayers | null>(null)
  useEffect(() => {
    if (!when) return
    let live = true
    load().then(
      (loaded) => live && setLayers(loaded),
      () => undefined, // without the atlas the map still shows its markers on the plain background
    )
    return () => {
      live = false
    }
  }, [load, when])
  return layers
}

/**
 * A basemap that needs no network: the US land, state and county lines from the `us-atlas` npm
 * package, drawn on canvas in the map style's colours, with state and county names; over the
 * Austin area its lakes, river and town names too (`RegionalDetail`). States come first; counties
 * (a large file, its own chunk) are fetched once the states are drawn, so they never delay the
 * first paint.
 */
export function OfflineBasemap({ palette }: { palette: BasemapPalette }) {
  const map = useMap()
  const states = useAtlas(loadStates, true)
  const counties = useAtlas(loadCounties, states !== null)

  useEffect(() => {
    map.attributionControl?.addAttribution(ATTRIBUTION)
    return () => {
      map.attributionControl?.removeAttribution(ATTRIBUTION)
    }
  }, [map])

  useEffect(() => {
    if (!states) return
    const land = basemapGeoJson(map, PANES.basemap, states.land, {
      stroke: false,
      fill: true,
      fillColor: palette.land,
      fillOpacity: 1,
    })
    const lines = basemapGeoJson(map, PANES.basemap, states.borders, {
      color: palette.stateLine,
      weight: 1.5,
      fill: false,
    })
    land.layer.addTo(map)
    lines.layer.addTo(map)
    const removeLabels = showBasemapLabels(map, featureLabels(states.units.features, 'state'))
    return function removeStates() {
      land.dispose()
      lines.dispose()
      removeLabels()
    }
  }, [map, states, palette])

  useEffect(() => {
    if (!counties) return
    const lines = basemapGeoJson(map, PANES.basemap, counties.borders, {
      color: palette.countyLine,
      weight: 1,
      fill: false,
    })
    function showFromZoom() {
      if (map.getZoom() >= COUNTY_LINES_MIN_ZOOM) lines.layer.addTo(map)
      else lines.layer.remove()
    }
    showFromZoom()
    map.on('zoomend', showFromZoom)
    const removeLabels = showBasemapLabels(map, featureLabels(counties.units.features, 'county'))
    return function removeCounties() {
      map.off('zoomend', showFromZoom)
      lines.dispose()
      removeLabels()
    }
  }, [map, counties, palette])

  return <RegionalDetail palette={palette} />
}
