import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import type { JobHandlers, JobLog } from './job-handler.js'
import { DEFAULT_BACKOFF, type Backoff } from './retry-delay.js'
import { runDueJobs } from './run-due-jobs.js'

export interface JobWorkerOptions {
  /** Where failures are reported (Fastify's `app.log` will do). */
  log: JobLog
  /** The wait between polls when no job was due. Default 1000 ms. */
  pollIntervalMs?: number
  /** Most jobs run at once by this worker. Default 4. */
  concurrency?: number
  /**
   * How long a claim lasts. A handler must finish within it; a job whose worker died is claimed
   * again once it has run out. Default 5 minutes.
   */
  leaseMs?: number
  /** The waits between attempts of a failing job. Default DEFAULT_BACKOFF (10 s doubling, at most 1 h). */
  backoff?: Backoff
  /** The name this worker's leases carry. Default host, process id and a random part. */
  workerId?: string
}

export interface JobWorker {
  readonly workerId: string
  /** Stops polling and resolves once the jobs this worker is running have finished and been recorded. */
  stop(): Promise<void>
}

/**
 * Starts a worker of the durable job queue on `db`: it polls for due jobs, runs them with the
 * handler of their kind and records the outcome; when a poll found work it polls again at once.
 * Every process may run one: they share the jobs through the database's claims (no state in
 * process memory), and each job runs once unless a worker dies mid-job (then again after its
 * lease), which is why handlers get the job id as an idempotency key.
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
    leaseMs: options.leaseMs ?? 5 * 60_000,
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
