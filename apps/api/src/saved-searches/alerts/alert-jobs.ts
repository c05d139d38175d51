import { sql, type Kysely } from 'kysely'
import { siteMailBrand } from '../../mail/mail-html.js'
import type { Database } from '../../db/schema.js'
import type { ClaimedJob, JobHandler } from '../../jobs/job-handler.js'
import { jobIdempotencyKey } from '../../jobs/job-idempotency-key.js'
import { sendOnce } from '../../jobs/send-once.js'
import { jobMessageId } from '../../mail/job-message-id.js'
import type { Mailer } from '../../mail/mailer.js'
import { siteOrigin } from '../../mail/site-origin.js'
import { frontFacingPrefix, sitePageUrl } from '../../mail/site-page-url.js'
import { isSubscribed } from '../../notifications/subscription-defaults.js'
import type { SmsSender } from '../../sms/sms-sender.js'
import { digestSections, type DigestMatch } from './alert-digest.js'
import { alertKey } from './alert-key.js'
import { clickPath, pixelPath, savedSearchPath, unsubscribePath } from './alert-link-paths.js'
import { alertMail, alertSmsText, type AlertLinks } from './alert-mail.js'
import { signAlertToken } from './alert-tokens.js'
import { idList } from './id-list.js'
import { ALERT_EVENT, ALERT_JOB, type AlertJobPayload } from './run-alerts.js'

/** What the alert handler sends with. */
export interface AlertJobDependencies {
  db: Kysely<Database>
  mailer: Mailer
  sms: SmsSender
  /** The origin the links point at (IDX_PUBLIC_URL); default the site's (siteOrigin). */
  publicOrigin?: string | undefined
}

/**
 * Sends one digest (`saved-search-alert` job): the matches its run marked for the searches it
 * covers, to the user's current address or phone, through sendOnce with the job id as idempotency
 * key (Message-ID `<job-{id}@host>`, the SMS webhook's `job-{id}`). A search the user left or
 * unsubscribed from since the run is left out; a digest left with nothing to tell sends nothing.
 */
async function sendAlert(deps: AlertJobDependencies, job: ClaimedJob<AlertJobPayload>): Promise<void> {
  const { db } = deps
  const alert = await db
    .selectFrom('saved_search_alerts')
    .innerJoin('users', 'users.id', 'saved_search_alerts.user_id')
    .select([
      'saved_search_alerts.id',
      'saved_search_alerts.user_id',
      'saved_search_alerts.site_id',
      'saved_search_alerts.channel',
      'saved_search_alerts.run_slot',
      'saved_search_alerts.saved_search_ids',
      'users.email',
      'users.phone_number',
    ])
    .where('saved_search_alerts.id', '=', job.payload.alert_id)
    .executeTakeFirst()
  if (!alert) return
  const { rows: searches } = await sql<{ id: number; name: string; subscribed: boolean | null }>`
    select c.id, c.name,
      (select cs.subscribed from collection_subscriptions cs where cs.collection_id = c.id and cs.user_id = cm.user_id
        and cs.action = ${ALERT_EVENT} and cs.method = ${alert.channel}) as subscribed
    from collections c join collection_members cm on cm.collection_id = c.id and cm.user_id = ${alert.user_id}
    where c.id = any(${idList(alert.saved_search_ids)})
    order by c.name, c.id`.execute(db)
  const wanted = searches.filter((search) => isSubscribed(alert.channel, search.subscribed ?? undefined))
  if (wanted.length === 0) return
  const matches = await db
    .selectFrom('saved_search_matches as m')
    .leftJoin('saved_search_change_cards as c', 'c.change_id', 'm.change_id')
    .select(['m.saved_search_id', 'm.listing_id', 'm.kind', 'c.card as listing_summary'])
    .where(
      'm.saved_search_id',
      'in',
      wanted.map((search) => search.id),
    )
    .where('m.alerted_at', '=', alert.run_slot)
    .orderBy('m.saved_search_id')
    .orderBy('m.change_id')
    .execute()
  const slowed = job.payload.slowed ?? {}
  const sections = digestSections(
    wanted.map((search) => ({ id: search.id, name: search.name, slowedFrom: slowed[String(search.id)] })),
    matches as DigestMatch[],
  )
  if (sections.length === 0) return

  const origin = await siteOrigin(db, { publicUrl: deps.publicOrigin }, alert.site_id)
  if (alert.channel === 'sms') {
    const phone = alert.phone_number?.trim()
    if (!phone) return
    const pages = { origin, prefix: await frontFacingPrefix(db, alert.site_id) }
    const text = alertSmsText(sections, sitePageUrl(pages, savedSearchPath(sections[0]?.searchId ?? 0)))
    const idempotencyKey = jobIdempotencyKey(job.id)
    await sendOnce(db, job, () => deps.sms.send({ siteId: alert.site_id, to: phone, text, idempotencyKey }))
    return
  }
  const key = await alertKey(db)
  const sign = (payload: Parameters<typeof signAlertToken>[1]) => signAlertToken(key, payload)
  const links: AlertLinks = {
    search: (searchId) =>
      `${origin}${clickPath(sign({ k: 'c', a: alert.id, s: searchId, p: savedSearchPath(searchId) }))}`,
    listing: (searchId, path) => `${origin}${clickPath(sign({ k: 'c', a: alert.id, s: searchId, p: path }))}`,
    photo: (path) => `${origin}${path}`,
    unsubscribe: (searchId) =>
      `${origin}${unsubscribePath(sign({ k: 'u', u: alert.user_id, s: [searchId], c: 'email' }))}`,
    pixel: `${origin}${pixelPath(sign({ k: 'o', a: alert.id }))}`,
  }
  const mail = alertMail(sections, links, await siteMailBrand(db, alert.site_id, origin))
  const unsubscribeAll = `${origin}${unsubscribePath(
    sign({ k: 'u', u: alert.user_id, s: sections.map((section) => section.searchId), c: 'email' }),
  )}`
  await sendOnce(db, job, () =>
    deps.mailer.send({
      siteId: alert.site_id,
      to: alert.email,
      ...mail,
      messageId: jobMessageId(job.id, origin),
      // RFC 8058 one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` to the URL.
      headers: { 'List-Unsubscribe': `<${unsubscribeAll}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    }),
  )
}

/**
 * The handlers of saved-search alerts, keyed by job kind, for the job worker:
 * `startJobWorker(db, { ...savedSearchAlertHandlers({ db, mailer, sms }), … })`.
 */
export function savedSearchAlertHandlers(deps: AlertJobDependencies): {
  [ALERT_JOB]: JobHandler<AlertJobPayload>
} {
  return { [ALERT_JOB]: (job) => sendAlert(deps, job) }
}
