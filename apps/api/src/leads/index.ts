// What other features use of leads/: the tracking route hands each new lead to leadReceived; the
// admin leads API calls recordLeadUpdated when a lead's status or assignment changes; the job
// worker runs leadJobHandlers; api-routes registers leadWebhookDeliveriesRoutes. (The operator's
// lead-recipients and lead-webhook commands are in operator/lead-settings.ts and cli/lead-commands.ts.)
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import type { JobHandlers } from '../jobs/job-handler.js'
import type { Mailer } from '../mail/mailer.js'
import { leadMailHandlers } from './lead-mail.js'
import { leadWebhookHandlers } from './lead-webhook.js'

export { leadReceived, type LeadLog } from './lead-received.js'
export { decideLeadRoute, type LeadRoute } from './lead-routing.js'
export { LEAD_MAIL_JOB, leadMail, leadMailSubject } from './lead-mail.js'
export {
  attemptDelivery,
  LEAD_WEBHOOK_JOB,
  recordLeadCreated,
  recordLeadUpdated,
  WEBHOOK_BACKOFF,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_TIMEOUT_MS,
  type LeadEventInput,
} from './lead-webhook.js'
export { webhookSignature } from './webhook-signature.js'
export { leadWebhookPayload, type LeadWebhookPayload } from './webhook-payload.js'
export { leadWebhookDeliveriesRoutes } from './lead-webhook-deliveries.routes.js'

/**
 * The job kinds of leads/: 'lead-mail' (a lead e-mailed to one recipient) and
 * 'lead-webhook-delivery' (one attempt of a CRM webhook delivery).
 */
export function leadJobHandlers(deps: {
  db: Kysely<Database>
  mailer: Mailer
  publicOrigin?: string | undefined
}): JobHandlers {
  return { ...leadMailHandlers(deps), ...leadWebhookHandlers(deps) }
}
