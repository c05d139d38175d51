import { sql, type Kysely } from 'kysely'

// Frozen in time. What a job's worker records of the job's one message (an e-mail, a text) around
// sending it (src/jobs/send-once.ts), so that a job run again after its worker died knows whether
// the message went:
//
// - `send_started_at`: committed just before the message is handed to SMTP or the SMS webhook.
//   Set while `sent_at` is null, the message may or may not have gone: the next attempt sends it
//   again, with the same Message-ID or idempotency key.
// - `sent_at`: committed just after the message was accepted. Once set, no attempt sends it again.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table jobs add column send_started_at timestamptz, add column sent_at timestamptz`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table jobs drop column if exists send_started_at, drop column if exists sent_at`.execute(db)
}
