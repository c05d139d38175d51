import { normalizeCached, unlockOutcome } from '@idx/api-client/react'
import {
  isForSale,
  listingFeed,
  listingPageTitle,
  showsShowingData,
  type Feed,
  type Listing,
  type Site,
} from '@idx/domain'
import {
  ListingDetail,
  ListingDetailNav,
  ListingDetailSkeleton,
  PasswordGate,
  RegistrationGate,
  type NeighbourTarget,
  type RenderLink,
} from '@idx/search-ui'
import {
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type ReactNode,
} from 'react'
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router'
import {
  browserStorage,
  recordPropertyView,
  routerPath,
  type SiteApi,
  type SiteConfig,
  useCurrentUser,
  usePageTitle,
  useSessionStatus,
  useSiteSession,
} from '@idx/app-shell'
import { SiteHeader } from '../app/SiteHeader.js'
import { usePageOrigin, useRenderTimeZone } from '../app/served-page.js'
import { useHydrating } from '../app/useHydrating.js'
import { useListingMetrics } from '../metrics/useMetrics.js'
import { searchMarket } from '../shared/site-market.js'
import { useEmbeddedPageUrl } from '../shared/embedded-page-url.js'
import { lastResults, listingNeighbours, serverLastResults, subscribeLastResults } from '../shared/last-results.js'
import { listingGate } from './listing-gate.js'
import { useReportGatedListing } from '../shared/gated-listing.js'
import {
  appHref,
  flagOn,
  FULLSCREEN_PARAM,
  fullListingPath,
  INQUIRY_PARAM,
  searchWithoutDetailParams,
  splitListingPath,
  withFlag,
  type ListingPathEntry,
} from '../shared/listing-paths.js'
import { ListingMapPane } from './ListingMapPane.js'
import { ListingStyles } from './ListingStyles.js'
import { useListingHistory, useShowingData } from './useListingExtras.js'
import { useListingLoad } from './useListingLoad.js'
import { useSplitDetailClose } from './useSplitDetailClose.js'
import { useSplitDetailPlacement } from './useSplitDetailPlacement.js'
import type { ListingLeads } from '../shared/listing-leads.js'
import { useSaveListing } from '../shared/useSaveListing.js'
import { useSavedListings } from '../shared/useSavedListings.js'

// The site's IDX disclaimer under the listing: its code loads only on a site that shows one.
const SiteDisclaimer = lazy(() => import('../app/SiteDisclaimer.js'))

/**
 * The listing's navigation bar. In a brokerage's frame, its share buttons share and 'Open in New
 * Window' opens the brokerage's page at the listing (`framePath`, below /app/; the share token
 * inside it), not this site's /app/ address.
 */
function ListingNav({ framePath, ...props }: ComponentProps<typeof ListingDetailNav> & { framePath: string }) {
  const token = props.shareToken?.trim()
  const shareUrl = useEmbeddedPageUrl(token ? `${framePath}?share_token=${encodeURIComponent(token)}` : framePath)
  const pageUrl = useEmbeddedPageUrl(framePath)
  return <ListingDetailNav {...props} shareUrl={shareUrl} fullPageHref={pageUrl ?? props.fullPageHref} />
}

/** Which listing route: the split view (a child of index, next to the results) or the full page. */
export type ListingScreenRoute = 'split' | 'full'

export type ListingScreenProps = {
  api: SiteApi
  config: SiteConfig
  route: ListingScreenRoute
  /** Where the split view's results live (`/collection/7` inside a collection); default index. */
  basePath?: string
  /** The lead widgets drawn with the listing (the agents feature's, handed in by App.tsx). */
  leads: ListingLeads
}

const renderRouterLink: RenderLink = ({ href, ...props }) => <Link to={href} {...props} />
// The detail's links are the site's addresses (under /app/, e.g. 'Saved in' to a collection):
// followed by the router.
const renderAppLink: RenderLink = ({ href, ...props }) => <Link to={routerPath(href)} {...props} />

/**
 * A listing's detail at `listing/{listing_id}` (split view) or `listing/{slug}/{listing_id}`
 * (full page): the registration gate, the password gate or the full view with its navigation
 * bar; `inquiry` opens 'Ask a Question' and `fullscreen` widens the split view. A listing the
 * server does not know replaces the route with listing-not-found. Loaded lazily: none of this is
 * in the search screen's first JavaScript.
 */
export default function ListingScreen({ api, config, route, basePath = '', leads }: ListingScreenProps) {
  const { AgentCallback, InquiryModal, SupportChat } = leads
  const { listingId = '' } = useParams()
  const location = useLocation()
  const navigate = useNavigate()
  const session = useSiteSession()
  const status = useSessionStatus()
  const { user } = useCurrentUser(api)
  const pageOrigin = usePageOrigin()
  const siteQuery = api.useGetSiteQuery()
  const site = useMemo(() => (siteQuery.data ? normalizeCached(siteQuery.data).data : null), [siteQuery.data])
  const siteSettled = site !== null || siteQuery.isError
  const [unlockListing] = api.useUnlockListingMutation()
  const load = useListingLoad(api, listingId)
  // The server's zone while the page hydrates the server's HTML, then the visitor's.
  const timeZone = useRenderTimeZone()
  const history = useListingHistory(api, listingId)
  // 'MLS +' fetches the showing data of the listing it was pressed on, and only then.
  const [showingDataOf, setShowingDataOf] = useState<string | null>(null)
  const showingData = useShowingData(api, listingId, showingDataOf === listingId)
  useListingMetrics(load.state === 'ready' ? load.listing : null)
  const views = usePropertyViews(listingId, load.state === 'ready', status === 'authenticated', site)
  const last = useSyncExternalStore(subscribeLastResults, lastResults, serverLastResults)
  const panel = useRef<HTMLElement>(null)
  // An inquiry that was sent drops `inquiry` from the URL (a reload must not open the form again)
  // while its dialog stays open with the thank-you, until the visitor closes it.
  const [sentInquiryOf, setSentInquiryOf] = useState<string | null>(null)
  const inquiryOpen = flagOn(location.search, INQUIRY_PARAM) || sentInquiryOf === listingId
  // The search the results show: the split view carries it in its own URL; the full page
  // returns to the last one.
  const searchBack = route === 'split' ? searchWithoutDetailParams(location.search) : last.search
  // Before the effect below moves focus into the detail: it remembers what had focus.
  const close = useSplitDetailClose(
    panel,
    listingId,
    () => void navigate({ pathname: basePath || '/', search: searchBack }),
    route === 'split',
  )
  useSplitDetailPlacement(panel, route === 'split')
  const shownListing = load.state === 'ready' ? load.listing : null
  usePageTitle(
    api,
    useMemo(() => (shownListing ? listingPageTitle(shownListing) : null), [shownListing]),
  )

  // A new listing starts at its top, and focus moves into the detail so a keyboard or screen
  // reader user is where the click took them.
  useEffect(() => {
    panel.current?.scrollTo?.({ top: 0 })
    panel.current?.focus({ preventScroll: true })
  }, [listingId])

  const neighbourTarget = (entry: ListingPathEntry | null): NeighbourTarget | null =>
    entry
      ? { href: route === 'split' ? basePath + splitListingPath(entry.id, location.search) : fullListingPath(entry) }
      : null
  const neighbours = listingNeighbours(last.listings, listingId)
  const saveListing = useSaveListing(searchBack)
  const saved = useSavedListings(api)
  // The header's Get Started path; the attempted transition brings the visitor back here.
  const startSignIn = () => {
    session.setAttemptedTransition({
      url: appHref(`${location.pathname}${location.search}`),
      targetName: route === 'split' ? 'index.listing-detail' : 'listing',
      queryParams: Object.fromEntries(new URLSearchParams(location.search)),
    })
    void navigate({ pathname: site?.features?.idx_login ? '/authenticate' : '/login', search: searchBack })
  }

  const gate =
    shownListing && views !== null && siteSettled
      ? listingGate({
          rule: site?.registration_rule,
          views,
          authenticated: status === 'authenticated',
          locked: (shownListing as Listing & { locked?: boolean }).locked === true,
        })
      : null
  // The results beside the split view draw this listing's card without its price and photos.
  useReportGatedListing(route === 'split' && gate === 'registration' ? listingId : null)

  let content: ReactNode
  if (load.state === 'not-found') {
    return <Navigate to="/listing-not-found" replace />
  } else if (load.state === 'error') {
    content = (
      <div className="listing-screen__message" role="alert">
        <p>Oops, Something went wrong...</p>
        <button type="button" className="idx-detail__button" onClick={load.retry}>
          Try again
        </button>
      </div>
    )
  } else if (load.state === 'loading' || views === null || !siteSettled) {
    content = <ListingDetailSkeleton />
  } else {
    const listing = load.listing
    const headingLevel = route === 'full' ? 1 : 2
    const market = searchMarket(site, new URLSearchParams(searchBack).get('market_id') ?? config.market_id)
    const feed = (listing as Listing & { feed?: Feed | null }).feed ?? listingFeed(listing, market?.feeds)
    const canAsk = isForSale(listing.canonical_listing_status ?? listing.listing_status)
    const fullPageHref = appHref(fullListingPath({ id: String(listing.id), slug: listing.slug }))
    content = (
      <>
        <ListingNav
          listing={listing}
          route={route}
          shareToken={user?.share_token}
          origin={pageOrigin}
          fullPageHref={fullPageHref}
          framePath={fullListingPath({ id: String(listing.id), slug: listing.slug }).slice(1)}
          previous={neighbourTarget(neighbours.previous)}
          next={neighbourTarget(neighbours.next)}
          onClose={close}
          renderLink={renderRouterLink}
        />
        {gate === 'registration' ? (
          <RegistrationGate
            listing={listing}
            siteLogoUrl={site?.logo_url}
            siteName={site?.name}
            headingLevel={headingLevel}
            onLogin={startSignIn}
          />
        ) : gate === 'password' ? (
          <PasswordGate
            listing={listing}
            headingLevel={headingLevel}
            // A right password keeps the token in the slice, which refetches the listing unlocked.
            onUnlock={async (password) => unlockOutcome(await unlockListing({ id: String(listing.id), password }))}
          />
        ) : (
          <>
            <ListingDetail
              listing={listing}
              route={route}
              headingLevel={headingLevel}
              feed={feed}
              extraInfo={site?.extra_info ?? false}
              fractionDisplay={site?.features?.fraction_display?.enabled ?? false}
              connectedAgent={user?.current_agent ?? null}
              // The 'Listing Agent' card is the site's choice (a missing switch is off).
              agentCard={site?.features?.idx_listing_agent_card === true}
              presentedBy={site?.name}
              timeZone={timeZone}
              history={history}
              // The save route over the search (spec §2); a visitor meets sign-in there first, titled
              // 'Sign-in to Unlock More Features', and comes back to the save after it.
              onSave={saveListing}
              // 'Saved in {collections}', each a link to the collection's page.
              savedIn={saved.savedIn(String(listing.id))}
              renderLink={renderAppLink}
              showingDataAvailable={showsShowingData(listing, user?.as_agent?.active_feeds)}
              onShowingData={() => setShowingDataOf(listingId)}
              showingData={showingData.state === 'ready' ? showingData.sections : undefined}
              showingDataFailed={showingData.state === 'error'}
              onShowingDataRetry={showingData.state === 'error' ? showingData.retry : undefined}
              onAsk={() =>
                void navigate({ pathname: location.pathname, search: withFlag(location.search, INQUIRY_PARAM, true) })
              }
              // Leaflet needs `window` and is heavy: the listing's map loads only when the Map toggle shows it.
              renderMap={(shown) => (
                <Suspense fallback={<p className="listing-screen__message">Loading map…</p>}>
                  <ListingMapPane api={api} config={config} marketId={market?.id ?? config.market_id} listing={shown} />
                </Suspense>
              )}
            />
            <AgentCallback
              config={config}
              site={site}
              listing={listing}
              marketId={market?.id ?? config.market_id}
              user={user}
              listingUrl={fullPageHref}
              headingLevel={headingLevel === 1 ? 2 : 3}
            />
            {site?.features?.idx_disclaimer?.enabled && (
              <Suspense fallback={null}>
                <SiteDisclaimer site={site} />
              </Suspense>
            )}
            {canAsk && inquiryOpen ? (
              <Suspense fallback={null}>
                <InquiryModal
                  api={api}
                  config={config}
                  site={site}
                  dataSourceName={listing.data_source_name}
                  open
                  onClose={() => {
                    setSentInquiryOf(null)
                    if (flagOn(location.search, INQUIRY_PARAM)) {
                      void navigate({
                        pathname: location.pathname,
                        search: withFlag(location.search, INQUIRY_PARAM, false),
                      })
                    }
                  }}
                  onSent={() => {
                    setSentInquiryOf(listingId)
                    void navigate(
                      { pathname: location.pathname, search: withFlag(location.search, INQUIRY_PARAM, false) },
                      { replace: true },
                    )
                  }}
                  listing={listing}
                  variant={site?.features?.opt_in ? 'opt-in' : 'standard'}
                  contact={
                    user
                      ? {
                          first_name: user.first_name ?? '',
                          last_name: user.last_name ?? '',
                          email: user.email ?? '',
                          phone_number: user.phone_number ?? '',
                        }
                      : undefined
                  }
                  contactName={site?.name}
                  currentAgent={user?.current_agent ?? null}
                  onSubmit={async (values) =>
                    (await import('./send-listing-inquiry.js')).sendListingInquiry(
                      { baseUrl: config.api_base_url, getToken: session.getToken },
                      {
                        values,
                        variant: site?.features?.opt_in ? 'opt-in' : 'standard',
                        // The lead names the listing's own page, wherever the form was sent from.
                        listing: { ...listing, url: absoluteHref(fullPageHref, pageOrigin) },
                        marketId: market?.id ?? config.market_id,
                        remoteActorId: user?.id ?? null,
                      },
                    )
                  }
                />
              </Suspense>
            ) : null}
          </>
        )}
      </>
    )
  }

  if (route === 'full') {
    return (
      <>
        <SiteHeader
          api={api}
          site={site}
          // The split view is a child of index, whose layout has the chat already.
          aside={
            <SupportChat
              api={api}
              config={config}
              site={site}
              marketId={new URLSearchParams(searchBack).get('market_id') ?? config.market_id}
            />
          }
        />
        <main className="listing-screen listing-screen--full" ref={panel} tabIndex={-1}>
          <ListingStyles />
          {content}
        </main>
      </>
    )
  }
  return (
    <aside
      className="listing-screen listing-screen--split"
      aria-label="Listing detail"
      data-fullscreen={flagOn(location.search, FULLSCREEN_PARAM) || undefined}
      ref={panel}
      tabIndex={-1}
    >
      <ListingStyles />
      {content}
    </aside>
  )
}

/** `href` (a path) made absolute on the page's origin; the path alone when the origin is unknown. */
function absoluteHref(href: string, origin: string | null): string {
  return origin ? new URL(href, origin).href : href
}

/**
 * Counts each listing opened once it has loaded (spec §4: only anonymous visitors' views count;
 * a listing opened again is not counted again) and returns the stored count, or null until this listing is counted, so a gate never flashes
 * the full view first.
 */
function usePropertyViews(listingId: string, loaded: boolean, authenticated: boolean, site: Site | null) {
  const [views, setViews] = useState<{ id: string; count: number } | null>(null)
  const counted = useRef<string | null>(null)
  // The server renders the full view (crawlers read it; the registration gate is lead capture,
  // not security) and hydration renders it too: the listing the page was served with counts as
  // none viewed until its view is counted, and the gate may follow then (apps/idx/README.md).
  const hydrating = useHydrating()
  const [servedId] = useState(() => (hydrating ? listingId : null))
  useEffect(() => {
    // Once per listing opened, also under StrictMode's second effect run (refs survive it).
    if (!loaded || counted.current === listingId) return
    counted.current = listingId
    const { count } = recordPropertyView(
      browserStorage('localStorage'),
      listingId,
      site?.registration_rule,
      authenticated,
    )
    setViews({ id: listingId, count })
  }, [listingId, loaded, authenticated, site])
  return views?.id === listingId ? views.count : servedId === listingId ? 0 : null
}
