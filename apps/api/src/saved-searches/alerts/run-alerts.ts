import { ALERT_FREQUENCIES, type AlertFrequency, type CollectionNotificationChannel } from '@idx/domain'
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely'
import type { Database } from '../../db/schema.js'
import { isSubscribed } from '../../notifications/subscription-defaults.js'
import { periodStarts, runSlot, slowerFrequency, type PeriodStarts } from './alert-periods.js'
import { idList } from './id-list.js'

/** The job kind of one user's alert digest on one channel. */
export const ALERT_JOB = 'saved-search-alert'

/** A digest job's payload: its saved_search_alerts row, and the searches slowed down since their last e-mail. */
export interface AlertJobPayload {
  alert_id: number
  /** Search id → the frequency it had before unopened alerts slowed it down (the e-mail says so once). */
  slowed: Record<string, AlertFrequency>
}

/** The notification event of a saved search's alerts (collection_subscriptions.action). */
export const ALERT_EVENT = 'ran'

/** Days without an open or click of a search's alerts before it moves to the next slower frequency. */
export const UNOPENED_SLOWDOWN_DAYS = 30

/** What one alert run did. */
export interface AlertRunOutcome {
  /** false: another run (another process, or an earlier tick) had this minute already. */
  ran: boolean
  /** Searches whose matches were sent. */
  searches: number
  /** Digests queued (one per user and channel). */
  alerts: number
  /** Searches moved to a slower frequency. */
  slowed: number
}

/**
 * One alert run at `at` (the clock is a parameter, so tests need not wait): in ONE transaction it
 * claims the run's minute (saved_search_alert_runs; a second claim of the minute, from any
 * process, does nothing), slows down searches whose alerts went unopened for 30 days, takes every
 * due search (FOR UPDATE SKIP LOCKED: its matches made before its frequency's current period
 * began, at most once per period), marks those matches `alerted_at` (= the run's minute), and
 * queues one digest job per user and channel whose `ran` subscription is on. The jobs exist
 * exactly when the marks commit, so a match is alerted once: never lost, never twice.
 *
 * @example
 * await runAlerts(db, new Date()) // { ran: true, searches: 12, alerts: 9, slowed: 0 }
 */
export async function runAlerts(db: Kysely<Database>, at: Date = new Date()): Promise<AlertRunOutcome> {
  const slot = runSlot(at)
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('saved_search_alert_runs')
      .values({ slot })
      .onConflict((conflict) => conflict.column('slot').doNothing())
      .returning('slot')
      .executeTakeFirst()
    if (!claimed) return { ran: false, searches: 0, alerts: 0, slowed: 0 }
    const slowed = await slowUnopened(trx, at)
    const due = await takeDueSearches(trx, periodStarts(at), slot)
    if (due.length === 0) return { ran: true, searches: 0, alerts: 0, slowed }
    const alerts = await queueDigests(trx, due, slot)
    return { ran: true, searches: due.length, alerts, slowed }
  })
}

const SLOWING: AlertFrequency[] = ALERT_FREQUENCIES.filter(
  (frequency) => frequency !== 'none' && slowerFrequency(frequency) !== frequency,
)

async function slowUnopened(trx: Transaction<Database>, at: Date): Promise<number> {
  const before = new Date(at.getTime() - UNOPENED_SLOWDOWN_DAYS * 86_400_000)
  const next = sql.join(
    SLOWING.map((frequency) => sql`when ${frequency} then ${slowerFrequency(frequency)}`),
    sql` `,
  )
  // Alerts went out since the last open or click (or since alerts began), and none was opened for
  // 30 days. The clock restarts, so the next step down is 30 days later again.
  const result = await sql`
    update saved_searches set slowed_from = frequency, frequency = case frequency ${next} end, engaged_at = ${at}
    where frequency in (${sql.join(SLOWING)}) and engaged_at < ${before} and last_alerted_at > engaged_at`.execute(trx)
  return Number(result.numAffectedRows ?? 0)
}

/** When the current period of the search `s` began. */
function periodOf(starts: PeriodStarts): RawBuilder<Date> {
  const arms = (Object.keys(starts) as (keyof PeriodStarts)[]).map(
    (frequency) => sql`when ${frequency} then ${starts[frequency]}::timestamptz`,
  )
  return sql<Date>`(case s.frequency ${sql.join(arms, sql` `)} end)`
}

interface DueSearch {
  id: number
  site_id: number
  slowed_from: AlertFrequency | null
}

async function takeDueSearches(trx: Transaction<Database>, starts: PeriodStarts, slot: Date): Promise<DueSearch[]> {
  const period = periodOf(starts)
  const { rows } = await sql<DueSearch>`
    select s.id, c.site_id, s.slowed_from from saved_searches s join collections c on c.id = s.id
    where s.frequency <> 'none'
      and (s.last_alerted_at is null or s.last_alerted_at < ${period})
      and exists (select 1 from saved_search_matches m
        where m.saved_search_id = s.id and m.alerted_at is null and m.matched_at < ${period})
    order by s.id
    for update of s skip locked`.execute(trx)
  if (rows.length === 0) return rows
  const ids = idList(rows.map((row) => row.id))
  await sql`update saved_search_matches m set alerted_at = ${slot}
    from saved_searches s
    where s.id = m.saved_search_id and s.id = any(${ids}) and m.alerted_at is null and m.matched_at < ${period}`.execute(
    trx,
  )
  await sql`update saved_searches set last_alerted_at = ${slot}, engaged_at = coalesce(engaged_at, ${slot}),
    slowed_from = null where id = any(${ids})`.execute(trx)
  return rows
}

interface Subscriber {
  search_id: number
  user_id: number
  email: boolean | null
  sms: boolean | null
}

/** One digest job per user and channel, over every due search they are subscribed to. */
async function queueDigests(trx: Transaction<Database>, due: readonly DueSearch[], slot: Date): Promise<number> {
  const searches = new Map(due.map((search) => [search.id, search]))
  const { rows: members } = await sql<Subscriber>`
    select cm.collection_id as search_id, cm.user_id,
      (select cs.subscribed from collection_subscriptions cs where cs.collection_id = cm.collection_id
        and cs.user_id = cm.user_id and cs.action = ${ALERT_EVENT} and cs.method = 'email') as email,
      (select cs.subscribed from collection_subscriptions cs where cs.collection_id = cm.collection_id
        and cs.user_id = cm.user_id and cs.action = ${ALERT_EVENT} and cs.method = 'sms') as sms
    from collection_members cm where cm.collection_id = any(${idList([...searches.keys()])})
    order by cm.user_id, cm.collection_id`.execute(trx)

  const digests = new Map<
    string,
    { user_id: number; site_id: number; channel: CollectionNotificationChannel; saved_search_ids: number[] }
  >()
  for (const member of members) {
    const search = searches.get(member.search_id)
    if (!search) continue
    for (const channel of ['email', 'sms'] as const) {
      if (!isSubscribed(channel, member[channel] ?? undefined)) continue
      const key = `${member.user_id}:${channel}`
      const digest = digests.get(key)
      if (digest) digest.saved_search_ids.push(search.id)
      else
        digests.set(key, { user_id: member.user_id, site_id: search.site_id, channel, saved_search_ids: [search.id] })
    }
  }
  if (digests.size === 0) return 0

  const { rows: alerts } = await sql<{ id: number; saved_search_ids: number[] }>`
    insert into saved_search_alerts (user_id, site_id, channel, run_slot, saved_search_ids)
    select r.user_id, r.site_id, r.channel, ${slot}, r.saved_search_ids
    from jsonb_to_recordset(${JSON.stringify([...digests.values()])}::jsonb)
      as r(user_id int, site_id int, channel text, saved_search_ids int[])
    on conflict do nothing
    returning id, saved_search_ids`.execute(trx)
  const payloads: AlertJobPayload[] = alerts.map((alert) => ({
    alert_id: alert.id,
    slowed: Object.fromEntries(
      alert.saved_search_ids.flatMap((id) => {
        const from = searches.get(id)?.slowed_from
        return from ? [[String(id), from]] : []
      }),
    ),
  }))
  const { rows: jobs } = await sql<{ id: number; alert_id: number }>`
    insert into jobs (kind, payload)
    select ${ALERT_JOB}, r.payload from jsonb_to_recordset(${JSON.stringify(payloads.map((payload) => ({ payload })))}::jsonb)
      as r(payload jsonb)
    returning id, (payload->>'alert_id')::int as alert_id`.execute(trx)
  await sql`update saved_search_alerts a set job_id = j.job_id
    from jsonb_to_recordset(${JSON.stringify(jobs.map((job) => ({ alert_id: job.alert_id, job_id: job.id })))}::jsonb)
      as j(alert_id int, job_id int)
    where a.id = j.alert_id`.execute(trx)
  return alerts.length
}
