import { memo } from 'react'
import type { MapStyle } from '@idx/domain'
import { AreaOutlines } from './AreaOutlines.js'
import type { AreaFocus } from './AreaOutlines.js'
import { BASEMAP_PALETTES } from './basemap-palettes.js'
import type { BasemapAreas, PmtilesBasemapSource, TileSource } from './basemap-types.js'
import { chooseBasemap } from './choose-basemap.js'
import { LazyOfflineBasemap } from './LazyOfflineBasemap.js'
import { PmtilesBasemap } from './PmtilesBasemap.js'
import { TileBasemap } from './TileBasemap.js'

export interface BasemapProps {
  mapStyle: MapStyle
  tileSources?: Partial<Record<MapStyle, TileSource>> | null
  pmtiles?: PmtilesBasemapSource | null
  areas?: BasemapAreas | null
  /** The spot the map is about (a listing): its area is outlined and named first. */
  focus?: AreaFocus | null
}

/**
 * What is under the markers (see `chooseBasemap`): the style's tile service when the host
 * configured one, else the host's PMTiles archive drawn in the style's flavour, else the offline
 * basemap in the style's colours, which is also what a tile service or an archive that cannot be
 * reached falls back to; the market's zip and neighbourhood outlines on top.
 * Memoised: its props change only with the style or the market, not with each search.
 */
export const Basemap = memo(function Basemap({ mapStyle, tileSources, pmtiles, areas, focus }: BasemapProps) {
  const palette = BASEMAP_PALETTES[mapStyle]
  const basemap = chooseBasemap(mapStyle, tileSources, pmtiles)
  return (
    <>
      {basemap.kind === 'tiles' ? (
        // A new service starts over: its first tile decides again whether it answers.
        <TileBasemap key={`${mapStyle} ${basemap.source.url}`} source={basemap.source} palette={palette} />
      ) : basemap.kind === 'pmtiles' ? (
        <PmtilesBasemap source={basemap.source} mapStyle={mapStyle} palette={palette} />
      ) : (
        <LazyOfflineBasemap palette={palette} />
      )}
      {areas && areas.features.length > 0 && <AreaOutlines areas={areas} palette={palette} focus={focus ?? null} />}
    </>
  )
})
