import L from 'leaflet'
import { CLUSTER_MARKER_BASE_CLASS, markerFootprint, markerShape } from '@idx/domain'
import type { MapMarker } from '@idx/domain'
import { HEART_PATH } from '@idx/ui'
import { escapeHtml } from './escape-html.js'

// Icons are cached by their HTML: a marker whose icon object is unchanged keeps its DOM element
// across re-renders (react-leaflet calls setIcon only for a new icon), so keyboard focus and an
// open popup survive a cluster refresh.
const cache = new Map<string, L.DivIcon>()
const CACHE_LIMIT = 2000

function cached(key: string, create: () => L.DivIcon): L.DivIcon {
  let icon = cache.get(key)
  if (!icon) {
    if (cache.size >= CACHE_LIMIT) cache.clear()
    icon = create()
    cache.set(key, icon)
  }
  return icon
}

/** Visible text hidden from assistive tech, and the full name only they read. */
function content(text: string, label: string): string {
  return `<span aria-hidden="true">${escapeHtml(text)}</span><span class="idx-sr-only">${escapeHtml(label)}</span>`
}

/** The filled heart a saved listing's marker shows (its name says 'Saved' for screen readers). */
const HEART_SVG = `<svg class="idx-map-heart" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="${HEART_PATH}"/></svg>`

/** Whether a marker is drawn as saved: a saved listing, or '{n} listings' holding a saved one. */
function isSaved(marker: MapMarker): boolean {
  if (marker.kind === 'cluster') return false
  return marker.kind === 'listing' ? marker.saved : marker.savedCount > 0
}

/**
 * The Leaflet div icon of a map marker, at exactly the size `markerFootprint` gives it (the layout
 * that keeps markers apart counts on it): a round count bubble sized by its size class for a
 * cluster, a price pill ('$450K', 'N/A') whose tail's tip is the listing, a dot for a listing
 * without room for its pill, a dark '{n} listings' pill for several listings at one spot. A saved
 * listing's pill shows a heart before its price (its footprint has room for it) and its dot is a
 * heart. The focusable element's name is the marker's label; a pill's or bubble's text is shown.
 */
export function markerIcon(
  marker: MapMarker,
  options: { highlighted?: boolean; interactive?: boolean } = {},
): L.DivIcon {
  const { highlighted = false, interactive = true } = options
  const { width, height, anchorX, anchorY } = markerFootprint(markerShape(marker))
  const geometry = { iconSize: [width, height] as L.PointTuple, iconAnchor: [anchorX, anchorY] as L.PointTuple }
  if (marker.kind === 'cluster') {
    const className = [CLUSTER_MARKER_BASE_CLASS, marker.sizeClass].filter(Boolean).join(' ')
    return cached(`${className}|${width}|${marker.text}|${marker.label}`, () =>
      L.divIcon({ className, ...geometry, html: content(marker.text, marker.label) }),
    )
  }
  const dot = marker.kind === 'listing' && marker.shape === 'dot'
  const saved = isSaved(marker)
  const className = [
    dot ? 'idx-map-dot' : 'idx-map-pin',
    marker.kind === 'multi-listing' ? 'idx-map-pin--multi' : null,
    saved ? (dot ? 'idx-map-dot--saved' : 'idx-map-pin--saved') : null,
    highlighted ? (dot ? 'idx-map-dot--highlighted' : 'idx-map-pin--highlighted') : null,
    interactive ? null : 'idx-map-pin--static',
  ]
    .filter(Boolean)
    .join(' ')
  // A dot shows no text: its name says the price and the address.
  const text = dot ? content('', marker.label) : content(marker.text, marker.label)
  const html = saved ? HEART_SVG + text : text
  return cached(`${className}|${width}|${marker.text}|${marker.label}`, () =>
    L.divIcon({ className, ...geometry, html }),
  )
}
