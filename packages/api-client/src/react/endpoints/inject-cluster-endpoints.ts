import type { EndpointDefinitions } from '@reduxjs/toolkit/query/react'
import type { BoundingBox, Cluster, SearchFilter } from '@idx/domain'
import type { IdxApiWith } from '../idx-base-api.js'
import { documentOf, type TypedDocument } from '../typed-document.js'
import { unlockingRequest, type UnlockTokenStore } from '../unlock-tokens.js'
import type { MarketId } from './resource-id.js'

/** Body of `POST listings/map/clusters` and `POST properties/map/clusters`. */
export interface ClusterQuery {
  readonly bounding_box: BoundingBox
  /** The map's zoom level (the server sizes its grid cells from it); without it, derived from the box. */
  readonly zoom?: number
  readonly filter?: SearchFilter
  readonly market_id?: MarketId
  /** A collection's listings only (`filter` and `market_id` are then ignored; apps/api README, Clusters). */
  readonly collection_id?: string | number
}

/** Adds the map's grid clusters of listings and of properties. */
export function injectClusterEndpoints<Definitions extends EndpointDefinitions>(
  api: IdxApiWith<Definitions>,
  unlockTokens: UnlockTokenStore,
) {
  return api.injectEndpoints({
    endpoints: (build) => ({
      /** `POST listings/map/clusters`: grid clusters of the listings matching `filter` in the box. */
      getClusters: build.query<TypedDocument<Cluster[]>, ClusterQuery>({
        // Unlocked listings' markers show their price, as their cards do.
        query: (body) => ({ method: 'POST', path: 'listings/map/clusters', body, ...unlockingRequest(unlockTokens) }),
        transformResponse: documentOf<Cluster[]>(),
        providesTags: [{ type: 'Cluster', id: 'listings' }],
      }),

      /** `POST properties/map/clusters`. */
      getPropertyClusters: build.query<TypedDocument<Cluster[]>, ClusterQuery>({
        query: (body) => ({ method: 'POST', path: 'properties/map/clusters', body, ...unlockingRequest(unlockTokens) }),
        transformResponse: documentOf<Cluster[]>(),
        providesTags: [{ type: 'Cluster', id: 'properties' }],
      }),
    }),
  })
}
