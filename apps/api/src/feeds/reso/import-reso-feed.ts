import {
  cleanResoText,
  cutAtWordBoundary,
  importMarkInFuture,
  mapResoProperty,
  readResoListingKey,
  type ResoRecord,
} from '@idx/domain'
import type { Kysely } from 'kysely'
import { clusterCellsFresh, refreshClusterCells, refreshTouchedClusterCells } from '../../clusters/index.js'
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
import type { FeedRunTrigger } from '../feeds.tables.js'
import { holdFeedRun } from '../schedule/feed-run-lock.js'
import { coveredByMark, type HighWaterMark, type ResoRelatedRecords, type ResoSource } from './reso-source.js'
import { applySlugChanges } from './listing-slugs.js'
import { writeMembers } from './write-members.js'
import {
  writePropertyBatch,
  type AcceptedProperty,
  type ListingChangeHook,
  type TouchedCell,
} from './write-property-batch.js'
import { writeRefusalReason } from './write-refusal.js'

export interface ImportResoFeedOptions {
  /** The feed's data_source_name ('actris' in the demo). */
  feed: string
  source: ResoSource
  /**
   * Read every record (ignore the high-water mark) and withdraw the feed's listings the source no
   * longer lists. Default false: an incremental run from the mark.
   */
  full?: boolean
  /**
   * A full run that read no record at all, or would withdraw more than `maxWithdrawShare` of the
   * feed's listings, fails without withdrawing anything (an empty or cut-short answer reads as
   * "every listing left"), unless this is set. Default false.
   */
  force?: boolean
  /** The share of the feed's listings a full run may withdraw without `force`, 0 to 1. Default 0.2. */
  maxWithdrawShare?: number
  /** Stops the run between pages; what was committed stays, and the next run resumes after it. */
  signal?: AbortSignal
  /** Called inside each record's transaction for every listing inserted, changed or withdrawn. */
  onListingChange?: ListingChangeHook
  /** One line of progress after each page. */
  onProgress?: (line: string) => void
  /** The clock for `newly_listed`. Default now. */
  now?: Date
  /** Who runs it, as the run's record and a refusal of another run say. Default 'manual'. */
  trigger?: FeedRunTrigger
}

/**
 * Listings written in one run past which the run stops noting the cluster cells it touched and
 * rebuilds them all at the end: a full rebuild reads listings once, cheaper than thousands of
 * cell-by-cell recomputations (and noting the cells costs a query a page).
 */
const FULL_REFRESH_AFTER = 5000

/** What a full run may withdraw without `force`, as a share of the feed's listings. */
export const DEFAULT_MAX_WITHDRAW_SHARE = 0.2

export type ImportOutcome = { status: 'succeeded' | 'aborted'; runId: number; report: ImportReport }

/** A feed name or setup the import cannot work with; nothing was written. */
export class ImportSetupError extends Error {
  override name = 'ImportSetupError'
}

/** A run that failed part-way: its cause's message, and the report of what it had committed. */
export class ImportRunError extends Error {
  override name = 'ImportRunError'
  constructor(
    override readonly cause: unknown,
    readonly runId: number,
    readonly report: ImportReport,
  ) {
    super(cause instanceof Error ? cause.message : String(cause))
  }
}

/**
 * Imports a RESO feed into the listings: Members as agents, then Property records page by page,
 * each page in one transaction with the high-water mark (so a killed run leaves whole records and
 * resumes after the last committed one). Rejected records are reported, never written. After the
 * run the cluster cells the changes touched are recomputed, and the feed's `feed_updated_at` and
 * last successful import are stamped. The run and its report are kept in feed_import_runs.
 * One run of a feed at a time: a feed another run holds (holdFeedRun) is refused with
 * FeedBusyError, before anything is read. A run that fails throws ImportRunError with its report.
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
  const hold = await holdFeedRun(db, { feedId: feed.id, feed: options.feed, trigger: options.trigger ?? 'manual' })
  try {
    return await importHeldFeed(db, feed.id, marketId, options)
  } finally {
    await hold.release()
  }
}

async function importHeldFeed(
  db: Kysely<Database>,
  feedId: number,
  marketId: number,
  options: ImportResoFeedOptions,
): Promise<ImportOutcome> {
  const feed = { id: feedId }
  const now = options.now ?? new Date()
  const cellsWereFresh = await clusterCellsFresh(db)
  const runId = await startRun(db, feed.id, options.source.kind, options.trigger ?? 'manual')
  const run = { id: runId, feedId: feed.id }
  const report = emptyReport()
  const touched: TouchedCell[] = []
  try {
    // A mark in the future (written before imports refused such records) would read nothing
    // ever again: such a run reads everything, as a full run does without withdrawing.
    const stored = options.full ? null : await readHighWaterMark(db, feed.id)
    const mark = stored && importMarkInFuture(stored.modifiedAt, new Date()) ? null : stored
    const related = await options.source.related(mark, options.signal)
    const agentIdOf = await writeMembers(db, feed.id, related.members, related.offices)
    const context = {
      feedId: feed.id,
      marketId,
      agentIdOf,
      onListingChange: options.onListingChange,
      trackCells: cellsWereFresh,
      slugs: { counts: null },
    }
    const seen = new Set<string>()
    let read = 0
    for await (const page of options.source.properties(mark, options.signal)) {
      report.read += page.length
      const fresh: ResoRecord[] = []
      for (const record of page) {
        if (!coveredByMark(record, mark)) fresh.push(record)
        else
          report.skipped.push({
            key: typeof record.ListingKey === 'string' ? record.ListingKey : null,
            reason: 'imported already: at or before the mark of the last committed record (the server repeats it)',
          })
      }
      const { accepted, pageMark } = mapPage(fresh, related, now, new Date(), report, seen)
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
    if (options.full) {
      const limits = { force: options.force === true, maxShare: options.maxWithdrawShare ?? DEFAULT_MAX_WITHDRAW_SHARE }
      touched.push(...(await withdrawMissing(db, feed.id, seen, read, limits, context, report)))
    }
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
    throw new ImportRunError(error, runId, report)
  }
}

function mapPage(
  records: readonly ResoRecord[],
  related: ResoRelatedRecords,
  now: Date,
  clock: Date,
  report: ImportReport,
  seen: Set<string>,
): { accepted: AcceptedProperty[]; pageMark: HighWaterMark | null } {
  const accepted: AcceptedProperty[] = []
  let pageMark: HighWaterMark | null = null
  for (const record of records) {
    // As mapResoProperty reads it; a key it refuses (too long, or text no column can store) is
    // neither looked up, nor seen, nor the mark.
    const listingKey = readResoListingKey(record)
    const key = listingKey.problem === null ? listingKey.key : null
    const result = mapResoProperty(record, {
      now,
      openHouses: key ? related.openHouses.get(key) : undefined,
      media: key ? related.media.get(key) : undefined,
    })
    if (key !== null) seen.add(key)
    const modifiedAt = typeof record.ModificationTimestamp === 'string' ? new Date(record.ModificationTimestamp) : null
    const valid = modifiedAt !== null && !Number.isNaN(modifiedAt.getTime())
    // A time in the future would become the mark, and no later run would read past it.
    const inFuture = valid && importMarkInFuture(modifiedAt, clock)
    if (result.kind === 'rejected') report.rejected.push({ key: result.key, reason: result.reason })
    else if (inFuture) {
      const sent = cutAtWordBoundary(cleanResoText(String(record.ModificationTimestamp)), 60)
      report.rejected.push({
        key: result.key,
        reason: `its ModificationTimestamp ${sent} is in the future (the import's clock reads ${clock.toISOString()}): not imported until the MLS corrects it`,
      })
    } else if (result.kind === 'withdrawn') {
      // A withdrawal happened when the MLS changed the status, not when this run read it.
      const changedAt = isoTimeOf(record.StatusChangeTimestamp)
      accepted.push(
        changedAt && !importMarkInFuture(new Date(changedAt), clock) ? { ...result, modifiedAt: changedAt } : result,
      )
    } else accepted.push(result)
    // The mark passes rejected records too (the MLS sends a corrected record with a new
    // timestamp), but never a time in the future.
    if (key !== null && valid && !inFuture) pageMark = { modifiedAt, key }
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
    if (context.slugs.counts) applySlugChanges(context.slugs.counts, outcome.slugChanges)
    return outcome.touchedCells
  } catch {
    const touched: TouchedCell[] = []
    for (const record of accepted) {
      try {
        const outcome = await db.transaction().execute((trx) => writePropertyBatch(trx, [record], context))
        addCounts(report, outcome)
        if (context.slugs.counts) applySlugChanges(context.slugs.counts, outcome.slugChanges)
        touched.push(...outcome.touchedCells)
      } catch (error) {
        report.rejected.push({ key: record.key, reason: writeRefusalReason(error) })
      }
    }
    if (pageMark) await db.transaction().execute((trx) => writeHighWaterMark(trx, feedId, pageMark))
    return touched
  }
}

/** A full run that would withdraw too much: it withdraws nothing and fails, naming `--force`. */
export class FullRunRefusedError extends Error {
  override name = 'FullRunRefusedError'
}

// A full replication lists every listing the feed still has: the others left it. Unless the
// answer looks cut short: nothing read at all, or more gone at once than `limits.maxShare`.
async function withdrawMissing(
  db: Kysely<Database>,
  feedId: number,
  seen: ReadonlySet<string>,
  read: number,
  limits: { force: boolean; maxShare: number },
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
  if (!limits.force && missing.length > 0) {
    if (read === 0) {
      throw new FullRunRefusedError(
        `the full run read no record at all, which would withdraw all ${listed.length} listings of the feed: nothing was withdrawn (run it again with --force if the feed really is empty)`,
      )
    }
    if (missing.length > listed.length * limits.maxShare) {
      throw new FullRunRefusedError(
        `the full run would withdraw ${missing.length} of the feed's ${listed.length} listings, more than ${Math.round(limits.maxShare * 100)} %: nothing was withdrawn (run it again with --force if they really left)`,
      )
    }
  }
  const modifiedAt = new Date().toISOString()
  const touched: TouchedCell[] = []
  for (let i = 0; i < missing.length; i += 500) {
    const batch = missing
      .slice(i, i + 500)
      .map((row) => ({ kind: 'withdrawn' as const, key: row.record_key, modifiedAt }))
    const outcome = await db.transaction().execute((trx) => writePropertyBatch(trx, batch, context))
    addCounts(report, outcome)
    report.unlisted += outcome.withdrawn
    if (context.slugs.counts) applySlugChanges(context.slugs.counts, outcome.slugChanges)
    touched.push(...outcome.touchedCells)
  }
  return touched
}

function isoTimeOf(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const at = Date.parse(value)
  return Number.isNaN(at) ? null : new Date(at).toISOString()
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
  return `${read} records read: ${report.inserted} inserted, ${report.updated} updated, ${report.unchanged} unchanged, ${report.withdrawn} withdrawn, ${report.rejected.length} rejected, ${report.skipped.length} skipped`
}
