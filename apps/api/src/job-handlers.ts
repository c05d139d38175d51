import type { Kysely } from 'kysely'
import { invitationMailHandlers } from './collections/invitation-mail.js'
import type { Database } from './db/schema.js'
import { feedImportHandlers } from './feeds/schedule/feed-schedule-run.js'
import { leadJobHandlers } from './leads/index.js'
import type { Mailer } from './mail/mailer.js'
import { notificationJobHandlers } from './notifications/notification-jobs.js'
import { savedSearchAlertHandlers } from './saved-searches/alerts/alert-jobs.js'
import { savedForClientMailHandlers } from './saved-searches/saved-for-client-mail.js'
import { siteUserMailHandlers } from './site-admin/index.js'
import type { SmsSender } from './sms/sms-sender.js'
import type { JobHandlers } from './jobs/job-handler.js'
import { mlsPhotoCopyHandlers, type PhotoUploads } from './uploads/index.js'

/** What job handlers may use: the app's database, mailer, SMS transport and public origin. */
export interface JobDependencies {
  db: Kysely<Database>
  mailer: Mailer
  sms: SmsSender
  /** IDX_PUBLIC_URL, when set: where mailed links point. */
  publicOrigin?: string | undefined
  /** The photo store (src/uploads/), for MLS photo copies; absent: those jobs fail and wait. */
  photoUploads?: PhotoUploads | undefined
}

/**
 * Every job kind this server knows, composed from each feature's handler map. This is the
 * composition root's registry: jobs/ is a generic queue that imports no feature, so a feature
 * that enqueues jobs exports its kinds and handler map, and adds one spread here (kinds must not
 * collide).
 *
 * @example
 * const worker = startJobWorker(app.db, jobHandlers({ ...app, publicOrigin }), { log: app.log })
 */
export function jobHandlers(deps: JobDependencies): JobHandlers {
  return {
    // 'feed-import': one scheduled RESO import of a feed (src/feeds/schedule/).
    ...feedImportHandlers({ db: deps.db }),
    // 'invitation-mail': the join link of a collection invitation (src/collections/).
    ...invitationMailHandlers(deps),
    // 'notification': collaborator notifications by e-mail and SMS (src/notifications/).
    ...notificationJobHandlers(deps),
    // 'saved-search-alert': one user's digest of their saved searches' alerts (src/saved-searches/alerts/).
    ...savedSearchAlertHandlers(deps),
    // 'saved-search-for-client-mail': a client told their agent saved a search for them (src/saved-searches/).
    ...savedForClientMailHandlers(deps),
    // 'lead-mail', 'lead-webhook-delivery': a new lead e-mailed to whom it was routed, and the CRM webhook (src/leads/).
    ...leadJobHandlers(deps),
    // 'site-user-mail': a user told an administrator changed their role (src/site-admin/).
    ...siteUserMailHandlers(deps),
    // 'mls-photo-copy': imported listings' MLS photos copied and sized (src/uploads/).
    ...mlsPhotoCopyHandlers(deps),
  }
}
