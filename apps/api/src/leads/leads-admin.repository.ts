import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool, type Transaction } from 'kysely'
import { agentWorksForSite } from '../agents/index.js'
import type { Database } from '../db/schema.js'
import { LEAD_COLUMNS } from './lead-columns.js'
import type { LeadStatus } from './leads.tables.js'

type Db = Kysely<Database> | Transaction<Database>

/** Whose leads a query reads: the whole site's (an administrator) or one agent's. */
export type LeadScope = { siteId: number; agentId: number | null }

/** What the leads list is narrowed to: the search box's text and a status. */
export interface LeadFilter {
  /** Words to find in the name, e-mail, phone, message, or the listing's address or MLS number. */
  q: string | null
  status: LeadStatus | null
}

/** `%`, `_` and `\` typed by an admin are literal characters, not LIKE wildcards. */
function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

type LeadsFrom = ExpressionBuilder<Database & { l: Database['listings'] }, 'leads' | 'l'>

/**
 * The search box: every word must appear somewhere (name, e-mail, message, the listing's title,
 * street, city, zip or MLS number, or the address and MLS number the form sent), case-blind; a
 * word of three digits or more also matches the phone number by its digits, however it was typed.
 */
function matchesSearch(eb: LeadsFrom, q: string): Expression<SqlBool> {
  const words = q.split(/\s+/).filter((word) => word !== '' && !word.includes('\u0000'))
  return eb.and(
    words.map((word) => {
      const pattern = likeContaining(word)
      const text = (column: Expression<unknown>) => eb(sql`coalesce(${column}, '')`, 'ilike', pattern)
      const alternatives = [
        text(eb.ref('leads.first_name')),
        text(eb.ref('leads.last_name')),
        text(eb.ref('leads.email')),
        text(eb.ref('leads.phone_number')),
        text(eb.ref('leads.message')),
        text(eb.ref('l.title')),
        text(eb.ref('l.street')),
        text(eb.ref('l.city')),
        text(eb.ref('l.zip')),
        text(eb.ref('l.mls_number')),
        text(sql`leads.form->>'property_address'`),
        text(sql`leads.form->>'mls_number'`),
      ]
      const digits = word.replace(/\D/g, '')
      if (digits.length >= 3 && digits.length === word.replace(/[\s().+-]/g, '').length) {
        alternatives.push(
          eb(sql`regexp_replace(coalesce(leads.phone_number, ''), '\\D', '', 'g')`, 'like', `%${digits}%`),
        )
      }
      return eb.or(alternatives)
    }),
  )
}

/** The leads of a scope with their listing (left-joined as `l`), narrowed by the search box. */
function scopedLeads(db: Db, scope: LeadScope, q: string | null) {
  let query = db
    .selectFrom('leads')
    .leftJoin('listings as l', 'l.id', 'leads.listing_id')
    .where('leads.site_id', '=', scope.siteId)
  if (scope.agentId !== null) query = query.where('leads.assigned_agent_id', '=', scope.agentId)
  if (q) query = query.where((eb) => matchesSearch(eb as unknown as LeadsFrom, q))
  return query
}

/** The lead columns every answer shows, with the listing's card facts and the assigned agent. */
function selectLeadColumns(db: Db, scope: LeadScope, q: string | null) {
  return scopedLeads(db, scope, q)
    .leftJoin('agents as a', 'a.id', 'leads.assigned_agent_id')
    .select(LEAD_COLUMNS)
    .select([
      'leads.form',
      'leads.user_id',
      'leads.visitor_id',
      'leads.listing_id',
      'leads.assigned_agent_id',
      'a.first_name as agent_first_name',
      'a.last_name as agent_last_name',
      'a.email as agent_email',
      'l.title as listing_title',
      'l.slug as listing_slug',
      'l.street as listing_street',
      'l.city as listing_city',
      'l.state_code as listing_state_code',
      'l.zip as listing_zip',
      'l.disclose_address as listing_disclose_address',
      'l.search_price as listing_price',
      'l.mls_number as listing_mls_number',
      'l.photo_count as listing_photo_count',
      'l.listing_status as listing_status',
    ])
}

export type LeadAdminRow = Awaited<ReturnType<ReturnType<typeof selectLeadColumns>['execute']>>[number]

/**
 * One page of a scope's leads, newest first (ties by id, so paging never repeats or skips one),
 * and how many match in all.
 */
export async function findLeadPage(
  db: Db,
  scope: LeadScope,
  filter: LeadFilter,
  page: { number: number; size: number },
): Promise<{ rows: LeadAdminRow[]; total: number }> {
  let rowsQuery = selectLeadColumns(db, scope, filter.q)
  let countQuery = scopedLeads(db, scope, filter.q).select((eb) => eb.fn.countAll<string>().as('count'))
  if (filter.status) {
    rowsQuery = rowsQuery.where('leads.status', '=', filter.status)
    countQuery = countQuery.where('leads.status', '=', filter.status)
  }
  const [rows, count] = await Promise.all([
    rowsQuery
      .orderBy('leads.created_at', 'desc')
      .orderBy('leads.id', 'desc')
      .limit(page.size)
      .offset((page.number - 1) * page.size)
      .execute(),
    countQuery.executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.count) }
}

/** How many of a scope's leads (matching the search box) are in each status: the tabs' counts. */
export async function countLeadsByStatus(db: Db, scope: LeadScope, q: string | null) {
  const rows = await scopedLeads(db, scope, q)
    .select(['leads.status', (eb) => eb.fn.countAll<string>().as('count')])
    .groupBy('leads.status')
    .execute()
  const counts: Record<LeadStatus, number> = { new: 0, contacted: 0, closed: 0 }
  for (const row of rows) counts[row.status] = Number(row.count)
  return counts
}

/** One of a scope's leads, or undefined (another site's, another agent's, or none). */
export function findScopedLead(db: Db, scope: LeadScope, id: number): Promise<LeadAdminRow | undefined> {
  return selectLeadColumns(db, scope, null).where('leads.id', '=', id).executeTakeFirst()
}

/** Locks a scope's lead for a change; undefined when the scope has no such lead. */
export function lockScopedLead(trx: Transaction<Database>, scope: LeadScope, id: number) {
  let query = trx
    .selectFrom('leads')
    .select(['id', 'status', 'assigned_agent_id'])
    .where('id', '=', id)
    .where('site_id', '=', scope.siteId)
  if (scope.agentId !== null) query = query.where('assigned_agent_id', '=', scope.agentId)
  return query.forUpdate().executeTakeFirst()
}

/** Stores a lead's new status and agent and moves its `updated_at`. */
export async function updateLead(
  trx: Transaction<Database>,
  id: number,
  change: { status?: LeadStatus; assigned_agent_id?: number | null },
): Promise<void> {
  await trx
    .updateTable('leads')
    .set({ ...change, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute()
}

/** At most this many entries of each kind of a lead's activity are shown. */
export const ACTIVITY_LIMIT = 25

/** Whose activity a lead's is: the browser that sent it and the user who signed in, if any. */
interface ActivitySource {
  siteId: number
  visitorId: number | null
  userId: number | null
}

/** The tracking events the lead's visitor (or user) sent of one kind, most recent first. */
export function findVisitorEvents(db: Db, source: ActivitySource, event: string) {
  const { visitorId, userId } = source
  return db
    .selectFrom('tracking_events')
    .select(['id', 'payload', 'created_at'])
    .where('site_id', '=', source.siteId)
    .where('event', '=', event)
    .where((eb) =>
      eb.or([
        ...(visitorId === null ? [] : [eb('visitor_id', '=', visitorId)]),
        ...(userId === null ? [] : [eb('user_id', '=', userId)]),
        // Neither known: nothing (an `or` of nothing is false).
      ]),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(ACTIVITY_LIMIT)
    .execute()
}

/** The listings on the boards the lead's user owns or shares, most recently saved first. */
export function findSavedListings(db: Db, siteId: number, userId: number) {
  return db
    .selectFrom('collection_listings as cl')
    .innerJoin('collections as c', 'c.id', 'cl.collection_id')
    .innerJoin('collection_members as m', 'm.collection_id', 'c.id')
    .leftJoin('listings as l', 'l.id', 'cl.listing_id')
    .select([
      'cl.listing_id',
      'cl.created_at',
      'c.name as collection_name',
      'l.title',
      'l.slug',
      'l.city',
      'l.state_code',
      'l.zip',
      'l.disclose_address',
      'l.search_price',
    ])
    .where('c.site_id', '=', siteId)
    .where('c.kind', '=', 'collection')
    .where('m.user_id', '=', userId)
    .orderBy('cl.created_at', 'desc')
    .limit(ACTIVITY_LIMIT)
    .execute()
}

/** The saved searches the lead's user is a member of, most recently changed first. */
export function findSavedSearchesOf(db: Db, siteId: number, userId: number) {
  return db
    .selectFrom('saved_searches as s')
    .innerJoin('collections as c', 'c.id', 's.id')
    .innerJoin('collection_members as m', 'm.collection_id', 'c.id')
    .select(['s.id', 'c.name', 's.query', 's.frequency', 'c.updated_at'])
    .where('c.site_id', '=', siteId)
    .where('m.user_id', '=', userId)
    .orderBy('c.updated_at', 'desc')
    .limit(ACTIVITY_LIMIT)
    .execute()
}

/** Listing facts for a card, of listings the activity names by id (one query for all). */
export function findListingCards(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db
    .selectFrom('listings')
    .select(['id', 'title', 'slug', 'city', 'state_code', 'zip', 'disclose_address', 'search_price', 'mls_number'])
    .where('id', 'in', [...ids])
    .execute()
}

/**
 * The agents a site's leads may be given: those working in the feeds of its markets, with
 * whether a user of the site is that agent (and so sees their leads here); those first, then by
 * name.
 */
export function findAssignableAgents(db: Db, siteId: number, limit: number) {
  return db
    .selectFrom('agents')
    .select(['agents.id', 'agents.first_name', 'agents.last_name', 'agents.email'])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('users')
            .select('users.id')
            .whereRef('users.agent_id', '=', 'agents.id')
            .where('users.site_id', '=', siteId),
        )
        .as('has_account'),
    )
    .where((eb) => agentWorksForSite(eb, siteId))
    .orderBy('has_account', 'desc')
    .orderBy(sql`lower(agents.last_name)`)
    .orderBy(sql`lower(agents.first_name)`)
    .orderBy('agents.id')
    .limit(limit)
    .execute()
}
