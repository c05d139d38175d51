import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import type { ClaimedJob } from './job-handler.js'

export interface ClaimOptions {
  /** Written into locked_by: which worker holds the lease. */
  workerId: string
  /** Most jobs to claim. */
  limit: number
  /** How long the lease lasts; past it another worker may claim the job again. */
  leaseMs: number
}

/** How far a job's message had got, as its row records it (sendOnce). */
export type SendProgress = 'not-started' | 'started' | 'sent'

/** A claimed job, and what the claim found of its previous attempt. */
export interface Claim extends ClaimedJob {
  /**
   * null: this is the first attempt, or the previous one recorded its outcome. Otherwise the
   * previous attempt was cut off (its worker died, or its lease ran out, before recording an
   * outcome), and this says how far the job's message had got: 'started' means it may have gone.
   */
  interrupted: SendProgress | null
}

/**
 * Claims up to `limit` due jobs for one worker, earliest first, in one statement: each gets a
 * lease (locked_by, locked_until) and one more attempt. A job still marked with a previous
 * worker's locked_by was cut off; the claim says so, and how far its message had got. `FOR UPDATE SKIP LOCKED` makes concurrent
 * claims from several processes on one PostgreSQL take disjoint jobs without waiting on each
 * other; a job whose lease ran out (its worker died mid-job) is due again. PGlite runs the same
 * statement (it has one connection, so claims simply take turns). Times are the database's clock,
 * never a process's, so processes with skewed clocks agree on what is due.
 */
export async function claimJobs(db: Kysely<Database>, options: ClaimOptions): Promise<Claim[]> {
  const rows = await db
    .with('due', (qb) =>
      qb
        .selectFrom('jobs')
        .select(['id', 'locked_by', 'send_started_at', 'sent_at'])
        .where('done_at', 'is', null)
        .where('failed_at', 'is', null)
        .where('run_at', '<=', sql<Date>`now()`)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', sql<Date>`now()`)]))
        .orderBy('run_at')
        .orderBy('id')
        .limit(options.limit)
        .forUpdate()
        .skipLocked(),
    )
    .updateTable('jobs')
    .from('due')
    .set((eb) => ({
      locked_by: options.workerId,
      locked_until: sql<Date>`now() + make_interval(secs => ${options.leaseMs / 1000})`,
      attempts: eb('jobs.attempts', '+', 1),
    }))
    .whereRef('jobs.id', '=', 'due.id')
    .returning([
      'jobs.id',
      'jobs.kind',
      'jobs.payload',
      'jobs.attempts',
      'jobs.max_attempts',
      // The row as the claim found it: RETURNING's own columns are the updated ones.
      'due.locked_by as previous_holder',
      'due.send_started_at',
      'due.sent_at',
    ])
    .execute()
  return rows
    .sort((a, b) => a.id - b.id)
    .map((row) => ({
      id: row.id,
      kind: row.kind,
      payload: row.payload,
      attempt: row.attempts,
      maxAttempts: row.max_attempts,
      interrupted:
        row.previous_holder === null
          ? null
          : row.sent_at !== null
            ? 'sent'
            : row.send_started_at !== null
              ? 'started'
              : 'not-started',
    }))
}
