import { mapResoProperty, type ResoRecord } from '@idx/domain'
import type { Kysely } from 'kysely'
import { clusterCellsFresh } from '../../clusters/clusters.repository.js'
import { refreshClusterCells } from '../../clusters/refresh-cluster-cells.js'
import { refreshTouchedClusterCells } from '../../clusters/refresh-touched-cluster-cells.js'
import type { Database } from '../../db/schema.js'
import {
  emptyReport,
  findFeedByName,
  finishRun,
  marketOfFeed,
  readHighWaterMark,
  startRun,
  writeHighWaterMark,
  type ImportReport,
} from './feed-import.repository.js'
import { coveredByMark, type HighWaterMark, type ResoRelatedRecords, type ResoSource } from './reso-source.js'
import { writeMembers } from './write-members.js'
import {
  writePropertyBatch,
  type AcceptedProperty,
  type ListingChangeHook,
  type TouchedCell,
} from './write-property-batch.js'

export interface ImportResoFeedOptions {
  /** The feed's data_source_name ('actris' in the demo). */
  feed: string
  source: ResoSource
  /**
   * Read every record (ignore the high-water mark) and withdraw the feed's listings the source no
   * longer lists. Default false: an incremental run from the mark.
   */
  full?: boolean
  /** Stops the run between pages; what was committed stays, and the next run resumes after it. */
  signal?: AbortSignal
  /** Called inside each record's transaction for every listing inserted, changed or withdrawn. */
  onListingChange?: ListingChangeHook
  /** One line of progress after each page. */
  onProgress?: (line: string) => void
  /** The clock for `newly_listed`. Default now. */
  now?: Date
}

/**
 * Listings written in one run past which the run stops noting the cluster cells it touched and
 * rebuilds them all at the end: a full rebuild reads listings once, cheaper than thousands of
 * cell-by-cell recomputations (and noting the cells costs a query a page).
 */
const FULL_REFRESH_AFTER = 5000

export type ImportOutcome = { status: 'succeeded' | 'aborted'; runId: number; report: ImportReport }

/** A feed name or setup the import cannot work with; nothing was written. */
export class ImportSetupError extends Error {
  override name = 'ImportSetupError'
}

/**
 * Imports a RESO feed into the listings: Members as agents, then Property records page by page,
 * each page in one transaction with the high-water mark (so a killed run leaves whole records and
 * resumes after the last committed one). Rejected records are reported, never written. After the
 * run the cluster cells the changes touched are recomputed, and the feed's `feed_updated_at` and
 * last successful import are stamped. The run and its report are kept in feed_import_runs.
 *
 * @example
 * const { report } = await importResoFeed(db, { feed: 'actris', source: await resoFilesSource(dir) })
 * report // { inserted: 18000, updated: 0, unchanged: 0, withdrawn: 0, rejected: [] }
 */
export async function importResoFeed(db: Kysely<Database>, options: ImportResoFeedOptions): Promise<ImportOutcome> {
  const feed = await findFeedByName(db, options.feed)
  if (!feed) throw new ImportSetupError(`no feed has the data_source_name "${options.feed}"`)
  const marketId = await marketOfFeed(db, feed.id)
  if (marketId === undefined) throw new ImportSetupError(`the feed "${options.feed}" belongs to no market`)
  const now = options.now ?? new Date()
  const cellsWereFresh = await clusterCellsFresh(db)
  const runId = await startRun(db, feed.id, options.source.kind)
  const run = { id: runId, feedId: feed.id }
  const report = emptyReport()
  const touched: TouchedCell[] = []
  try {
    const mark = options.full ? null : await readHighWaterMark(db, feed.id)
    const related = await options.source.related(mark, options.signal)
    const agentIdOf = await writeMembers(db, feed.id, related.members, related.offices)
    const context = {
      feedId: feed.id,
      marketId,
      agentIdOf,
      onListingChange: options.onListingChange,
      trackCells: cellsWereFresh,
    }
    const seen = new Set<string>()
    let read = 0
    for await (const page of options.source.properties(mark, options.signal)) {
      const fresh = page.filter((record) => !coveredByMark(record, mark))
      const { accepted, pageMark } = mapPage(fresh, related, now, report, seen)
      const outcome = await writePage(db, feed.id, accepted, pageMark, context, report)
      touched.push(...outcome)
      if (report.inserted + report.updated + report.withdrawn > FULL_REFRESH_AFTER) context.trackCells = false
      read += page.length
      options.onProgress?.(progressLine(read, report))
      if (options.signal?.aborted) break
    }
    if (options.signal?.aborted) {
      await finishRun(db, run, 'aborted', report)
      return { status: 'aborted', runId, report }
    }
    if (options.full) touched.push(...(await withdrawMissing(db, feed.id, seen, context, report)))
    // Fresh before the run: only the cells this run touched can be wrong (or, after a big run,
    // rebuild them all). Cells stale before the run stay stale (clusters are computed live) until
    // the server's next full refresh.
    if (cellsWereFresh && !context.trackCells) await refreshClusterCells(db)
    else if (cellsWereFresh && touched.length > 0) await refreshTouchedClusterCells(db, touched, { markFresh: true })
    await finishRun(db, run, 'succeeded', report)
    return { status: 'succeeded', runId, report }
  } catch (error) {
    const aborted = options.signal?.aborted === true
    await finishRun(db, run, aborted ? 'aborted' : 'failed', report, aborted ? null : (error as Error).message)
    if (aborted) return { status: 'aborted', runId, report }
    throw error
  }
}

function mapPage(
  records: readonly ResoRecord[],
  related: ResoRelatedRecords,
  now: Date,
  report: ImportReport,
  seen: Set<string>,
): { accepted: AcceptedProperty[]; pageMark: HighWaterMark | null } {
  const accepted: AcceptedProperty[] = []
  let pageMark: HighWaterMark | null = null
  for (const record of records) {
    // As mapResoProperty reads it: text, or a number some servers send.
    const key =
      typeof record.ListingKey === 'string' || typeof record.ListingKey === 'number'
        ? String(record.ListingKey).trim() || null
        : null
    const result = mapResoProperty(record, {
      now,
      openHouses: key ? related.openHouses.get(key) : undefined,
      media: key ? related.media.get(key) : undefined,
    })
    if (key !== null) seen.add(key)
    if (result.kind === 'rejected') report.rejected.push({ key: result.key, reason: result.reason })
    else accepted.push(result)
    // The mark passes rejected records too: the MLS sends a corrected record with a new timestamp.
    if (key !== null && typeof record.ModificationTimestamp === 'string') {
      const modifiedAt = new Date(record.ModificationTimestamp)
      if (!Number.isNaN(modifiedAt.getTime())) pageMark = { modifiedAt, key }
    }
  }
  return { accepted, pageMark }
}

// A page in one transaction with its mark; if the database refuses it, record by record, so one
// bad record is reported (and written not at all) while the others are written.
async function writePage(
  db: Kysely<Database>,
  feedId: number,
  accepted: AcceptedProperty[],
  pageMark: HighWaterMark | null,
  context: Parameters<typeof writePropertyBatch>[2],
  report: ImportReport,
): Promise<TouchedCell[]> {
  try {
    const outcome = await db.transaction().execute(async (trx) => {
      const result = await writePropertyBatch(trx, accepted, context)
      if (pageMark) await writeHighWaterMark(trx, feedId, pageMark)
      return result
    })
    addCounts(report, outcome)
    return outcome.touchedCells
  } catch {
    const touched: TouchedCell[] = []
    for (const record of accepted) {
      try {
        const outcome = await db.transaction().execute((trx) => writePropertyBatch(trx, [record], context))
        addCounts(report, outcome)
        touched.push(...outcome.touchedCells)
      } catch (error) {
        report.rejected.push({ key: record.key, reason: `could not be written: ${(error as Error).message}` })
      }
    }
    if (pageMark) await db.transaction().execute((trx) => writeHighWaterMark(trx, feedId, pageMark))
    return touched
  }
}

// A full replication lists every listing the feed still has: the others left it.
async function withdrawMissing(
  db: Kysely<Database>,
  feedId: number,
  seen: ReadonlySet<string>,
  context: Parameters<typeof writePropertyBatch>[2],
  report: ImportReport,
): Promise<TouchedCell[]> {
  const listed = await db
    .selectFrom('feed_records')
    .select(['record_key'])
    .where('feed_id', '=', feedId)
    .where('resource', '=', 'Property')
    .where('withdrawn', '=', false)
    .execute()
  const missing = listed.filter((row) => !seen.has(row.record_key))
  const modifiedAt = new Date().toISOString()
  const touched: TouchedCell[] = []
  for (let i = 0; i < missing.length; i += 500) {
    const batch = missing
      .slice(i, i + 500)
      .map((row) => ({ kind: 'withdrawn' as const, key: row.record_key, modifiedAt }))
    const outcome = await db.transaction().execute((trx) => writePropertyBatch(trx, batch, context))
    addCounts(report, outcome)
    touched.push(...outcome.touchedCells)
  }
  return touched
}

function addCounts(
  report: ImportReport,
  outcome: { inserted: number; updated: number; unchanged: number; withdrawn: number },
): void {
  report.inserted += outcome.inserted
  report.updated += outcome.updated
  report.unchanged += outcome.unchanged
  report.withdrawn += outcome.withdrawn
}

function progressLine(read: number, report: ImportReport): string {
  return `${read} records read: ${report.inserted} inserted, ${report.updated} updated, ${report.unchanged} unchanged, ${report.withdrawn} withdrawn, ${report.rejected.length} rejected`
}
