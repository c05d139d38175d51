import { DELAYS_MS, resultsPageCount } from '@idx/domain'
import type { SearchMapProps } from '@idx/map-ui'
import { Pagination } from '@idx/search-ui'
import { renderAnchor, SharedStyles, Style, VISUALLY_HIDDEN_CLASS, type RenderLink } from '@idx/ui'
import { lazy, Suspense, useEffect, useId, useMemo, useState, type FormEvent } from 'react'
import { FILTER_EDITOR_CSS } from '../filter-editor/filter-editor-styles.js'
import { LISTINGS_MANAGER_CSS } from './listings-manager-styles.js'
import { ManagedListingCard } from './ManagedListingCard.js'
import { managedListingsMapCenter, type ManagedListing, type ManagedListingsMarket } from './managed-listing.js'

// Leaflet needs `window` and is most of the page's weight: the map loads after the list.
const ManagedListingsMap = lazy(() =>
  import('./ManagedListingsMap.js').then((module) => ({ default: module.ManagedListingsMap })),
)

/** What the Listings Manager shows (one page of results) and the host's callbacks for each change. */
export interface ListingsManagerProps {
  /** The page of pocket listings to show (the host's `GET pocket_listings`, mapped). */
  readonly listings: readonly ManagedListing[]
  /** How many listings match in all (`meta.total`), for the count and the pager. */
  readonly total: number
  /** The current page, 1-based (query param `page`). */
  readonly page: number
  /** The page size the host asked for. Default 20. */
  readonly pageSize?: number
  /** A page's URL (so pages are real links); `onPageChange` takes plain clicks. */
  readonly pageHref: (page: number) => string
  /** Called instead of following a page link on a plain click. */
  readonly onPageChange?: (page: number) => void
  /** The address search (query param `q`). */
  readonly query: string
  /** Called 500 ms after typing stops (DELAYS_MS.resultsFetch), or at once on Enter. Go back to page 1. */
  readonly onQueryChange: (query: string) => void
  /** The site's markets: the picker shows only when there are more than one. */
  readonly markets: readonly ManagedListingsMarket[]
  /** The chosen market (`filter[market_id]`); null: none chosen yet. */
  readonly marketId: string | null
  /** Called with the market picked. Go back to page 1. */
  readonly onMarketChange: (marketId: string) => void
  /** The wizard's new-listing page (`cms/listings/new`). */
  readonly addListingHref: string
  /** 'loading' and 'error' show a message in place of the results. Default 'ready'. */
  readonly state?: 'loading' | 'error' | 'ready'
  /** The error's words; default 'Your pocket listings could not be loaded.' */
  readonly errorMessage?: string
  /** Offered as 'Try again' with an error. */
  readonly onRetry?: () => void
  /** Whether the map is shown (query param `map`). Default true. */
  readonly showMap?: boolean
  /** The map's basemap settings, as the host's other maps get them. */
  readonly mapOptions?: Pick<SearchMapProps, 'mapStyle' | 'tileSources' | 'pmtiles'>
  /** Routes the page's links (Add Listing, Edit, pages) through the host's router. */
  readonly renderLink?: RenderLink
}

const DEFAULT_ERROR = 'Your pocket listings could not be loaded.'

/**
 * The Listings Manager (BETA): an agent's (or, for an administrator, the site's) pocket listings
 * as results with a map beside them (stacked on phones): an address search, the market picker
 * when the site has more than one market, `Add Listing`, each result's Edit link, the pager, and
 * its loading, error and empty states. Fetches nothing: the host passes the page in.
 *
 * @example
 * <ListingsManager
 *   listings={page.map(toManagedListing)} total={meta.total} page={page} pageHref={(n) => `?page=${n}`}
 *   query={q} onQueryChange={(q) => setParams({ q, page: 1 })}
 *   markets={markets} marketId={marketId} onMarketChange={setMarket}
 *   addListingHref="/admin/cms/listings/new" state={isLoading ? 'loading' : 'ready'}
 * />
 */
export function ListingsManager({
  listings,
  total,
  page,
  pageSize = 20,
  pageHref,
  onPageChange,
  query,
  onQueryChange,
  markets,
  marketId,
  onMarketChange,
  addListingHref,
  state = 'ready',
  errorMessage = DEFAULT_ERROR,
  onRetry,
  showMap = true,
  mapOptions,
  renderLink = renderAnchor,
}: ListingsManagerProps) {
  const headingId = useId()
  const marketSelectId = useId()
  const [highlighted, setHighlighted] = useState<string | null>(null)
  const draft = useQueryDraft(query, onQueryChange)
  const market = markets.find((candidate) => candidate.id === marketId)
  // Keyed by the market: the map looks at a newly chosen market, not at every new page.
  const view = useMemo(
    () => managedListingsMapCenter(market, listings),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new page must not move the map
    [market],
  )
  const lastPage = resultsPageCount(total, pageSize)
  // An empty map beside "No pocket listings yet" only says the same again: the message takes the width.
  const mapShown = showMap && !(state === 'ready' && listings.length === 0)
  const addListing = (className: string) => renderLink({ href: addListingHref, className, children: 'Add Listing' })

  return (
    <section className="idx-listings-manager" aria-labelledby={headingId} data-map={mapShown ? 'shown' : 'hidden'}>
      <SharedStyles />
      <Style id="idx-filter-editor" css={FILTER_EDITOR_CSS} precedence="idx-admin-editor" />
      <Style id="idx-listings-manager" css={LISTINGS_MANAGER_CSS} precedence="idx-admin-editor" />
      <header className="idx-listings-manager__header">
        <h1 id={headingId} className="idx-listings-manager__heading">
          Listings Manager <span className="idx-listings-manager__beta">BETA</span>
        </h1>
        {addListing('idx-fde__button idx-fde__button--primary idx-listings-manager__add')}
      </header>
      <div className="idx-listings-manager__tools">
        <form role="search" className="idx-listings-manager__search" onSubmit={draft.submit}>
          <label htmlFor={`${headingId}-q`} className={VISUALLY_HIDDEN_CLASS}>
            Search Address
          </label>
          <input
            id={`${headingId}-q`}
            type="search"
            placeholder="Search Address"
            autoComplete="off"
            value={draft.value}
            onChange={(event) => draft.change(event.currentTarget.value)}
          />
        </form>
        {markets.length > 1 && (
          <div className="idx-listings-manager__market">
            <label htmlFor={marketSelectId}>Market</label>
            <select
              id={marketSelectId}
              value={marketId ?? ''}
              onChange={(event) => onMarketChange(event.currentTarget.value)}
            >
              {marketId === null && <option value="">Choose a market</option>}
              {markets.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.market_name}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <div className="idx-listings-manager__main">
        <div className="idx-listings-manager__results" aria-busy={state === 'loading' || undefined}>
          {state === 'loading' ? (
            <p role="status" className="idx-listings-manager__message">
              Loading your pocket listings…
            </p>
          ) : state === 'error' ? (
            <div role="alert" className="idx-listings-manager__message idx-listings-manager__message--error">
              <p>{errorMessage}</p>
              {onRetry && (
                <button type="button" className="idx-fde__button" onClick={onRetry}>
                  Try again
                </button>
              )}
            </div>
          ) : listings.length === 0 ? (
            query.trim() ? (
              <div className="idx-listings-manager__message">
                <p className="idx-listings-manager__empty-title">No pocket listings match “{query.trim()}”.</p>
                <button type="button" className="idx-fde__button idx-fde__button--quiet" onClick={draft.clear}>
                  Clear the search
                </button>
              </div>
            ) : (
              <div className="idx-listings-manager__message">
                <p className="idx-listings-manager__empty-title">No pocket listings yet</p>
                <p>List a home that is not on the MLS (yet): it appears to visitors like any other listing.</p>
                {addListing('idx-fde__button idx-fde__button--primary')}
              </div>
            )
          ) : (
            <>
              <p className="idx-listings-manager__count" aria-live="polite">
                {total === 1 ? '1 pocket listing' : `${total.toLocaleString('en-US')} pocket listings`}
              </p>
              <ol className="idx-listings-manager__list" aria-label="Pocket listings">
                {listings.map((listing) => (
                  <ManagedListingCard
                    key={listing.id}
                    listing={listing}
                    renderLink={renderLink}
                    onHighlight={setHighlighted}
                  />
                ))}
              </ol>
              <Pagination
                page={page}
                lastPage={lastPage}
                pageHref={pageHref}
                renderLink={renderLink}
                label="Pocket listing pages"
                {...(onPageChange ? { onPageChange } : {})}
              />
            </>
          )}
        </div>
        {mapShown && (
          <div className="idx-listings-manager__map">
            <Suspense fallback={<p className="idx-listings-manager__map-loading">Loading the map…</p>}>
              <ManagedListingsMap
                listings={state === 'ready' ? listings : []}
                view={view}
                state={state}
                highlightedListingId={highlighted}
                {...(mapOptions ? { mapOptions } : {})}
              />
            </Suspense>
          </div>
        )}
      </div>
    </section>
  )
}

/**
 * The search box's text: typed freely, reported `DELAYS_MS.resultsFetch` after typing stops (or
 * at once on Enter), and replaced when the host's query changes otherwise (back, a link).
 */
function useQueryDraft(query: string, onQueryChange: (query: string) => void) {
  const [value, setValue] = useState(query)
  const [seen, setSeen] = useState(query)
  if (seen !== query) {
    setSeen(query)
    setValue(query)
  }
  useEffect(
    function reportAfterTyping() {
      if (value === query) return
      const timer = setTimeout(() => onQueryChange(value), DELAYS_MS.resultsFetch)
      return () => clearTimeout(timer)
    },
    [value, query, onQueryChange],
  )
  return {
    value,
    change: setValue,
    submit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault()
      if (value !== query) onQueryChange(value)
    },
    clear() {
      setValue('')
      onQueryChange('')
    },
  }
}
