/** A job as its handler receives it, once a worker has claimed it. */
export interface ClaimedJob<Payload = unknown> {
  /**
   * The job's id, the same on every attempt. A handler whose effect leaves the database (an
   * e-mail) passes it on as an idempotency key, e.g. in the Message-ID `<job-{id}@host>`: a job
   * whose worker died after sending but before recording it runs again, and the key lets the
   * receiving side recognise the repeat.
   */
  id: number
  kind: string
  payload: Payload
  /** This attempt's number, 1 for the first. */
  attempt: number
  maxAttempts: number
}

/**
 * Does one job. Resolving marks it done; throwing (or rejecting) records the error and retries it
 * later, until max_attempts. It must finish within the worker's lease (`leaseMs`), or another
 * worker may start it again.
 */
export type JobHandler<Payload = unknown> = (job: ClaimedJob<Payload>) => Promise<void>

/** A worker's handlers, keyed by job kind. */
export type JobHandlers = Readonly<Record<string, JobHandler<never>>>

/** Where a worker reports failures: Fastify's (pino) logger fits. */
export interface JobLog {
  warn(details: object, message: string): void
  error(details: object, message: string): void
}
