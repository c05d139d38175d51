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
  /** Lakes and rivers, over the land. */
  water: { name: 'idx-water', zIndex: 200 },
  /** Zip-code and neighbourhood outlines. */
  areas: { name: 'idx-areas', zIndex: 350 },
  /** The outline of the area a map is about (a listing's neighbourhood), over the others. */
  focus: { name: 'idx-focus-area', zIndex: 360 },
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
 * How a basemap layer is drawn: `canvas` for many shapes (thousands of county outlines cost one
 * canvas rather than thousands of SVG paths), `svg` for the few a test or a stylesheet needs to
 * find (each path carries the style's `className`).
 */
export type BasemapDrawing = 'canvas' | 'svg'

/**
 * GeoJSON drawn in a basemap pane by a renderer of its own, never interactive. Returns the layer
 * (not yet on the map) and a function that removes it with its renderer.
 */
export function basemapGeoJson(
  map: L.Map,
  pane: BasemapPane,
  data: GeoJsonObject,
  style: L.PathOptions | L.StyleFunction,
  drawing: BasemapDrawing = 'canvas',
): { layer: L.GeoJSON; dispose: () => void } {
  const name = ensurePane(map, pane)
  const renderer = drawing === 'canvas' ? L.canvas({ pane: name, padding: 0.5 }) : L.svg({ pane: name, padding: 0.5 })
  // Leaflet hands these options to every shape it builds, so the renderer applies to all.
  const layer = L.geoJSON(data, { pane: name, renderer, interactive: false, style } as L.GeoJSONOptions)
  return {
    layer,
    dispose() {
      layer.remove()
      renderer.remove()
    },
  }
}
