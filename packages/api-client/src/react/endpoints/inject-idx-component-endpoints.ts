import type { EndpointDefinitions } from '@reduxjs/toolkit/query/react'
import type { IdxComponent, IdxLayout } from '@idx/domain'
import type { IdxApiWith } from '../idx-base-api.js'
import { listTags } from '../tags.js'
import { documentOf, type TypedDocument } from '../typed-document.js'
import type { ResourceId } from './resource-id.js'

/** Adds the site's custom cards and layouts (`idx_components`, `idx_layouts`). */
export function injectIdxComponentEndpoints<Definitions extends EndpointDefinitions>(api: IdxApiWith<Definitions>) {
  return api.injectEndpoints({
    endpoints: (build) => ({
      /** `GET idx_components`. */
      getIdxComponents: build.query<TypedDocument<IdxComponent[]>, void>({
        query: () => ({ path: 'idx_components' }),
        transformResponse: documentOf<IdxComponent[]>(),
        providesTags: (result) => listTags('IdxComponent', result),
      }),

      /** `GET idx_components/{id}`. */
      getIdxComponent: build.query<TypedDocument<IdxComponent | null>, ResourceId>({
        query: (id) => ({ path: `idx_components/${encodeURIComponent(id)}` }),
        transformResponse: documentOf<IdxComponent | null>(),
        providesTags: (_result, _error, id) => [{ type: 'IdxComponent', id: String(id) }],
      }),

      /** `GET idx_layouts`. */
      getIdxLayouts: build.query<TypedDocument<IdxLayout[]>, void>({
        query: () => ({ path: 'idx_layouts' }),
        transformResponse: documentOf<IdxLayout[]>(),
        providesTags: (result) => listTags('IdxLayout', result),
      }),
    }),
  })
}
