import type { EndpointDefinitions } from '@reduxjs/toolkit/query/react'
import type { Market, Site } from '@idx/domain'
import type { IdxApiWith } from '../idx-base-api.js'
import { listTags } from '../tags.js'
import { documentOf, type TypedDocument } from '../typed-document.js'
import type { ResourceId } from './resource-id.js'

/**
 * Adds the site's endpoints: the site the token belongs to and its markets.
 *
 * @example
 * const site = normalizeCached(api.useGetSiteQuery().data!).data // Site | null
 */
export function injectSiteEndpoints<Definitions extends EndpointDefinitions>(api: IdxApiWith<Definitions>) {
  return api.injectEndpoints({
    endpoints: (build) => ({
      /** `GET site?me=true`: the site the token belongs to, with markets and features. */
      getSite: build.query<TypedDocument<Site | null>, void>({
        query: () => ({ path: 'site', query: { me: true } }),
        transformResponse: documentOf<Site | null>(),
        providesTags: ['Site'],
      }),

      /** `GET markets`: the site's markets, each with `filter_schema` and `filter_view`. */
      getMarkets: build.query<TypedDocument<Market[]>, void>({
        query: () => ({ path: 'markets' }),
        transformResponse: documentOf<Market[]>(),
        providesTags: (result) => listTags('Market', result),
      }),

      /** `GET markets/{id}`. */
      getMarket: build.query<TypedDocument<Market | null>, ResourceId>({
        query: (id) => ({ path: `markets/${encodeURIComponent(id)}` }),
        transformResponse: documentOf<Market | null>(),
        providesTags: (_result, _error, id) => [{ type: 'Market', id: String(id) }],
      }),
    }),
  })
}
