import type { EndpointDefinitions } from '@reduxjs/toolkit/query/react'
import type { CardDesignCategory, IdxComponent, Mobiledoc } from '@idx/domain'
import type { ApiError } from '../../http/api-result.js'
import { restoreVersionBody } from '../../markets-editor/market-editor-requests.js'
import type { DocumentVersionRecord } from '../../versions/document-version-models.js'
import type { IdxApiWith } from '../idx-base-api.js'
import { LIST_TAG_ID, type IdxTag } from '../tags.js'
import { documentOf, type TypedDocument } from '../typed-document.js'
import type { ResourceId } from './resource-id.js'

/** What the card designer saves of a design. */
export interface CardDesignInput {
  readonly name?: string
  readonly stylesheet?: string
  readonly mobiledoc?: Mobiledoc
}

/** A new design for a market's slot: the market's `idx_layout[category]` names it once created. */
export interface CreateCardDesignArg extends CardDesignInput {
  readonly category: CardDesignCategory
  readonly marketId: ResourceId
}

/** A save of a design the designer read at `lockVersion` (409 when it changed since). */
export interface UpdateCardDesignArg extends CardDesignInput {
  readonly id: ResourceId
  readonly lockVersion: number
}

/** A restore of a design's earlier version as a new one, from the lock_version read. */
export interface CardDesignRestoreArg {
  readonly id: ResourceId
  readonly version: number
  readonly lockVersion: number
}

/** A saved version of a card design: its stylesheet and Mobiledoc document. */
export type CardDesignVersionRecord = DocumentVersionRecord<{ stylesheet?: string; mobiledoc?: Mobiledoc }>

const componentTag = (id: ResourceId): IdxTag => ({ type: 'IdxComponent', id: String(id) })
const versionsTag = (id: ResourceId): IdxTag => ({ type: 'IdxComponent', id: `versions-${String(id)}` })

/** Tags of a change that succeeded; none for one that failed (nothing changed to refetch). */
function onSuccess<Arg>(tags: (arg: Arg) => IdxTag[]) {
  return (_result: unknown, error: ApiError | undefined, arg: Arg): IdxTag[] => (error ? [] : tags(arg))
}

/**
 * Adds the card designer's saves (apps/api/README.md "Card designs"): `createCardDesign`
 * (`POST idx_components`, making it the market's) and `updateCardDesign` (`PATCH
 * idx_components/{id}` with `lock_version`), and its versions (`getCardDesignVersions`,
 * `restoreCardDesignVersion`). Not part of `createIdxApi`: only the admin app injects
 * them, so the visitor's site carries none of their code.
 *
 * @example
 * const designerApi = injectCardEditorEndpoints(api)
 * const [save] = designerApi.useUpdateCardDesignMutation()
 * await save({ id: '7', lockVersion: 3, mobiledoc, stylesheet }).unwrap()
 */
export function injectCardEditorEndpoints<Definitions extends EndpointDefinitions>(api: IdxApiWith<Definitions>) {
  return api.injectEndpoints({
    endpoints: (build) => ({
      /** `POST idx_components` with `relationships.market`. */
      createCardDesign: build.mutation<TypedDocument<IdxComponent | null>, CreateCardDesignArg>({
        query: ({ category, marketId, ...attributes }) => ({
          method: 'POST',
          path: 'idx_components',
          body: {
            data: {
              type: 'idx_components',
              attributes: { category, ...attributes },
              relationships: { market: { data: { type: 'markets', id: String(marketId) } } },
            },
          },
        }),
        transformResponse: documentOf<IdxComponent | null>(),
        invalidatesTags: onSuccess(({ marketId }) => [
          { type: 'Market', id: String(marketId) },
          { type: 'Market', id: LIST_TAG_ID },
          { type: 'IdxComponent', id: LIST_TAG_ID },
        ]),
      }),

      /** `PATCH idx_components/{id}`. */
      updateCardDesign: build.mutation<TypedDocument<IdxComponent | null>, UpdateCardDesignArg>({
        query: ({ id, lockVersion, ...attributes }) => ({
          method: 'PATCH',
          path: `idx_components/${encodeURIComponent(id)}`,
          body: {
            data: { type: 'idx_components', id: String(id), attributes: { ...attributes, lock_version: lockVersion } },
          },
        }),
        transformResponse: documentOf<IdxComponent | null>(),
        invalidatesTags: onSuccess(({ id }) => [
          componentTag(id),
          versionsTag(id),
          { type: 'IdxComponent', id: LIST_TAG_ID },
        ]),
      }),

      /** `GET idx_components/{id}/versions`: every save, newest first, each with its changes. */
      getCardDesignVersions: build.query<TypedDocument<CardDesignVersionRecord[]>, ResourceId>({
        query: (id) => ({ path: `idx_components/${encodeURIComponent(id)}/versions` }),
        transformResponse: documentOf<CardDesignVersionRecord[]>(),
        providesTags: (_result, _error, id) => [versionsTag(id)],
      }),

      /** `POST idx_components/{id}/versions/{version}/restore`: the new version (its document the old one's). */
      restoreCardDesignVersion: build.mutation<TypedDocument<CardDesignVersionRecord | null>, CardDesignRestoreArg>({
        query: ({ id, version, lockVersion }) => ({
          method: 'POST',
          path: `idx_components/${encodeURIComponent(id)}/versions/${encodeURIComponent(version)}/restore`,
          body: restoreVersionBody(lockVersion),
        }),
        transformResponse: documentOf<CardDesignVersionRecord | null>(),
        invalidatesTags: onSuccess(({ id }) => [
          componentTag(id),
          versionsTag(id),
          { type: 'IdxComponent', id: LIST_TAG_ID },
        ]),
      }),
    }),
  })
}
