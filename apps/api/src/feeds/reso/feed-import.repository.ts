import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../db/schema.js'
import type { FeedImportRunStatus, FeedRunTrigger } from '../feeds.tables.js'
import type { HighWaterMark } from './reso-source.js'

/**
 * What a run did: the report `idx import --json` prints and the status command shows. Its counts
 * add up: `read` = inserted + updated + unchanged + (withdrawn − unlisted) + rejected + skipped,
 * and every record read but not written is either unchanged (the same content is stored) or
 * listed in `rejected` or `skipped` with its reason.
 */
export interface ImportReport {
  /** Property records read from the source. */
  read: number
  inserted: number
  updated: number
  unchanged: number
  /** Listings taken off the site: withdrawn by their record, or (`unlisted`) by a full run not finding them. */
  withdrawn: number
  /** Of `withdrawn`, those a full run withdrew because the feed no longer lists them (no record read). */
  unlisted: number
  rejected: { key: string | null; reason: string }[]
  /** Records read and deliberately not written again (an earlier run committed them). */
  skipped: { key: string | null; reason: string }[]
}

export function emptyReport(): ImportReport {
  return { read: 0, inserted: 0, updated: 0, unchanged: 0, withdrawn: 0, unlisted: 0, rejected: [], skipped: [] }
}

/** The feed with this data_source_name ('actris' in the demo), or undefined. */
export function findFeedByName(db: Kysely<Database>, name: string) {
  return db
    .selectFrom('feeds')
    .select(['id', 'name', 'data_source_name'])
    .where('data_source_name', '=', name)
    .executeTakeFirst()
}

/** The market a feed's new listings go to: its first market (by id), or undefined when it has none. */
export async function marketOfFeed(db: Kysely<Database>, feedId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('market_feeds')
    .select('market_id')
    .where('feed_id', '=', feedId)
    .orderBy('market_id')
    .executeTakeFirst()
  return row?.market_id
}

/** The feed's high-water mark, or null before its first committed record. */
export async function readHighWaterMark(db: Kysely<Database>, feedId: number): Promise<HighWaterMark | null> {
  const row = await db
    .selectFrom('feed_imports')
    .select(['mark_modified_at', 'mark_key'])
    .where('feed_id', '=', feedId)
    .executeTakeFirst()
  if (!row?.mark_modified_at || row.mark_key === null) return null
  return { modifiedAt: new Date(row.mark_modified_at), key: row.mark_key }
}

/** Moves the mark, in the transaction that commits the records it covers. */
export async function writeHighWaterMark(
  trx: Transaction<Database>,
  feedId: number,
  mark: HighWaterMark,
): Promise<void> {
  await trx
    .insertInto('feed_imports')
    .values({ feed_id: feedId, mark_modified_at: mark.modifiedAt, mark_key: mark.key, updated_at: new Date() })
    .onConflict((oc) =>
      oc
        .column('feed_id')
        .doUpdateSet({ mark_modified_at: mark.modifiedAt, mark_key: mark.key, updated_at: new Date() }),
    )
    .execute()
}

export async function startRun(
  db: Kysely<Database>,
  feedId: number,
  source: string,
  trigger: FeedRunTrigger = 'manual',
): Promise<number> {
  const row = await db
    .insertInto('feed_import_runs')
    .values({ feed_id: feedId, source, trigger, status: 'running', report: JSON.stringify(emptyReport()) })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** Keeps the run's outcome; a success also stamps the feed (`Data last updated`) and its import state. */
export async function finishRun(
  db: Kysely<Database>,
  run: { id: number; feedId: number },
  status: Exclude<FeedImportRunStatus, 'running'>,
  report: ImportReport,
  error: string | null = null,
): Promise<void> {
  const finishedAt = new Date()
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('feed_import_runs')
      .set({ status, finished_at: finishedAt, report: JSON.stringify(report), error })
      .where('id', '=', run.id)
      .execute()
    if (status !== 'succeeded') return
    await trx.updateTable('feeds').set({ feed_updated_at: finishedAt }).where('id', '=', run.feedId).execute()
    await trx
      .insertInto('feed_imports')
      .values({ feed_id: run.feedId, last_success_at: finishedAt })
      .onConflict((oc) => oc.column('feed_id').doUpdateSet({ last_success_at: finishedAt, updated_at: finishedAt }))
      .execute()
  })
}

/** A feed's last import run, for the status command: when, how it ended, and its report. */
export async function lastImportRun(db: Kysely<Database>, feedId: number) {
  const row = await db
    .selectFrom('feed_import_runs')
    .select(['id', 'source', 'trigger', 'status', 'started_at', 'finished_at', 'report', 'error'])
    .where('feed_id', '=', feedId)
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst()
  return row ? { ...row, report: row.report as unknown as ImportReport } : undefined
}
