import type { Kysely } from 'kysely'
import type { ServerConfig } from '../config/server-config.js'
import type { Database } from '../db/schema.js'
import type { Mailer } from './mailer.js'
import { outboxMailer } from './outbox-mailer.js'
import { smtpMailer } from './smtp-mailer.js'

/** SMTP (nodemailer) when `SMTP_URL` is set, else the database outbox shown at /dev/outbox. */
export function createMailer(config: Pick<ServerConfig, 'smtpUrl' | 'mailFrom'>, db: Kysely<Database>): Mailer {
  return config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(db)
}
