import type L from 'leaflet'
import type { LeafletLayerOptions } from 'protomaps-leaflet'
import { useEffect, useState } from 'react'
import { useMap } from 'react-leaflet'
import type { MapStyle } from '@idx/domain'
import type { BasemapPalette } from './basemap-palettes.js'
import type { PmtilesBasemapSource } from './basemap-types.js'

type Pmtiles4Archive = Exclude<PmtilesBasemapSource['url'], string>
import { loadProtomaps } from './load-protomaps.js'
import { LazyOfflineBasemap } from './LazyOfflineBasemap.js'

/** The Protomaps flavour each map style is drawn in. */
export const PMTILES_FLAVORS: Readonly<Record<MapStyle, 'light' | 'white' | 'grayscale' | 'dark'>> = {
  default: 'light',
  light: 'white',
  minimal: 'grayscale',
  topo: 'light',
  sat: 'dark',
}

/** Class of the layer's element (its tiles are canvases inside it). */
export const PMTILES_LAYER_CLASS = 'idx-map-pmtiles'

/**
 * The operator's PMTiles archive as the basemap, drawn by protomaps-leaflet (loaded on first use).
 * The archive's header is read first: when the libraries or the archive cannot be loaded, the
 * offline basemap is drawn instead, so the map never stays blank.
 */
export function PmtilesBasemap({
  source,
  mapStyle,
  palette,
}: {
  source: PmtilesBasemapSource
  mapStyle: MapStyle
  palette: BasemapPalette
}) {
  const map = useMap()
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let live = true
    let layer: L.GridLayer | undefined
    setFailed(false)
    loadProtomaps()
      .then(async ({ protomaps, pmtiles }) => {
        const archive = typeof source.url === 'string' ? new pmtiles.PMTiles(source.url) : source.url
        const header = await archive.getHeader()
        if (!live) return
        const made = protomaps.leafletLayer({
          url: asProtomapsArchive(archive),
          flavor: PMTILES_FLAVORS[mapStyle],
          lang: 'en',
          // Tiles past the archive's deepest zoom are drawn from its deepest ones.
          maxDataZoom: header.maxZoom,
          className: PMTILES_LAYER_CLASS,
          ...(source.attribution ? { attribution: source.attribution } : {}),
        })
        // protomaps-leaflet types its layer loosely; it is an L.GridLayer.
        if (!isGridLayer(made)) throw new Error('protomaps-leaflet made no grid layer')
        layer = made.addTo(map)
      })
      .catch(() => {
        if (live) setFailed(true)
      })
    return function removePmtilesBasemap() {
      live = false
      layer?.remove()
    }
  }, [map, source, mapStyle])
  return failed ? <LazyOfflineBasemap palette={palette} /> : null
}

/** The archive type protomaps-leaflet names: pmtiles 3's, which it bundles. */
type ProtomapsArchive = Exclude<LeafletLayerOptions['url'], string | undefined>

/**
 * An archive of ours (pmtiles 4) for protomaps-leaflet, which names pmtiles 3's class: both read
 * tiles the same way, through `getZxy` and `getHeader`, all protomaps calls.
 */
function asProtomapsArchive(archive: Pmtiles4Archive): ProtomapsArchive {
  if (!isProtomapsArchive(archive)) throw new Error('The PMTiles archive cannot read tiles (getZxy, getHeader).')
  return archive
}

function isProtomapsArchive(archive: object): archive is ProtomapsArchive {
  const reader = archive as Partial<Record<'getZxy' | 'getHeader', unknown>>
  return typeof reader.getZxy === 'function' && typeof reader.getHeader === 'function'
}

function isGridLayer(layer: object): layer is L.GridLayer {
  const grid = layer as Partial<Record<'addTo' | 'remove', unknown>>
  return typeof grid.addTo === 'function' && typeof grid.remove === 'function'
}
