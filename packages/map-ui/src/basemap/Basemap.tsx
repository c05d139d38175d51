import { memo } from 'react'
import { TileLayer } from 'react-leaflet'
import type { MapStyle } from '@idx/domain'
import { AreaOutlines } from './AreaOutlines.js'
import type { AreaFocus } from './AreaOutlines.js'
import { BASEMAP_PALETTES } from './basemap-palettes.js'
import type { BasemapAreas, PmtilesBasemapSource, TileSource } from './basemap-types.js'
import { OfflineBasemap } from './OfflineBasemap.js'
import { PmtilesBasemap } from './PmtilesBasemap.js'

export interface BasemapProps {
  mapStyle: MapStyle
  tileSources?: Partial<Record<MapStyle, TileSource>> | null
  pmtiles?: PmtilesBasemapSource | null
  areas?: BasemapAreas | null
  /** The spot the map is about (a listing): its area is outlined and named first. */
  focus?: AreaFocus | null
}

/**
 * What is under the markers: the style's tile service when the host configured one, else the
 * host's PMTiles archive drawn in the style's flavour, else the offline basemap in the style's
 * colours; the market's zip and neighbourhood outlines on top.
 * Memoised: its props change only with the style or the market, not with each search.
 */
export const Basemap = memo(function Basemap({ mapStyle, tileSources, pmtiles, areas, focus }: BasemapProps) {
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
      ) : pmtiles ? (
        <PmtilesBasemap source={pmtiles} mapStyle={mapStyle} palette={palette} />
      ) : (
        <OfflineBasemap palette={palette} />
      )}
      {areas && areas.features.length > 0 && <AreaOutlines areas={areas} palette={palette} focus={focus ?? null} />}
    </>
  )
})
