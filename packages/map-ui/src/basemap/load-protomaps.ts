import L from 'leaflet'
import type * as Pmtiles from 'pmtiles'
import type * as Protomaps from 'protomaps-leaflet'

let loading: Promise<{ protomaps: typeof Protomaps; pmtiles: typeof Pmtiles }> | undefined

/**
 * protomaps-leaflet and pmtiles (~150 KB together), loaded on first use as a chunk of their own so
 * that sites without a PMTiles basemap never fetch them. protomaps-leaflet extends the global
 * `L.GridLayer`, so Leaflet is made global first (Leaflet's own UMD build does the same).
 */
export function loadProtomaps(): Promise<{ protomaps: typeof Protomaps; pmtiles: typeof Pmtiles }> {
  loading ??= Promise.resolve()
    .then(() => {
      const global = globalThis as { L?: typeof L }
      global.L ??= L
      return Promise.all([import('protomaps-leaflet'), import('pmtiles')])
    })
    .then(([protomaps, pmtiles]) => ({ protomaps, pmtiles }))
    .catch((error: unknown) => {
      loading = undefined // a failed chunk load may succeed next time
      throw error
    })
  return loading
}
