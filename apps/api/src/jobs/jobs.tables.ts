import type { Generated } from 'kysely'
import type { Timestamp, GeneratedTimestamp, Json } from '../db/schema.js'

/** One job of the durable queue (src/jobs/, migration 0013). */
export interface JobsTable {
  id: Generated<number>
  /** Which handler runs it (the worker's handlers are keyed by kind). */
  kind: string
  payload: Json<unknown>
  /** Not claimed before this time: when enqueued, or the next retry after a failure. */
  run_at: GeneratedTimestamp
  /** Claims so far, the one running included. */
  attempts: Generated<number>
  max_attempts: Generated<number>
  /**
   * The worker holding the lease, and until when; both null once an attempt's outcome is recorded.
   * locked_by without locked_until: a claim released at start-up, its process dead (releaseClaims).
   * A claim found with locked_by set was cut off: its worker died before recording an outcome.
   */
  locked_by: string | null
  locked_until: Timestamp | null
  /** Committed just before the job's message is sent (sendOnce, migration 0021). */
  send_started_at: Timestamp | null
  /** Committed just after the message was accepted: no attempt sends it again. */
  sent_at: Timestamp | null
  last_error: string | null
  created_at: GeneratedTimestamp
  done_at: Timestamp | null
  /** Given up after max_attempts; kept with its last_error. */
  failed_at: Timestamp | null
}

/** The tables jobs/ owns, as the composed `Database` (src/database.ts) lists them. */
export interface JobsTables {
  jobs: JobsTable
}
