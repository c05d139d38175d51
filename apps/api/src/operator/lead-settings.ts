import { randomBytes } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { OperatorError } from './operator-error.js'
import { emailAddress, requiredText } from './operator-input.js'
import { findOperatorSite, type SiteRef } from './operator-site.js'

// The operator's side of lead routing: a site's lead recipients and its CRM webhook
// (site_lead_settings). Each function checks its input before opening a transaction and writes
// in one; an OperatorError names the option at fault.

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

const usage = (message: string) => new OperatorError('usage', message)

/** A new webhook signing secret: `whsec_` and 32 random bytes in hex (src/leads/ signs with it). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('hex')}`
}

export type RecipientMode = 'round-robin' | 'all'

export interface LeadRecipientsInput {
  site: SiteRef
  emails: readonly string[]
  mode?: string | undefined
  clear?: boolean
}

export interface LeadRecipients {
  siteId: number
  recipients: string[]
  mode: RecipientMode
}

function recipientMode(value: string | undefined): RecipientMode | undefined {
  if (value === undefined) return undefined
  const mode = value.trim()
  if (mode !== 'round-robin' && mode !== 'all') throw usage(`--mode must be round-robin or all, got "${value}"`)
  return mode
}

/**
 * Sets a site's lead recipients: `emails` (in this order; the round robin starts again at the
 * first), or none with `clear`; and/or how a lead goes to them (`mode`: the next in turn, or all).
 *
 * @example
 * await setLeadRecipients(db, { site: 1, emails: ['a@broker.example', 'b@broker.example'], mode: 'round-robin' })
 */
export async function setLeadRecipients(db: Kysely<Database>, input: LeadRecipientsInput): Promise<LeadRecipients> {
  if (input.clear && input.emails.length > 0) throw usage('--clear and --email cannot be given together')
  const mode = recipientMode(input.mode)
  if (!input.clear && input.emails.length === 0 && mode === undefined) {
    throw usage('--email, --mode or --clear is required (e.g. --email leads@broker.example)')
  }
  const seen = new Set<string>()
  const emails: string[] = []
  for (const value of input.emails) {
    const address = emailAddress('--email', value)
    if (seen.has(address.toLowerCase())) continue
    seen.add(address.toLowerCase())
    emails.push(address)
  }
  const recipients = input.clear || emails.length > 0 ? emails : undefined
  return db.transaction().execute(async (trx) => {
    const site = await findOperatorSite(trx, input.site)
    const row = await trx
      .insertInto('site_lead_settings')
      .values({ site_id: site.id, ...(recipients ? { recipients } : {}), ...(mode ? { recipient_mode: mode } : {}) })
      .onConflict((oc) =>
        oc.column('site_id').doUpdateSet({
          ...(recipients ? { recipients, next_recipient: 0 } : {}),
          ...(mode ? { recipient_mode: mode } : {}),
          updated_at: sql<Date>`now()`,
        }),
      )
      .returning(['recipients', 'recipient_mode'])
      .executeTakeFirstOrThrow()
    return { siteId: site.id, recipients: row.recipients, mode: row.recipient_mode }
  })
}

/**
 * A webhook URL: absolute, https (http only on this machine's loopback, for a receiver under
 * test), with no user name, password or fragment.
 */
export function webhookUrl(option: string, value: string | undefined): string {
  const text = requiredText(option, value, 2000)
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw usage(`${option} must be an absolute URL such as https://crm.example/hooks/idx, got "${text}"`)
  }
  if (!(url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)))) {
    throw usage(`${option} must use https (http only to localhost), got "${text}"`)
  }
  if (url.username || url.password) throw usage(`${option} must not carry a user name or password`)
  if (url.hash || text.includes('#')) throw usage(`${option} must not have a fragment (#…)`)
  return url.href
}

export interface LeadWebhookInput {
  site: SiteRef
  url?: string | undefined
  remove?: boolean
  rotateSecret?: boolean
}

export interface LeadWebhook {
  siteId: number
  /** The webhook URL now; null once removed. */
  url: string | null
  /** The signing secret, only when this call made it (a new webhook, or --rotate-secret): shown once. */
  secret: string | null
}

/**
 * Sets, moves or removes a site's CRM webhook. A site's first webhook gets a new signing secret,
 * answered once; `rotateSecret` makes a new one (the old one stops verifying at once); moving the
 * URL keeps the secret. Removing drops both; pending deliveries then fail.
 *
 * @example
 * await setLeadWebhook(db, { site: 1, url: 'https://crm.example/hooks/idx' }) // { siteId: 1, url, secret: 'whsec_…' }
 */
export async function setLeadWebhook(db: Kysely<Database>, input: LeadWebhookInput): Promise<LeadWebhook> {
  if (input.remove && input.url !== undefined) throw usage('--url and --remove cannot be given together')
  if (input.remove && input.rotateSecret) throw usage('--rotate-secret cannot be given with --remove')
  if (!input.remove && input.url === undefined && !input.rotateSecret) {
    throw usage('--url or --remove is required (e.g. --url https://crm.example/hooks/idx)')
  }
  const url = input.url === undefined ? undefined : webhookUrl('--url', input.url)
  return db.transaction().execute(async (trx) => {
    const site = await findOperatorSite(trx, input.site)
    const current = await trx
      .selectFrom('site_lead_settings')
      .select(['webhook_url', 'webhook_secret'])
      .where('site_id', '=', site.id)
      .forUpdate()
      .executeTakeFirst()
    if (input.remove) {
      await trx
        .updateTable('site_lead_settings')
        .set({ webhook_url: null, webhook_secret: null, updated_at: sql<Date>`now()` })
        .where('site_id', '=', site.id)
        .execute()
      return { siteId: site.id, url: null, secret: null }
    }
    const newUrl = url ?? current?.webhook_url ?? null
    if (newUrl === null) {
      throw new OperatorError('failure', `Site ${site.id} has no lead webhook: set one with --url first`)
    }
    const secret = input.rotateSecret || !current?.webhook_secret ? newWebhookSecret() : null
    const values = { webhook_url: newUrl, ...(secret ? { webhook_secret: secret } : {}) }
    await trx
      .insertInto('site_lead_settings')
      .values({ site_id: site.id, ...values })
      .onConflict((oc) => oc.column('site_id').doUpdateSet({ ...values, updated_at: sql<Date>`now()` }))
      .execute()
    return { siteId: site.id, url: newUrl, secret }
  })
}
