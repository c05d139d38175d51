import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { ApiError, PermissionError } from '../http/errors.js'
import { parseResourceId } from '../http/resource-id.js'
import { collectionAccess, type CollectionAction } from './collection-access.js'
import { findCollection, type CollectionLock, type CollectionRow } from './collections.repository.js'
import { COLLECTION_KIND, type RecordKind } from './record-kind.js'
import { isAgentOf } from './site-agent.js'

/** The 404 of a missing collection, and of a private one to a stranger: the same words, no hint. */
export const COLLECTION_NOT_FOUND = COLLECTION_KIND.notFound
/** The spec's 403 text (section 8). */
export const NOT_AUTHORIZED = 'You are not authorized to perform that action.'

/**
 * The collection a path id names, when the request may do `action` to it; throws the 404 (no such
 * collection on this site, a malformed id, or a private one the caller is not a member of) or the
 * 403 (the caller may see it but not do this) otherwise. The owner's current agent reads a
 * private board as anyone reads a public one.
 *
 * A write asks again first thing in its transaction, with the `lock` it needs on the board
 * (collections.repository.ts, CollectionLock): the board may have been deleted, or the caller
 * removed from it, since a check made before the transaction, and a delete that commits while
 * the write waits for the lock makes this the 404.
 *
 * `record` is the kind of row the route serves (default a collection): a saved search's id is a
 * 404 at a collection's route and the other way round, each with its own words.
 *
 * @example
 * const collection = await accessibleCollection(app.db, request, request.params.id, 'edit')
 * await app.db.transaction().execute(async (trx) => {
 *   await accessibleCollection(trx, request, request.params.id, 'edit', 'key share')
 *   await insertComment(trx, …)
 * })
 */
export async function accessibleCollection(
  db: Kysely<Database>,
  request: FastifyRequest,
  rawId: string,
  action: CollectionAction,
  lock?: CollectionLock,
  record: RecordKind = COLLECTION_KIND,
): Promise<CollectionRow> {
  const id = parseResourceId(rawId)
  const row =
    id === null ? undefined : await findCollection(db, request.site.id, id, request.user?.id ?? null, lock, record.kind)
  if (!row) throw new ApiError(404, record.notFound)
  // The owner's agent reads a client's private board (the agents' 'Client Collections').
  const ownersAgent =
    row.role === null && !row.is_public && request.user
      ? await isAgentOf(db, request.site.id, request.user.id, row.user_id)
      : false
  const access = collectionAccess(row, action, { ownersAgent })
  if (access === 'not_found') throw new ApiError(404, record.notFound)
  if (access === 'forbidden') throw new PermissionError(NOT_AUTHORIZED)
  return row
}
