import type { Kysely } from 'kysely'
import type { Database } from '../../src/db/schema.js'
import { runDueJobs } from '../../src/jobs/run-due-jobs.js'
import { leadJobHandlers } from '../../src/leads/index.js'
import { outboxMailer } from '../../src/mail/outbox-mailer.js'

const silent = { warn: () => undefined, error: () => undefined }

/**
 * Runs the lead jobs due now (its e-mails into the outbox, its webhooks), as the job worker
 * would, once: tests run jobs when they mean to, and read what they did. Answers how many ran.
 */
export function runLeadJobs(db: Kysely<Database>): Promise<number> {
  return runDueJobs(db, leadJobHandlers({ db, mailer: outboxMailer(db) }), {
    workerId: 'test',
    limit: 100,
    leaseMs: 60_000,
    backoff: { baseMs: 1000, maxMs: 1000 },
    log: silent,
  })
}
