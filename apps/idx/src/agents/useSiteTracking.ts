import { createTrackingClient, visitorId, type TrackingClient } from '@idx/api-client'
import { useMemo } from 'react'
import { browserStorage, type SiteConfig, useSiteSession } from '@idx/app-shell'

/**
 * The tracking service's client as the listing screen makes it (the session's token, the page's
 * API host), and the visitor's id read at call time: a `_vid` in the URL wins, as `visitorId` says.
 */
export function useSiteTracking(config: SiteConfig): { tracking: TrackingClient; vid: () => string } {
  const session = useSiteSession()
  return useMemo(
    () => ({
      tracking: createTrackingClient({ baseUrl: config.api_base_url, getToken: session.getToken }),
      vid: () => visitorId(browserStorage('localStorage'), { search: window.location.search }),
    }),
    [config.api_base_url, session],
  )
}
