import { skipToken } from '@reduxjs/toolkit/query/react'
import { normalizeCached, useLatestQuery } from '@idx/api-client/react'
import {
  boxParam,
  searchQueryFromUrlParams,
  type BoundingBox,
  type Cluster,
  type Listing,
  type MapStyle,
  type Market,
  type SearchFilter,
  type SearchPolygon,
} from '@idx/domain'
import type { TileSource } from '@idx/map-ui'
import { lazy, memo, Suspense, useCallback, useMemo, useRef, useState } from 'react'
import type { SiteApi } from '../app/site-api'
import { basemapAreasOf } from './map-areas'
import { mapReportKind, type MapReport } from './map-report'
import type { SearchChange } from './search-url'

// Leaflet needs `window` and is the heaviest part of the page: it arrives after the results.
const SearchMap = lazy(() => import('@idx/map-ui').then((module) => ({ default: module.SearchMap })))

type MapPaneProps = {
  api: SiteApi
  /** The search's market (`market_id`), when it names one. */
  marketId: string | number | null
  /** The search's box as the URL writes it (boxParam), or null. */
  boxParam: string | null
  /** The drawn shape of the search's geo_shape filter (the same object while it is the same shape). */
  geoShape: SearchPolygon | null
  /** A shape drawn, edited or removed. */
  onGeoShapeChange: (shape: SearchPolygon | null) => void
  /**
   * The filter the clusters show: the one whose results the list shows, so a filter change's
   * search has the server to itself and the map follows once the list has its answer.
   */
  clusterFilter: SearchFilter
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
 * Memoised, and its props are values that stay the same objects while they mean the same thing:
 * a filter click re-renders the list's side at once and the map only when its clusters follow.
 */
export const MapPane = memo(function MapPane({
  api,
  marketId,
  boxParam: urlBoxParam,
  geoShape,
  onGeoShapeChange,
  clusterFilter,
  market,
  onChange,
  mapStyle,
  tileSources,
}: MapPaneProps) {
  const [clusterQuery, setClusterQuery] = useState<{ bounding_box: BoundingBox; zoom: number } | null>(null)
  // What the map last reported: when the URL's box is that one, the map is already there.
  const reported = useRef<MapReport | null>(null)
  // The view last asked of the map that it has shown (its key): a report of it is no move.
  const shownView = useRef<string | null>(null)
  const clusters = useLatestQuery(
    api.endpoints.getClusters,
    clusterQuery
      ? { ...clusterQuery, filter: clusterFilter, ...(marketId != null ? { market_id: marketId } : {}) }
      : skipToken,
  )
  const areas = api.useGetAreasQuery(market ? { market_id: market.id } : skipToken)
  const basemapAreas = useMemo(() => basemapAreasOf(areas.data), [areas.data])
  const clusterList = useMemo(
    () => (clusters.data ? (normalizeCached(clusters.data).data as unknown as Cluster[]) : []),
    [clusters.data],
  )

  // The URL's box by value: every change of the URL (a filter, a page) parses a new object, and
  // the map must not be sent back to the box on each of them (it may have been laid out anew).
  const urlBox = useMemo(
    () => (urlBoxParam ? (searchQueryFromUrlParams(`box=${urlBoxParam}`).query.bounding_box ?? null) : null),
    [urlBoxParam],
  )
  const view = useMemo(() => {
    // A URL box the visitor moved the map to (as the URL writes it, 6 decimals) is where the map
    // is: pass the map's own box, which moves nothing. Passing it still matters: the map moves
    // only for a view that differs from the last one passed, and back to an earlier box must.
    const own = reported.current
    if (urlBox && own && boxParam(own.box) === boxParam(urlBox)) return { box: own.box }
    if (urlBox) return { box: urlBox }
    const lat = market?.latitude
    const lng = market?.longitude
    return typeof lat === 'number' && typeof lng === 'number' ? { center: { lat, lng } } : undefined
  }, [urlBox, market?.latitude, market?.longitude])

  const onBoundsChange = useCallback(
    (box: BoundingBox, zoom: number) => {
      setClusterQuery({ bounding_box: box, zoom })
      const report = { box, zoom }
      const viewKey = JSON.stringify(view ?? null)
      const kind = mapReportKind(reported.current, report, view && shownView.current !== viewKey ? view : null)
      reported.current = report
      // Opening where the URL says, a new layout (a chip row, a resized window) and going where
      // back/forward asked are not the visitor's moves: the search, and its page, stay as they are.
      if (kind === 'opened' || kind === 'shown') shownView.current = viewKey
      if (kind === 'moved') {
        shownView.current = JSON.stringify({ box }) // the view this move leads to (see `view`)
        onChange({ bounding_box: box })
      }
    },
    [onChange, view],
  )

  return (
    <section className="search-page__map" aria-label="Map">
      <Suspense fallback={<p className="search-page__map-loading">Loading the map…</p>}>
        <SearchMap
          clusters={clusterList}
          state={clusters.isError ? 'error' : clusters.isFetching || !clusterQuery ? 'loading' : 'ready'}
          {...(view ? { view } : {})}
          onBoundsChange={onBoundsChange}
          geoShape={geoShape}
          onGeoShapeChange={onGeoShapeChange}
          feeds={market?.feeds ?? null}
          areas={basemapAreas}
          {...(mapStyle ? { mapStyle } : {})}
          {...(tileSources ? { tileSources } : {})}
          style={{ height: '100%' }}
        />
      </Suspense>
    </section>
  )
})
