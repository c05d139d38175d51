import L from 'leaflet'
import { labelPosition } from '@idx/domain'
import type { GeoJsonGeometry, GeoPoint } from '@idx/domain'
import { escapeHtml } from '../markers/escape-html'
import { LABEL_ZOOMS, MAX_LABELS } from './basemap-palettes'
import { PANES, ensurePane } from './panes'

/** A name written on the basemap, and where. */
export interface PlaceLabel {
  name: string
  position: GeoPoint
}

/** Kinds of place names; each has its own look and zoom range. */
export type PlaceLabelKind = 'state' | 'county' | 'area'

type NamedFeature = { geometry: unknown; properties?: { name?: string | null } | null }

/** Label positions of named features (computed once per layer, not on every move). */
export function placeLabels(features: readonly NamedFeature[]): PlaceLabel[] {
  return features.flatMap((feature) => {
    const name = feature.properties?.name?.trim()
    const position = feature.geometry ? labelPosition(feature.geometry as GeoJsonGeometry) : null
    return name && position ? [{ name, position }] : []
  })
}

/**
 * A layer of place names that shows, after each move, the names whose position is in view, at
 * most `MAX_LABELS`, within the kind's zoom range (`LABEL_ZOOMS`). The names are decoration for sighted visitors: they are not focusable and
 * screen readers skip them (the results list is the accessible equivalent of the map).
 */
export function placeLabelLayer(map: L.Map, labels: readonly PlaceLabel[], kind: PlaceLabelKind): () => void {
  const zooms = LABEL_ZOOMS[kind]
  const pane = ensurePane(map, PANES.labels)
  const group = L.layerGroup().addTo(map)
  const icons = new Map<string, L.DivIcon>()
  function icon(name: string): L.DivIcon {
    let made = icons.get(name)
    if (!made) {
      made = L.divIcon({
        className: `idx-map-label idx-map-label--${kind}`,
        iconSize: null as unknown as L.PointExpression,
        html: `<span aria-hidden="true">${escapeHtml(name)}</span>`,
      })
      icons.set(name, made)
    }
    return made
  }
  function update() {
    group.clearLayers()
    const zoom = map.getZoom()
    if (zoom < zooms.min || zoom > zooms.max) return
    const bounds = map.getBounds()
    let shown = 0
    for (const label of labels) {
      if (shown >= MAX_LABELS) break
      if (!bounds.contains(label.position)) continue
      L.marker(label.position, { icon: icon(label.name), interactive: false, keyboard: false, pane }).addTo(group)
      shown += 1
    }
  }
  update()
  map.on('moveend', update)
  return function removePlaceLabels() {
    map.off('moveend', update)
    group.remove()
  }
}
