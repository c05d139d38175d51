import { normalizeCached } from '@idx/api-client/react'
import { AUTH_PAGE_TITLES, type Site } from '@idx/domain'
import { SIGNING_IN_MESSAGE } from '@idx/api-client'
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { Outlet, useLocation, useMatch, useNavigate, useOutletContext, useSearchParams } from 'react-router'
import { SupportChatMount } from './agents/SupportChatMount.js'
import {
  type AuthRoute,
  MAGIC_AUTH_PARAM,
  routeAfterSignIn,
  type SiteApi,
  type SiteConfig,
  usePageTitle,
  useSiteSession,
} from '@idx/app-shell'
import { useFlash } from '@idx/ui'
import { unlockSignInTitle } from './shared/save-paths.js'
import { SPLIT_LISTING_ROUTE } from './app/index-routes.js'
import { lazyModule } from './app/lazy-module.js'
import { loadSearchChecks } from './search/search-checks.js'
import { menuOpen, SiteHeader } from './app/SiteHeader.js'
import { SkipLink } from './app/SkipLink.js'
import { useHydrating } from './app/useHydrating.js'
import { GatedListingContext } from './shared/gated-listing.js'

// The sign-in routes load on demand: the first results never wait for their code.
const AuthPanel = lazy(() => import('@idx/app-shell/auth-panel'))
/**
 * The search screen, lazily too: the full listing page and the other routes beside index carry
 * none of it. A server-rendered page that shows it preloads it (server-rendered-modules.ts).
 */
export const SearchPage = lazyModule(() =>
  // Its checks (search-checks.ts) load beside it, so it renders (and hydrates) without suspending.
  Promise.all([import('./search/SearchPage.js'), loadSearchChecks()]).then(([module]) => module),
)
const SiteSidebar = lazy(() => import('./app/SiteSidebar.js'))

type LayoutContext = { api: SiteApi; site: Site | null; marketId: string | null }

/** A child route of index drawn by the sign-in module. */
export function AuthRouteElement({ route }: { route: AuthRoute }) {
  const { api, site, marketId } = useOutletContext<LayoutContext>()
  usePageTitle(api, AUTH_PAGE_TITLES[route])
  // The attempted transition lives in the browser's storage: the server's page has none.
  const attempted = useSiteSession().attemptedTransition()
  const title = useHydrating() ? undefined : unlockSignInTitle(route, attempted)
  return (
    <Suspense fallback={null}>
      <AuthPanel route={route} api={api} site={site} marketId={marketId} title={title} />
    </Suspense>
  )
}

/**
 * Route index and its children: the header, the search, the sidebar when `menu` is set, and a
 * child route's dialog over them. Also where a magic link arriving in the URL is redeemed and
 * `_cycagt` is kept as the session's agent-tracking value.
 */
export function IndexLayout({ api, config }: { api: SiteApi; config: SiteConfig }) {
  const site = api.useGetSiteQuery(undefined, {
    selectFromResult: ({ data }) => ({ site: data ? normalizeCached(data).data : null }),
  }).site
  const [params] = useSearchParams()
  const location = useLocation()
  const marketId = params.get('market_id') ?? config.market_id
  const signingIn = useMagicLink()
  useAgentTracking()
  // Without a Suspense boundary when the module is in, as on a server-rendered page (both sides
  // preload it): React hydrates a boundary's content only in a later, low-priority pass, and the
  // search would answer clicks late. Decided once, so the search never remounts for it.
  const [searchLoaded] = useState(SearchPage.isLoaded)
  const outlet = <Outlet context={{ api, site, marketId } satisfies LayoutContext} />
  // The split detail takes the map's place beside the results, inside the search screen's body:
  // it never covers the header, the search form or the results' List / Map toggle.
  const splitDetail = useMatch(`/${SPLIT_LISTING_ROUTE}`) !== null && !signingIn
  const search = <SearchPage api={api} config={config} detail={splitDetail ? outlet : null} />
  const [gatedId, setGatedId] = useState<string | null>(null)
  const gated = useMemo(() => ({ gatedId, setGatedId }), [gatedId])
  return (
    <GatedListingContext.Provider value={gated}>
      <SkipLink />
      <SiteHeader
        api={api}
        site={site}
        aside={<SupportChatMount api={api} config={config} site={site} marketId={marketId} />}
      />
      {searchLoaded ? search : <Suspense fallback={null}>{search}</Suspense>}
      {menuOpen(location.search) ? (
        <Suspense fallback={null}>
          <SiteSidebar api={api} site={site} />
        </Suspense>
      ) : null}
      {signingIn ? (
        <div className="auth-dialog__backdrop">
          <div className="auth-dialog" role="dialog" aria-modal="true" aria-label="Signing in">
            <p role="status">{SIGNING_IN_MESSAGE}</p>
          </div>
        </div>
      ) : splitDetail ? null : (
        outlet
      )}
    </GatedListingContext.Provider>
  )
}

/** Redeems `magic_auth` once (browser only, spec §4) and shows 'We are signing you in…' meanwhile. */
function useMagicLink(): boolean {
  const session = useSiteSession()
  const navigate = useNavigate()
  const location = useLocation()
  const flash = useFlash()
  const [params] = useSearchParams()
  const magicAuth = params.get(MAGIC_AUTH_PARAM)
  const [signingIn, setSigningIn] = useState(magicAuth !== null)
  const handled = useRef<string | null>(null)
  useEffect(() => {
    if (magicAuth === null || handled.current === magicAuth) return
    handled.current = magicAuth
    setSigningIn(true)
    const rest = new URLSearchParams(location.search)
    rest.delete(MAGIC_AUTH_PARAM)
    void import('./app/magic-link-sign-in.js')
      .then(({ signInWithMagicLink }) => signInWithMagicLink(session, magicAuth))
      .then((outcome) => {
        setSigningIn(false)
        if (outcome.ok) {
          flash(outcome.message)
          void navigate(routeAfterSignIn(session, rest.toString() ? `?${rest}` : ''), { replace: true })
        } else {
          flash(outcome.message, 'warning')
          void navigate({ pathname: '/', search: rest.toString() ? `?${rest}` : '' }, { replace: true })
        }
      })
  }, [magicAuth, location.search, navigate, session, flash])
  return signingIn
}

/** Keeps the `_cycagt` agent id as the session's agent-tracking value (spec §2). */
function useAgentTracking(): void {
  const session = useSiteSession()
  const [params] = useSearchParams()
  const agent = params.get('_cycagt')
  useEffect(() => {
    if (agent && agent.trim() !== '') session.setAgentTracking(agent.trim())
  }, [agent, session])
}
