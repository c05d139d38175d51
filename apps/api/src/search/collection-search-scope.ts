import type { BoundingBox, SearchFilter } from '@idx/domain'
import type { FastifyRequest } from 'fastify'

// A search or cluster request inside a collection (spec sections 2 and 7): the same calls as the
// main search with `collection_id` in the body. The browser drops the filter and the market there;
// the server ignores them too, so a stale filter cannot hide a saved listing. What still narrows
// the results is where they are: the map's box and a drawn shape (`filter.geo_shape`).

/** The scope of a search inside a collection: its listings, narrowed by place only. */
export type CollectionSearchScope = {
  /** The collection's id, checked readable by the caller. */
  in_collection: number
  filter: Pick<SearchFilter, 'geo_shape'>
  bounding_box?: BoundingBox | undefined
}

/** The members of a validated search or cluster body this reads. */
export type CollectionSearchBody = {
  collection_id?: string | number | null
  filter?: SearchFilter
  bounding_box?: BoundingBox
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The collection scope of a validated search or cluster body, or null when it names no
     * collection; throws the 404 'Collection not found.' when the caller may not read it. A port:
     * collections/ implements it (collection-search-scope.ts) and the composition root (app.ts)
     * decorates the app with it, so listings/ and clusters/ search inside a collection without
     * importing collections/, which itself builds on listings/.
     */
    collectionSearchScope: (
      request: FastifyRequest,
      body: CollectionSearchBody,
    ) => Promise<CollectionSearchScope | null>
  }
}
