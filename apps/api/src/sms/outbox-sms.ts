import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { keepInOutbox } from '../mail/outbox.repository.js'
import type { SmsSender } from './sms-sender.js'

/** The subject an SMS has in the outbox (texts have none). */
export const SMS_OUTBOX_SUBJECT = 'SMS'

/** Keeps text messages in the database outbox (the default without IDX_SMS_URL), marked `kind` sms. */
export function outboxSms(db: Kysely<Database>): SmsSender {
  return {
    async send(message) {
      await keepInOutbox(db, {
        ...message,
        subject: SMS_OUTBOX_SUBJECT,
        html: null,
        kind: 'sms',
        // The idempotency key as a Message-ID: a text re-sent by a retried job is kept once.
        messageId: `<${message.idempotencyKey}@sms>`,
      })
    },
    async close() {},
  }
}
