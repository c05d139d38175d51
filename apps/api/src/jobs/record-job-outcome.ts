import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import type { ClaimedJob } from './job-handler.js'

/** The longest last_error kept: enough for a message, never a whole response body. */
const MAX_ERROR_LENGTH = 2000

/** Whom a job's outcome may be recorded by: the worker holding that attempt's lease. */
export interface JobLease {
  workerId: string
  job: Pick<ClaimedJob, 'id' | 'attempt' | 'maxAttempts'>
}

/**
 * Marks a claimed job done. Only the lease of this attempt counts: if the lease ran out and
 * another worker claimed the job meanwhile, that worker's attempt records the outcome. Answers
 * whether this attempt's record was written.
 */
export async function recordJobDone(db: Kysely<Database>, lease: JobLease): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ done_at: sql<Date>`now()`, locked_by: null, locked_until: null, last_error: null })
    .where('id', '=', lease.job.id)
    .where('locked_by', '=', lease.workerId)
    .where('attempts', '=', lease.job.attempt)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

export type FailureOutcome = 'retry' | 'failed' | 'lease-lost'

/**
 * Records a claimed job's failed attempt: its error, and either the next attempt's due time
 * (`retryInMs` from now) or, when this was attempt max_attempts or later, failed_at: the job is
 * given up and kept for the record. Answers which, or 'lease-lost' when the lease was no longer
 * this attempt's.
 */
export async function recordJobFailure(
  db: Kysely<Database>,
  lease: JobLease,
  error: unknown,
  retryInMs: number,
): Promise<FailureOutcome> {
  const givenUp = lease.job.attempt >= lease.job.maxAttempts
  const result = await db
    .updateTable('jobs')
    .set({
      last_error: errorText(error),
      locked_by: null,
      locked_until: null,
      ...(givenUp
        ? { failed_at: sql<Date>`now()` }
        : { run_at: sql<Date>`now() + make_interval(secs => ${retryInMs / 1000})` }),
    })
    .where('id', '=', lease.job.id)
    .where('locked_by', '=', lease.workerId)
    .where('attempts', '=', lease.job.attempt)
    .executeTakeFirst()
  if (result.numUpdatedRows === 0n) return 'lease-lost'
  return givenUp ? 'failed' : 'retry'
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text
}
