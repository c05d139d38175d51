import { generatedFilterDocuments } from '@idx/domain'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema.js'
import { readMarketFacets } from './market-facets.repository.js'

/** Which markets to refresh: those a feed's listings show in, or the ones named. */
export type GeneratedFilterScope = { feedId: number } | { marketIds: readonly number[] }

/**
 * Rewrites the filter_schema and filter_view of the markets in `scope` whose documents are
 * 'generated' (markets.filter_documents_source) from what their listings carry now
 * (`generatedFilterDocuments`); 'custom' documents, an admin's, are never touched, even when an
 * admin's edit lands while this runs (the update re-checks the source). Answers the ids of the
 * markets whose documents changed. The site document and the pages read markets per request, and
 * the listing pages' cache keys on a digest of the markets' rows, so a change shows at once.
 *
 * Call it after an import run that changed listings, and when a market is created or renamed.
 *
 * @example
 * await refreshGeneratedFilterDocuments(db, { feedId: 7 }) // [4]
 */
export async function refreshGeneratedFilterDocuments(
  db: Kysely<Database> | Transaction<Database>,
  scope: GeneratedFilterScope,
): Promise<number[]> {
  let query = db
    .selectFrom('markets')
    .select(['id', 'market_name', 'filter_schema', 'filter_view'])
    .where('filter_documents_source', '=', 'generated')
  query =
    'feedId' in scope
      ? query.where('id', 'in', db.selectFrom('market_feeds').select('market_id').where('feed_id', '=', scope.feedId))
      : scope.marketIds.length === 0
        ? query.where((eb) => eb.val(false))
        : query.where('id', 'in', [...scope.marketIds])
  const markets = await query.orderBy('id').execute()
  if (markets.length === 0) return []
  const facets = await readMarketFacets(
    db,
    markets.map((market) => market.id),
  )
  const changed: number[] = []
  for (const market of markets) {
    const { filterSchema, filterView } = generatedFilterDocuments(facets.get(market.id)!, market.market_name)
    const schemaText = JSON.stringify(filterSchema)
    const viewText = JSON.stringify(filterView)
    // The same documents again would only change the listing pages' digest for nothing.
    if (sameJson(market.filter_schema, filterSchema) && sameJson(market.filter_view, filterView)) continue
    const result = await db
      .updateTable('markets')
      // A new lock_version: an admin editing the documents read before this is told they changed.
      .set((eb) => ({ filter_schema: schemaText, filter_view: viewText, lock_version: eb('lock_version', '+', 1) }))
      .where('id', '=', market.id)
      .where('filter_documents_source', '=', 'generated')
      .executeTakeFirst()
    if (result.numUpdatedRows > 0n) changed.push(market.id)
  }
  return changed
}

/** Whether two JSON values are equal, whatever the order of their objects' members (jsonb reorders them). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameJson(item, b[i]))
  const keysA = Object.keys(a)
  const keysB = Object.keys(b)
  return (
    keysA.length === keysB.length &&
    keysA.every((key) => Object.hasOwn(b, key) && sameJson((a as never)[key], (b as never)[key]))
  )
}

/** What an import run changed, as its report counts it. */
type ImportCounts = { inserted: number; updated: number; withdrawn: number }

/**
 * After an import run of the feed named `dataSourceName`: refreshes the generated filter documents
 * of its markets when the run changed listings. Never throws: the import itself is done, so a
 * failure here is only reported through `warn` (the next run tries again).
 *
 * @example
 * await refreshAfterImport(db, 'actris', outcome.report, (line) => io.err(line))
 */
export async function refreshAfterImport(
  db: Kysely<Database>,
  dataSourceName: string,
  report: ImportCounts,
  warn: (line: string) => void,
): Promise<void> {
  if (report.inserted + report.updated + report.withdrawn === 0) return
  try {
    const feed = await db
      .selectFrom('feeds')
      .select('id')
      .where('data_source_name', '=', dataSourceName)
      .executeTakeFirst()
    if (feed) await refreshGeneratedFilterDocuments(db, { feedId: feed.id })
  } catch (error) {
    warn(`idx import: the markets' generated filters were not refreshed: ${(error as Error).message}`)
  }
}
