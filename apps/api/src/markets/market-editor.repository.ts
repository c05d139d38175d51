import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema.js'
import type { LockedState, VersionDocument } from '../versions/index.js'

/**
 * Locks a market of the site (`for update`, inside a transaction) and reads what its editor
 * versions: `{ filter_schema, filter_view }` at its lock_version; undefined when the site has no
 * such market.
 */
export async function lockMarketDocuments(
  db: Kysely<Database>,
  siteId: number,
  marketId: number,
): Promise<LockedState | undefined> {
  const row = await db
    .selectFrom('markets')
    .select(['lock_version', 'filter_schema', 'filter_view'])
    .where('site_id', '=', siteId)
    .where('id', '=', marketId)
    .forUpdate()
    .executeTakeFirst()
  return (
    row && { version: row.lock_version, document: { filter_schema: row.filter_schema, filter_view: row.filter_view } }
  )
}

/**
 * Writes an admin's filter documents to the market at `version`: they become 'custom', so the
 * refresh after an import (market-filter-documents.ts) never overwrites them.
 */
export async function writeMarketDocuments(
  trx: Transaction<Database>,
  siteId: number,
  marketId: number,
  document: VersionDocument,
  version: number,
): Promise<void> {
  await trx
    .updateTable('markets')
    .set({
      filter_schema: JSON.stringify(document.filter_schema ?? {}),
      filter_view: JSON.stringify(document.filter_view ?? {}),
      filter_documents_source: 'custom',
      lock_version: version,
    })
    .where('site_id', '=', siteId)
    .where('id', '=', marketId)
    .execute()
}
