import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import type { JobHandlers, JobLog } from './job-handler.js'
import { DEFAULT_BACKOFF, type Backoff } from './retry-delay.js'
import { MAX_RUN_MS, runDueJobs } from './run-due-jobs.js'

export interface JobWorkerOptions {
  /** Where failures are reported (Fastify's `app.log` will do). */
  log: JobLog
  /** The wait between polls when no job was due. Default 1000 ms. */
  pollIntervalMs?: number
  /** Most jobs run at once by this worker. Default 4. */
  concurrency?: number
  /**
   * How long a claim lasts unless renewed: a job whose worker died is claimed again once it has
   * run out. The worker renews the leases of the jobs it runs, so a handler may take longer.
   * Default DEFAULT_LEASE_MS (30 s).
   */
  leaseMs?: number
  /** The wait between lease renewals. Default a third of leaseMs. */
  renewEveryMs?: number
  /**
   * How long a running job's lease is renewed; a handler still running after it loses its lease
   * (another worker may start the job again). Default MAX_RUN_MS (5 minutes).
   */
  maxRunMs?: number
  /** The waits between attempts of a failing job. Default DEFAULT_BACKOFF (10 s doubling, at most 1 h). */
  backoff?: Backoff
  /** The name this worker's leases carry. Default host, process id and a random part. */
  workerId?: string
}

/** How long a claim lasts unless its worker renews it, by default: 30 s. */
export const DEFAULT_LEASE_MS = 30_000

export interface JobWorker {
  readonly workerId: string
  /** Stops polling and resolves once the jobs this worker is running have finished and been recorded. */
  stop(): Promise<void>
}

/**
 * Starts a worker of the durable job queue on `db`: it polls for due jobs, runs them with the
 * handler of their kind and records the outcome; when a poll found work it polls again at once.
 * Every process may run one: they share the jobs through the database's claims (no state in
 * process memory), and each job runs once unless a worker dies mid-job: then again once its lease
 * (30 s, renewed while the job runs) runs out, or at once when a PGlite process restarts
 * (releaseAllClaims). That is why a handler sends its message through sendOnce, with the job id
 * as its idempotency key.
 *
 * @example
 * const worker = startJobWorker(db, { 'invitation-mail': sendInvitationMail }, { log: app.log })
 * app.addHook('onClose', () => worker.stop())
 */
export function startJobWorker(db: Kysely<Database>, handlers: JobHandlers, options: JobWorkerOptions): JobWorker {
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`
  const pollIntervalMs = options.pollIntervalMs ?? 1000
  const pass = {
    workerId,
    limit: options.concurrency ?? 4,
    leaseMs: options.leaseMs ?? DEFAULT_LEASE_MS,
    ...(options.renewEveryMs === undefined ? {} : { renewEveryMs: options.renewEveryMs }),
    maxRunMs: options.maxRunMs ?? MAX_RUN_MS,
    backoff: options.backoff ?? DEFAULT_BACKOFF,
    log: options.log,
  }
  let stopping = false
  let timer: NodeJS.Timeout | undefined
  let current: Promise<void> = Promise.resolve()

  const poll = () => {
    timer = undefined
    current = runDueJobs(db, handlers, pass).then(
      (claimed) => schedule(claimed > 0 ? 0 : pollIntervalMs),
      (err: unknown) => {
        // The claim itself failed (the database is down or restarting): try again later.
        options.log.error({ err, worker_id: workerId }, 'could not claim jobs')
        schedule(pollIntervalMs)
      },
    )
  }
  const schedule = (ms: number) => {
    if (!stopping) timer = setTimeout(poll, ms)
  }
  schedule(0)

  return {
    workerId,
    async stop() {
      stopping = true
      if (timer) clearTimeout(timer)
      timer = undefined
      await current
    },
  }
}
