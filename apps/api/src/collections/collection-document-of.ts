import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { ApiError } from '../http/errors.js'
import { COLLECTION_NOT_FOUND } from './accessible-collection.js'
import { findCollection, findCollectionDetails } from './collections.repository.js'
import { collectionDocument } from './collections.service.js'

/** The document of collection `id` as `viewerId` sees it, read fresh after a change. */
export async function collectionDocumentOf(db: Kysely<Database>, siteId: number, id: number, viewerId: number | null) {
  const row = await findCollection(db, siteId, id, viewerId)
  // Deleted by its owner between the change and this read.
  if (!row) throw new ApiError(404, COLLECTION_NOT_FOUND)
  return collectionDocument(row, await findCollectionDetails(db, [id], viewerId))
}
