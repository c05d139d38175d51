import {
  browserSessionEnvironment,
  ConfigErrorPage,
  createAppStore,
  createSiteSession,
  NotFoundPage,
  PageTitle,
  SessionProvider,
  type ConfigResult,
  type SiteConfig,
} from '@idx/app-shell'
import { ADMIN_ROOT, ADMIN_ROUTE_PATHS } from '@idx/domain'
import { FlashProvider } from '@idx/ui'
import { lazy, Suspense, useEffect, useMemo } from 'react'
import { Provider } from 'react-redux'
import { BrowserRouter, Route, Routes } from 'react-router'
import { createAdminApi, siteAdminApiOf } from './admin-api.js'
import { ADMIN_HOME } from './admin-routes.js'
import { AdminHeader } from './header/AdminHeader.js'
import { LeadPage } from './leads/LeadPage.js'
import { LeadsPage } from './leads/LeadsPage.js'
import { StaffPage } from './leads/StaffPage.js'
import { ReauthenticatePage } from './reauthenticate/ReauthenticatePage.js'
import { AdminSignInPage } from './sign-in/AdminSignInPage.js'

// The UI editor's pages, each loaded when first drawn (CodeMirror and the editors stay out of the sign-in's JavaScript).
const UiEditorLayout = lazy(() => import('./ui-editor/UiEditorLayout.js').then((m) => ({ default: m.UiEditorLayout })))
const UiEditorIndex = lazy(() => import('./ui-editor/UiEditorIndex.js').then((m) => ({ default: m.UiEditorIndex })))
const UiEditorMenu = lazy(() => import('./ui-editor/UiEditorMenu.js').then((m) => ({ default: m.UiEditorMenu })))
const FilterEditorPage = lazy(() =>
  import('./ui-editor/FilterEditorPage.js').then((m) => ({ default: m.FilterEditorPage })),
)
// The settings and users pages load when opened, with their widgets, so the sign-in stays light.
const SiteSettingsPage = lazy(() =>
  import('./settings/SiteSettingsPage.js').then((m) => ({ default: m.SiteSettingsPage })),
)
const SiteUsersPage = lazy(() => import('./users/SiteUsersPage.js').then((m) => ({ default: m.SiteUsersPage })))
// The Listings Manager and its wizard (Leaflet, dnd-kit) load when opened.
const ListingsManagerPage = lazy(() =>
  import('./listings/ListingsManagerPage.js').then((m) => ({ default: m.ListingsManagerPage })),
)
const PocketListingPage = lazy(() =>
  import('./listings/PocketListingPage.js').then((m) => ({ default: m.PocketListingPage })),
)
const CardDesignerPage = lazy(() =>
  import('./card-designer/CardDesignerPage.js').then((m) => ({ default: m.CardDesignerPage })),
)

/**
 * The admin's services: the same session as the visitor site's (one origin, one token store), so
 * an admin signed in there is signed in here too, and an ended session reloads to /admin/.
 */
function adminServices(config: SiteConfig) {
  const session = createSiteSession(config, { ...browserSessionEnvironment(), home: ADMIN_ROOT })
  const { api, leadsApi, cardDesignerApi, pocketListingsApi } = createAdminApi(config, session.getToken)
  return { session, api, leadsApi, cardDesignerApi, pocketListingsApi, store: createAppStore(api) }
}

function Admin({ config }: { config: SiteConfig }) {
  const { session, api, leadsApi, cardDesignerApi, pocketListingsApi, store } = useMemo(
    () => adminServices(config),
    [config],
  )
  // Whoever signs in now, the cached user and markets are not theirs any more.
  useEffect(() => session.subscribe(() => void store.dispatch(api.util.resetApiState())), [session, store, api])
  return (
    <Provider store={store}>
      <SessionProvider session={session}>
        <FlashProvider>
          <BrowserRouter basename={ADMIN_ROOT}>
            <AdminHeader api={api} />
            <Routes>
              {/* Each page names itself in the tab and history: 'Markets · Admin | Lone Star Realty'. */}
              <Route
                path={ADMIN_ROUTE_PATHS.admin}
                element={
                  <>
                    <PageTitle api={api} title="Sign In · Admin" />
                    <AdminSignInPage api={api} apiBaseUrl={config.api_base_url} />
                  </>
                }
              />
              <Route
                path={ADMIN_ROUTE_PATHS['admin-reauthenticate']}
                element={
                  <>
                    <PageTitle api={api} title="Admin Credentials Required" />
                    <ReauthenticatePage />
                  </>
                }
              />
              {/* The UI editor: its code loads when an admin opens it, so the sign-in stays light. */}
              <Route
                path={ADMIN_ROUTE_PATHS.ui}
                element={
                  <Suspense fallback={<p className="admin-loading">Loading the editor…</p>}>
                    <UiEditorLayout api={api} />
                  </Suspense>
                }
              >
                <Route index element={<UiEditorIndex />} />
                <Route path={ADMIN_ROUTE_PATHS['ui.schema']} element={<FilterEditorPage kind="schema" />} />
                <Route path={ADMIN_ROUTE_PATHS['ui.view']} element={<FilterEditorPage kind="view" />} />
                <Route
                  path={ADMIN_ROUTE_PATHS['ui.menu']}
                  element={
                    <>
                      <PageTitle api={api} title="Markets · Admin" />
                      <UiEditorMenu />
                    </>
                  }
                />
                <Route
                  path={ADMIN_ROUTE_PATHS['ui.listing-card']}
                  element={
                    <>
                      <PageTitle api={api} title="Listing Card · Admin" />
                      <CardDesignerPage category="listing-card" designerApi={cardDesignerApi} />
                    </>
                  }
                />
                <Route
                  path={ADMIN_ROUTE_PATHS['ui.map-callout']}
                  element={
                    <>
                      <PageTitle api={api} title="Map Callout · Admin" />
                      <CardDesignerPage category="map-callout" designerApi={cardDesignerApi} />
                    </>
                  }
                />
              </Route>
              <Route
                path={ADMIN_ROUTE_PATHS.leads}
                element={
                  <>
                    <PageTitle api={api} title="Leads · Admin" />
                    <LeadsPage api={api} leadsApi={leadsApi} apiBaseUrl={config.api_base_url} />
                  </>
                }
              />
              <Route
                path={ADMIN_ROUTE_PATHS.lead}
                element={
                  <>
                    <PageTitle api={api} title="Lead · Admin" />
                    <LeadPage api={api} leadsApi={leadsApi} />
                  </>
                }
              />
              <Route
                path={ADMIN_ROUTE_PATHS['cms.listings']}
                element={
                  <StaffPage api={api}>
                    {(role) => (
                      <Suspense fallback={<p className="admin-loading">Loading the listings…</p>}>
                        <ListingsManagerPage api={api} cmsApi={pocketListingsApi} config={config} role={role} />
                      </Suspense>
                    )}
                  </StaffPage>
                }
              />
              {[ADMIN_ROUTE_PATHS['cms.listings.new'], ADMIN_ROUTE_PATHS['cms.listings.edit']].map((path) => (
                <Route
                  key={path}
                  path={path}
                  element={
                    <StaffPage api={api}>
                      {(role) => (
                        <Suspense fallback={<p className="admin-loading">Loading the listing…</p>}>
                          <PocketListingPage api={api} cmsApi={pocketListingsApi} config={config} role={role} />
                        </Suspense>
                      )}
                    </StaffPage>
                  }
                />
              ))}
              <Route
                path={ADMIN_ROUTE_PATHS.settings}
                element={
                  <>
                    <PageTitle api={api} title="Site Settings · Admin" />
                    <Suspense fallback={<p className="admin-loading">Loading the settings…</p>}>
                      <SiteSettingsPage api={siteAdminApiOf(api)} />
                    </Suspense>
                  </>
                }
              />
              <Route
                path={ADMIN_ROUTE_PATHS.users}
                element={
                  <>
                    <PageTitle api={api} title="Users · Admin" />
                    <Suspense fallback={<p className="admin-loading">Loading the users…</p>}>
                      <SiteUsersPage api={siteAdminApiOf(api)} />
                    </Suspense>
                  </>
                }
              />
              <Route
                path="*"
                element={
                  <>
                    <PageTitle api={api} title="Page Not Found · Admin" />
                    <NotFoundPage homeHref={ADMIN_HOME} homeLabel="Go to the markets" />
                  </>
                }
              />
            </Routes>
          </BrowserRouter>
        </FlashProvider>
      </SessionProvider>
    </Provider>
  )
}

/** The admin app: its routes when the page carries a usable configuration, else why not. */
export function App({ config }: { config: ConfigResult }) {
  return config.ok ? <Admin config={config.config} /> : <ConfigErrorPage message={config.message} />
}
