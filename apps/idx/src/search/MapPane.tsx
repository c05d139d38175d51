import { skipToken } from '@reduxjs/toolkit/query/react'
import { normalizeCached, useLatestQuery } from '@idx/api-client/react'
import {
  boundsChanged,
  type BoundingBox,
  type Cluster,
  type Listing,
  type MapStyle,
  type Market,
  type SearchQuery,
} from '@idx/domain'
import type { TileSource } from '@idx/map-ui'
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react'
import type { SiteApi } from '../app/site-api'
import { basemapAreasOf } from './map-areas'
import type { SearchChange } from './search-url'

// Leaflet needs `window` and is the heaviest part of the page: it arrives after the results.
const SearchMap = lazy(() => import('@idx/map-ui').then((module) => ({ default: module.SearchMap })))

type MapPaneProps = {
  api: SiteApi
  query: SearchQuery
  market: Market | null
  onChange: (change: SearchChange) => void
  onOpenListing?: (listing: Listing) => void
  /** The site's map style and production tile services (site configuration). */
  mapStyle?: MapStyle
  tileSources?: Partial<Record<MapStyle, TileSource>>
}

/**
 * The map beside the results: loads the server's clusters for the box the map shows (with the
 * search's filters), narrows the results to that box, and turns drawing into the geo_shape filter.
 */
export function MapPane({ api, query, market, onChange, mapStyle, tileSources }: MapPaneProps) {
  const [clusterQuery, setClusterQuery] = useState<{ bounding_box: BoundingBox; zoom: number } | null>(null)
  // The box the map last reported: when the URL's box is that one, the map is already there.
  const reported = useRef<BoundingBox | null>(null)
  const clusters = useLatestQuery(
    api.endpoints.getClusters,
    clusterQuery
      ? { ...clusterQuery, filter: query.filter, ...(query.market_id != null ? { market_id: query.market_id } : {}) }
      : skipToken,
  )
  const areas = api.useGetAreasQuery(market ? { market_id: market.id } : skipToken)
  const basemapAreas = useMemo(() => basemapAreasOf(areas.data), [areas.data])
  const clusterList = useMemo(
    () => (clusters.data ? (normalizeCached(clusters.data).data as unknown as Cluster[]) : []),
    [clusters.data],
  )

  const urlBox = query.bounding_box ?? null
  const view = useMemo(() => {
    if (urlBox && !(reported.current && !boundsChanged(reported.current, urlBox))) return { box: urlBox }
    if (urlBox) return undefined
    const lat = market?.latitude
    const lng = market?.longitude
    return typeof lat === 'number' && typeof lng === 'number' ? { center: { lat, lng } } : undefined
  }, [urlBox, market?.latitude, market?.longitude])

  const onBoundsChange = useCallback(
    (box: BoundingBox, zoom: number) => {
      setClusterQuery({ bounding_box: box, zoom })
      const first = reported.current === null
      reported.current = box
      // The first report only says where the map opened: a search without a box stays without one.
      if (!first || urlBox) onChange({ bounding_box: box })
    },
    [onChange, urlBox],
  )

  return (
    <section className="search-page__map" aria-label="Map">
      <Suspense fallback={<p className="search-page__map-loading">Loading the map…</p>}>
        <SearchMap
          clusters={clusterList}
          state={clusters.isError ? 'error' : clusters.isFetching || !clusterQuery ? 'loading' : 'ready'}
          {...(view ? { view } : {})}
          onBoundsChange={onBoundsChange}
          geoShape={query.filter.geo_shape?.value ?? null}
          onGeoShapeChange={(shape) => {
            const { geo_shape: _removed, ...rest } = query.filter
            onChange({ filter: shape ? { ...rest, geo_shape: { value: shape } } : rest })
          }}
          feeds={market?.feeds ?? null}
          areas={basemapAreas}
          {...(mapStyle ? { mapStyle } : {})}
          {...(tileSources ? { tileSources } : {})}
          style={{ height: '100%' }}
        />
      </Suspense>
    </section>
  )
}
