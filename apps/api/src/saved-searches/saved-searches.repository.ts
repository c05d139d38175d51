import { sql, type Kysely, type Transaction } from 'kysely'
import type { AlertFrequency } from '@idx/domain'
import type { Database } from '../db/schema.js'
import type { SavedSearchQuery } from './saved-searches.tables.js'

// SQL of what only a saved search has (migration 0022); its shared part is a `collections` row of
// kind 'saved-search', read and written through collections/.

type Db = Kysely<Database> | Transaction<Database>

/** A saved search's own row, as its document shows it. */
export interface SavedSearchRow {
  id: number
  site_market_id: number
  frequency: AlertFrequency
  query: SavedSearchQuery
}

/**
 * Stores the search of the saved search whose `collections` row is `id`. Its alerts start at the
 * newest change of the listing change log, so they tell about what happens after it was saved.
 */
export async function insertSavedSearch(
  trx: Transaction<Database>,
  values: { id: number; siteMarketId: number; frequency: AlertFrequency; query: SavedSearchQuery },
): Promise<void> {
  await trx
    .insertInto('saved_searches')
    .values((eb) => ({
      id: values.id,
      site_market_id: values.siteMarketId,
      frequency: values.frequency,
      query: JSON.stringify(values.query),
      covered_change_id: eb
        .selectFrom('listing_changes')
        .select(sql<string>`coalesce(max(listing_changes.id), 0)`.as('newest')),
    }))
    .execute()
}

/** The saved-search rows of these ids. */
export async function findSavedSearchRows(db: Db, ids: readonly number[]): Promise<Map<number, SavedSearchRow>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .selectFrom('saved_searches')
    .select(['id', 'site_market_id', 'frequency', 'query'])
    .where('id', 'in', [...ids])
    .execute()
  return new Map(rows.map((row) => [row.id, row as SavedSearchRow]))
}

/** Changes a saved search's frequency or search (its name is the `collections` row's). */
export async function updateSavedSearch(
  trx: Transaction<Database>,
  id: number,
  change: { frequency?: AlertFrequency; query?: SavedSearchQuery },
): Promise<void> {
  const values = {
    ...(change.frequency === undefined ? {} : { frequency: change.frequency }),
    ...(change.query === undefined ? {} : { query: JSON.stringify(change.query) }),
  }
  if (Object.keys(values).length === 0) return
  await trx.updateTable('saved_searches').set(values).where('id', '=', id).execute()
}

/**
 * A member's unviewed counts of these saved searches: the distinct listings their alerts matched
 * since the member last viewed it, or, before their first view, since they became a member.
 */
export async function matchedUnviewedCounts(
  db: Kysely<Database>,
  ids: readonly number[],
  viewerId: number,
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .selectFrom('saved_search_matches as matched')
    .innerJoin('collection_members as viewer', 'viewer.collection_id', 'matched.saved_search_id')
    .select((eb) => [
      'matched.saved_search_id',
      eb.fn.count<number | string>('matched.listing_id').distinct().as('count'),
    ])
    .where('viewer.user_id', '=', viewerId)
    .where('matched.saved_search_id', 'in', [...ids])
    .where(sql<boolean>`matched.matched_at > coalesce(viewer.last_viewed_at, viewer.created_at)`)
    .groupBy('matched.saved_search_id')
    .execute()
  return new Map(rows.map((row) => [row.saved_search_id, Number(row.count)]))
}
