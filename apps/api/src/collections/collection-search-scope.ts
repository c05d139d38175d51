import type { BoundingBox, SearchFilter } from '@idx/domain'
import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { accessibleCollection } from './accessible-collection.js'

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

/**
 * The collection scope of a validated search or cluster body, or null when it names no collection
 * (`collection_id` absent, null or blank: the main search). The caller must be allowed to read the
 * collection (a member, or anyone when it is public); otherwise this throws the 404 'Collection not
 * found.' that `GET /collections/{id}` answers, for a private, missing or malformed id alike.
 *
 * @example
 * await collectionSearchScope(app.db, request, { collection_id: 7, filter: { bedrooms: { min: 3 } } })
 * // { in_collection: 7, filter: {}, bounding_box: undefined }
 */
export async function collectionSearchScope(
  db: Kysely<Database>,
  request: FastifyRequest,
  body: CollectionSearchBody,
): Promise<CollectionSearchScope | null> {
  const raw = body.collection_id
  if (raw === undefined || raw === null || String(raw).trim() === '') return null
  const collection = await accessibleCollection(db, request, String(raw).trim(), 'read')
  const shape = body.filter?.geo_shape
  return {
    in_collection: collection.id,
    filter: shape ? { geo_shape: shape } : {},
    bounding_box: body.bounding_box,
  }
}
