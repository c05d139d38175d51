import type { Kysely } from 'kysely'
import type { ServerConfig } from '../config.js'
import type { Database } from '../db/schema.js'
import { outboxSms } from './outbox-sms.js'
import type { SmsSender } from './sms-sender.js'
import { webhookSms } from './webhook-sms.js'

/** The provider webhook when IDX_SMS_URL is set, else the database outbox (marked SMS). */
export function createSmsSender(config: Pick<ServerConfig, 'smsUrl'>, db: Kysely<Database>): SmsSender {
  return config.smsUrl ? webhookSms(config.smsUrl) : outboxSms(db)
}
