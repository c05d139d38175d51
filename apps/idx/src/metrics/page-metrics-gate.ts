import { createTrackingClient, visitorId } from '@idx/api-client'
import { browserStorage } from '@idx/app-shell'
import { createSiteMetrics, type SiteMetrics } from './site-metrics.js'

// The metrics gate's code, loaded by page-metrics.ts after the page's first paint.

export { createTrackingClient }

/** The page's metrics gate, keeping the visitor's id and what was identified in localStorage. */
export function createPageMetricsGate(): SiteMetrics {
  return createSiteMetrics({
    vid: () => visitorId(browserStorage('localStorage')),
    storage: browserStorage('localStorage'),
  })
}
