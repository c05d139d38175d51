import type { Insertable, Kysely, Selectable } from 'kysely'
import type { Database } from '../db/schema.js'
import type { LeadsTable } from './tracking.tables.js'

/** First-touch attribution a call may carry; each member is kept from the first call that has it. */
export interface VisitorAttribution {
  utm_campaign: string | null
  utm_source: string | null
  utm_medium: string | null
  utm_content: string | null
  utm_term: string | null
  /** The `_cycagt` agent tracking value. */
  agent_tracking: string | null
}

export interface VisitorSighting {
  siteId: number
  vid: string
  attribution: VisitorAttribution
  /** Set from a user's access token only; null leaves the visitor's user as it was. */
  userId: number | null
  /** SHA-256 of the visitor key the call brought (null: none); the first one binds the visitor. */
  keyHash: string | null
}

/**
 * Records that a visitor was seen: creates it on first sight, else moves `last_seen_at`, keeps
 * attribution already known (first touch wins) and links the user when one is proved. One
 * statement, so concurrent first calls of a new visitor cannot make two rows.
 */
export async function recordVisitor(db: Kysely<Database>, sighting: VisitorSighting): Promise<number> {
  const { attribution: a } = sighting
  const row = await db
    .insertInto('tracking_visitors')
    .values({ site_id: sighting.siteId, vid: sighting.vid, user_id: sighting.userId, key_hash: sighting.keyHash, ...a })
    .onConflict((oc) =>
      oc.columns(['site_id', 'vid']).doUpdateSet((eb) => ({
        last_seen_at: eb.fn('now'),
        user_id: eb.fn.coalesce('excluded.user_id', 'tracking_visitors.user_id'),
        utm_campaign: eb.fn.coalesce('tracking_visitors.utm_campaign', 'excluded.utm_campaign'),
        utm_source: eb.fn.coalesce('tracking_visitors.utm_source', 'excluded.utm_source'),
        utm_medium: eb.fn.coalesce('tracking_visitors.utm_medium', 'excluded.utm_medium'),
        utm_content: eb.fn.coalesce('tracking_visitors.utm_content', 'excluded.utm_content'),
        utm_term: eb.fn.coalesce('tracking_visitors.utm_term', 'excluded.utm_term'),
        agent_tracking: eb.fn.coalesce('tracking_visitors.agent_tracking', 'excluded.agent_tracking'),
        // First key wins: a later call with another key (a `_vid` link opened elsewhere) binds nothing.
        key_hash: eb.fn.coalesce('tracking_visitors.key_hash', 'excluded.key_hash'),
      })),
    )
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export interface NewPerson {
  siteId: number
  visitorId: number
  userId: number | null
  remoteActorId: string | null
  person: Record<string, unknown>
  formName: string | null
  customData: Record<string, unknown>
  source: string | null
}

/** One identify call, kept as a row (who the visitor said, or proved, they were, and when). */
export async function insertPerson(db: Kysely<Database>, person: NewPerson): Promise<void> {
  await db
    .insertInto('tracking_people')
    .values({
      site_id: person.siteId,
      visitor_id: person.visitorId,
      user_id: person.userId,
      remote_actor_id: person.remoteActorId,
      person: JSON.stringify(person.person),
      form_name: person.formName,
      custom_data: JSON.stringify(person.customData),
      source: person.source,
    })
    .execute()
}

export interface NewEvent {
  siteId: number
  visitorId: number
  userId: number | null
  event: string
  payload: Record<string, unknown>
}

export async function insertEvent(db: Kysely<Database>, event: NewEvent): Promise<void> {
  await db
    .insertInto('tracking_events')
    .values({
      site_id: event.siteId,
      visitor_id: event.visitorId,
      user_id: event.userId,
      event: event.event,
      payload: JSON.stringify(event.payload),
    })
    .execute()
}

/** A listing in one of the site's markets: its market and purchase type; undefined otherwise. */
export function findSiteListing(db: Kysely<Database>, siteId: number, listingId: number) {
  return db
    .selectFrom('listings')
    .innerJoin('markets', 'markets.id', 'listings.market_id')
    .select(['listings.id', 'listings.market_id', 'listings.purchase_type'])
    .where('listings.id', '=', listingId)
    .where('markets.site_id', '=', siteId)
    .executeTakeFirst()
}

/** Whether the market is one of the site's. */
export async function isSiteMarket(db: Kysely<Database>, siteId: number, marketId: number): Promise<boolean> {
  const row = await db
    .selectFrom('markets')
    .select('id')
    .where('id', '=', marketId)
    .where('site_id', '=', siteId)
    .executeTakeFirst()
  return row !== undefined
}

export type LeadRow = Selectable<LeadsTable>

/** The lead a site stored under a submission id, if any. */
export function findLeadBySubmission(
  db: Kysely<Database>,
  siteId: number,
  submissionId: string,
): Promise<Pick<LeadRow, 'id' | 'request_hash' | 'created_at'> | undefined> {
  return db
    .selectFrom('leads')
    .select(['id', 'request_hash', 'created_at'])
    .where('site_id', '=', siteId)
    .where('submission_id', '=', submissionId)
    .executeTakeFirst()
}

/**
 * Stores a lead unless the site already has one under its submission id; answers the stored one
 * either way. The unique index decides, so two concurrent retries still store one lead.
 */
export async function insertLeadOnce(
  db: Kysely<Database>,
  lead: Insertable<LeadsTable>,
): Promise<Pick<LeadRow, 'id' | 'request_hash' | 'created_at'>> {
  const inserted = await db
    .insertInto('leads')
    .values(lead)
    .onConflict((oc) => oc.columns(['site_id', 'submission_id']).doNothing())
    .returning(['id', 'request_hash', 'created_at'])
    .executeTakeFirst()
  if (inserted) return inserted
  const existing = await findLeadBySubmission(db, lead.site_id, lead.submission_id)
  if (!existing) throw new Error(`lead ${lead.submission_id} conflicted but cannot be read`)
  return existing
}

export interface AgentChoice {
  siteId: number
  vid: string
  agentId: number
  /** The caller's user (a user access token), or null (the site token). */
  userId: number | null
  /** SHA-256 of the visitor key the call brought, or null. */
  keyHash: string | null
}

/**
 * Records the agent a visitor chose, when the caller is that visitor: the visitor is new (and is
 * bound to the caller's key), or the caller brings the key the visitor is bound to, or the visitor
 * is bound to no key yet (seen only through calls without one: the caller's key binds it now).
 * Knowing a vid, which `_vid` links carry, is not enough; nor is a user token, since any signed-in
 * user can link any vid to themselves through identify. One statement, so the check and the write
 * cannot be raced. Undefined when the caller is not the visitor.
 */
export async function assignVisitorAgent(db: Kysely<Database>, choice: AgentChoice): Promise<Date | undefined> {
  const { keyHash, userId } = choice
  const row = await db
    .insertInto('tracking_visitors')
    .values({
      site_id: choice.siteId,
      vid: choice.vid,
      user_id: userId,
      key_hash: keyHash,
      assigned_agent_id: choice.agentId,
      assigned_at: new Date(),
    })
    .onConflict((oc) =>
      oc
        .columns(['site_id', 'vid'])
        .doUpdateSet((eb) => ({
          last_seen_at: eb.fn('now'),
          user_id: eb.fn.coalesce('excluded.user_id', 'tracking_visitors.user_id'),
          key_hash: eb.fn.coalesce('tracking_visitors.key_hash', 'excluded.key_hash'),
          assigned_agent_id: eb.ref('excluded.assigned_agent_id'),
          assigned_at: eb.ref('excluded.assigned_at'),
        }))
        .where((eb) =>
          keyHash === null
            ? eb('tracking_visitors.key_hash', 'is', null)
            : eb.or([eb('tracking_visitors.key_hash', 'is', null), eb('tracking_visitors.key_hash', '=', keyHash)]),
        ),
    )
    .returning('assigned_at')
    .executeTakeFirst()
  if (!row) return undefined
  return row.assigned_at ?? new Date()
}
