import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import type { OutboxKind } from './mail.tables.js'

/**
 * Keeps one message (an e-mail, or a text marked `sms`) in the development outbox; one whose
 * `messageId` is already kept (a retried job's) is not kept again.
 */
export async function keepInOutbox(
  db: Kysely<Database>,
  message: {
    siteId: number | null
    to: string
    subject: string
    text: string
    html: string | null
    kind: OutboxKind
    messageId: string | null
    /** Extra headers of an e-mail (migration 0024); none for a text. */
    headers?: Record<string, string> | null
  },
): Promise<void> {
  await db
    .insertInto('outbox_messages')
    .values({
      site_id: message.siteId,
      to_address: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html,
      kind: message.kind,
      message_id: message.messageId,
      headers: message.headers ? JSON.stringify(message.headers) : null,
    })
    // A message sent again with the same Message-ID (a job retried after a crash) is kept once.
    .onConflict((conflict) => conflict.column('message_id').doNothing())
    .execute()
}

/** One kept e-mail as /dev/outbox.json answers it. */
export interface OutboxEntry {
  id: number
  to: string
  subject: string
  text: string
  html: string | null
  /** 'sms': a text message (kept by the SMS transport); 'email' otherwise. */
  kind: OutboxKind
  created_at: string
}

/** The newest kept e-mails first, optionally only those to one address (compared case-insensitively). */
export async function listOutbox(
  db: Kysely<Database>,
  { to, limit }: { to?: string | undefined; limit: number },
): Promise<OutboxEntry[]> {
  let query = db
    .selectFrom('outbox_messages')
    .select(['id', 'to_address', 'subject', 'text_body', 'html_body', 'kind', 'created_at'])
    // id breaks ties: several messages can share a timestamp within one transaction.
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
  if (to !== undefined && to.trim() !== '') {
    query = query.where((eb) => eb(eb.fn('lower', ['to_address']), '=', to.trim().toLowerCase()))
  }
  const rows = await query.execute()
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    kind: row.kind,
    created_at: new Date(row.created_at).toISOString(),
  }))
}
