import type { EndpointDefinitions } from '@reduxjs/toolkit/query/react'
import type { Market } from '@idx/domain'
import type { ApiError } from '../../http/api-result.js'
import {
  marketDocumentsBody,
  restoreVersionBody,
  type MarketDocumentsInput,
} from '../../markets-editor/market-editor-requests.js'
import type { DocumentVersionRecord } from '../../versions/document-version-models.js'
import type { IdxApiWith } from '../idx-base-api.js'
import { LIST_TAG_ID, type IdxTag } from '../tags.js'
import { documentOf, type TypedDocument } from '../typed-document.js'
import type { ResourceId } from './resource-id.js'

/** A save of a market's filter documents (`PATCH markets/{id}`). */
export interface MarketDocumentsArg extends MarketDocumentsInput {
  readonly id: ResourceId
}

/** A restore of an earlier version as a new one, from the lock_version read. */
export interface MarketVersionRestoreArg {
  readonly id: ResourceId
  readonly version: number
  readonly lock_version: number
}

/** A market's saved version: its document is `{ filter_schema, filter_view }`. */
export type MarketDocumentVersionRecord = DocumentVersionRecord<{
  filter_schema?: Market['filter_schema']
  filter_view?: Market['filter_view']
}>

const versionsTag = (id: ResourceId): IdxTag => ({ type: 'Market', id: `${String(id)}:versions` })

/** What a save or restore changes: the market (in the list and alone), its versions and the site document holding it. */
function savedTags(_result: unknown, error: ApiError | undefined, { id }: { id: ResourceId }): IdxTag[] {
  if (error) return []
  return [{ type: 'Market', id: String(id) }, { type: 'Market', id: LIST_TAG_ID }, versionsTag(id), 'Site']
}

/**
 * Adds the Schema and View editors' endpoints (apps/api/README.md "The admin editor's API"):
 * `updateMarketDocuments` (`PATCH markets/{id}` with `lock_version`; 409 when stale, 422 naming
 * each problem), `getMarketVersions` (`GET markets/{id}/versions`, newest first) and
 * `restoreMarketVersion` (`POST markets/{id}/versions/{version}/restore`). A save or restore
 * refetches `getMarkets`, `getMarket`, the site and the versions. Not part of `createIdxApi`: only
 * the admin app injects them, so the visitor's site carries none of their code.
 *
 * @example
 * const editorApi = injectMarketEditorEndpoints(api)
 * const [save] = editorApi.useUpdateMarketDocumentsMutation()
 * await save({ id: '1', filter_schema: schema, lock_version: market.lock_version }).unwrap()
 */
export function injectMarketEditorEndpoints<Definitions extends EndpointDefinitions>(api: IdxApiWith<Definitions>) {
  return api.injectEndpoints({
    endpoints: (build) => ({
      /** `PATCH markets/{id}`: the market at its new lock_version. */
      updateMarketDocuments: build.mutation<TypedDocument<Market | null>, MarketDocumentsArg>({
        query: ({ id, ...input }) => ({
          method: 'PATCH',
          path: `markets/${encodeURIComponent(id)}`,
          body: marketDocumentsBody(String(id), input),
        }),
        transformResponse: documentOf<Market | null>(),
        invalidatesTags: savedTags,
      }),

      /** `GET markets/{id}/versions`: every save, newest first, each with its changes. */
      getMarketVersions: build.query<TypedDocument<MarketDocumentVersionRecord[]>, ResourceId>({
        query: (id) => ({ path: `markets/${encodeURIComponent(id)}/versions` }),
        transformResponse: documentOf<MarketDocumentVersionRecord[]>(),
        providesTags: (_result, _error, id) => [versionsTag(id)],
      }),

      /** `POST markets/{id}/versions/{version}/restore`: the new version (its document the old one's). */
      restoreMarketVersion: build.mutation<TypedDocument<MarketDocumentVersionRecord | null>, MarketVersionRestoreArg>({
        query: ({ id, version, lock_version }) => ({
          method: 'POST',
          path: `markets/${encodeURIComponent(id)}/versions/${encodeURIComponent(version)}/restore`,
          body: restoreVersionBody(lock_version),
        }),
        transformResponse: documentOf<MarketDocumentVersionRecord | null>(),
        invalidatesTags: savedTags,
      }),
    }),
  })
}
