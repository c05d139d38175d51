import { lazy, Suspense, useEffect, useMemo } from 'react'
import { Provider } from 'react-redux'
import { BrowserRouter, Link, Route, Routes } from 'react-router'
import { seedFirstSearch, type FirstSearch } from './app/first-search'
import { FlashProvider } from './app/Flash'
import { AuthRouteElement, IndexLayout } from './app/IndexLayout'
import { createSiteApi } from './app/site-api'
import { createAppStore } from './app/store'
import type { ConfigResult, SiteConfig } from './config/read-config'
import { ListingNotFoundElement, ListingRouteElement } from './listing/ListingRoutes'
import { browserSessionEnvironment } from './session/browser-environment'
import { SessionProvider } from './session/SessionProvider'
import { createSiteSession } from './session/site-session'

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

function Site({ config, firstSearch }: { config: SiteConfig; firstSearch: FirstSearch | null }) {
  const { api, store, session } = useMemo(() => {
    const session = createSiteSession(config, browserSessionEnvironment())
    const api = createSiteApi(config, session.getToken)
    const store = createAppStore(api)
    if (firstSearch) seedFirstSearch(store, api, firstSearch)
    return { api, store, session }
  }, [config, firstSearch])
  // Whoever the visitor is now, the cached user is not theirs any more.
  useEffect(
    () => session.subscribe(() => void store.dispatch(api.util.invalidateTags(['User']))),
    [session, store, api],
  )
  const authRoute = (route: Parameters<typeof AuthRouteElement>[0]['route']) => (
    <Route path={route} element={<AuthRouteElement route={route} />} />
  )
  return (
    <Provider store={store}>
      <SessionProvider session={session}>
        <FlashProvider>
          {/* Navigations render at once, not as transitions: a search change is a click's direct
              result, and its request goes out from that render's effects, before the next frame. */}
          <BrowserRouter basename={APP_BASENAME} useTransitions={false}>
            <Routes>
              <Route path="/" element={<IndexLayout api={api} config={config} />}>
                <Route index element={null} />
                {authRoute('login')}
                {authRoute('register')}
                {authRoute('forgot-password')}
                {authRoute('authenticate')}
                {authRoute('auth')}
                {authRoute('account')}
                {authRoute('sso/sign_in')}
                {authRoute('sso/sign_out')}
                <Route
                  path="listing/:listingId"
                  element={<ListingRouteElement api={api} config={config} route="split" />}
                />
              </Route>
              <Route
                path="listing/:slug/:listingId"
                element={<ListingRouteElement api={api} config={config} route="full" />}
              />
              <Route path="listing-not-found" element={<ListingNotFoundElement />} />
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
          </BrowserRouter>
        </FlashProvider>
      </SessionProvider>
    </Provider>
  )
}

/**
 * The idx site: the search app when the page carries a usable configuration, else why not.
 * `firstSearch` is what the server wrote into the page for the first render, if anything.
 */
export function App({ config, firstSearch = null }: { config: ConfigResult; firstSearch?: FirstSearch | null }) {
  return config.ok ? (
    <Site config={config.config} firstSearch={firstSearch} />
  ) : (
    <ConfigErrorPage message={config.message} />
  )
}
