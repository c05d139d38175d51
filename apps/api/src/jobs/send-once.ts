import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import type { ClaimedJob } from './job-handler.js'

/** What sendOnce did: sent the message now, or skipped it because an earlier attempt recorded it sent. */
export type SendOnceOutcome = 'sent' | 'sent-before'

/**
 * Sends a job's one message (an e-mail, a text) unless an earlier attempt of the job recorded it
 * as sent. Around `send` it commits two marks in the job's row: `send_started_at` just before,
 * `sent_at` just after. A worker that dies once `sent_at` is committed leaves nothing to send
 * again. One that dies between the two (the message may or may not have gone) leaves the next
 * attempt to send it again: at least once, never lost, and with the same job id as its key (the
 * Message-ID, the SMS webhook's Idempotency-Key) so a receiver can drop the repeat. The window is
 * the time between the server accepting the message and one UPDATE committing.
 *
 * Throws, sending nothing, when a later attempt has claimed the job since this one (this worker
 * lost its lease): the later attempt owns the send.
 *
 * Call it on the app's `db`, never inside a transaction: each mark must be committed on its own.
 *
 * @example
 * await sendOnce(deps.db, job, () => deps.mailer.send({ …, messageId: jobMessageId(job.id, origin) }))
 */
export async function sendOnce(
  db: Kysely<Database>,
  job: Pick<ClaimedJob, 'id' | 'attempt'>,
  send: () => Promise<void>,
): Promise<SendOnceOutcome> {
  const started = await db
    .updateTable('jobs')
    .set({ send_started_at: sql<Date>`now()` })
    .where('id', '=', job.id)
    .where('sent_at', 'is', null)
    // No later claim: each claim adds one to attempts. (A handler called outside a worker, on a
    // job never claimed, passes an attempt above the row's count.)
    .where('attempts', '<=', job.attempt)
    .executeTakeFirst()
  if (started.numUpdatedRows === 0n) {
    const row = await db.selectFrom('jobs').select(['sent_at', 'attempts']).where('id', '=', job.id).executeTakeFirst()
    if (row?.sent_at) return 'sent-before'
    throw new Error(
      row
        ? `job ${job.id}: attempt ${row.attempts} claimed it after this attempt (${job.attempt}) began; not sending`
        : `job ${job.id} does not exist; not sending`,
    )
  }
  await send()
  // Recorded whoever holds the lease now: the message went, so no attempt may send it again.
  await db
    .updateTable('jobs')
    .set({ sent_at: sql<Date>`coalesce(sent_at, now())` })
    .where('id', '=', job.id)
    .execute()
  return 'sent'
}
