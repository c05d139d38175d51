import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { claimJobs, type Claim } from './claim-jobs.js'
import type { ClaimedJob, JobHandler, JobHandlers, JobLog } from './job-handler.js'
import { keepLeases } from './keep-leases.js'
import { recordJobDone, recordJobFailure } from './record-job-outcome.js'
import { retryDelayMs, type Backoff } from './retry-delay.js'

export interface RunDueJobsOptions {
  workerId: string
  /** Most jobs claimed and run at once. */
  limit: number
  /** How long a claim lasts unless renewed; past it another worker may claim the job again. */
  leaseMs: number
  /** The wait between renewals of the running jobs' leases. Default a third of leaseMs. */
  renewEveryMs?: number
  /** How long after the claim a running job's lease is still renewed. Default MAX_RUN_MS. */
  maxRunMs?: number
  backoff: Backoff
  log: JobLog
}

/** How long a job's lease is renewed while its handler runs, by default: 5 minutes. */
export const MAX_RUN_MS = 5 * 60_000

/**
 * One pass of a worker: claims up to `limit` due jobs, runs each with the handler of its kind
 * (concurrently) and records each outcome, renewing the leases of the jobs still running (up to
 * `maxRunMs`). Answers how many jobs it claimed. A job whose previous attempt was cut off (its
 * worker died) is logged as such before it runs. A job with no handler in this process fails its
 * attempt like any other error (a newer process may know the kind). A job claimed past its
 * max_attempts (its last attempt's worker died mid-job) is given up without running.
 */
export async function runDueJobs(
  db: Kysely<Database>,
  handlers: JobHandlers,
  options: RunDueJobsOptions,
): Promise<number> {
  const claims = await claimJobs(db, options)
  if (claims.length === 0) return 0
  const running = new Set(claims.map((claim) => claim.id))
  const heartbeat = keepLeases(db, running, {
    workerId: options.workerId,
    leaseMs: options.leaseMs,
    renewEveryMs: options.renewEveryMs ?? options.leaseMs / 3,
    maxRunMs: options.maxRunMs ?? MAX_RUN_MS,
    log: options.log,
  })
  try {
    await Promise.all(
      claims.map((claim) =>
        runJob(db, handlerOf(handlers, claim.kind), claim, options).finally(() => running.delete(claim.id)),
      ),
    )
  } finally {
    await heartbeat.stop()
  }
  return claims.length
}

/** The handler of `kind`: only the object's own keys, so a kind such as "toString" finds none. */
function handlerOf(handlers: JobHandlers, kind: string): JobHandler | undefined {
  return Object.hasOwn(handlers, kind) ? (handlers[kind] as JobHandler) : undefined
}

async function runJob(
  db: Kysely<Database>,
  handler: JobHandler | undefined,
  claim: Claim,
  options: RunDueJobsOptions,
): Promise<void> {
  const { interrupted, ...job } = claim
  const lease = { workerId: options.workerId, job }
  const details = { job_id: job.id, kind: job.kind, attempt: job.attempt, max_attempts: job.maxAttempts }
  if (interrupted) {
    // 'started': the message may have gone; sendOnce sends it again, with the same key.
    options.log.warn({ ...details, send: interrupted }, 'job claimed again after its previous attempt was cut off')
  }
  try {
    const failure = await attempt(handler, job)
    if (!failure) {
      if (!(await recordJobDone(db, lease))) options.log.warn(details, 'job finished after its lease ran out')
      return
    }
    const { error } = failure
    const outcome = await recordJobFailure(db, lease, error, retryDelayMs(job.attempt, options.backoff))
    if (outcome === 'failed') options.log.error({ ...details, err: error }, 'job failed; giving up')
    else if (outcome === 'retry') options.log.warn({ ...details, err: error }, 'job failed; will retry')
    else options.log.warn({ ...details, err: error }, 'job failed after its lease ran out')
  } catch (err) {
    // Recording the outcome failed (the database went away): the lease runs out and the job is
    // claimed again, which its handler must tolerate anyway.
    options.log.error({ ...details, err }, 'could not record the outcome of a job')
  }
}

/** Runs the job's handler: null when it succeeded, else what it threw. */
async function attempt(handler: JobHandler | undefined, job: ClaimedJob): Promise<{ error: unknown } | null> {
  try {
    if (job.attempt > job.maxAttempts) throw new Error('the lease of its last attempt ran out before it finished')
    if (!handler) throw new Error(`no handler for job kind ${JSON.stringify(job.kind)}`)
    await handler(job)
    return null
  } catch (error) {
    return { error }
  }
}
