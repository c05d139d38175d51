import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '../db/schema.js'
import type { LeadRoutedVia } from './leads.tables.js'

type Db = Kysely<Database> | Transaction<Database>

/** Where a lead goes: why, the agent it was assigned to (when it reached one) and the addresses it is mailed to. */
export interface LeadRoute {
  via: LeadRoutedVia
  agentId: number | null
  recipients: string[]
}

/** What routing reads of the lead (leads columns). */
export interface RoutableLead {
  id: number
  site_id: number
  listing_id: number | null
  visitor_id: number | null
  user_id: number | null
  current_agent_id: number | null
}

/**
 * The e-mail address an agent is reached at: the e-mail of the site's user account that is the
 * agent (what they sign in with, so what they read), else the agent record's own e-mail (from the
 * MLS), else null.
 */
export async function agentAddress(db: Db, siteId: number, agentId: number): Promise<string | null> {
  const row = await db
    .selectFrom('agents')
    .leftJoin('users', (join) => join.onRef('users.agent_id', '=', 'agents.id').on('users.site_id', '=', siteId))
    .select(['agents.email as agent_email', 'users.email as user_email'])
    .where('agents.id', '=', agentId)
    .orderBy('users.id')
    .executeTakeFirst()
  const address = row?.user_email?.trim() || row?.agent_email?.trim()
  return address ? address : null
}

/**
 * The agent of the brokerage's own listing (`broker_listing` with a listing agent), when the lead
 * is about one; null for another brokerage's listing or none.
 */
async function ownListingAgent(db: Db, listingId: number | null): Promise<number | null> {
  if (listingId === null) return null
  const row = await db
    .selectFrom('listings')
    .select(['broker_listing', 'listing_agent_id'])
    .where('id', '=', listingId)
    .executeTakeFirst()
  return row?.broker_listing && row.listing_agent_id !== null ? row.listing_agent_id : null
}

/**
 * The agent the visitor works with: the one their browser chose (PUT /api/visitors/{vid}/assign),
 * else the signed-in user's current agent, else the agent the form named (`current_agent_id`,
 * which the route checked works in the site's markets).
 */
async function chosenAgent(db: Db, lead: RoutableLead): Promise<number | null> {
  if (lead.visitor_id !== null) {
    const visitor = await db
      .selectFrom('tracking_visitors')
      .select('assigned_agent_id')
      .where('id', '=', lead.visitor_id)
      .executeTakeFirst()
    if (visitor?.assigned_agent_id != null) return visitor.assigned_agent_id
  }
  if (lead.user_id !== null) {
    const user = await db
      .selectFrom('users')
      .select('current_agent_id')
      .where('id', '=', lead.user_id)
      .executeTakeFirst()
    if (user?.current_agent_id != null) return user.current_agent_id
  }
  return lead.current_agent_id
}

/**
 * The site's lead recipients for one lead: every one ('all'), or the next in turn ('round-robin').
 * The turn advances in the same UPDATE that reads it (`… returning`): the row lock makes two
 * concurrent leads, in any process, take consecutive turns, never the same one. A recipient list
 * that shrank below the stored position wraps round.
 */
export async function nextLeadRecipients(db: Db, siteId: number): Promise<string[]> {
  const row = await db
    .updateTable('site_lead_settings')
    .set({
      next_recipient: sql<number>`case when recipient_mode = 'round-robin'
        then (next_recipient % cardinality(recipients) + 1) % cardinality(recipients)
        else next_recipient end`,
    })
    .where('site_id', '=', siteId)
    .where(sql<boolean>`cardinality(recipients) > 0`)
    .returning(['recipients', 'recipient_mode', 'next_recipient'])
    .executeTakeFirst()
  if (!row || row.recipients.length === 0) return []
  if (row.recipient_mode === 'all') return row.recipients
  const count = row.recipients.length
  // The turn taken is the one before the stored (advanced) position.
  return [row.recipients[(row.next_recipient - 1 + count) % count]!]
}

/**
 * Decides where a lead goes, in this order: (a) the brokerage's own listing's agent, (b) the
 * visitor's chosen agent, (c) the site's lead recipients, (d) nobody ('unrouted'). An agent with
 * no e-mail address cannot be told, so such a lead goes on to (c). Advances the round robin when
 * (c) is taken, so call it once per lead, in the lead's transaction.
 */
export async function decideLeadRoute(db: Db, lead: RoutableLead): Promise<LeadRoute> {
  const candidates: [LeadRoutedVia, number | null][] = [
    ['listing-agent', await ownListingAgent(db, lead.listing_id)],
    ['assigned-agent', await chosenAgent(db, lead)],
  ]
  for (const [via, agentId] of candidates) {
    if (agentId === null) continue
    const address = await agentAddress(db, lead.site_id, agentId)
    if (address) return { via, agentId, recipients: [address] }
  }
  const recipients = await nextLeadRecipients(db, lead.site_id)
  if (recipients.length > 0) return { via: 'lead-recipient', agentId: null, recipients }
  return { via: 'unrouted', agentId: null, recipients: [] }
}

/** Whether the site's `assign_agent_at_any_form` feature is on (sites.features). */
async function assignsAgentAtAnyForm(db: Db, siteId: number): Promise<boolean> {
  const row = await db.selectFrom('sites').select('features').where('id', '=', siteId).executeTakeFirst()
  return row?.features?.assign_agent_at_any_form === true
}

/**
 * The spec's assignment rule `assign_agent_at_any_form`: a visitor (and the signed-in user) with
 * no agent yet who sends any form that reaches an agent now works with that agent, as if they had
 * chosen them. One already working with an agent keeps theirs.
 */
export async function assignAgentFromForm(db: Db, lead: RoutableLead, agentId: number): Promise<void> {
  if (!(await assignsAgentAtAnyForm(db, lead.site_id))) return
  if (lead.visitor_id !== null) {
    await db
      .updateTable('tracking_visitors')
      .set({ assigned_agent_id: agentId, assigned_at: sql<Date>`now()` })
      .where('id', '=', lead.visitor_id)
      .where('assigned_agent_id', 'is', null)
      .execute()
  }
  if (lead.user_id !== null) {
    await db
      .updateTable('users')
      .set({ current_agent_id: agentId })
      .where('id', '=', lead.user_id)
      .where('current_agent_id', 'is', null)
      .execute()
  }
}
