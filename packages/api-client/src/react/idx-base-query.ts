import type { BaseQueryFn } from '@reduxjs/toolkit/query'
import type { ApiError } from '../http/api-result.js'
import type { HttpClient, HttpMethod } from '../http/create-http-client.js'
import type { QueryParams } from '../http/encode-query.js'

/** What an endpoint's `query` returns: one request to the idx API, in the core client's terms. */
export interface IdxRequest {
  /** `listings/search` -> `/api/v3/listings/search` (see `createHttpClient`). */
  readonly path: string
  /** Default `GET`. */
  readonly method?: HttpMethod
  /** Encoded by `encodeQuery` (JSON:API brackets, comma lists). */
  readonly query?: QueryParams
  /** Sent as JSON. */
  readonly body?: unknown
  /** Extra headers, e.g. `X-Listing-Unlock`. */
  readonly headers?: Readonly<Record<string, string>>
}

/** The base query of the idx api slice: requests in `IdxRequest`, failures as the core's `ApiError`. */
export type IdxBaseQuery = BaseQueryFn<IdxRequest, unknown, ApiError>

/**
 * Adapts the core HTTP client to RTK Query: the bearer token, paths and query strings stay in
 * `createHttpClient`, RTK's `signal` cancels the fetch, and the client's typed result becomes
 * `{ data }` or `{ error }` (never a throw, so RTK stores the `ApiError` as the query's `error`).
 *
 * @example
 * const baseQuery = createIdxBaseQuery(createHttpClient({ baseUrl, getToken }))
 * await baseQuery({ path: 'site', query: { me: true } }, api, {}) // { data: { data: { type: 'sites', ... } } }
 */
export function createIdxBaseQuery(client: Pick<HttpClient, 'request'>): IdxBaseQuery {
  return async function idxBaseQuery(request, { signal }) {
    const result = await client.request({ ...request, signal })
    return result.ok ? { data: result.data } : { error: result.error }
  }
}
