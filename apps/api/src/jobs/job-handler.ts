/** A job as its handler receives it, once a worker has claimed it. */
export interface ClaimedJob<Payload = unknown> {
  /**
   * The job's id, the same on every attempt. A handler whose effect leaves the database (an
   * e-mail, a text) sends it through sendOnce, which records it sent, and passes the id on as an
   * idempotency key (jobIdempotencyKey, the Message-ID `<job-{id}@host>`): a job whose worker
   * died while sending runs again, and the key lets the receiving side recognise the repeat.
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
 * later, until max_attempts. The worker renews the job's lease while it runs, up to `maxRunMs`
 * (5 minutes); a handler still running then may see another worker start the job again.
 */
export type JobHandler<Payload = unknown> = (job: ClaimedJob<Payload>) => Promise<void>

/** A worker's handlers, keyed by job kind. */
export type JobHandlers = Readonly<Record<string, JobHandler<never>>>

/** Where a worker reports failures: Fastify's (pino) logger fits. */
export interface JobLog {
  warn(details: object, message: string): void
  error(details: object, message: string): void
}
