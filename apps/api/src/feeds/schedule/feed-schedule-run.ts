import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import { enqueueJob } from '../../jobs/enqueue-job.js'
import type { JobHandler, JobLog } from '../../jobs/job-handler.js'
import { refreshAfterImport } from '../../markets/index.js'
import { emptyReport, finishRun, startRun } from '../reso/feed-import.repository.js'
import { importResoFeed } from '../reso/import-reso-feed.js'
import { resoFilesSource } from '../reso/reso-files-source.js'
import type { ResoSource } from '../reso/reso-source.js'
import { resoWebApiSource } from '../reso/reso-web-api-source.js'
import { FeedBusyError } from './feed-run-lock.js'

/** The job kind of one scheduled import of one feed. */
export const FEED_IMPORT_JOB = 'feed-import'

export interface FeedImportJobPayload {
  feed_id: number
}

/**
 * Queues the import of every feed whose scheduled run is due, and moves each feed's next run one
 * interval on, in ONE transaction: the job exists exactly when the next run moved. `FOR UPDATE
 * SKIP LOCKED` lets several processes tick at once: each due feed is taken by one of them, and
 * the others see it no longer due. Answers the feeds queued.
 *
 * @example
 * await enqueueDueFeedImports(db) // [1]: the job worker runs feed 1's import
 */
export async function enqueueDueFeedImports(db: Kysely<Database>): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('feed_schedules')
      .select(['feed_id', 'every_minutes'])
      .where('every_minutes', 'is not', null)
      .where('source_kind', 'is not', null)
      .where('next_run_at', '<=', sql<Date>`now()`)
      .orderBy('next_run_at')
      .forUpdate()
      .skipLocked()
      .execute()
    for (const feed of due) {
      // From now, not from the missed time: a server that was down runs a feed once, not once per missed interval.
      await trx
        .updateTable('feed_schedules')
        .set({ next_run_at: sql<Date>`now() + make_interval(mins => ${feed.every_minutes})` })
        .where('feed_id', '=', feed.feed_id)
        .execute()
      // One attempt: a failed run is recorded as such, and the next interval is its retry.
      await enqueueJob(trx, FEED_IMPORT_JOB, { feed_id: feed.feed_id } satisfies FeedImportJobPayload, {
        maxAttempts: 1,
      })
    }
    return due.map((feed) => feed.feed_id)
  })
}

/**
 * One scheduled import of a feed, as its job runs it: the source from its feed_schedules row (the
 * client secret from the environment variable the row names), the feed's run lock (a feed being
 * imported already, by hand or by another process, is left alone: that run does the work), and
 * the run kept in feed_import_runs as 'scheduled', failed or not. A source it cannot set up (the
 * secret's variable unset, the folder gone) is a failed run with the reason, never a retry loop.
 */
export async function runScheduledImport(
  db: Kysely<Database>,
  feedId: number,
  options: { env?: NodeJS.ProcessEnv; log?: JobLog; signal?: AbortSignal } = {},
): Promise<'succeeded' | 'failed' | 'aborted' | 'busy' | 'not-scheduled'> {
  const row = await db
    .selectFrom('feed_schedules')
    .innerJoin('feeds', 'feeds.id', 'feed_schedules.feed_id')
    .select([
      'feeds.data_source_name',
      'feed_schedules.source_kind',
      'feed_schedules.source_location',
      'feed_schedules.token_url',
      'feed_schedules.client_id',
      'feed_schedules.client_secret_env',
      'feed_schedules.timeout_seconds',
    ])
    .where('feed_schedules.feed_id', '=', feedId)
    .executeTakeFirst()
  if (!row?.source_kind || !row.source_location) return 'not-scheduled'
  let source: ResoSource
  try {
    source = await scheduledSource(
      { ...row, source_kind: row.source_kind, source_location: row.source_location },
      options.env ?? process.env,
    )
  } catch (error) {
    const runId = await startRun(db, feedId, row.source_kind, 'scheduled')
    await finishRun(db, { id: runId, feedId }, 'failed', emptyReport(), (error as Error).message)
    options.log?.error({ feed: row.data_source_name, err: error }, 'scheduled feed import: could not set up its source')
    return 'failed'
  }
  try {
    const outcome = await importResoFeed(db, {
      feed: row.data_source_name,
      source,
      trigger: 'scheduled',
      ...(options.signal ? { signal: options.signal } : {}),
    })
    await refreshAfterImport(db, row.data_source_name, outcome.report, (line) =>
      options.log?.warn({ feed: row.data_source_name }, line),
    )
    return outcome.status
  } catch (error) {
    if (error instanceof FeedBusyError) return 'busy'
    // The run and its error are in feed_import_runs already; the next interval tries again.
    options.log?.error({ feed: row.data_source_name, err: error }, 'scheduled feed import failed')
    return 'failed'
  }
}

type ScheduledSourceRow = {
  source_kind: 'files' | 'web-api'
  source_location: string
  token_url: string | null
  client_id: string | null
  client_secret_env: string | null
  timeout_seconds: number
}

async function scheduledSource(row: ScheduledSourceRow, env: NodeJS.ProcessEnv): Promise<ResoSource> {
  if (row.source_kind === 'files') return resoFilesSource(row.source_location)
  const secretEnv = row.client_secret_env ?? ''
  const clientSecret = env[secretEnv]
  if (!clientSecret) {
    throw new Error(
      `the environment variable ${secretEnv}, which holds the feed's client secret, is not set in the server's environment`,
    )
  }
  if (!row.token_url || !row.client_id) throw new Error('the schedule has no token URL or client id')
  return resoWebApiSource({
    baseUrl: row.source_location,
    tokenUrl: row.token_url,
    clientId: row.client_id,
    clientSecret,
    requestTimeoutMs: row.timeout_seconds * 1000,
  })
}

/**
 * The handler of scheduled feed imports, keyed by job kind, for the job worker:
 * `startJobWorker(db, { ...feedImportHandlers({ db }), … })`.
 */
export function feedImportHandlers(deps: { db: Kysely<Database>; log?: JobLog }): {
  [FEED_IMPORT_JOB]: JobHandler<FeedImportJobPayload>
} {
  return {
    [FEED_IMPORT_JOB]: async (job) => {
      await runScheduledImport(deps.db, job.payload.feed_id, deps.log ? { log: deps.log } : {})
    },
  }
}
