import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import type { Mailer } from './mailer.js'

/** Keeps mail in the database (the embedded default): every API process writes the same outbox. */
export function outboxMailer(db: Kysely<Database>): Mailer {
  return {
    async send(message) {
      await db
        .insertInto('outbox_messages')
        .values({
          site_id: message.siteId,
          to_address: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html ?? null,
          message_id: message.messageId ?? null,
        })
        // A message sent again with the same Message-ID (a job retried after a crash) is kept once.
        .onConflict((conflict) => conflict.column('message_id').doNothing())
        .execute()
    },
    async close() {},
  }
}
