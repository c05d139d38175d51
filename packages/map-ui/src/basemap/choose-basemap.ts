import type { MapStyle } from '@idx/domain'
import type { PmtilesBasemapSource, TileSource } from './basemap-types.js'

/**
 * What a map draws under its markers for a style:
 * - `tiles`: the style's tile service (the offline basemap only while it does not answer);
 * - `pmtiles`: the host's PMTiles archive, for a style without a tile service;
 * - `offline`: neither is configured: the offline basemap, which draws no streets.
 */
export type BasemapChoice =
  { kind: 'tiles'; source: TileSource } | { kind: 'pmtiles'; source: PmtilesBasemapSource } | { kind: 'offline' }

/**
 * The basemap of a style, given what the host configured: its tile service first, then the
 * PMTiles archive, then the offline basemap.
 *
 * @example
 * const topo = { url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '© Example' }
 * chooseBasemap('topo', { topo }, null) // { kind: 'tiles', source: topo }
 * chooseBasemap('sat', { topo }, null)  // { kind: 'offline' }
 */
export function chooseBasemap(
  mapStyle: MapStyle,
  tileSources: Partial<Record<MapStyle, TileSource>> | null | undefined,
  pmtiles: PmtilesBasemapSource | null | undefined,
): BasemapChoice {
  const tiles = tileSources?.[mapStyle]
  if (tiles) return { kind: 'tiles', source: tiles }
  return pmtiles ? { kind: 'pmtiles', source: pmtiles } : { kind: 'offline' }
}
