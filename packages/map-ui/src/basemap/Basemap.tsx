import { memo } from 'react'
import { TileLayer } from 'react-leaflet'
import type { MapStyle } from '@idx/domain'
import { AreaOutlines } from './AreaOutlines'
import { BASEMAP_PALETTES } from './basemap-palettes'
import type { BasemapAreas, TileSource } from './basemap-types'
import { OfflineBasemap } from './OfflineBasemap'

export interface BasemapProps {
  mapStyle: MapStyle
  tileSources?: Partial<Record<MapStyle, TileSource>> | null
  areas?: BasemapAreas | null
}

/**
 * What is under the markers: the style's tile service when the host configured one, otherwise the
 * offline basemap in the style's colours; the market's zip and neighbourhood outlines on top.
 * Memoised: its props change only with the style or the market, not with each search.
 */
export const Basemap = memo(function Basemap({ mapStyle, tileSources, areas }: BasemapProps) {
  const source = tileSources?.[mapStyle]
  const palette = BASEMAP_PALETTES[mapStyle]
  return (
    <>
      {source ? (
        <TileLayer
          key={mapStyle}
          url={source.url}
          attribution={source.attribution}
          maxZoom={source.maxZoom ?? 19}
          {...(source.subdomains === undefined ? {} : { subdomains: source.subdomains })}
        />
      ) : (
        <OfflineBasemap palette={palette} />
      )}
      {areas && areas.features.length > 0 && <AreaOutlines areas={areas} palette={palette} />}
    </>
  )
})
