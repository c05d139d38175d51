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

/**
 * Claims up to `limit` due jobs for one worker, earliest first, in one statement: each gets a
 * lease (locked_by, locked_until) and one more attempt. `FOR UPDATE SKIP LOCKED` makes concurrent
 * claims from several processes on one PostgreSQL take disjoint jobs without waiting on each
 * other; a job whose lease ran out (its worker died mid-job) is due again. PGlite runs the same
 * statement (it has one connection, so claims simply take turns). Times are the database's clock,
 * never a process's, so processes with skewed clocks agree on what is due.
 */
export async function claimJobs(db: Kysely<Database>, options: ClaimOptions): Promise<ClaimedJob[]> {
  const rows = await db
    .with('due', (qb) =>
      qb
        .selectFrom('jobs')
        .select('id')
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
    .returning(['jobs.id', 'jobs.kind', 'jobs.payload', 'jobs.attempts', 'jobs.max_attempts'])
    .execute()
  return rows
    .sort((a, b) => a.id - b.id)
    .map((row) => ({
      id: row.id,
      kind: row.kind,
      payload: row.payload,
      attempt: row.attempts,
      maxAttempts: row.max_attempts,
    }))
}
