import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import type { ClaimedJob, JobHandler } from '../jobs/job-handler.js'
import { jobIdempotencyKey } from '../jobs/job-idempotency-key.js'
import { sendOnce } from '../jobs/send-once.js'
import { siteOrigin } from '../mail/site-origin.js'
import { sitePageUrl } from '../mail/site-page-url.js'
import { jobMessageId } from '../mail/job-message-id.js'
import type { Mailer } from '../mail/mailer.js'
import type { SmsSender } from '../sms/sms-sender.js'
import { NOTIFICATION_JOB, type NotificationPayload } from './notify-collaborators.js'

/** What the notification handler sends with. */
export interface NotificationJobDependencies {
  db: Kysely<Database>
  mailer: Mailer
  sms: SmsSender
  /**
   * The origin the links point at (IDX_PUBLIC_URL); default the site's (siteOrigin).
   */
  publicOrigin?: string | undefined
}

/**
 * Sends one `notification` job: e-mail through the mailer, SMS through the SMS sender, to the
 * member's current address or phone number, through sendOnce (a message recorded as sent is not
 * sent again after a crash) and with the job id (`job-{id}`) as idempotency key.
 * Nothing is sent when the member has since left the collection (or it was deleted), or has no
 * phone number for an SMS: the job is done.
 */
async function sendNotification(deps: NotificationJobDependencies, job: ClaimedJob<NotificationPayload>) {
  const { payload } = job
  const target = await deps.db
    .selectFrom('collection_members')
    .innerJoin('users', 'users.id', 'collection_members.user_id')
    .innerJoin('collections', 'collections.id', 'collection_members.collection_id')
    .innerJoin('sites', 'sites.id', 'collections.site_id')
    .select(['users.email', 'users.phone_number', 'sites.domain', 'sites.front_facing_site_idx_prefix'])
    .where('collection_members.collection_id', '=', payload.collection_id)
    .where('collection_members.user_id', '=', payload.user_id)
    .executeTakeFirst()
  if (!target) return
  // The same origin the invitation mails link to (IDX_PUBLIC_URL, the site's registered origin, its domain).
  const origin = await siteOrigin(deps.db, { publicUrl: deps.publicOrigin }, payload.site_id)
  const link = sitePageUrl({ origin, prefix: target.front_facing_site_idx_prefix }, payload.path)
  if (payload.channel === 'sms') {
    const phone = target.phone_number?.trim()
    if (!phone) return
    const idempotencyKey = jobIdempotencyKey(job.id)
    const text = `${payload.text} ${link}`
    await sendOnce(deps.db, job, () => deps.sms.send({ siteId: payload.site_id, to: phone, text, idempotencyKey }))
    return
  }
  await sendOnce(deps.db, job, () =>
    deps.mailer.send({
      siteId: payload.site_id,
      to: target.email,
      subject: payload.subject,
      text: `${payload.text}\n\n${link}\n\nTo change what you are told about, open the collection's notification settings.`,
      messageId: jobMessageId(job.id, origin),
    }),
  )
}

/**
 * The handlers of collaboration notifications, keyed by job kind, for the job worker:
 * `startJobWorker(db, { ...notificationJobHandlers({ db, mailer, sms }), … })`.
 */
export function notificationJobHandlers(deps: NotificationJobDependencies): {
  [NOTIFICATION_JOB]: JobHandler<NotificationPayload>
} {
  return { [NOTIFICATION_JOB]: (job) => sendNotification(deps, job) }
}
