import { injectAgentEndpoints } from './endpoints/inject-agent-endpoints.js'
import { injectAreaEndpoints } from './endpoints/inject-area-endpoints.js'
import { injectCollectionEndpoints } from './endpoints/inject-collection-endpoints.js'
import { injectClusterEndpoints } from './endpoints/inject-cluster-endpoints.js'
import { injectIdxComponentEndpoints } from './endpoints/inject-idx-component-endpoints.js'
import { injectListingEndpoints } from './endpoints/inject-listing-endpoints.js'
import { injectSavedSearchEndpoints } from './endpoints/inject-saved-search-endpoints.js'
import { injectSearchEndpoints } from './endpoints/inject-search-endpoints.js'
import { injectSiteEndpoints } from './endpoints/inject-site-endpoints.js'
import { injectSuggestionEndpoints } from './endpoints/inject-suggestion-endpoints.js'
import { injectUnlockEndpoints } from './endpoints/inject-unlock-endpoints.js'
import { injectUserEndpoints } from './endpoints/inject-user-endpoints.js'
import { createIdxBaseApi, type IdxBaseApiOptions } from './idx-base-api.js'
import { createUnlockTokenStore, type UnlockTokenStore } from './unlock-tokens.js'

export interface IdxApiOptions extends IdxBaseApiOptions {
  /**
   * Where `unlockListing` keeps unlock tokens; every listing request sends them back in
   * `X-Listing-Unlock`. Default: in memory, one store per slice (see `createUnlockTokenStore`
   * for one kept in `sessionStorage`).
   */
  readonly unlockTokens?: UnlockTokenStore
}

/**
 * Creates the RTK Query api slice for the idx API: the base api (`createIdxBaseApi`) with every
 * feature's endpoints injected. Every endpoint caches the server's raw JSON:API document, typed
 * with what it holds (`TypedDocument<Site | null>`, `TypedDocument<Listing[]>`...; normalise on
 * read with `normalizeCached`, whose `data` then has that type), sends the token from `getToken`
 * through the core HTTP client, and is cancelled through RTK's `signal`. Errors are the core's
 * `ApiError` values (`status` a number, or `'FETCH_ERROR'`, `'PARSING_ERROR'`, `'ABORTED'`).
 *
 * The host owns the store: add `api.reducer` under `api.reducerPath` and `api.middleware`.
 *
 * @example
 * const idxApi = createIdxApi({ baseUrl: '', getToken: createTokenGetter({ getUserToken, siteToken }) })
 * const store = configureStore({
 *   reducer: { [idxApi.reducerPath]: idxApi.reducer },
 *   middleware: (getDefault) => getDefault().concat(idxApi.middleware),
 * })
 * const { data } = idxApi.useSearchListingsQuery({ filter: { bedrooms: { min: 3 } }, sort: '-price_in_dollars' })
 * const listings = data ? normalizeCached(data).data : [] // Listing[]
 */
export function createIdxApi({ unlockTokens = createUnlockTokenStore(), ...options }: IdxApiOptions) {
  const base = createIdxBaseApi(options)
  const site = injectIdxComponentEndpoints(injectSiteEndpoints(base))
  const listings = injectUnlockEndpoints(
    injectClusterEndpoints(
      injectSearchEndpoints(injectListingEndpoints(site, unlockTokens), unlockTokens),
      unlockTokens,
    ),
    unlockTokens,
  )
  const places = injectAreaEndpoints(injectSuggestionEndpoints(listings))
  return injectSavedSearchEndpoints(injectCollectionEndpoints(injectUserEndpoints(injectAgentEndpoints(places))))
}

/** The api slice `createIdxApi` returns: endpoints, generated hooks, reducer, middleware and utils. */
export type IdxApi = ReturnType<typeof createIdxApi>
