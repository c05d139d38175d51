import type L from 'leaflet'
import { cornerName } from '@idx/domain'

/** The pane Geoman draws its corners and hint marker in: above the listings' markers (600). */
export const DRAW_PANE = { name: 'idx-draw', zIndex: 650 } as const
/** The pane of the shape being drawn: over the (dimmed) markers, under its corners. */
export const DRAW_LINES_PANE = { name: 'idx-draw-lines', zIndex: 640 } as const

/** Geoman's `panes` option: corners and the shape's lines in panes that stay live while drawing. */
export const GEOMAN_PANES = {
  vertexPane: DRAW_PANE.name,
  markerPane: DRAW_PANE.name,
  layerPane: DRAW_LINES_PANE.name,
} as const

/** The drawing panes, created on first use. */
export function ensureDrawPane(map: L.Map): void {
  for (const pane of [DRAW_LINES_PANE, DRAW_PANE]) {
    if (!map.getPane(pane.name)) map.createPane(pane.name).style.zIndex = String(pane.zIndex)
  }
}

// Panes that stay live while drawing: the corners' and the shape's. Every other pane (markers,
// clusters, popups, labels, tiles) is made inert, so a click on a cluster or a price marker
// goes through to the map and places a corner, and no marker takes keyboard focus.
const LIVE_PANES = new Set<string>([DRAW_PANE.name, DRAW_LINES_PANE.name, 'overlayPane', 'mapPane'])

/**
 * Makes the map's markers inert while the visitor draws or edits an area (and live again after):
 * a click places a corner, never zooms into a cluster or opens a popup. An open popup closes.
 * Returns the function that ends it.
 */
export function holdMarkersInert(map: L.Map): () => void {
  map.closePopup()
  const panes = Object.entries(map.getPanes())
    .filter(([name]) => !LIVE_PANES.has(name))
    .map(([, pane]) => pane)
  for (const pane of panes) pane.inert = true
  return function releaseMarkers() {
    for (const pane of panes) pane.inert = false
  }
}

type GeomanMarker = L.Marker & { _middleMarkerPrev?: L.Marker; _middleMarkerNext?: L.Marker }

/** The corner handles of the shape being drawn or edited, in the ring's order. */
type CornerSource = () => readonly L.Marker[]

/**
 * Gives every corner handle its name ('Corner 1 of 4') while drawing or editing, again whenever
 * a corner is added or removed; the midpoint handles (drag-only shortcuts for adding a corner)
 * and the pointer's cursor marker are hidden from assistive tech and the Tab order. Returns the
 * function that stops it.
 */
export function nameCornersWhileActive(map: L.Map, corners: CornerSource): () => void {
  let frame = 0
  function nameCorners() {
    frame = 0
    // Geoman's cursor marker follows the pointer: decoration, not a button.
    for (const cursor of map.getPane(DRAW_PANE.name)?.querySelectorAll('.cursor-marker') ?? []) {
      cursor.removeAttribute('role')
      cursor.setAttribute('tabindex', '-1')
      cursor.setAttribute('aria-hidden', 'true')
    }
    const list = corners()
    list.forEach((marker, index) => {
      const element = marker.getElement()
      element?.setAttribute('aria-label', cornerName(index, list.length))
      for (const middle of [(marker as GeomanMarker)._middleMarkerPrev, (marker as GeomanMarker)._middleMarkerNext]) {
        const handle = middle?.getElement()
        handle?.setAttribute('aria-hidden', 'true')
        handle?.setAttribute('tabindex', '-1')
      }
    })
  }
  function later() {
    if (frame === 0) frame = requestAnimationFrame(nameCorners)
  }
  nameCorners()
  map.on('layeradd layerremove', later)
  return function stopNamingCorners() {
    map.off('layeradd layerremove', later)
    cancelAnimationFrame(frame)
  }
}
