import { createApi } from '@reduxjs/toolkit/query/react'
import { AGENT_SEARCH_PAGE_SIZE, type BoundingBox, type SearchFilter, type SearchQueryInput } from '@idx/domain'
import { createHttpClient, type FetchFunction } from '../http/createHttpClient.js'
import type { TokenGetter } from '../http/createTokenGetter.js'
import { userFromDocument, userUpdateDocument, type CurrentUser, type UserProfileUpdate } from '../auth/current-user.js'
import type { JsonApiDocument, JsonApiResource } from '../jsonapi/types.js'
import { createIdxBaseQuery } from './idxBaseQuery.js'
import { IDX_TAG_TYPES, LIST_TAG_ID, listTags, resourceIds } from './tags.js'
import { createUnlockTokenStore, unlockHeaders, type UnlockTokenStore } from './unlockTokens.js'

export interface IdxApiOptions {
  /** The API host, e.g. `https://api.example.com` (`''` for the page's own origin). */
  readonly baseUrl: string
  /** Read before every request: the user's token when signed in, else the site token (see `createTokenGetter`). */
  readonly getToken: TokenGetter
  /** Where the slice lives in the store. Default `'idxApi'`. */
  readonly reducerPath?: string
  /** Defaults to the global `fetch`, looked up per request. */
  readonly fetch?: FetchFunction
  /**
   * Where `unlockListing` keeps unlock tokens; every listing request sends them back in
   * `X-Listing-Unlock`. Default: in memory, one store per slice (see `createUnlockTokenStore`
   * for one kept in `sessionStorage`).
   */
  readonly unlockTokens?: UnlockTokenStore
}

/** A resource id as the API and the app spell it. */
export type ResourceId = string | number

/** A market id; blank means the site's default market. */
export type MarketId = string | number | null

/** Body of `POST listings/map/clusters` and `POST properties/map/clusters`. */
export interface ClusterQuery {
  readonly bounding_box: BoundingBox
  /** The map's zoom level (the server sizes its grid cells from it); without it, derived from the box. */
  readonly zoom?: number
  readonly filter?: SearchFilter
  readonly market_id?: MarketId
}

/** Query of `GET suggestions` and `POST suggestions/search`. */
export interface SuggestionQuery {
  /** What the visitor typed. */
  readonly q: string
  readonly market_id?: MarketId
  /** Default `'Active'`, as the omnibox asks. */
  readonly listing_status?: string | readonly string[]
}

/** An area or school: its id and the market it is looked up in (required by the server). */
export interface MarketResourceQuery {
  readonly id: ResourceId
  readonly market_id: string | number
}

/** Query of the area list: a market, and which kinds (default neighbourhoods). */
export interface AreaListQuery {
  readonly market_id: string | number
  readonly kinds?: readonly ('neighborhood' | 'school_district' | 'school')[]
}

/** Query of the agent search (inquiry and chat forms). */
export interface AgentSearchQuery {
  /** The typed name (first, last or full). */
  readonly name_search: string
  /** The feed the agent belongs to; required by the server. */
  readonly data_source_name: string
  /** From 1. Default 1; pages hold `AGENT_SEARCH_PAGE_SIZE` (20) agents. */
  readonly page?: number
}

/** Argument of `unlockListing`: the listing and the password as typed. */
export interface ListingUnlockArg {
  readonly id: ResourceId
  readonly password: string
}

/** What a right password earns: the token (kept in the slice's unlock-token store) and its expiry. */
export interface ListingUnlock {
  readonly token: string
  readonly listing_id: string
  readonly expires_at: string
}

/** Body of `PUT user/password`: the current password proves it is the user; other sessions end. */
export interface PasswordChange {
  readonly current_password: string
  readonly password: string
  readonly password_confirmation: string
}

const DEFAULT_SUGGESTION_STATUS = 'Active'

/**
 * A listing search: the query, and optionally the attributes each listing should carry (a JSON:API
 * sparse fieldset, e.g. `LISTING_CARD_FIELDS` for a page of cards); all of them when left out.
 */
export type ListingSearchArg = SearchQueryInput & { fields?: readonly string[] }

/**
 * Creates the RTK Query api slice for the idx API. Every endpoint caches the server's raw
 * JSON:API document (plain, acyclic JSON; normalise on read with `normalizeCached`), sends the
 * token from `getToken` through the core HTTP client, and is cancelled through RTK's `signal`.
 * Errors are the core's `ApiError` values (`status` a number, or `'FETCH_ERROR'`,
 * `'PARSING_ERROR'`, `'ABORTED'`).
 *
 * The host owns the store: add `api.reducer` under `api.reducerPath` and `api.middleware`.
 *
 * @example
 * const idxApi = createIdxApi({ baseUrl: '', getToken: createTokenGetter({ getUserToken, siteToken }) })
 * const store = configureStore({
 *   reducer: { [idxApi.reducerPath]: idxApi.reducer },
 *   middleware: (getDefault) => getDefault().concat(idxApi.middleware),
 * })
 * const { data, error } = idxApi.useSearchListingsQuery({ filter: { bedrooms: { min: 3 } }, sort: '-price_in_dollars' })
 */
export function createIdxApi({
  baseUrl,
  getToken,
  reducerPath = 'idxApi',
  fetch,
  unlockTokens = createUnlockTokenStore(),
}: IdxApiOptions) {
  const client = createHttpClient({ baseUrl, getToken, fetch })
  /** The unlock tokens of a listing request: read per request, so a fresh unlock counts at once. */
  const unlocking = (): { headers?: Record<string, string> } => {
    const headers = unlockHeaders(unlockTokens)
    return headers ? { headers } : {}
  }
  return createApi({
    reducerPath,
    baseQuery: createIdxBaseQuery(client),
    tagTypes: IDX_TAG_TYPES,
    endpoints: (build) => ({
      /** `GET site?me=true`: the site the token belongs to, with markets and features. */
      getSite: build.query<JsonApiDocument, void>({
        query: () => ({ path: 'site', query: { me: true } }),
        providesTags: ['Site'],
      }),

      /** `GET markets`: the site's markets, each with `filter_schema` and `filter_view`. */
      getMarkets: build.query<JsonApiDocument, void>({
        query: () => ({ path: 'markets' }),
        providesTags: (result) => listTags('Market', result),
      }),

      /** `GET markets/{id}`. */
      getMarket: build.query<JsonApiDocument, ResourceId>({
        query: (id) => ({ path: `markets/${encodeURIComponent(id)}` }),
        providesTags: (_result, _error, id) => [{ type: 'Market', id: String(id) }],
      }),

      /** `GET listings/{id}`. A 404 arrives as `error.status === 404` (the listing-not-found page). */
      getListing: build.query<JsonApiDocument, ResourceId>({
        query: (id) => ({ path: `listings/${encodeURIComponent(id)}`, ...unlocking() }),
        providesTags: (_result, _error, id) => [{ type: 'Listing', id: String(id) }],
      }),

      /** `GET properties/{id}`. */
      getProperty: build.query<JsonApiDocument, ResourceId>({
        query: (id) => ({ path: `properties/${encodeURIComponent(id)}`, ...unlocking() }),
        providesTags: (_result, _error, id) => [{ type: 'Property', id: String(id) }],
      }),

      /**
       * The multi-fetch `GET listings?filter[id][value]=a,b`: many listings in one request (more
       * than `MULTI_FETCH_MAX_IDS` ids are split into parallel requests and merged). Repeated ids
       * are asked for once; `data` keeps the order asked, so a page of ids comes back in page
       * order, and unknown ids are left out. No ids, no request.
       */
      getListingsByIds: build.query<JsonApiDocument, readonly ResourceId[]>({
        serializeQueryArgs: ({ endpointName, queryArgs }) => `${endpointName}(${uniqueIds(queryArgs).join(',')})`,
        async queryFn(ids, _api, _extra, baseQuery) {
          const batches = chunk(uniqueIds(ids), MULTI_FETCH_MAX_IDS)
          const results = await Promise.all(
            batches.map((batch) =>
              baseQuery({ path: 'listings', query: { filter: { id: { value: batch } } }, ...unlocking() }),
            ),
          )
          const failed = results.find((result) => result.error)
          if (failed?.error) return { error: failed.error }
          return { data: mergeDocuments(results.map((result) => result.data as JsonApiDocument)) }
        },
        providesTags: (result, _error, ids) =>
          result ? listTags('Listing', result) : uniqueIds(ids).map((id) => ({ type: 'Listing' as const, id })),
      }),

      /** `POST listings/search` with the search query as body; `meta.total` is capped at 10000. */
      searchListings: build.query<JsonApiDocument, ListingSearchArg>({
        query: ({ fields, ...body }) => ({
          method: 'POST',
          path: 'listings/search',
          body,
          ...unlocking(),
          ...(fields ? { query: { fields: { listings: fields.join(',') } } } : {}),
        }),
        providesTags: (result) => [{ type: 'Search', id: 'listings' }, ...listTags('Listing', result)],
      }),

      /** `POST properties/search`. */
      searchProperties: build.query<JsonApiDocument, ListingSearchArg>({
        query: ({ fields, ...body }) => ({
          method: 'POST',
          path: 'properties/search',
          body,
          ...unlocking(),
          ...(fields ? { query: { fields: { properties: fields.join(',') } } } : {}),
        }),
        providesTags: (result) => [{ type: 'Search', id: 'properties' }, ...listTags('Property', result)],
      }),

      /** `POST listings/map/clusters`: grid clusters of the listings matching `filter` in the box. */
      getClusters: build.query<JsonApiDocument, ClusterQuery>({
        query: (body) => ({ method: 'POST', path: 'listings/map/clusters', body }),
        providesTags: [{ type: 'Cluster', id: 'listings' }],
      }),

      /** `POST properties/map/clusters`. */
      getPropertyClusters: build.query<JsonApiDocument, ClusterQuery>({
        query: (body) => ({ method: 'POST', path: 'properties/map/clusters', body }),
        providesTags: [{ type: 'Cluster', id: 'properties' }],
      }),

      /** `GET suggestions?q=&market_id=&filter[listing_status]=Active`: omnibox sections. */
      getSuggestions: build.query<JsonApiDocument, SuggestionQuery>({
        query: ({ q, market_id, listing_status = DEFAULT_SUGGESTION_STATUS }) => ({
          path: 'suggestions',
          query: { q, market_id, filter: { listing_status: listing_status as string | string[] } },
        }),
        providesTags: [{ type: 'Suggestion', id: LIST_TAG_ID }],
        // Typing back over a prefix should not ask again.
        keepUnusedDataFor: 300,
      }),

      /**
       * `POST suggestions/search` with `{ q, market_id, filter: { listing_status: { value } } }`: the
       * same sections as `getSuggestions`, for input too long or odd for a URL. Shares its cache tag.
       */
      searchSuggestions: build.query<JsonApiDocument, SuggestionQuery>({
        query: ({ q, market_id, listing_status = DEFAULT_SUGGESTION_STATUS }) => ({
          method: 'POST',
          path: 'suggestions/search',
          body: { q, market_id, filter: { listing_status: { value: listing_status } } },
        }),
        providesTags: [{ type: 'Suggestion', id: LIST_TAG_ID }],
        keepUnusedDataFor: 300,
      }),

      /** `GET area/{id}?market_id=`: a neighbourhood or other area with its shape. */
      getArea: build.query<JsonApiDocument, MarketResourceQuery>({
        query: ({ id, market_id }) => ({ path: `area/${encodeURIComponent(id)}`, query: { market_id } }),
        providesTags: (_result, _error, { id }) => [{ type: 'Area', id: String(id) }],
      }),

      /**
       * `GET areas?market_id=&kind=`: the market's neighbourhood outlines (or the kinds listed,
       * among neighborhood, school_district, school), e.g. for a map's offline basemap.
       */
      getAreas: build.query<JsonApiDocument, AreaListQuery>({
        query: ({ market_id, kinds }) => ({
          path: 'areas',
          query: { market_id, ...(kinds && kinds.length > 0 ? { kind: kinds.join(',') } : {}) },
        }),
        providesTags: (result) => listTags('Area', result),
      }),

      /** `GET school/{id}?market_id=`. */
      getSchool: build.query<JsonApiDocument, MarketResourceQuery>({
        query: ({ id, market_id }) => ({ path: `school/${encodeURIComponent(id)}`, query: { market_id } }),
        providesTags: (_result, _error, { id }) => [{ type: 'School', id: String(id) }],
      }),

      /** `GET listings/{id}/open_houses`. */
      getOpenHouses: build.query<JsonApiDocument, ResourceId>({
        query: (id) => ({ path: `listings/${encodeURIComponent(id)}/open_houses` }),
        providesTags: (_result, _error, id) => [{ type: 'Listing', id: String(id) }],
      }),

      /** `GET listings/{id}/feed`: the listing's feed (disclaimer, logo, `feed_updated_at`). */
      getFeed: build.query<JsonApiDocument, ResourceId>({
        query: (id) => ({ path: `listings/${encodeURIComponent(id)}/feed` }),
        providesTags: (result, _error, id) => [
          { type: 'Listing', id: String(id) },
          ...resourceIds(result).map((feedId) => ({ type: 'Feed' as const, id: feedId })),
        ],
      }),

      /** `GET listings/{id}/history`: earlier sales of the same property. */
      getHistory: build.query<JsonApiDocument, ResourceId>({
        query: (id) => ({ path: `listings/${encodeURIComponent(id)}/history`, ...unlocking() }),
        providesTags: (_result, _error, id) => [{ type: 'Listing', id: String(id) }],
      }),

      /** `GET listings/{id}/showing_data`: grouped detail sections. */
      getShowingData: build.query<JsonApiDocument, ResourceId>({
        query: (id) => ({ path: `listings/${encodeURIComponent(id)}/showing_data` }),
        providesTags: (_result, _error, id) => [{ type: 'Listing', id: String(id) }],
      }),

      /**
       * `POST listings/{id}/unlock` with `{ password }`: the server checks a protected listing's
       * password. A right one stores the token in the slice's unlock-token store and refetches the
       * listing (and every search holding it) with price and pictures; a 409 (it has no password
       * any more) refetches too. Errors: 422 a wrong password, 429 throttled with the wait in its
       * detail; `unlockOutcome(result)` turns the result into `PasswordGate`'s answer.
       */
      unlockListing: build.mutation<ListingUnlock, ListingUnlockArg>({
        async queryFn({ id, password }, _api, _extra, baseQuery) {
          const result = await baseQuery({
            method: 'POST',
            path: `listings/${encodeURIComponent(id)}/unlock`,
            body: { password },
          })
          if (result.error) return { error: result.error }
          const unlock = unlockFromDocument(result.data)
          if (unlock) {
            unlockTokens.add(unlock.token)
            return { data: unlock }
          }
          const error = 'POST listings/{id}/unlock answered without a token.'
          return { error: { status: 'PARSING_ERROR', originalStatus: 200, data: JSON.stringify(result.data), error } }
        },
        invalidatesTags: (result, error, { id }) =>
          result || error?.status === 409
            ? [
                { type: 'Listing', id: String(id) },
                { type: 'Property', id: String(id) },
              ]
            : [],
      }),

      /** `GET idx_components`. */
      getIdxComponents: build.query<JsonApiDocument, void>({
        query: () => ({ path: 'idx_components' }),
        providesTags: (result) => listTags('IdxComponent', result),
      }),

      /** `GET idx_components/{id}`. */
      getIdxComponent: build.query<JsonApiDocument, ResourceId>({
        query: (id) => ({ path: `idx_components/${encodeURIComponent(id)}` }),
        providesTags: (_result, _error, id) => [{ type: 'IdxComponent', id: String(id) }],
      }),

      /** `GET idx_layouts`. */
      getIdxLayouts: build.query<JsonApiDocument, void>({
        query: () => ({ path: 'idx_layouts' }),
        providesTags: (result) => listTags('IdxLayout', result),
      }),

      /** `GET agents?filter[name_search]=&filter[data_source_name]=&page[size]=20&page[number]=`. */
      searchAgents: build.query<JsonApiDocument, AgentSearchQuery>({
        query: ({ name_search, data_source_name, page = 1 }) => ({
          path: 'agents',
          query: { filter: { name_search, data_source_name }, page: { size: AGENT_SEARCH_PAGE_SIZE, number: page } },
        }),
        providesTags: (result) => listTags('Agent', result),
      }),

      /** `GET agents/{id}`: one agent of the site's feeds (the work-with-agent page); 404 for any other id. */
      getAgent: build.query<JsonApiDocument, ResourceId>({
        query: (id) => ({ path: `agents/${encodeURIComponent(id)}` }),
        providesTags: (_result, _error, id) => [{ type: 'Agent', id: String(id) }],
      }),

      /**
       * `GET user?me=true`: the signed-in user, mapped to the domain `User` plus `sso` and `admin`
       * (a plain object, unlike the raw documents other endpoints cache). A document without a
       * user is a `PARSING_ERROR`: a failed current-user load ends the session (spec §4).
       */
      getCurrentUser: build.query<CurrentUser, void>({
        async queryFn(_arg, _api, _extra, baseQuery) {
          const result = await baseQuery({ path: 'user', query: { me: true } })
          if (result.error) return { error: result.error }
          const user = userFromDocument(result.data as JsonApiDocument)
          if (user) return { data: user }
          const error = 'GET user?me=true answered without a users resource.'
          return { error: { status: 'PARSING_ERROR', originalStatus: 200, data: JSON.stringify(result.data), error } }
        },
        providesTags: ['User'],
      }),

      /** `PATCH user` with `{ data: { type: 'users', attributes } }`: the profile form. */
      updateUser: build.mutation<JsonApiDocument, UserProfileUpdate>({
        query: (attributes) => ({ method: 'PATCH', path: 'user', body: userUpdateDocument(attributes) }),
        invalidatesTags: ['User'],
      }),

      /** `PUT user/password`; the server ends the user's other sessions, this one stays. */
      changePassword: build.mutation<unknown, PasswordChange>({
        query: ({ current_password, password, password_confirmation }) => ({
          method: 'PUT',
          path: 'user/password',
          body: { current_password, password, password_confirmation },
        }),
      }),

      /** `PUT user/current_agent` with `{ agent_id }`: the agent the user works with. */
      setCurrentAgent: build.mutation<unknown, ResourceId>({
        query: (agentId) => ({ method: 'PUT', path: 'user/current_agent', body: { agent_id: agentId } }),
        invalidatesTags: ['User'],
      }),
    }),
  })
}

/** The api slice `createIdxApi` returns: endpoints, generated hooks, reducer, middleware and utils. */
export type IdxApi = ReturnType<typeof createIdxApi>

/** The unlock of `POST listings/{id}/unlock`'s answer, or null for any other shape. */
function unlockFromDocument(document: unknown): ListingUnlock | null {
  const data = (document as JsonApiDocument | null)?.data
  const values = data && !Array.isArray(data) ? (data as JsonApiResource).attributes : undefined
  const token = values?.['token']
  if (typeof token !== 'string' || token === '') return null
  return {
    token,
    listing_id: String(values?.['listing_id'] ?? ''),
    expires_at: String(values?.['expires_at'] ?? ''),
  }
}

/** Most ids the server takes in one multi-fetch (a results page). */
const MULTI_FETCH_MAX_IDS = 40

function uniqueIds(ids: readonly ResourceId[]): string[] {
  return [...new Set(ids.map(String))]
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = []
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size))
  return chunks
}

/** One document from the pages of a split multi-fetch: their `data` in order, `included` once each. */
function mergeDocuments(documents: readonly JsonApiDocument[]): JsonApiDocument {
  const [only] = documents
  if (documents.length === 1 && only) return only
  const data = documents.flatMap((document) => (Array.isArray(document.data) ? document.data : []))
  const included = new Map<string, JsonApiResource>()
  for (const document of documents) {
    for (const resource of document.included ?? []) included.set(`${resource.type}:${resource.id}`, resource)
  }
  return included.size > 0 ? { data, included: [...included.values()] } : { data }
}
