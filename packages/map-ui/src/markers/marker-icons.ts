import L from 'leaflet'
import { CLUSTER_MARKER_BASE_CLASS } from '@idx/domain'
import type { MapMarker } from '@idx/domain'
import { escapeHtml } from './escape-html'

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

/**
 * The Leaflet div icon of a map marker: a round count bubble sized by its size class for a
 * cluster, a price pill ('$450K', 'N/A') for a listing, a dark '{n} listings' pill for several
 * listings at one spot. The focusable element's name is the marker's label; its text is shown.
 */
export function markerIcon(
  marker: MapMarker,
  options: { highlighted?: boolean; interactive?: boolean } = {},
): L.DivIcon {
  const { highlighted = false, interactive = true } = options
  if (marker.kind === 'cluster') {
    const className = [CLUSTER_MARKER_BASE_CLASS, marker.sizeClass].filter(Boolean).join(' ')
    const size = marker.radius * 2
    return cached(`${className}|${size}|${marker.text}|${marker.label}`, () =>
      L.divIcon({ className, iconSize: [size, size], html: content(marker.text, marker.label) }),
    )
  }
  const className = [
    'idx-map-pin',
    marker.kind === 'multi-listing' ? 'idx-map-pin--multi' : null,
    highlighted ? 'idx-map-pin--highlighted' : null,
    interactive ? null : 'idx-map-pin--static',
  ]
    .filter(Boolean)
    .join(' ')
  return cached(`${className}|${marker.text}|${marker.label}`, () =>
    // No size: the pill is as wide as its text; CSS `translate` puts its tip on the position.
    L.divIcon({ className, iconSize: null as unknown as L.PointExpression, html: content(marker.text, marker.label) }),
  )
}
