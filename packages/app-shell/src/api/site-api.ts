import type { TokenGetter } from '@idx/api-client'
import { createIdxApi, createUnlockTokenStore } from '@idx/api-client/react'
import type { SiteConfig } from '../config/read-config.js'
import { browserStorage } from './browser-storage.js'

/**
 * The RTK Query slice this site talks through. `getToken` is the session's: the signed-in user's
 * access token, else the site token (the spec's anonymous session). Unlock tokens live in
 * sessionStorage (the store's default key, `idx-listing-unlocks`): a password "unlocks that
 * listing for the session", so a reload stays unlocked and a new tab asks again.
 */
export function createSiteApi(config: SiteConfig, getToken: TokenGetter) {
  return createIdxApi({
    baseUrl: config.api_base_url,
    getToken,
    unlockTokens: createUnlockTokenStore({ storage: browserStorage('sessionStorage') }),
  })
}

export type SiteApi = ReturnType<typeof createSiteApi>
