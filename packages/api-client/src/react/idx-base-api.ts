import {
  createApi,
  type Api,
  type coreModuleName,
  type EndpointBuilder,
  type EndpointDefinitions,
  type reactHooksModuleName,
} from '@reduxjs/toolkit/query/react'
import { createHttpClient, type FetchFunction } from '../http/create-http-client.js'
import type { TokenGetter } from '../http/create-token-getter.js'
import { createIdxBaseQuery, type IdxBaseQuery } from './idx-base-query.js'
import { IDX_TAG_TYPES, type IdxTagType } from './tags.js'

/** How the base api reaches the idx API. */
export interface IdxBaseApiOptions {
  /** The API host, e.g. `https://api.example.com` (`''` for the page's own origin). */
  readonly baseUrl: string
  /** Read before every request: the user's token when signed in, else the site token (see `createTokenGetter`). */
  readonly getToken: TokenGetter
  /** Where the slice lives in the store. Default `'idxApi'`. */
  readonly reducerPath?: string
  /** Defaults to the global `fetch`, looked up per request. */
  readonly fetch?: FetchFunction
}

/**
 * The idx api slice without endpoints: the base query (the core HTTP client with the token from
 * `getToken`, cancelled through RTK's `signal`, failing with the core's `ApiError`) and the cache
 * tags. Each feature adds its endpoints with an `inject…Endpoints` function; `createIdxApi` adds
 * them all.
 *
 * @example
 * const api = injectSiteEndpoints(createIdxBaseApi({ baseUrl: '', getToken }))
 * api.useGetSiteQuery()
 */
export function createIdxBaseApi({ baseUrl, getToken, reducerPath = 'idxApi', fetch }: IdxBaseApiOptions) {
  return createApi({
    reducerPath,
    baseQuery: createIdxBaseQuery(createHttpClient({ baseUrl, getToken, fetch })),
    tagTypes: IDX_TAG_TYPES,
    endpoints: () => ({}),
  })
}

/** The base api slice: no endpoints yet. */
export type IdxBaseApi = ReturnType<typeof createIdxBaseApi>

/** The RTK modules `createApi` of `@reduxjs/toolkit/query/react` builds with: core and React hooks. */
type IdxApiModules = typeof coreModuleName | typeof reactHooksModuleName

/** The idx api slice holding the endpoints `Definitions`: what an `inject…Endpoints` function takes and returns. */
export type IdxApiWith<Definitions extends EndpointDefinitions> = Api<
  IdxBaseQuery,
  Definitions,
  string,
  IdxTagType,
  IdxApiModules
>

/** The `build` an endpoints file defines its endpoints with. */
export type IdxEndpointBuilder = EndpointBuilder<IdxBaseQuery, IdxTagType, string>
