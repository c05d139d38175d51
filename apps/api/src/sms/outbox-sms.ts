import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import type { SmsSender } from './sms-sender.js'

/** The subject an SMS has in the outbox (texts have none). */
export const SMS_OUTBOX_SUBJECT = 'SMS'

/** Keeps text messages in the database outbox (the default without IDX_SMS_URL), marked `kind` sms. */
export function outboxSms(db: Kysely<Database>): SmsSender {
  return {
    async send(message) {
      await db
        .insertInto('outbox_messages')
        .values({
          site_id: message.siteId,
          to_address: message.to,
          subject: SMS_OUTBOX_SUBJECT,
          text_body: message.text,
          html_body: null,
          kind: 'sms',
        })
        .execute()
    },
    async close() {},
  }
}
