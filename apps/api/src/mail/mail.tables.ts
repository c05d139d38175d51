import type { ColumnType, Generated } from 'kysely'
import type { GeneratedTimestamp } from '../db/schema.js'

export interface OutboxMessagesTable {
  id: Generated<number>
  site_id: number | null
  to_address: string
  subject: string
  text_body: string
  html_body: string | null
  /** The Message-ID it was sent with (migration 0015), unique: a repeated send is kept once. */
  message_id: Generated<string | null>
  /** 'sms': a text message the SMS transport kept (migration 0016). */
  kind: Generated<OutboxKind>
  /** Extra headers it was sent with, e.g. List-Unsubscribe (migration 0024). */
  headers: ColumnType<Record<string, string> | null, string | null | undefined, string | null>
  created_at: GeneratedTimestamp
}

export type OutboxKind = 'email' | 'sms'

/** The tables mail/ owns, as the composed `Database` (src/database.ts) lists them. */
export interface MailTables {
  outbox_messages: OutboxMessagesTable
}
