import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { type SiteApi, type SiteConfig, useCurrentUser, useSessionStatus, useSiteSession } from '@idx/app-shell'
import { onceLog } from './once-log.js'
import { pageMetrics } from './page-metrics.js'
import { pageViewOf } from './page-view.js'
import { ssoLogoutSeen, trackingPolicy } from './tracking-policy.js'

/**
 * The site's metrics at the router: connects the page's metrics gate to the tracking service
 * (site token, `_cycagt` attribution, failures warned once), keeps its policy in step with the
 * session (spec §6), reports a `PageView` for each route reached and identifies a user who signs
 * in. Renders nothing; place it inside the router, the session and the store.
 */
export function SiteMetrics({ api, config }: { api: SiteApi; config: SiteConfig }) {
  const session = useSiteSession()
  // Subscribes to the session; the policy reads the session's own status below, not the server
  // snapshot hydration renders with (an agent's page must not pass for anonymous for a moment).
  useSessionStatus()
  const status = session.status()
  const { user } = useCurrentUser(api)
  const location = useLocation()
  // A latch set while rendering: the route's own events must already see the policy it implies.
  const ssoLogout = useRef(false)
  ssoLogout.current = ssoLogoutSeen(ssoLogout.current, location.pathname)
  const policy = trackingPolicy({
    browser: typeof window !== 'undefined',
    status,
    user,
    // The app has no impersonation yet: no session can be one.
    impersonated: false,
    ssoLogout: ssoLogout.current,
  })

  useEffect(
    function connectTracking() {
      const metrics = pageMetrics()
      if (!metrics) return
      return metrics.connect({
        baseUrl: config.api_base_url,
        // Spec §7: the tracking service's bearer is the site token.
        getToken: () => config.api_token,
        attribution: () => ({ _cycagt: session.agentTracking() }),
        log: onceLog(console),
      })
    },
    [config, session],
  )

  // Declared before the page view's effect, so a route's events meet the policy it implies.
  useEffect(
    function applyTrackingPolicy() {
      pageMetrics()?.setPolicy(policy)
    },
    [policy],
  )

  useEffect(
    function identifySignedInUser() {
      if (policy === 'send' && user) pageMetrics()?.signedIn(user)
    },
    [policy, user],
  )

  const reportedPath = useRef<string | null>(null)
  const lastUrl = useRef<string | null>(null)
  useEffect(
    function reportPageView() {
      const { href, pathname } = window.location
      // Query changes (filters, pages, the inquiry) are the same page: `searched` reports searches.
      if (reportedPath.current !== pathname) {
        reportedPath.current = pathname
        pageMetrics()?.pageView(pageViewOf(window.location, lastUrl.current, document.referrer))
      }
      lastUrl.current = href
    },
    [location.pathname, location.search],
  )

  useEffect(function flushSearchWhenHidden() {
    const flush = () => pageMetrics()?.flushSearch()
    window.addEventListener('pagehide', flush)
    return () => window.removeEventListener('pagehide', flush)
  }, [])

  return null
}
