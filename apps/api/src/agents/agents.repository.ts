import { sql, type ExpressionBuilder, type Kysely } from 'kysely'
import type { Database } from '../db/schema.js'

/** A feed one of the site's markets uses, by its data source name; undefined otherwise. */
export async function findSiteFeed(db: Kysely<Database>, siteId: number, dataSourceName: string) {
  // PostgreSQL text cannot hold NUL, so no feed has one (and the query would fail).
  if (dataSourceName.includes('\u0000')) return undefined
  return db
    .selectFrom('feeds')
    .innerJoin('market_feeds', 'market_feeds.feed_id', 'feeds.id')
    .innerJoin('markets', 'markets.id', 'market_feeds.market_id')
    .select(['feeds.id', 'feeds.data_source_name'])
    .where('markets.site_id', '=', siteId)
    .where('feeds.data_source_name', '=', dataSourceName)
    .limit(1)
    .executeTakeFirst()
}

/**
 * The agent columns the `agents` resource shows (agents.service.ts `agentResource`): every query
 * reading an agent for a response selects these, so an agent has one shape wherever it is read.
 */
export const AGENT_COLUMNS = [
  'agents.id',
  'agents.first_name',
  'agents.last_name',
  'agents.email',
  'agents.sms_number',
  'agents.broker_name',
  'agents.office_phone',
  'agents.bio',
  'agents.picture_url',
  'agents.license_state',
  'agents.license_number',
  'agents.share_token',
] as const

export interface AgentSearch {
  feedId: number
  /** Lower-cased, trimmed, single-spaced; '' matches every agent of the feed. */
  prefix: string
  limit: number
  offset: number
}

/** `%`, `_` and `\` typed by a visitor are literal characters, not LIKE wildcards. */
function likePrefix(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

function agentsMatching(db: Kysely<Database>, search: AgentSearch) {
  let query = db.selectFrom('agents').where('feed_id', '=', search.feedId)
  if (search.prefix !== '') {
    const pattern = likePrefix(search.prefix)
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(first_name)`, 'like', pattern),
        eb(sql`lower(last_name)`, 'like', pattern),
        eb(sql`lower(first_name || ' ' || last_name)`, 'like', pattern),
      ]),
    )
  }
  return query
}

/** One page of the feed's agents whose first, last or full name starts with the prefix. */
export async function searchAgents(db: Kysely<Database>, search: AgentSearch) {
  if (search.prefix.includes('\u0000')) return []
  return agentsMatching(db, search)
    .select(AGENT_COLUMNS)
    .orderBy(sql`lower(last_name)`)
    .orderBy(sql`lower(first_name)`)
    .orderBy('id')
    .limit(search.limit)
    .offset(search.offset)
    .execute()
}

export type AgentRow = Awaited<ReturnType<typeof searchAgents>>[number]

/** How many agents match, over all pages. */
export async function countAgents(db: Kysely<Database>, search: AgentSearch): Promise<number> {
  if (search.prefix.includes('\u0000')) return 0
  const row = await agentsMatching(db, search)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow()
  return Number(row.total)
}

/**
 * Whether the query's agent (`agents`) works in a feed of one of the site's markets: the agents a
 * site may show, give its leads to or let a user be. One definition, so the agents a site offers
 * and the agents it accepts cannot drift apart.
 */
export function agentWorksForSite(eb: ExpressionBuilder<Database, 'agents'>, siteId: number) {
  return eb.exists(
    eb
      .selectFrom('market_feeds')
      .innerJoin('markets', 'markets.id', 'market_feeds.market_id')
      .select('market_feeds.feed_id')
      .whereRef('market_feeds.feed_id', '=', 'agents.feed_id')
      .where('markets.site_id', '=', siteId),
  )
}

/**
 * An agent of one of the site's markets' feeds, with its feed's data source name; undefined for
 * an unknown agent or another site's. A user's current agent and the agent a user is (`as_agent`)
 * count only on the site whose feeds they work in.
 */
export function findSiteAgent(db: Kysely<Database>, siteId: number, agentId: number) {
  return db
    .selectFrom('agents')
    .innerJoin('feeds', 'feeds.id', 'agents.feed_id')
    .select(AGENT_COLUMNS)
    .select('feeds.data_source_name')
    .where('agents.id', '=', agentId)
    .where((eb) => agentWorksForSite(eb, siteId))
    .executeTakeFirst()
}

export type SiteAgentRow = NonNullable<Awaited<ReturnType<typeof findSiteAgent>>>
