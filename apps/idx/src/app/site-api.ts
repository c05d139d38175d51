import { createTokenGetter } from '@idx/api-client'
import { createIdxApi } from '@idx/api-client/react'
import type { SiteConfig } from '../config/read-config'

/**
 * The RTK Query slice this site talks through. Anonymous until sign-in lands: every call carries
 * the site token (the spec's anonymous session).
 */
export function createSiteApi(config: SiteConfig) {
  return createIdxApi({
    baseUrl: config.api_base_url,
    getToken: createTokenGetter({ getUserToken: () => null, siteToken: config.api_token }),
  })
}

export type SiteApi = ReturnType<typeof createSiteApi>
