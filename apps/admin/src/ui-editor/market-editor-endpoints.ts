// The filter editors' calls, injected into the admin's slice only (the visitor's site carries none).
// Replace with @idx/api-client's market editor endpoints once it has them.
import { documentOf, type IdxApiWith, type TypedDocument } from '@idx/api-client/react'
import type { Market } from '@idx/domain'
import type { EndpointDefinitions } from '@reduxjs/toolkit/query/react'

/** A saved version as `GET markets/{id}/versions` answers it. */
export type MarketDocumentVersion = {
  id: string
  version: number
  saved_at: string
  saved_by_name: string | null
  document: { filter_schema?: unknown; filter_view?: unknown }
  changes: { path: string; kind: string; before?: unknown; after?: unknown }[]
}

export type UpdateMarketDocumentsArg = {
  id: string
  filter_schema?: unknown
  filter_view?: unknown
  lock_version: number
}

export type RestoreMarketVersionArg = { id: string; version: number; lock_version: number }

const marketTags = (id: string) => [
  { type: 'Market' as const, id },
  { type: 'Market' as const, id: `${id}:versions` },
]

/**
 * `updateMarketDocuments` (`PATCH markets/{id}` with `lock_version`), `getMarketVersions`
 * (`GET markets/{id}/versions`, newest first) and `restoreMarketVersion`
 * (`POST markets/{id}/versions/{version}/restore`); a save or restore refetches the market and
 * its versions.
 */
export function injectMarketEditorEndpoints<Definitions extends EndpointDefinitions>(api: IdxApiWith<Definitions>) {
  return api.injectEndpoints({
    endpoints: (build) => ({
      updateMarketDocuments: build.mutation<TypedDocument<Market | null>, UpdateMarketDocumentsArg>({
        query: ({ id, ...attributes }) => ({
          method: 'PATCH',
          path: `markets/${encodeURIComponent(id)}`,
          body: { data: { type: 'markets', id, attributes } },
        }),
        transformResponse: documentOf<Market | null>(),
        invalidatesTags: (_result, error, { id }) => (error ? [] : marketTags(id)),
      }),
      getMarketVersions: build.query<TypedDocument<MarketDocumentVersion[]>, string>({
        query: (id) => ({ path: `markets/${encodeURIComponent(id)}/versions` }),
        transformResponse: documentOf<MarketDocumentVersion[]>(),
        providesTags: (_result, _error, id) => [{ type: 'Market', id: `${id}:versions` }],
      }),
      restoreMarketVersion: build.mutation<TypedDocument<MarketDocumentVersion | null>, RestoreMarketVersionArg>({
        query: ({ id, version, lock_version }) => ({
          method: 'POST',
          path: `markets/${encodeURIComponent(id)}/versions/${version}/restore`,
          body: { data: { attributes: { lock_version } } },
        }),
        transformResponse: documentOf<MarketDocumentVersion | null>(),
        invalidatesTags: (_result, error, { id }) => (error ? [] : marketTags(id)),
      }),
    }),
  })
}

/** The admin's slice with the filter editors' endpoints. */
export type MarketEditorApi = ReturnType<typeof injectMarketEditorEndpoints<EndpointDefinitions>>

const injected = new WeakMap<object, MarketEditorApi>()

/** The slice with the filter editors' endpoints, injected once per slice (when the editor first opens). */
export function marketEditorApi<Definitions extends EndpointDefinitions>(
  api: IdxApiWith<Definitions>,
): MarketEditorApi {
  let editorApi = injected.get(api)
  if (!editorApi) {
    editorApi = injectMarketEditorEndpoints(api) as unknown as MarketEditorApi
    injected.set(api, editorApi)
  }
  return editorApi
}
