import { lazy, Suspense } from 'react'
import type { ComponentType } from 'react'
import type { BasemapPalette } from './basemap-palettes.js'

/**
 * The offline basemap's modules (us-atlas loading, the Austin area's water and towns) in a chunk
 * of their own, fetched only when a map draws it: a site whose tiles answer never loads them. A
 * chunk that cannot load leaves the map with its markers on the plain background.
 */
const OfflineBasemapChunk = lazy<ComponentType<{ palette: BasemapPalette }>>(() =>
  import('./OfflineBasemap.js').then(
    (module) => ({ default: module.OfflineBasemap }),
    () => ({ default: NoBasemap }),
  ),
)

function NoBasemap() {
  return null
}

/** The offline basemap, loaded on first use (see `OfflineBasemap`). */
export function LazyOfflineBasemap({ palette }: { palette: BasemapPalette }) {
  return (
    <Suspense fallback={null}>
      <OfflineBasemapChunk palette={palette} />
    </Suspense>
  )
}
