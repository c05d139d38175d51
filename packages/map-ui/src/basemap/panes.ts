import L from 'leaflet'
import type { GeoJsonObject } from 'geojson'

/** A map pane of the basemap: its name and stacking order. */
export interface BasemapPane {
  name: string
  zIndex: number
}

/** Map panes of the basemap, below Leaflet's overlay (400) and marker (600) panes. */
export const PANES = {
  /** Land, state and county lines. */
  basemap: { name: 'idx-basemap', zIndex: 150 },
  /** Zip-code and neighbourhood outlines. */
  areas: { name: 'idx-areas', zIndex: 350 },
  /** Place names. */
  labels: { name: 'idx-labels', zIndex: 450 },
} as const satisfies Record<string, BasemapPane>

/** The named pane, created on first use (not interactive: clicks go through to the map). */
export function ensurePane(map: L.Map, pane: BasemapPane): string {
  if (!map.getPane(pane.name)) {
    const element = map.createPane(pane.name)
    element.style.zIndex = String(pane.zIndex)
    element.style.pointerEvents = 'none'
  }
  return pane.name
}

/**
 * GeoJSON drawn on a canvas of its own in a basemap pane, never interactive: thousands of county
 * outlines cost one canvas rather than thousands of SVG paths. Returns the layer (not yet on the
 * map) and a function that removes it with its canvas.
 */
export function canvasGeoJson(
  map: L.Map,
  pane: BasemapPane,
  data: GeoJsonObject,
  style: L.PathOptions | L.StyleFunction,
): { layer: L.GeoJSON; dispose: () => void } {
  const name = ensurePane(map, pane)
  const renderer = L.canvas({ pane: name, padding: 0.5 })
  // Leaflet hands these options to every shape it builds, so the canvas renderer applies to all.
  const layer = L.geoJSON(data, { pane: name, renderer, interactive: false, style } as L.GeoJSONOptions)
  return {
    layer,
    dispose() {
      layer.remove()
      renderer.remove()
    },
  }
}
