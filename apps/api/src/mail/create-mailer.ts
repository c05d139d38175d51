import type { Kysely } from 'kysely'
import type { ServerConfig } from '../config.js'
import type { Database } from '../db/schema.js'
import type { Mailer } from './mailer.js'
import { outboxMailer } from './outbox-mailer.js'

/** SMTP when configured, else the outbox. (SMTP is being written.) */
export function createMailer(_config: Pick<ServerConfig, 'smtpUrl' | 'mailFrom'>, db: Kysely<Database>): Mailer {
  return outboxMailer(db)
}
