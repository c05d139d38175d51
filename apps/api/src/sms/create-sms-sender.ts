import type { Kysely } from 'kysely'
import type { ServerConfig } from '../config/server-config.js'
import type { Database } from '../db/schema.js'
import { sitePhoneCountry } from '../auth/site-phone-country.js'
import { e164Sms } from './e164-sms.js'
import { outboxSms } from './outbox-sms.js'
import type { SmsSender } from './sms-sender.js'
import { webhookSms } from './webhook-sms.js'

/**
 * The provider webhook when IDX_SMS_URL is set, else the database outbox (marked SMS); either way
 * each number goes out in E.164, read in its site's country (e164Sms).
 */
export function createSmsSender(config: Pick<ServerConfig, 'smsUrl'>, db: Kysely<Database>): SmsSender {
  const sender = config.smsUrl ? webhookSms(config.smsUrl) : outboxSms(db)
  return e164Sms(sender, (siteId) => sitePhoneCountry(db, siteId))
}
