import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { claimJobs } from './claim-jobs.js'
import type { ClaimedJob, JobHandler, JobHandlers, JobLog } from './job-handler.js'
import { recordJobDone, recordJobFailure } from './record-job-outcome.js'
import { retryDelayMs, type Backoff } from './retry-delay.js'

export interface RunDueJobsOptions {
  workerId: string
  /** Most jobs claimed and run at once. */
  limit: number
  leaseMs: number
  backoff: Backoff
  log: JobLog
}

/**
 * One pass of a worker: claims up to `limit` due jobs, runs each with the handler of its kind
 * (concurrently) and records each outcome. Answers how many jobs it claimed. A job with no
 * handler in this process fails its attempt like any other error (a newer process may know
 * the kind). A job claimed past its max_attempts (its last attempt's worker died mid-job) is
 * given up without running.
 */
export async function runDueJobs(
  db: Kysely<Database>,
  handlers: JobHandlers,
  options: RunDueJobsOptions,
): Promise<number> {
  const jobs = await claimJobs(db, options)
  await Promise.all(jobs.map((job) => runJob(db, handlerOf(handlers, job.kind), job, options)))
  return jobs.length
}

/** The handler of `kind`: only the object's own keys, so a kind such as "toString" finds none. */
function handlerOf(handlers: JobHandlers, kind: string): JobHandler | undefined {
  return Object.hasOwn(handlers, kind) ? (handlers[kind] as JobHandler) : undefined
}

async function runJob(
  db: Kysely<Database>,
  handler: JobHandler | undefined,
  job: ClaimedJob,
  options: RunDueJobsOptions,
): Promise<void> {
  const lease = { workerId: options.workerId, job }
  const details = { job_id: job.id, kind: job.kind, attempt: job.attempt, max_attempts: job.maxAttempts }
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
