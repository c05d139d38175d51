import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import type { Mailer } from './mailer.js'
import { keepInOutbox } from './outbox.repository.js'

/** Keeps mail in the database (the embedded default): every API process writes the same outbox. */
export function outboxMailer(db: Kysely<Database>): Mailer {
  return {
    async send(message) {
      await keepInOutbox(db, {
        ...message,
        html: message.html ?? null,
        kind: 'email',
        messageId: message.messageId ?? null,
        headers: message.headers ?? null,
      })
    },
    async close() {},
  }
}
