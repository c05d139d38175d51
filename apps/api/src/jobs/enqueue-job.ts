import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '../db/schema.js'

export interface EnqueueJobOptions {
  /** Not run before this many ms from now (the database's clock). Default 0. */
  delayMs?: number
  /** Attempts before the job is given up (kept, with failed_at and its last error). Default 5. */
  maxAttempts?: number
}

/**
 * Adds a job to the durable queue within the caller's transaction, so the job exists if and only
 * if the action that owes it commits: call it with the same `trx` that writes the action.
 * Answers the job's id.
 *
 * @example
 * await db.transaction().execute(async (trx) => {
 *   const invitation = await insertInvitation(trx, …)
 *   await enqueueJob(trx, 'invitation-mail', { invitation_id: invitation.id })
 * })
 */
export async function enqueueJob(
  trx: Transaction<Database> | Kysely<Database>,
  kind: string,
  payload: unknown,
  options: EnqueueJobOptions = {},
): Promise<number> {
  const { id } = await trx
    .insertInto('jobs')
    .values({
      kind,
      payload: JSON.stringify(payload ?? {}),
      run_at: sql<Date>`now() + make_interval(secs => ${(options.delayMs ?? 0) / 1000})`,
      ...(options.maxAttempts === undefined ? {} : { max_attempts: options.maxAttempts }),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}
