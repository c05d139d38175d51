import { visitorId } from '@idx/api-client'
import { browserStorage } from '@idx/app-shell'
import { createSiteMetrics, type SiteMetrics } from './site-metrics.js'

let instance: SiteMetrics | null = null

/**
 * The page's one metrics gate, made on first use in a browser; `null` on the server renderer,
 * which sends nothing (spec §7) and must keep no state between the requests it renders. One per
 * page rather than per React tree, so a screen can report before `SiteMetrics` has connected it:
 * the gate holds those events until then.
 */
export function pageMetrics(): SiteMetrics | null {
  if (typeof window === 'undefined') return null
  instance ??= createSiteMetrics({
    vid: () => visitorId(browserStorage('localStorage')),
    storage: browserStorage('localStorage'),
  })
  return instance
}
