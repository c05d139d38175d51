import type { Listing } from '@idx/domain'
import { lazy } from 'react'
import type { SiteApi, SiteConfig } from '@idx/app-shell'
import { useBasemapAreas } from '../shared/useBasemapAreas.js'

// Leaflet needs `window` when it loads: the map comes in the browser only, in its own chunk.
const ListingMap = lazy(() => import('@idx/map-ui').then((module) => ({ default: module.ListingMap })))

/**
 * The listing page's map: the home's marker in its neighbourhood, which is outlined and named
 * (the market's neighbourhood and zip outlines come from `GET areas`, shared with the search map's
 * cache). Render it inside a Suspense boundary.
 */
export function ListingMapPane({
  api,
  config,
  marketId,
  listing,
}: {
  api: SiteApi
  config: SiteConfig
  marketId: string | number | null
  listing: Listing
}) {
  const areas = useBasemapAreas(api, marketId)
  return (
    <ListingMap
      listing={listing}
      mapStyle={config.map_style}
      tileSources={config.map_tiles}
      pmtiles={config.basemap_pmtiles ?? null}
      areas={areas}
    />
  )
}
