import type { Store } from '@reduxjs/toolkit'
import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react'
import { Provider } from 'react-redux'
import { BrowserRouter, Link, Route, Routes } from 'react-router'
import { FlashProvider } from './app/Flash'
import { AuthRouteElement, IndexLayout } from './app/IndexLayout'
import { AUTH_ROUTES, SPLIT_LISTING_ROUTE } from './app/index-routes'
import { seedPageData, type PageData } from './app/page-data'
import { ServedPageContext } from './app/served-page'
import { createSiteApi, type SiteApi } from './app/site-api'
import { createAppStore } from './app/store'
import type { ConfigResult, SiteConfig } from './config/read-config'
import { GetStartedElement, WorkWithAgentElement } from './agents/AgentRoutes'
import { ListingNotFoundElement, ListingRouteElement } from './listing/ListingRoutes'
import { SiteMetrics } from './metrics/SiteMetrics'
import { browserSessionEnvironment } from './session/browser-environment'
import { SessionProvider } from './session/SessionProvider'
import { createSiteSession, type SiteSession } from './session/site-session'

const OAuthCallbackPage = lazy(() => import('./auth/OAuthCallbackPage'))

/**
 * The spec's app root: every route lives under it. With the trailing slash the index is `/app/`
 * (the router writes a bare basename for the root otherwise, and the root would read `/app?…`).
 */
export const APP_BASENAME = '/app/'

function NotFoundPage() {
  return (
    <main className="message-page">
      <h1>Page not found</h1>
      <p>There is no page at this address.</p>
      <p>
        <Link to="/">Go to the search</Link>
      </p>
    </main>
  )
}

function ConfigErrorPage({ message }: { message: string }) {
  return (
    <main className="message-page">
      <h1>This site is not set up yet</h1>
      <p role="alert" data-testid="config-status">
        {message}
      </p>
    </main>
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
  const session = createSiteSession(config, browserSessionEnvironment())
  const api = createSiteApi(config, session.getToken)
  const store = createAppStore(api)
  if (pageData) seedPageData(store, api, pageData)
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
              <Routes>
                <Route path="/" element={<IndexLayout api={api} config={config} />}>
                  <Route index element={null} />
                  {AUTH_ROUTES.map((route) => (
                    <Route key={route} path={route} element={<AuthRouteElement route={route} />} />
                  ))}
                  <Route
                    path={SPLIT_LISTING_ROUTE}
                    element={<ListingRouteElement api={api} config={config} route="split" />}
                  />
                </Route>
                <Route
                  path="listing/:slug/:listingId"
                  element={<ListingRouteElement api={api} config={config} route="full" />}
                />
                <Route path="listing-not-found" element={<ListingNotFoundElement />} />
                <Route path="work-with-agent/:agentId" element={<WorkWithAgentElement api={api} config={config} />}>
                  <Route path="get-started" element={<GetStartedElement />} />
                </Route>
                <Route
                  path="oauth/callback"
                  element={
                    <Suspense fallback={null}>
                      <OAuthCallbackPage />
                    </Suspense>
                  }
                />
                <Route path="*" element={<NotFoundPage />} />
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
