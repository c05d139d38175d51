import { skipToken } from '@reduxjs/toolkit/query/react'
import { useMemo } from 'react'
import type { SiteApi } from '@idx/app-shell'
import { basemapAreasOf } from './map-areas.js'

/** The outlines the maps draw and name: neighbourhoods and zip codes (schools have their own search). */
const BASEMAP_AREA_KINDS = ['neighborhood', 'zip'] as const

/**
 * A market's neighbourhood and zip outlines for a map's basemap (`GET areas`), as GeoJSON; empty
 * until they have loaded, and when no market is known yet.
 */
export function useBasemapAreas(api: SiteApi, marketId: string | number | null | undefined) {
  const areas = api.useGetAreasQuery(marketId != null ? { market_id: marketId, kinds: BASEMAP_AREA_KINDS } : skipToken)
  return useMemo(() => basemapAreasOf(areas.data), [areas.data])
}
