import { SAVED_SEARCH_NOTIFICATION_EVENTS } from '@idx/domain'
import type { Kysely } from 'kysely'
import type { ServerConfig } from '../config/server-config.js'
import { findCollection, findCollectionDetails, SAVED_SEARCH_KIND, type CollectionRow } from '../collections/index.js'
import type { Database } from '../db/schema.js'
import { ApiError } from '../http/errors.js'
import { siteOrigin } from '../mail/site-origin.js'
import { findSavedSearchRows, matchedUnviewedCounts } from './saved-searches.repository.js'
import { savedSearchDocument, type SavedSearchDetails } from './saved-searches.service.js'

/**
 * What the documents of these saved searches say beyond their rows, as `viewerId` sees them: the
 * collections' details (members, invitations, the viewer's choices of a saved search's events,
 * unviewed counts from its alerts' matches), its search, and the site's origin for `short_url`.
 */
export async function findSavedSearchDetails(
  db: Kysely<Database>,
  config: Pick<ServerConfig, 'publicUrl'>,
  siteId: number,
  rows: readonly CollectionRow[],
  viewerId: number | null,
): Promise<SavedSearchDetails> {
  const ids = rows.map((row) => row.id)
  const [details, searches, origin] = await Promise.all([
    findCollectionDetails(db, ids, viewerId, {
      events: SAVED_SEARCH_NOTIFICATION_EVENTS,
      unviewed: matchedUnviewedCounts,
    }),
    findSavedSearchRows(db, ids),
    siteOrigin(db, config, siteId),
  ])
  return { ...details, searches, origin }
}

/** The document of saved search `id` as `viewerId` sees it, read fresh after a change. */
export async function savedSearchDocumentOf(
  db: Kysely<Database>,
  config: Pick<ServerConfig, 'publicUrl'>,
  siteId: number,
  id: number,
  viewerId: number | null,
) {
  const row = await findCollection(db, siteId, id, viewerId, undefined, SAVED_SEARCH_KIND.kind)
  // Deleted by its owner between the change and this read.
  if (!row) throw new ApiError(404, SAVED_SEARCH_KIND.notFound)
  return savedSearchDocument(row, await findSavedSearchDetails(db, config, siteId, [row], viewerId))
}
