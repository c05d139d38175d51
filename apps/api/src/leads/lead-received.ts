import { sql, type Transaction } from 'kysely'
import type { Database } from '../db/schema.js'
import { enqueueLeadMails } from './lead-mail.js'
import { assignAgentFromForm, decideLeadRoute, type LeadRoute } from './lead-routing.js'
import { recordLeadCreated } from './lead-webhook.js'

/** Where a routing warning goes (Fastify's request logger fits). */
export interface LeadLog {
  warn(details: object, message: string): void
}

/**
 * Everything a new lead sets off, in the transaction that stored it: where it goes (routing, and
 * the agent assignment rule), its e-mail to each recipient and its `lead.created` webhook, all
 * queued as jobs, so they exist if and only if the lead does. A lead already routed (a retry of
 * the same submission found the stored one) sets off nothing again: the row is locked while it is
 * checked, so two concurrent retries cannot both route it. Answers the route, or null when the
 * lead had been routed already.
 *
 * @example
 * await db.transaction().execute(async (trx) => {
 *   const lead = await insertLeadOnce(trx, row)
 *   await leadReceived(trx, { leadId: lead.id, log: request.log })
 * })
 */
export async function leadReceived(
  trx: Transaction<Database>,
  input: { leadId: number; log: LeadLog; publicOrigin?: string | null | undefined },
): Promise<LeadRoute | null> {
  const lead = await trx
    .selectFrom('leads')
    .select(['id', 'site_id', 'listing_id', 'visitor_id', 'user_id', 'current_agent_id', 'routed_via'])
    .where('id', '=', input.leadId)
    .forUpdate()
    .executeTakeFirst()
  if (!lead || lead.routed_via !== null) return null
  const route = await decideLeadRoute(trx, lead)
  if (route.agentId !== null) await assignAgentFromForm(trx, lead, route.agentId)
  await trx
    .updateTable('leads')
    .set({
      assigned_agent_id: route.agentId,
      routed_via: route.via,
      routed_to: route.recipients.length > 0 ? route.recipients.join(', ') : null,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', lead.id)
    .execute()
  if (route.via === 'unrouted') {
    input.log.warn(
      { site_id: lead.site_id, lead_id: lead.id },
      `lead ${lead.id} of site ${lead.site_id} reached nobody: the site has no lead recipients (idx lead-recipients --site ${lead.site_id} --email …)`,
    )
  }
  await enqueueLeadMails(trx, lead.id, route.recipients)
  await recordLeadCreated(trx, { siteId: lead.site_id, leadId: lead.id, publicOrigin: input.publicOrigin })
  return route
}
