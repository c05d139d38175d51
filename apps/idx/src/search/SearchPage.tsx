import { normalizeCached, useLatestQuery } from '@idx/api-client/react'
import {
  boxParam,
  clearFilters,
  DEFAULT_SORT,
  DELAYS_MS,
  INDEX_SAVED_SEARCH_ROUTE_PATHS,
  listingFeed,
  pickedCities,
  pickedSuggestions,
  readSuggestionNames,
  resultsPageCount,
  screenSearchQuery,
  searchPageTitle,
  type Listing,
  type SearchPolygon,
  type SearchQuery,
} from '@idx/domain'
import {
  ListingsList,
  Pagination,
  ResultsToolbar,
  useBreakpoint,
  type RenderLink,
  type ResultsState,
} from '@idx/search-ui'
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useDispatch } from 'react-redux'
import { Link, useLocation, useMatch, useNavigate, useSearchParams } from 'react-router'
import { type SiteApi, usePageTitle, useSessionStatus } from '@idx/app-shell'
import { useRenderBreakpoint } from '../app/served-page.js'
import { SEARCH_LISTINGS_ID, SEARCH_RESULTS_ID } from '../app/SkipLink.js'
import { useSaveListing } from '../shared/useSaveListing.js'
import { NOTHING_SAVED } from '../shared/saved-listings.js'
import { useGatedListingId } from '../shared/gated-listing.js'
import { useSavedListings } from '../shared/useSavedListings.js'
import { rememberLastResults } from '../shared/last-results.js'
import { appHref, searchWithoutDetailParams, splitListingPath } from '../shared/listing-paths.js'
import { useSearchMetrics } from '../metrics/useMetrics.js'
import { marketDefaultFilter } from './fresh-search.js'
import { useSearchChecks } from './search-checks.js'
import { cardFields, marketCardId, useMarketCard } from './market-card.js'
import { SearchForm } from './SearchForm.js'
import { nextSearchParams, type SearchChange } from './search-url.js'
import { searchMarket } from '../shared/site-market.js'
import { useLeadingDebounced } from './useLeadingDebounced.js'
import { useSearchUrl } from './useSearchUrl.js'
import { SAVED_SEARCH_INLINE_EDITOR_ID, type SavedSearchScope, type SearchScreenProps } from '../shared/search-scope.js'

// The map pane (its glue to the map widget, the clusters and the drawn area): asked for once the
// first results are on screen, like the map itself, so none of it comes before them.
const MapPane = lazy(() => import('./MapPane.js').then((module) => ({ default: module.MapPane })))

// A saved search's 'Edit Search Filters' modal: its code loads when it opens.
const EditFiltersDialog = lazy(() =>
  import('./EditFiltersDialog.js').then((module) => ({ default: module.EditFiltersDialog })),
)
// 'Create a Saved Search' (route save-search over the search): its code loads when it opens.
const SaveSearchDialogHost = lazy(() =>
  import('../saved-searches/index.js').then((module) => ({ default: module.SaveSearchDialogHost })),
)

// The site's IDX disclaimer under the results: its code loads only on a site that shows one.
const SiteDisclaimer = lazy(() => import('../app/SiteDisclaimer.js'))

// page-data.ts checks the page's first search with this, from this module: the validator then
// comes in the search screen's own chunk rather than a chunk of its own.
export { checkedSearchQuery } from './checked-search.js'

const queryKey = (query: SearchQuery) => JSON.stringify(query)

// 'Back to Search' inside a collection: a router link to the search (index), so no reload.
const renderRouterLink: RenderLink = ({ href, ...props }) => <Link to={href} {...props} />

/** The search results of one page: listings in order, the capped total and what the search is doing. */
function useSearchResults(api: SiteApi, query: SearchQuery, fields: readonly string[]) {
  const settled = useLeadingDebounced(query, DELAYS_MS.resultsFetch, queryKey)
  // The cards read only these attributes: the answer carries nothing else.
  const arg = useMemo(() => ({ ...settled, fields }), [settled, fields])
  const result = useLatestQuery(api.endpoints.searchListings, arg)
  const document = result.data
  const listings = useMemo(() => (document ? normalizeCached(document).data : []), [document])
  const total = Number((document?.meta as { total?: unknown } | undefined)?.total ?? 0)
  const waiting = queryKey(settled) !== queryKey(query)
  // A new search is loading from the render that asks for it (not yet started: uninitialized).
  const state: ResultsState =
    result.isError && !waiting ? 'error' : waiting || result.isFetching || result.isUninitialized ? 'loading' : 'ready'
  const dispatch = useDispatch()
  // Errors keep their tag too, so invalidating it runs the failed search again.
  const retry = useCallback(
    () => dispatch(api.util.invalidateTags([{ type: 'Search', id: 'listings' }])),
    [api, dispatch],
  )
  return { listings, total, state, retry }
}

/**
 * The main search screen (route index at /app/): omnibox and filters, the results toolbar, the
 * results list with its pager, and the map. The URL is the search's only state.
 */
export default function SearchPage({ api, config, detail = null, scope = null }: SearchScreenProps) {
  const { state: url, change } = useSearchUrl()
  const { readMarketFilters } = useSearchChecks()
  const [params] = useSearchParams()
  // The server knows no window: it renders the large layout, and so does hydration, before the
  // window's own breakpoint.
  const measuredBreakpoint = useBreakpoint()
  const breakpoint = useRenderBreakpoint(measuredBreakpoint)
  const small = breakpoint === 'small'
  const mapOn = url.map ?? !small
  const site = api.useGetSiteQuery(undefined, {
    selectFromResult: ({ data }) => ({ site: data ? normalizeCached(data).data : null }),
  }).site
  const savedScope = scope?.savedSearch ?? null
  const marketId =
    savedScope?.marketId ?? (url.query.market_id != null ? String(url.query.market_id) : config.market_id)
  const market = searchMarket(site, marketId)
  const hasQ = params.has('q')
  const marketFilters = useMemo(() => (market ? readMarketFilters(market) : null), [readMarketFilters, market])
  const defaults = useMemo(
    () => marketDefaultFilter(marketFilters, config.default_filter, marketId),
    [marketFilters, config.default_filter, marketId],
  )
  const collectionId = scope?.collectionId ?? null
  const savedQuery = savedScope?.query ?? null
  const hasSort = params.has('sort')
  const query = useMemo(
    () =>
      collectionId !== null
        ? scopedSearchQuery(url.query, collectionId)
        : savedQuery
          ? savedSearchScreenQuery(url.query, savedQuery, { hasSort, marketId })
          : screenSearchQuery(url.query, { hasQ, defaults, marketId }),
    [url.query, hasQ, defaults, marketId, collectionId, savedQuery, hasSort],
  )
  // The search's title is the page's only at index itself: a child route (a sign-in dialog, the
  // split detail) names the page while it shows.
  const atIndex = useMatch({ path: '/', end: true }) !== null
  const title = searchPageTitle({
    purchaseType: query.filter.purchase_type?.value,
    city: market?.city,
    state: market?.state_id,
  })
  usePageTitle(api, atIndex ? title : null)
  const cardId = marketCardId(market)
  const customCard = useMarketCard(api, cardId)
  const results = useSearchResults(api, query, cardFields(cardId))
  useSearchMetrics(query, marketId, results.state === 'ready' && scope == null)
  // The map's clusters follow the results: a filter change reaches the map once the list with its
  // answer has been painted, so the two requests never queue for the server together and the
  // clusters' request and markers never hold up the list's frame.
  const clusterFilter = useValueOncePainted(query.filter, results.state !== 'loading')
  const lastPage = resultsPageCount(results.total)
  const resultsTop = useRef<HTMLElement>(null)
  // A page past the last one (an old link, or fewer results since) would be empty: show the last
  // page instead, in place of the address that asked for it.
  const pastLastPage = results.state === 'ready' && lastPage > 0 && query.page.number > lastPage
  useEffect(() => {
    if (pastLastPage) change({ page: lastPage }, { replace: true })
  }, [pastLastPage, lastPage, change])

  const feeds = market?.feeds
  const feedFor = useCallback((listing: Listing) => listingFeed(listing, feeds), [feeds])
  const pageHref = useCallback((page: number) => `?${nextSearchParams(params, url, { page })}`, [params, url])
  const goToPage = useCallback(
    (page: number) => {
      change({ page })
      resultsTop.current?.focus({ preventScroll: true })
    },
    [change],
  )
  // The results pane is the screen's only scroller: a new page (or a new search, from Back or
  // Forward too) starts at its first card, never partway down the last list.
  const shownQuery = queryKey(query)
  useEffect(() => {
    resultsTop.current?.scrollTo({ top: 0 })
  }, [shownQuery])
  const onChange = useCallback((next: SearchChange) => change(next), [change])
  const onSortChange = useCallback((sort: SearchQuery['sort']) => change({ sort }), [change])
  const onMapChange = useCallback((map: boolean) => change({ map }), [change])

  // What the map reads of the search, as values that keep their identity while they mean the same
  // (the URL is parsed anew on every change): the memoised map then skips the click's render.
  const filterRef = useRef(query.filter)
  filterRef.current = query.filter
  const geoShapeKey = query.filter.geo_shape ? JSON.stringify(query.filter.geo_shape.value) : null
  const geoShape = useMemo(() => (geoShapeKey ? (JSON.parse(geoShapeKey) as SearchPolygon) : null), [geoShapeKey])
  // A place picked in the omnibox, or a city chosen in the City filter, takes the map to it: the
  // search drops the box the map had narrowed it to, so the list and the map both show the whole place.
  const onFormChange = useCallback(
    (next: SearchChange) => {
      const picked =
        next.filter !== undefined &&
        (pickedSuggestions(filterRef.current, next.filter).length > 0 ||
          pickedCities(filterRef.current, next.filter).length > 0)
      change(picked ? { ...next, bounding_box: null } : next)
    },
    [change],
  )
  const onClearFilters = useMemo(
    () =>
      marketFilters?.ok && scope == null
        ? () => change({ filter: clearFilters(filterRef.current, marketFilters.schema, marketFilters.view) })
        : undefined,
    [change, marketFilters, scope],
  )
  // On a saved search, the form (in its editor) and the map's drawn area change its draft, not the URL.
  const editor = savedScope?.editor ?? null
  const onEditorChange = useCallback(
    (next: SearchChange) => {
      if (!editor || next.filter === undefined) return
      editor.onFilterChange(next.filter, next.names ?? {}, next.bounding_box === null)
      change({ page: 1, ...(next.bounding_box === null ? { bounding_box: null } : {}) })
    },
    [editor, change],
  )
  const onGeoShapeChange = useCallback(
    (shape: SearchPolygon | null) => {
      const { geo_shape: _removed, ...rest } = filterRef.current
      const filter = shape ? { ...rest, geo_shape: { value: shape } } : rest
      if (savedScope) onEditorChange({ filter })
      else change({ filter })
    },
    [change, savedScope, onEditorChange],
  )

  // A card opens the split-view detail next to the results, keeping the search in its URL; its
  // Previous / Next step through this page of results and close comes back to this search.
  // Both read the search through a ref, so they stay the same functions across searches: a
  // filter change then re-renders no card for them (40 cards re-rendering in the click's own
  // render delayed the search request by about 10 ms). A card's href is written when its listing
  // renders, which every new page of results does.
  const location = useLocation()
  const navigate = useNavigate()
  const searchRef = useRef(location.search)
  searchRef.current = location.search
  const basePath = scope?.basePath ?? ''
  const detailHref = useCallback(
    (listing: Listing) => appHref(basePath + splitListingPath(String(listing.id), searchRef.current)),
    [basePath],
  )
  const openListing = useCallback(
    (listing: Listing) => void navigate(basePath + splitListingPath(String(listing.id), searchRef.current)),
    [navigate, basePath],
  )
  const shownSearch = searchWithoutDetailParams(location.search)
  const saveListing = useSaveListing()
  // The signed-in user's saved homes: 'Saved' on their cards, a heart on their markers. Inside a
  // collection every card is the board's own (Comment and Remove instead of Save): none is marked.
  const allSaved = useSavedListings(api)
  const saved = scope ? NOTHING_SAVED : allSaved
  const savedInFor = useCallback((listing: Listing) => saved.savedIn(String(listing.id)), [saved])
  const gatedId = useGatedListingId()
  useEffect(() => {
    if (results.state === 'ready') rememberLastResults(shownSearch, results.listings)
  }, [results.state, results.listings, shownSearch])

  // Saving this search (route save-search): a visitor is sent to sign in first by the route itself.
  const signedIn = useSessionStatus() === 'authenticated'
  const savingSearch =
    useMatch({ path: `/${INDEX_SAVED_SEARCH_ROUTE_PATHS.saveSearch}`, end: true }) !== null && signedIn
  const closeSaveSearch = useCallback(() => void navigate({ pathname: '/', search: searchRef.current }), [navigate])

  // The map (Leaflet, the heaviest part of the page) starts loading once the first results are on
  // screen, so it never delays them.
  const [mapWanted, setMapWanted] = useState(false)
  const firstResultsShown = results.state !== 'loading' || results.listings.length > 0
  useEffect(() => {
    if (!firstResultsShown || mapWanted) return
    const frame = requestAnimationFrame(() => setTimeout(() => setMapWanted(true), 0))
    return () => cancelAnimationFrame(frame)
  }, [firstResultsShown, mapWanted])

  // The search form: the main search's, or on a saved search its filter editor's (in the filter
  // summary or the modal), whose changes go to the search's draft.
  const searchForm = (onFormEdit: (change: SearchChange) => void) => (
    <SearchForm
      api={api}
      query={query}
      market={market}
      onChange={onFormEdit}
      breakpoint={breakpoint}
      resultTotal={results.total}
      resultsState={results.state}
      placeNames={savedScope?.placeNames}
    />
  )
  const mapPlaceholder = <section className="search-page__map" aria-label="Map" aria-busy="true" />
  const ResultsHeading = scope ? 'h2' : 'h1'
  // Small screens show one view at a time; larger ones show the map beside the list.
  const view = !mapOn ? 'list' : small ? 'map' : 'split'
  const compact = small ? 'compact' : 'wide'
  return (
    <main className="search-page" data-view={view}>
      {scope ? (
        <>
          {scope.header}
          {editor?.inline ? (
            // The filter summary's editor: the search form under the header, its results live.
            <div id={SAVED_SEARCH_INLINE_EDITOR_ID} className="saved-search__inline-editor">
              {searchForm(onEditorChange)}
            </div>
          ) : null}
        </>
      ) : (
        searchForm(onFormChange)
      )}
      <div className="search-page__body">
        <section
          id={SEARCH_RESULTS_ID}
          className="search-page__results"
          aria-labelledby="results-heading"
          ref={resultsTop}
          tabIndex={-1}
        >
          {/* A collection's or saved search's page has its name as its h1: the results are a part of it. */}
          <ResultsHeading id="results-heading" className="visually-hidden">
            Search results
          </ResultsHeading>
          <ResultsToolbar
            total={results.total}
            state={results.state}
            sort={query.sort}
            onSortChange={onSortChange}
            map={mapOn}
            onMapChange={onMapChange}
            {...(savedScope
              ? ({ context: 'saved-search', backToSearchHref: '/', renderLink: renderRouterLink } as const)
              : scope
                ? ({
                    context: 'collection',
                    sortable: false,
                    backToSearchHref: '/',
                    renderLink: renderRouterLink,
                  } as const)
                : ({
                    context: 'search',
                    // The search as the URL has it goes with the dialog, and comes back after a sign-in.
                    saveSearchHref: `/${INDEX_SAVED_SEARCH_ROUTE_PATHS.saveSearch}${shownSearch}`,
                    renderLink: renderRouterLink,
                  } as const))}
            layout={compact}
          />
          {view !== 'map' && (
            <>
              {/* The cards' titles are h3s: this keeps the outline h1 > h2 > h3. */}
              <h2 id={SEARCH_LISTINGS_ID} className="visually-hidden" tabIndex={-1}>
                Listings
              </h2>
              <ListingsList
                listings={results.listings}
                state={results.state}
                feedFor={feedFor}
                savedInFor={savedInFor}
                gatedId={gatedId}
                extraInfo={site?.extra_info ?? false}
                fractionDisplay={site?.features?.fraction_display?.enabled ?? false}
                onRetry={results.retry}
                detailHref={detailHref}
                onOpen={openListing}
                {...(scope?.cardActions
                  ? { onComment: scope.cardActions.onComment, onRemove: scope.cardActions.onRemove }
                  : { onSave: saveListing })}
                customCard={customCard}
                // About two screens of cards in the first frame; the rest follow straight after.
                firstPaintCards={small ? 4 : 8}
                {...(scope?.emptyText ? { emptyText: scope.emptyText } : {})}
              />
              {results.total > 0 && (
                <Pagination
                  page={Math.min(query.page.number, lastPage)}
                  lastPage={lastPage}
                  pageHref={pageHref}
                  onPageChange={goToPage}
                  layout={compact}
                />
              )}
              {site?.features?.idx_disclaimer?.enabled && (
                <Suspense fallback={null}>
                  <SiteDisclaimer site={site} />
                </Suspense>
              )}
            </>
          )}
        </section>
        {view !== 'list' && !mapWanted && mapPlaceholder}
        {view !== 'list' && mapWanted && (
          <Suspense fallback={mapPlaceholder}>
            <MapPane
              api={api}
              marketId={query.market_id ?? null}
              collectionId={collectionId}
              boxParam={query.bounding_box ? boxParam(query.bounding_box) : null}
              geoShape={geoShape}
              onGeoShapeChange={onGeoShapeChange}
              clusterFilter={clusterFilter}
              market={market}
              onChange={onChange}
              {...(onClearFilters ? { onClearFilters } : {})}
              listingHref={detailHref}
              onOpenListing={openListing}
              onSaveListing={saveListing}
              savedListingIds={saved.ids}
              mapStyle={config.map_style}
              tileSources={config.map_tiles}
              pmtiles={config.basemap_pmtiles ?? null}
            />
          </Suspense>
        )}
        {detail}
      </div>
      {savingSearch ? (
        <Suspense fallback={null}>
          <SaveSearchDialogHost
            api={api}
            query={query}
            // The market the results come from: the URL's, else the site's default one.
            marketId={market ? String(market.id) : marketId}
            placeNames={readSuggestionNames(params)}
            onClose={closeSaveSearch}
          />
        </Suspense>
      ) : null}
      {editor?.open ? (
        <Suspense fallback={null}>
          <EditFiltersDialog editor={editor}>{searchForm(onEditorChange)}</EditFiltersDialog>
        </Suspense>
      ) : null}
    </main>
  )
}

/**
 * A collection's search: its listings on the URL's page, in the map's box and drawn area; the
 * server ignores the filter (but its drawn area), market and sort there, so none is sent.
 */
function scopedSearchQuery(urlQuery: SearchQuery, collectionId: string): SearchQuery {
  const { geo_shape: drawn } = urlQuery.filter
  return {
    filter: drawn ? { geo_shape: drawn } : {},
    sort: DEFAULT_SORT,
    page: urlQuery.page,
    ...(urlQuery.bounding_box ? { bounding_box: urlQuery.bounding_box } : {}),
    collection_id: collectionId,
  }
}

/**
 * A saved search's results: its filter and market always, its sort and map box unless the URL
 * has its own (the visitor sorted, or moved the map), the URL's page.
 */
function savedSearchScreenQuery(
  urlQuery: SearchQuery,
  saved: SavedSearchScope['query'],
  { hasSort, marketId }: { hasSort: boolean; marketId: string | null },
): SearchQuery {
  const box = urlQuery.bounding_box ?? saved.bounding_box
  return {
    filter: saved.filter,
    sort: hasSort ? urlQuery.sort : (saved.sort ?? DEFAULT_SORT),
    page: urlQuery.page,
    ...(box ? { bounding_box: box } : {}),
    ...(marketId !== null ? { market_id: marketId } : {}),
  }
}

/**
 * The last `value` seen `ready`, handed on once the frame showing it ready has been painted (the
 * first value at once).
 */
function useValueOncePainted<T>(value: T, ready: boolean): T {
  const [held, setHeld] = useState(value)
  useEffect(() => {
    if (!ready || held === value) return
    // A requestAnimationFrame callback runs before the next paint; a task queued from it, after.
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setHeld(value), 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [value, ready, held])
  return held
}
