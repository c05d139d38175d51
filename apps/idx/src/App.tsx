import type { Store } from '@reduxjs/toolkit'
import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react'
import {
  APP_ROUTE_PATHS,
  COLLECTION_REDIRECT_PATHS,
  COLLECTION_ROUTE_PATHS,
  JOIN_ROUTE_PATHS,
  NOT_FOUND_PAGE_TITLE,
  SAVED_SEARCH_ROUTE_PATHS,
  SIGNING_IN_PAGE_TITLE,
} from '@idx/domain'
import { Provider } from 'react-redux'
import { BrowserRouter, Route, Routes } from 'react-router'
import {
  browserSessionEnvironment,
  ConfigErrorPage,
  type ConfigResult,
  createAppStore,
  createSiteApi,
  createSiteSession,
  NotFoundPage,
  PageTitle,
  SessionProvider,
  type SiteApi,
  type SiteConfig,
  type SiteSession,
} from '@idx/app-shell'
import { FlashProvider } from '@idx/ui'
import { AUTH_ROUTES, SPLIT_LISTING_ROUTE } from './app/index-routes.js'
import { seedPageData, type PageData } from './app/page-data.js'
import { ServedPageContext } from './app/served-page.js'
import { WithSiteHeader } from './app/WithSiteHeader.js'
import { GetStartedElement, WorkWithAgentElement } from './agents/AgentRoutes.js'
import { collectionSaveRoutes, indexSaveRoutes } from './collections/save/save-routes.js'
import { collectionPanelRoutes } from './collections/collection-panel-routes.js'
import { LiveUpdates } from './collections/LiveUpdates.js'
import { indexCollectionRoutes, joinRoutes } from './collections/CollectionRoutes.js'
import { AuthRouteElement, IndexLayout, SearchPage } from './IndexLayout.js'
import { listingLeads } from './listing-leads.js'
import { CollectionListingElement, ListingNotFoundElement, ListingRouteElement } from './listing/ListingRoutes.js'
import { SiteMetrics } from './metrics/SiteMetrics.js'
import { frameBridge } from './embed/index.js'
import { indexSavedSearchRoutes, savedSearchPanelRoutes } from './saved-searches/saved-search-routes.js'

const OAuthCallbackPage = lazy(() => import('@idx/app-shell/oauth-callback'))
// A collection's page is drawn in the browser only (the server sends the app shell): its code,
// the collaboration kit with it, loads when a visitor opens one, not with the search screen.
const CollectionPage = lazy(() =>
  import('./collections/CollectionPage.js').then((module) => ({ default: module.CollectionPage })),
)
// Old-style addresses that only redirect: the rules load when one is followed inside the app.
const AppRedirect = lazy(() =>
  import('./collections/AppRedirect.js').then((module) => ({ default: module.AppRedirect })),
)
// A saved search's page, the same way.
const SavedSearchPage = lazy(() =>
  import('./saved-searches/SavedSearchPage.js').then((module) => ({ default: module.SavedSearchPage })),
)

/**
 * The spec's app root: every route lives under it. With the trailing slash the index is `/app/`
 * (the router writes a bare basename for the root otherwise, and the root would read `/app?…`).
 */
export const APP_BASENAME = '/app/'

/** Any other address under the app root (the server answers it with 404): says so, and leads back. */
function SiteNotFoundPage({ api }: { api: SiteApi }) {
  return (
    <WithSiteHeader api={api}>
      <NotFoundPage homeLabel="Go to the search">
        <PageTitle api={api} title={NOT_FOUND_PAGE_TITLE} />
      </NotFoundPage>
    </WithSiteHeader>
  )
}

// The site's default privacy policy (the IDX disclaimer's link when the site has none).
const PrivacyPolicyPage = lazy(() => import('./app/PrivacyPolicyPage.js'))

function LazyRedirect() {
  return (
    <Suspense fallback={null}>
      <AppRedirect />
    </Suspense>
  )
}

/** What the site runs on: the visitor's session, the api slice and the store holding its cache. */
export type SiteServices = { session: SiteSession; api: SiteApi; store: Store }

/** The router around the routes: the browser's history, or on the server a fixed location. */
export type SiteRouter = (props: { basename: string; children: ReactNode }) => ReactNode

function BrowserSiteRouter({ basename, children }: { basename: string; children: ReactNode }) {
  // Navigations render at once, not as transitions: a search change is a click's direct result,
  // and its request goes out from that render's effects, before the next frame.
  return (
    <BrowserRouter basename={basename} useTransitions={false}>
      {children}
    </BrowserRouter>
  )
}

function browserServices(config: SiteConfig, pageData: PageData | null): SiteServices {
  const environment = browserSessionEnvironment()
  // Embedded by /embed.js, the session lives in the parent page (a frame on another site may get
  // no storage of its own), and what the session tells the parent goes over the bridge alone.
  const bridge = frameBridge
  const session = createSiteSession(
    config,
    bridge
      ? { ...environment, storage: bridge.storage(environment.storage), publishToParent: (m) => bridge.publish(m) }
      : environment,
  )
  const api = createSiteApi(config, session.getToken)
  const store = createAppStore(api)
  if (pageData) seedPageData(store, api, pageData)
  bridge?.attach({
    session,
    subscribe: store.subscribe,
    currentUser: () => api.endpoints.getCurrentUser.select()(store.getState()).data,
  })
  return { api, store, session }
}

type SiteProps = {
  config: SiteConfig
  pageData: PageData | null
  services: SiteServices | undefined
  Router: SiteRouter
}

function Site({ config, pageData, services, Router }: SiteProps) {
  const { api, store, session } = useMemo(
    () => services ?? browserServices(config, pageData),
    [services, config, pageData],
  )
  // Whoever the visitor is now, the cached user is not theirs any more.
  useEffect(
    () => session.subscribe(() => void store.dispatch(api.util.invalidateTags(['User']))),
    [session, store, api],
  )
  const servedPage = useMemo(
    () => ({
      timeZone: pageData?.time_zone ?? null,
      viewport: pageData?.viewport ?? null,
      origin: pageData?.origin ?? null,
    }),
    [pageData],
  )
  return (
    <Provider store={store}>
      <ServedPageContext.Provider value={servedPage}>
        <SessionProvider session={session}>
          <FlashProvider>
            <Router basename={APP_BASENAME}>
              <SiteMetrics api={api} config={config} />
              <LiveUpdates api={api} config={config} />
              <Routes>
                <Route path="/" element={<IndexLayout api={api} config={config} />}>
                  <Route index element={null} />
                  {AUTH_ROUTES.map((route) => (
                    <Route key={route} path={route} element={<AuthRouteElement route={route} />} />
                  ))}
                  <Route
                    path={SPLIT_LISTING_ROUTE}
                    element={<ListingRouteElement api={api} config={config} route="split" leads={listingLeads} />}
                  />
                  {indexSaveRoutes(api)}
                  {indexCollectionRoutes()}
                  {indexSavedSearchRoutes()}
                </Route>
                <Route
                  path={APP_ROUTE_PATHS.fullListing}
                  element={<ListingRouteElement api={api} config={config} route="full" leads={listingLeads} />}
                />
                <Route path={APP_ROUTE_PATHS.listingNotFound} element={<ListingNotFoundElement api={api} />} />
                <Route
                  path={APP_ROUTE_PATHS.privacyPolicy}
                  element={
                    <WithSiteHeader api={api}>
                      <PageTitle api={api} title="Privacy Policy" />
                      <Suspense fallback={null}>
                        <PrivacyPolicyPage api={api} />
                      </Suspense>
                    </WithSiteHeader>
                  }
                />
                <Route
                  path={APP_ROUTE_PATHS.workWithAgent}
                  element={<WorkWithAgentElement api={api} config={config} />}
                >
                  <Route path="get-started" element={<GetStartedElement />} />
                </Route>
                <Route
                  path={APP_ROUTE_PATHS.oauthCallback}
                  element={
                    <Suspense fallback={null}>
                      <PageTitle api={api} title={SIGNING_IN_PAGE_TITLE} />
                      <OAuthCallbackPage />
                    </Suspense>
                  }
                />
                <Route
                  path={COLLECTION_ROUTE_PATHS.collection}
                  element={
                    <Suspense fallback={null}>
                      <CollectionPage api={api} config={config} SearchScreen={SearchPage} />
                    </Suspense>
                  }
                >
                  {collectionPanelRoutes()}
                  {collectionSaveRoutes()}
                  <Route
                    path="listing/:listingId"
                    element={<CollectionListingElement api={api} config={config} leads={listingLeads} />}
                  />
                </Route>
                <Route
                  path={SAVED_SEARCH_ROUTE_PATHS.savedSearch}
                  element={
                    <Suspense fallback={null}>
                      <SavedSearchPage api={api} config={config} SearchScreen={SearchPage} />
                    </Suspense>
                  }
                >
                  {savedSearchPanelRoutes()}
                  {collectionSaveRoutes()}
                  <Route
                    path="listing/:listingId"
                    element={<CollectionListingElement api={api} config={config} leads={listingLeads} />}
                  />
                </Route>
                {COLLECTION_REDIRECT_PATHS.map((path) => (
                  <Route key={path} path={path} element={<LazyRedirect />} />
                ))}
                <Route path={JOIN_ROUTE_PATHS.acceptInvite} element={<LazyRedirect />} />
                {joinRoutes(api)}
                <Route path="*" element={<SiteNotFoundPage api={api} />} />
              </Routes>
            </Router>
          </FlashProvider>
        </SessionProvider>
      </ServedPageContext.Provider>
    </Provider>
  )
}

export type AppProps = {
  config: ConfigResult
  /** The documents the server wrote into the page for the first render, if any. */
  pageData?: PageData | null
  /**
   * The session, api slice and store to run on, already seeded (the server renderer's); by
   * default the browser's own, seeded with `pageData`.
   */
  services?: SiteServices
  /** Default: the browser's history. The server renderer passes a StaticRouter at the request's URL. */
  Router?: SiteRouter
}

/**
 * The idx site: the search app when the page carries a usable configuration, else why not. The
 * same tree renders in the browser and on the server (src/server/render-page.tsx).
 */
export function App({ config, pageData = null, services, Router = BrowserSiteRouter }: AppProps) {
  return config.ok ? (
    <Site config={config.config} pageData={pageData} services={services} Router={Router} />
  ) : (
    <ConfigErrorPage message={config.message} />
  )
}
