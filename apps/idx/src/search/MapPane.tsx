import { skipToken } from '@reduxjs/toolkit/query/react'
import { normalizeCached, useLatestQuery } from '@idx/api-client/react'
import {
  boxParam,
  moveChangesSearch,
  moveReloadsClusters,
  type BoundingBox,
  type Listing,
  type MapMoveCause,
  type MapStyle,
  type Market,
  type SearchFilter,
  type SearchPolygon,
} from '@idx/domain'
import type { MapView, PmtilesBasemapSource, RenderListingCallout, TileSource } from '@idx/map-ui'
import { lazy, memo, Suspense, useCallback, useMemo, useRef, useState } from 'react'
import type { SiteApi } from '@idx/app-shell'
import { WORLD_BOX, listingsExtentView, mapEmptyCause, mapPlacesOf, placesView } from './map-places.js'
import { mapReportKind, type MapReport } from './map-report.js'
import { useSearchChecks } from './search-checks.js'
import type { SearchChange } from './search-url.js'
import { useBasemapAreas } from '../shared/useBasemapAreas.js'
import { useDisclaimerOpen } from './useDisclaimerOpen.js'
import { CustomCallout } from './CustomCallout.js'
import { marketComponentId, useMarketCard } from './market-card.js'

// Leaflet needs `window` and is the heaviest part of the page: it arrives after the results.
/** The zoom of the one cluster query that finds a collection's extent: coarse cells, few of them. */
const COLLECTION_EXTENT_ZOOM = 3

const SearchMap = lazy(() => import('@idx/map-ui').then((module) => ({ default: module.SearchMap })))

type MapPaneProps = {
  api: SiteApi
  /** The search's market (`market_id`), when it names one. */
  marketId: string | number | null
  /** The collection searched (its listings only: clusters and counts carry `collection_id`), or null. */
  collectionId?: string | null
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
  /** 'Clear Filters' in the map's notice, when no listing of the market matches the filters. */
  onClearFilters?: () => void
  /** Where a popup's title links (the split-view detail with this search). */
  listingHref?: (listing: Listing) => string
  /** A popup's title followed with a plain click (single-page routing). */
  onOpenListing?: (listing: Listing) => void
  /** A popup's Save (the save route). */
  onSaveListing?: (listing: Listing) => void
  /** The signed-in user's saved listings: their markers show a heart. */
  savedListingIds?: ReadonlySet<string>
  /** The site's map style and production tile services (site configuration). */
  mapStyle?: MapStyle
  tileSources?: Partial<Record<MapStyle, TileSource>>
  pmtiles?: PmtilesBasemapSource | null
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
  collectionId = null,
  boxParam: urlBoxParam,
  geoShape,
  onGeoShapeChange,
  clusterFilter,
  market,
  onChange,
  onClearFilters,
  listingHref,
  onOpenListing,
  onSaveListing,
  savedListingIds,
  mapStyle,
  tileSources,
  pmtiles,
}: MapPaneProps) {
  const { searchQueryFromUrlParams } = useSearchChecks()
  const [disclaimerOpen, setDisclaimerOpen] = useDisclaimerOpen()
  const [clusterQuery, setClusterQuery] = useState<{ bounding_box: BoundingBox; zoom: number } | null>(null)
  // What the map last reported: when the URL's box is that one, the map is already there.
  const reported = useRef<MapReport | null>(null)
  // The view last asked of the map that it has shown (its key): a report of it is no move.
  const shownView = useRef<string | null>(null)
  // The places the search picked (its suggestion ids, the cities of its City filter): outlined,
  // and shown whole when the URL holds no box (a place just picked, a city just typed, drops it).
  const placeIds = clusterFilter.suggestion?.value ?? []
  const cities = filterCities(clusterFilter)
  const placesQuery = api.useGetPlacesQuery(
    placeIds.length > 0 || cities.length > 0
      ? { ids: placeIds, cities, ...(marketId != null ? { market_id: marketId } : {}) }
      : skipToken,
  )
  const placesDocument = placesQuery.data
  const places = useMemo(() => mapPlacesOf(placesDocument), [placesDocument])
  // Until a picked place's outline arrives, the map stays where it is (rather than going to the
  // market's centre on the way).
  const placesPending =
    (placeIds.length > 0 || cities.length > 0) && (placesQuery.isFetching || placesQuery.isUninitialized)
  const lastView = useRef<MapView | undefined>(undefined)
  const placesKey = JSON.stringify(places.map((place) => place.id))
  const basemapAreas = useBasemapAreas(api, market?.id)
  // The market's custom map callout, when its layout names one (its code loads only then).
  const callout = useMarketCard(api, marketComponentId(market, 'map-callout'))
  const calloutFeeds = market?.feeds
  const renderCallout = useMemo<RenderListingCallout | undefined>(
    () =>
      callout ? (props) => <CustomCallout {...props} api={api} component={callout} feeds={calloutFeeds} /> : undefined,
    [api, callout, calloutFeeds],
  )

  // The URL's box by value: every change of the URL (a filter, a page) parses a new object, and
  // the map must not be sent back to the box on each of them (it may have been laid out anew).
  const urlBox = useMemo(
    () => (urlBoxParam ? (searchQueryFromUrlParams(`box=${urlBoxParam}`).query.bounding_box ?? null) : null),
    [searchQueryFromUrlParams, urlBoxParam],
  )
  // The clusters show the search's box when it has one (the URL's), so they add up to the result
  // count even while the map shows a little more or less of it (opened at a box, laid out anew);
  // without one, the box the map shows.
  const clusters = useLatestQuery(
    api.endpoints.getClusters,
    clusterQuery
      ? {
          ...clusterQuery,
          bounding_box: urlBox ?? clusterQuery.bounding_box,
          filter: clusterFilter,
          ...(marketId != null ? { market_id: marketId } : {}),
          ...(collectionId !== null ? { collection_id: collectionId } : {}),
        }
      : skipToken,
  )
  const clusterList = useMemo(() => (clusters.data ? normalizeCached(clusters.data).data : []), [clusters.data])
  // The search's listings the map cannot place, counted when the box holds all the others (the
  // list then counts them too): said under the map, so the two counts agree.
  const notOnMap = Number((clusters.data?.meta as { not_on_map?: unknown } | undefined)?.not_on_map ?? 0) || 0
  // A collection's map opens around its listings (wherever they are), not at the market's centre:
  // one coarse cluster query over the world gives their extent. It is taken once per board, so a
  // listing added or removed later (here or by a collaborator) never moves the map under the visitor.
  const wantsExtent = collectionId !== null && !urlBoxParam
  const extentQuery = api.useGetClustersQuery(
    wantsExtent
      ? { bounding_box: WORLD_BOX, zoom: COLLECTION_EXTENT_ZOOM, filter: {}, collection_id: collectionId }
      : skipToken,
  )
  const extent = useRef<{ collectionId: string; view: MapView | null } | null>(null)
  if (collectionId !== null && extentQuery.data && extent.current?.collectionId !== collectionId)
    extent.current = { collectionId, view: listingsExtentView(normalizeCached(extentQuery.data).data) }
  const extentKnown = extent.current !== null && extent.current.collectionId === collectionId
  const extentPending = wantsExtent && !extentKnown && !extentQuery.isError
  const extentView = wantsExtent && extentKnown ? (extent.current?.view ?? null) : null
  const view = useMemo(() => {
    // A URL box the visitor moved the map to (as the URL writes it, 6 decimals) is where the map
    // is: pass the map's own box, which moves nothing. Passing it still matters: the map moves
    // only for a view that differs from the last one passed, and back to an earlier box must.
    const own = reported.current
    if (urlBox && own && boxParam(own.box) === boxParam(urlBox)) return { box: own.box }
    if (urlBox) return { box: urlBox }
    if (placesPending && lastView.current) return lastView.current
    if (extentPending) return lastView.current
    if (extentView) return extentView
    const placeView = placesView(places)
    if (placeView) return placeView
    const lat = market?.latitude
    const lng = market?.longitude
    return typeof lat === 'number' && typeof lng === 'number' ? { center: { lat, lng } } : undefined
    // Keyed by the places' ids: their outlines arrive as new objects on every answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [urlBox, placesKey, placesPending, extentPending, extentView, market?.latitude, market?.longitude])
  lastView.current = view

  const onBoundsChange = useCallback(
    (box: BoundingBox, zoom: number, cause: MapMoveCause) => {
      // A popup or a focused marker panning into view changes nothing: the map keeps showing the
      // list's search, with its clusters.
      if (!moveReloadsClusters(cause)) return
      // The search reads its box from the URL (6 decimals): the clusters take that box too, so a
      // listing on the edge is in both or in neither and their counts add up to the result count.
      const searchBox = searchQueryFromUrlParams(`box=${boxParam(box)}`).query.bounding_box ?? box
      setClusterQuery({ bounding_box: searchBox, zoom })
      const report = { box, zoom }
      const viewKey = JSON.stringify(view ?? null)
      const kind = mapReportKind(reported.current, report, view && shownView.current !== viewKey ? view : null)
      reported.current = report
      // Opening where the URL says, a new layout (a chip row, a resized window) and going where
      // back/forward asked are not the visitor's moves: the search, and its page, stay as they are.
      if (kind === 'opened' || kind === 'shown' || cause === 'view') shownView.current = viewKey
      if (kind === 'moved' && moveChangesSearch(cause)) {
        shownView.current = JSON.stringify({ box }) // the view this move leads to (see `view`)
        onChange({ bounding_box: box })
      }
    },
    [onChange, view, searchQueryFromUrlParams],
  )

  // A map with nothing in view says why: one small count of the whole market with the same
  // filters (no box, no drawn area) tells a filter that matches nothing from an empty view.
  const emptyInView = clusters.isSuccess && !clusters.isFetching && clusterList.length === 0
  const { geo_shape: drawnArea, ...filterWithoutArea } = clusterFilter
  const marketCount = api.useSearchListingsQuery(
    emptyInView
      ? {
          filter: filterWithoutArea,
          page: { size: 1, number: 1 },
          fields: ['title'], // the count is what matters: the smallest answer
          ...(marketId != null ? { market_id: marketId } : {}),
          ...(collectionId !== null ? { collection_id: collectionId } : {}),
        }
      : skipToken,
  )
  const marketTotal =
    emptyInView && marketCount.data && !marketCount.isFetching
      ? Number((marketCount.data.meta as { total?: unknown } | undefined)?.total ?? 0)
      : null
  const emptyCause = mapEmptyCause(marketTotal, drawnArea !== undefined)

  // A collection's map waits for its extent rather than opening at the market and jumping.
  if (extentPending && !lastView.current)
    return (
      <section className="search-page__map" aria-label="Map" aria-busy="true">
        <p className="search-page__map-loading">Loading the map…</p>
      </section>
    )
  return (
    <section className="search-page__map" aria-label="Map">
      <Suspense fallback={<p className="search-page__map-loading">Loading the map…</p>}>
        <SearchMap
          clusters={clusterList}
          state={clusters.isError ? 'error' : clusters.isFetching || !clusterQuery ? 'loading' : 'ready'}
          emptyCause={emptyCause}
          {...(onClearFilters ? { onClearFilters } : {})}
          notOnMap={notOnMap}
          places={places}
          {...(view ? { view } : {})}
          onBoundsChange={onBoundsChange}
          geoShape={geoShape}
          onGeoShapeChange={onGeoShapeChange}
          feeds={market?.feeds ?? null}
          disclaimerOpen={disclaimerOpen}
          onDisclaimerOpenChange={setDisclaimerOpen}
          areas={basemapAreas}
          {...(listingHref ? { listingHref } : {})}
          {...(onOpenListing ? { onListingOpen: onOpenListing } : {})}
          {...(onSaveListing ? { onListingSave: onSaveListing } : {})}
          {...(savedListingIds ? { savedListingIds } : {})}
          {...(renderCallout ? { renderCallout } : {})}
          {...(mapStyle ? { mapStyle } : {})}
          {...(tileSources ? { tileSources } : {})}
          pmtiles={pmtiles ?? null}
          style={{ height: '100%' }}
        />
      </Suspense>
    </section>
  )
})

/** The cities of a filter's City filter (`city_state`), as typed; none without one. */
function filterCities(filter: SearchFilter): string[] {
  const value = filter.city_state?.value
  if (value === undefined) return []
  return (Array.isArray(value) ? value : [value]).map(String).filter((city) => city.trim() !== '')
}
