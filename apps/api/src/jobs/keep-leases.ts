import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import type { JobLog } from './job-handler.js'

export interface KeepLeasesOptions {
  workerId: string
  /** Each renewal extends the lease to this many ms from the database's now. */
  leaseMs: number
  /** The wait between renewals: well under leaseMs, so one late renewal does not lose the lease. */
  renewEveryMs: number
  /** No renewal after this many ms: a job still running then loses its lease when it runs out. */
  maxRunMs: number
  log: JobLog
}

/** Renews leases until stopped. */
export interface LeaseKeeper {
  /** Stops renewing; resolves once a renewal under way has finished, so none runs after it. */
  stop(): Promise<void>
}

/**
 * The heartbeat of a worker's running jobs: every `renewEveryMs` it extends the lease of each job
 * in `running` (a set the caller empties as jobs finish) that this worker still holds. Leases can
 * thus be short, and a dead worker's jobs claimable soon, while a live worker keeps a long job.
 * After `maxRunMs` it stops, so a handler stuck on a connection that never answers does not hold
 * its job forever. A failed renewal (the database unreachable) is logged; the next one tries again.
 */
export function keepLeases(
  db: Kysely<Database>,
  running: ReadonlySet<number>,
  options: KeepLeasesOptions,
): LeaseKeeper {
  const startedAt = performance.now()
  let renewal: Promise<void> | undefined
  const timer = setInterval(function renewRunningLeases() {
    if (performance.now() - startedAt >= options.maxRunMs) {
      clearInterval(timer)
      return
    }
    // One renewal at a time: a slow database is not sent a queue of them.
    if (renewal || running.size === 0) return
    renewal = renewLeases(db, options.workerId, [...running], options.leaseMs)
      .catch((err: unknown) => {
        options.log.warn({ err, worker_id: options.workerId }, 'could not renew the leases of running jobs')
      })
      .finally(() => (renewal = undefined))
  }, options.renewEveryMs)
  // The jobs themselves keep the process alive while they run; the heartbeat never does.
  timer.unref()
  return {
    async stop() {
      clearInterval(timer)
      await renewal
    },
  }
}

/** Extends the leases this worker still holds on `jobIds`; a job recorded meanwhile has none. */
async function renewLeases(db: Kysely<Database>, workerId: string, jobIds: number[], leaseMs: number): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ locked_until: sql<Date>`now() + make_interval(secs => ${leaseMs / 1000})` })
    .where('id', 'in', jobIds)
    .where('locked_by', '=', workerId)
    .where('done_at', 'is', null)
    .where('failed_at', 'is', null)
    .execute()
}
