import type { TokenGetter } from '@idx/api-client'
import { createIdxApi } from '@idx/api-client/react'
import type { SiteConfig } from '../config/read-config'

/**
 * The RTK Query slice this site talks through. `getToken` is the session's: the signed-in user's
 * access token, else the site token (the spec's anonymous session).
 */
export function createSiteApi(config: SiteConfig, getToken: TokenGetter) {
  return createIdxApi({ baseUrl: config.api_base_url, getToken })
}

export type SiteApi = ReturnType<typeof createSiteApi>
