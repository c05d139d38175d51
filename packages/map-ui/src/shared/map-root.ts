import type { CSSProperties } from 'react'
import { MAP_WHEEL_PX_PER_ZOOM_LEVEL, MAP_ZOOM } from '@idx/domain'
import type { MapStyle } from '@idx/domain'
import { BASEMAP_PALETTES } from '../basemap/basemap-palettes.js'

/** Leaflet options every idx map shares: the spec's zoom limits and wheel speed, keyboard on. */
export const MAP_OPTIONS = {
  minZoom: MAP_ZOOM.min,
  maxZoom: 19,
  wheelPxPerZoomLevel: MAP_WHEEL_PX_PER_ZOOM_LEVEL,
  keyboard: true,
} as const

/** Class names of a map's root element. */
export function mapRootClassName(className: string | undefined): string {
  return ['idx-map', className].filter(Boolean).join(' ')
}

/** Style of a map's root element: the map style's colours as CSS variables, then the host's style. */
export function mapRootStyle(mapStyle: MapStyle, style: CSSProperties | undefined): CSSProperties {
  const palette = BASEMAP_PALETTES[mapStyle]
  return {
    '--idx-map-outside': palette.outside,
    '--idx-map-label': palette.label,
    '--idx-map-halo': palette.halo,
    '--idx-map-water-label': palette.waterLabel,
    ...style,
  } as CSSProperties
}
