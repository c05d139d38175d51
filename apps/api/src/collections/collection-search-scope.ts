import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import type { CollectionSearchBody, CollectionSearchScope } from '../search/collection-search-scope.js'
import { accessibleCollection } from './accessible-collection.js'

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
