import { useEffect, useMemo, useReducer } from 'react'
import { TileLayer } from 'react-leaflet'
import { MAP_OPTIONS } from '../shared/map-root.js'
import type { BasemapPalette } from './basemap-palettes.js'
import type { TileSource } from './basemap-types.js'
import { LazyOfflineBasemap } from './LazyOfflineBasemap.js'
import { TILE_TIMEOUT_MS, drawsOfflineBasemap, keepsTileLayer, nextTileServiceState } from './tile-service-state.js'

/** The deepest zoom a tile service is assumed to have when its source names none. */
const DEFAULT_MAX_NATIVE_ZOOM = 19

/** Class of the tile layer's element (its tiles are the `img.leaflet-tile` inside it). */
export const TILE_LAYER_CLASS = 'idx-map-tiles'

/**
 * A tile service as the basemap, with the offline basemap as its fallback: when a tile fails
 * before any has loaded (no network, a wrong URL), the tile layer is removed and the offline
 * basemap drawn; when no tile has come after `TILE_TIMEOUT_MS`, the offline basemap is drawn
 * under the waiting layer until a tile loads. Past the service's deepest zoom its tiles are
 * enlarged, so the map never turns blank when zoomed in further.
 */
export function TileBasemap({ source, palette }: { source: TileSource; palette: BasemapPalette }) {
  const [state, report] = useReducer(nextTileServiceState, 'waiting')
  useEffect(() => {
    if (state !== 'waiting') return
    const timer = setTimeout(() => report('timeout'), TILE_TIMEOUT_MS)
    return function stopWaitingForTiles() {
      clearTimeout(timer)
    }
  }, [state])
  const eventHandlers = useMemo(
    () => ({ tileload: () => report('tileload'), tileerror: () => report('tileerror') }),
    [],
  )
  return (
    <>
      {keepsTileLayer(state) && (
        <TileLayer
          url={source.url}
          className={TILE_LAYER_CLASS}
          attribution={source.attribution}
          maxNativeZoom={source.maxZoom ?? DEFAULT_MAX_NATIVE_ZOOM}
          maxZoom={MAP_OPTIONS.maxZoom}
          eventHandlers={eventHandlers}
          {...(source.subdomains === undefined ? {} : { subdomains: source.subdomains })}
        />
      )}
      {drawsOfflineBasemap(state) && <LazyOfflineBasemap palette={palette} />}
    </>
  )
}
