import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '../db/schema.js'
import { enqueueJob } from '../jobs/enqueue-job.js'
import type { ClaimedJob, JobHandlers } from '../jobs/job-handler.js'
import { retryDelayMs, type Backoff } from '../jobs/retry-delay.js'
import { siteOrigin } from '../mail/site-origin.js'
import { findLeadDetails } from './lead-details.js'
import type { LeadWebhookEvent } from './leads.tables.js'
import { leadWebhookPayload } from './webhook-payload.js'
import { webhookSignature } from './webhook-signature.js'

/** The job kind that POSTs one webhook delivery (one attempt per job). */
export const LEAD_WEBHOOK_JOB = 'lead-webhook-delivery'

/** How long one POST may take before the attempt counts as failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000

/** Attempts of a delivery before it is marked 'failed' (a replay may still send it). */
export const WEBHOOK_MAX_ATTEMPTS = 8

/**
 * The waits between a delivery's attempts: 10 min, 20, 40, 80, 160, 320 and 640 min, so the 8
 * attempts span about 21 hours: a CRM down for most of a day still gets the lead.
 */
export const WEBHOOK_BACKOFF: Backoff = { baseMs: 10 * 60_000, maxMs: 12 * 60 * 60_000 }

/** The job's payload: the delivery, and which attempt of its schedule this is (0 for a replay). */
export interface LeadWebhookJobPayload {
  delivery_id: number
  /** 1 to WEBHOOK_MAX_ATTEMPTS for the scheduled attempts; 0 for an admin's replay. */
  attempt: number
}

/** What the caller of recordLeadCreated / recordLeadUpdated names. */
export interface LeadEventInput {
  siteId: number
  leadId: number
  /** IDX_PUBLIC_URL when set, for the listing links in the payload (else the site's own origin). */
  publicOrigin?: string | null | undefined
}

/**
 * Records a webhook event of a lead in the caller's transaction when the site has a webhook: the
 * delivery row with its exact payload, and the job that sends its first attempt. Answers the
 * delivery's id, or null when the site has no webhook (nothing is recorded).
 */
async function recordLeadEvent(
  trx: Transaction<Database>,
  event: LeadWebhookEvent,
  input: LeadEventInput,
): Promise<number | null> {
  const settings = await trx
    .selectFrom('site_lead_settings')
    .select(['webhook_url', 'webhook_secret'])
    .where('site_id', '=', input.siteId)
    .executeTakeFirst()
  if (!settings?.webhook_url || !settings.webhook_secret) return null
  const lead = await findLeadDetails(trx, input.leadId)
  if (!lead || lead.site_id !== input.siteId) return null
  // The id is taken first so the payload can carry it (receivers de-duplicate by it).
  const { id } = await sql<{
    id: number
  }>`select nextval(pg_get_serial_sequence('lead_webhook_deliveries', 'id'))::integer as id`
    .execute(trx)
    .then((result) => result.rows[0]!)
  const origin = await siteOrigin(trx, { publicUrl: input.publicOrigin ?? undefined }, input.siteId)
  const { occurred_at: now } = await sql<{ occurred_at: Date }>`select now() as occurred_at`
    .execute(trx)
    .then((result) => result.rows[0]!)
  const payload = leadWebhookPayload(event, String(id), new Date(now), lead, origin)
  await trx
    .insertInto('lead_webhook_deliveries')
    .values({
      id,
      site_id: input.siteId,
      lead_id: input.leadId,
      event,
      url: settings.webhook_url,
      payload: JSON.stringify(payload),
      next_attempt_at: sql<Date>`now()`,
    })
    .execute()
  const job: LeadWebhookJobPayload = { delivery_id: id, attempt: 1 }
  await enqueueJob(trx, LEAD_WEBHOOK_JOB, job)
  return id
}

/** The `lead.created` event of a lead just stored (the tracking route calls it in the lead's transaction). */
export function recordLeadCreated(trx: Transaction<Database>, input: LeadEventInput): Promise<number | null> {
  return recordLeadEvent(trx, 'lead.created', input)
}

/**
 * The `lead.updated` event: call it in the transaction that changes a lead's status or
 * assignment, after the change, so the payload carries the lead as it now is.
 *
 * @example
 * await db.transaction().execute(async (trx) => {
 *   await trx.updateTable('leads').set({ status: 'contacted', updated_at: sql`now()` }).where('id', '=', id).execute()
 *   await recordLeadUpdated(trx, { siteId, leadId: id })
 * })
 */
export function recordLeadUpdated(trx: Transaction<Database>, input: LeadEventInput): Promise<number | null> {
  return recordLeadEvent(trx, 'lead.updated', input)
}

/** What one POST came to: the receiver's status code, or the error that stopped it. */
type PostOutcome = { ok: true; status: number } | { ok: false; status: number | null; error: string }

/** POSTs `body`, signed now; never throws (a network error or a timeout is a failed attempt). */
async function postDelivery(url: string, deliveryId: number, event: string, secret: string, body: string) {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'idx-lead-webhook/1',
        'x-idx-event': event,
        'x-idx-delivery': String(deliveryId),
        'x-idx-signature': webhookSignature(secret, body, Date.now() / 1000),
      },
      body,
      // A redirect is an answer like any other non-2xx: the signed body is not sent on elsewhere.
      redirect: 'manual',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    })
    // The body is not needed: drop it so the connection is freed.
    await response.body?.cancel()
    if (response.status >= 200 && response.status < 300) return { ok: true, status: response.status } as PostOutcome
    return { ok: false, status: response.status, error: `the webhook answered ${response.status}` } as PostOutcome
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause
    const text =
      (error as Error).name === 'TimeoutError'
        ? `no answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`
        : `${(error as Error).message}${cause?.code ? ` (${cause.code})` : cause?.message ? ` (${cause.message})` : ''}`
    return { ok: false, status: null, error: text.slice(0, 500) } as PostOutcome
  }
}

function isPayload(value: unknown): value is LeadWebhookJobPayload {
  const { delivery_id: id, attempt } = (value ?? {}) as Partial<LeadWebhookJobPayload>
  return typeof id === 'number' && typeof attempt === 'number'
}

/**
 * Does one attempt of a delivery and records it on the row: attempts, the status code or error,
 * and either 'delivered', the next attempt's time (and its job, in the same transaction), or,
 * after the last scheduled attempt, 'failed'. A scheduled attempt of a delivery no longer pending
 * (a replay delivered it) sends nothing. A replay (attempt 0) always sends, schedules nothing,
 * and marks the delivery 'delivered' when it succeeds. Sent to the site's webhook URL as it is
 * now (an operator who moved the CRM moves its pending deliveries too) with a fresh signature;
 * a site whose webhook was removed fails the delivery without sending.
 *
 * A worker that dies between the POST and the record sends the attempt again: the receiver
 * recognises the repeat by `X-Idx-Delivery`.
 */
export async function attemptDelivery(db: Kysely<Database>, job: LeadWebhookJobPayload): Promise<void> {
  const row = await db
    .selectFrom('lead_webhook_deliveries as d')
    .leftJoin('site_lead_settings as s', 's.site_id', 'd.site_id')
    .select(['d.id', 'd.event', 'd.status', 'd.payload', 's.webhook_url', 's.webhook_secret'])
    .where('d.id', '=', job.delivery_id)
    .executeTakeFirst()
  if (!row) return
  const replay = job.attempt === 0
  if (!replay && row.status !== 'pending') return
  const outcome: PostOutcome =
    row.webhook_url && row.webhook_secret
      ? await postDelivery(row.webhook_url, row.id, row.event, row.webhook_secret, JSON.stringify(row.payload))
      : { ok: false, status: null, error: 'the site has no webhook any more' }
  const lastAttempt = !replay && (job.attempt >= WEBHOOK_MAX_ATTEMPTS || !row.webhook_url)
  const retryMs = retryDelayMs(job.attempt, WEBHOOK_BACKOFF)
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('lead_webhook_deliveries')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        last_status_code: outcome.status,
        last_error: outcome.ok ? null : outcome.error,
        ...(row.webhook_url ? { url: row.webhook_url } : {}),
        ...(outcome.ok
          ? { status: 'delivered' as const, delivered_at: sql<Date>`now()`, next_attempt_at: null }
          : replay
            ? {}
            : lastAttempt
              ? {
                  status: sql<'failed'>`case when status = 'delivered' then status else 'failed' end`,
                  next_attempt_at: null,
                }
              : { next_attempt_at: sql<Date>`now() + make_interval(secs => ${retryMs / 1000})` }),
      }))
      .where('id', '=', row.id)
      .execute()
    if (!outcome.ok && !replay && !lastAttempt) {
      const next: LeadWebhookJobPayload = { delivery_id: row.id, attempt: job.attempt + 1 }
      await enqueueJob(trx, LEAD_WEBHOOK_JOB, next, { delayMs: retryMs })
    }
  })
}

/**
 * Queues an admin's replay of a delivery: the same payload, POSTed again at once with a fresh
 * signature and recorded as one more attempt.
 */
export async function enqueueReplay(db: Kysely<Database>, deliveryId: number): Promise<void> {
  const job: LeadWebhookJobPayload = { delivery_id: deliveryId, attempt: 0 }
  await enqueueJob(db, LEAD_WEBHOOK_JOB, job)
}

/** The handler map of the webhook's deliveries. */
export function leadWebhookHandlers(deps: { db: Kysely<Database> }): JobHandlers {
  const deliver = async (job: ClaimedJob<unknown>): Promise<void> => {
    if (!isPayload(job.payload)) throw new Error(`${LEAD_WEBHOOK_JOB}: malformed payload`)
    await attemptDelivery(deps.db, job.payload)
  }
  return { [LEAD_WEBHOOK_JOB]: deliver }
}
