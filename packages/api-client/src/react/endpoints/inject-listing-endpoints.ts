import type { EndpointDefinitions } from '@reduxjs/toolkit/query/react'
import type { Feed, Listing, ListingHistoryEntry, OpenHouse, Property, ShowingDataSection } from '@idx/domain'
import type { JsonApiDocument, JsonApiResource } from '../../jsonapi/types.js'
import type { IdxApiWith } from '../idx-base-api.js'
import { listTags, resourceIds } from '../tags.js'
import { documentOf, type TypedDocument } from '../typed-document.js'
import { unlockingRequest, type UnlockTokenStore } from '../unlock-tokens.js'
import type { ResourceId } from './resource-id.js'

/** Most ids the server takes in one multi-fetch (a results page). */
const MULTI_FETCH_MAX_IDS = 40

/**
 * Adds one listing's endpoints (the listing or property, its open houses, feed, history and
 * showing data) and the multi-fetch. Requests for what a password hides send `unlockTokens`.
 */
export function injectListingEndpoints<Definitions extends EndpointDefinitions>(
  api: IdxApiWith<Definitions>,
  unlockTokens: UnlockTokenStore,
) {
  return api.injectEndpoints({
    endpoints: (build) => ({
      /** `GET listings/{id}`. A 404 arrives as `error.status === 404` (the listing-not-found page). */
      getListing: build.query<TypedDocument<Listing | null>, ResourceId>({
        query: (id) => ({ path: `listings/${encodeURIComponent(id)}`, ...unlockingRequest(unlockTokens) }),
        transformResponse: documentOf<Listing | null>(),
        providesTags: (_result, _error, id) => [{ type: 'Listing', id: String(id) }],
      }),

      /** `GET properties/{id}`. */
      getProperty: build.query<TypedDocument<Property | null>, ResourceId>({
        query: (id) => ({ path: `properties/${encodeURIComponent(id)}`, ...unlockingRequest(unlockTokens) }),
        transformResponse: documentOf<Property | null>(),
        providesTags: (_result, _error, id) => [{ type: 'Property', id: String(id) }],
      }),

      /**
       * The multi-fetch `GET listings?filter[id][value]=a,b`: many listings in one request (more
       * than `MULTI_FETCH_MAX_IDS` ids are split into parallel requests and merged). Repeated ids
       * are asked for once; `data` keeps the order asked, so a page of ids comes back in page
       * order, and unknown ids are left out. No ids, no request.
       */
      getListingsByIds: build.query<TypedDocument<Listing[]>, readonly ResourceId[]>({
        serializeQueryArgs: ({ endpointName, queryArgs }) => `${endpointName}(${uniqueIds(queryArgs).join(',')})`,
        async queryFn(ids, _api, _extra, baseQuery) {
          const batches = chunk(uniqueIds(ids), MULTI_FETCH_MAX_IDS)
          const results = await Promise.all(
            batches.map((batch) =>
              baseQuery({
                path: 'listings',
                query: { filter: { id: { value: batch } } },
                ...unlockingRequest(unlockTokens),
              }),
            ),
          )
          const failed = results.find((result) => result.error)
          if (failed?.error) return { error: failed.error }
          const merged = mergeDocuments(results.map((result) => result.data as JsonApiDocument))
          return { data: documentOf<Listing[]>()(merged) }
        },
        providesTags: (result, _error, ids) =>
          result ? listTags('Listing', result) : uniqueIds(ids).map((id) => ({ type: 'Listing' as const, id })),
      }),

      /** `GET listings/{id}/open_houses`. */
      getOpenHouses: build.query<TypedDocument<OpenHouse[]>, ResourceId>({
        query: (id) => ({ path: `listings/${encodeURIComponent(id)}/open_houses` }),
        transformResponse: documentOf<OpenHouse[]>(),
        providesTags: (_result, _error, id) => [{ type: 'Listing', id: String(id) }],
      }),

      /** `GET listings/{id}/feed`: the listing's feed (disclaimer, logo, `feed_updated_at`). */
      getFeed: build.query<TypedDocument<Feed | null>, ResourceId>({
        query: (id) => ({ path: `listings/${encodeURIComponent(id)}/feed` }),
        transformResponse: documentOf<Feed | null>(),
        providesTags: (result, _error, id) => [
          { type: 'Listing', id: String(id) },
          ...resourceIds(result).map((feedId) => ({ type: 'Feed' as const, id: feedId })),
        ],
      }),

      /** `GET listings/{id}/history`: earlier sales of the same property. */
      getHistory: build.query<TypedDocument<ListingHistoryEntry[]>, ResourceId>({
        query: (id) => ({ path: `listings/${encodeURIComponent(id)}/history`, ...unlockingRequest(unlockTokens) }),
        transformResponse: documentOf<ListingHistoryEntry[]>(),
        providesTags: (_result, _error, id) => [{ type: 'Listing', id: String(id) }],
      }),

      /** `GET listings/{id}/showing_data`: grouped detail sections. */
      getShowingData: build.query<TypedDocument<ShowingDataSection[]>, ResourceId>({
        query: (id) => ({ path: `listings/${encodeURIComponent(id)}/showing_data` }),
        transformResponse: documentOf<ShowingDataSection[]>(),
        providesTags: (_result, _error, id) => [{ type: 'Listing', id: String(id) }],
      }),
    }),
  })
}

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
