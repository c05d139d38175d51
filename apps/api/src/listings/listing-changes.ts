import { listingChanges, type ListingChangeState } from '@idx/domain'
import type { Insertable, Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema.js'
import type { ListingChangeSource, ListingChangesTable } from './listings.tables.js'

/** Where and when a listing write happened. */
export type ListingChangeOrigin = {
  source: ListingChangeSource
  /** When the change happened at its source (an MLS's ModificationTimestamp, a seed date). */
  at: Date
}

/** A listing's state as the change log reads it: which listing, and the facts it follows. */
export type RecordedListingState = ListingChangeState & { id: number }

/**
 * The change rows a listing write makes (see @idx/domain `listingChanges`), ready to insert.
 * `before` or `after` is null when the listing was not stored before or is withdrawn from the store;
 * both null, or two states of different listings, is a programmer error.
 *
 * @example
 * listingChangeRows(null, { id: 7, listing_status: 'Active', price_in_dollars: 500000 },
 *   { source: 'seed', at: new Date('2026-03-01') })
 * // [{ listing_id: 7, kind: 'listed', old_value: null, new_value: '{"status":"Active","price":500000}', … }]
 */
export function listingChangeRows(
  before: RecordedListingState | null,
  after: RecordedListingState | null,
  { source, at }: ListingChangeOrigin,
): Insertable<ListingChangesTable>[] {
  const listingId = after?.id ?? before?.id
  if (listingId === undefined) throw new TypeError('listingChangeRows needs the listing before or after the write')
  if (before && after && before.id !== after.id) {
    throw new TypeError(`listingChangeRows got two listings (${before.id} and ${after.id}); pass one listing's states`)
  }
  if (Number.isNaN(at.getTime())) throw new TypeError(`listingChangeRows got an invalid time for listing ${listingId}`)
  return listingChanges(before, after).map((change) => ({
    listing_id: listingId,
    kind: change.kind,
    old_value: change.old_value === null ? null : JSON.stringify(change.old_value),
    new_value: change.new_value === null ? null : JSON.stringify(change.new_value),
    changed_at: at,
    source,
  }))
}

/**
 * Writes the change records of one listing write, in the caller's transaction: the importer calls
 * it beside the listing's own insert or update, so both are committed or neither is. Returns how
 * many records it wrote (none when nothing the log follows changed).
 *
 * @example
 * await db.transaction().execute(async (trx) => {
 *   await trx.updateTable('listings').set({ price_in_dollars: 485000 }).where('id', '=', 7).execute()
 *   await recordListingChange(trx, before, { ...before, price_in_dollars: 485000 }, { source: 'import', at })
 * })
 */
export async function recordListingChange(
  trx: Transaction<Database> | Kysely<Database>,
  before: RecordedListingState | null,
  after: RecordedListingState | null,
  origin: ListingChangeOrigin,
): Promise<number> {
  const rows = listingChangeRows(before, after, origin)
  if (rows.length === 0) return 0
  await trx.insertInto('listing_changes').values(rows).execute()
  return rows.length
}
