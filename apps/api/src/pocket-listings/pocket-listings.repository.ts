import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely'
import type { Database } from '../db/schema.js'
import { agentWorksForSite } from '../agents/index.js'
import type { PocketDetails } from './pocket-listings.tables.js'

/**
 * Whose pocket listings a caller manages: the site's (an administrator, `agentId` null), or an
 * agent's own (made by `userId`, or naming agent `agentId`).
 */
export type PocketListingScope = { siteId: number; userId: number; agentId: number | null; admin: boolean }

type Db = Kysely<Database> | Transaction<Database>

const POCKET_COLUMNS = [
  'listings.id',
  'listings.market_id',
  'listings.feed_id',
  'listings.slug',
  'listings.title',
  'listings.subtitle',
  'listings.street',
  'listings.city',
  'listings.state_code',
  'listings.zip',
  'listings.latitude',
  'listings.longitude',
  'listings.purchase_type',
  'listings.type',
  'listings.property_type',
  'listings.listing_status',
  'listings.bedrooms',
  'listings.bathrooms',
  'listings.square_feet',
  'listings.lot_acre',
  'listings.stories',
  'listings.year_built',
  'listings.price_in_dollars',
  'listings.sold_price_in_dollars',
  'listings.listed_at',
  'listings.data_source_listing_updated_at',
  'listings.rent_frequency',
  'listings.description',
  'listings.disclose_price',
  'listings.school_district',
  'listings.school_elementary',
  'listings.school_middle',
  'listings.school_senior_high',
  'listings.listing_agent_id',
  'listings.is_pocket',
  'listings.require_photos',
  'listings.created_by_user_id',
  'listings.pocket_details',
  'feeds.data_source_name',
] as const

/** The site's pocket listings (its markets' rows marked `pocket`). */
function sitePocketListings(db: Db, siteId: number) {
  return db
    .selectFrom('listings')
    .innerJoin('markets', 'markets.id', 'listings.market_id')
    .innerJoin('feeds', 'feeds.id', 'listings.feed_id')
    .where('listings.pocket', '=', true)
    .where('markets.site_id', '=', siteId)
}

/** Whether the listing (`listings`) is one the scope manages. */
function inScope(eb: ExpressionBuilder<Database, 'listings'>, scope: PocketListingScope) {
  if (scope.admin) return eb.val(true)
  const own = eb('listings.created_by_user_id', '=', scope.userId)
  if (scope.agentId === null) return own
  return eb.or([
    own,
    eb.exists(
      eb
        .selectFrom('pocket_listing_agents as pa')
        .select('pa.listing_id')
        .whereRef('pa.listing_id', '=', 'listings.id')
        .where('pa.agent_id', '=', scope.agentId),
    ),
  ])
}

/** `%`, `_` and `\` typed are literal characters, not LIKE wildcards. */
const likeEscaped = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`)

export interface PocketListingSearch {
  /** Words each found in the street, city, zip or title (case-blind); null: all. */
  q: string | null
  marketId: number | null
  page: { number: number; size: number }
}

/** One page of the scope's pocket listings, most recently changed first, and how many match. */
export async function findPocketListingPage(
  db: Kysely<Database>,
  scope: PocketListingScope,
  search: PocketListingSearch,
) {
  let query = sitePocketListings(db, scope.siteId).where((eb) => inScope(eb, scope))
  if (search.marketId !== null) query = query.where('listings.market_id', '=', search.marketId)
  for (const word of (search.q ?? '').split(/\s+/).filter(Boolean).slice(0, 10)) {
    const pattern = `%${likeEscaped(word.toLowerCase())}%`
    query = query.where(
      sql<boolean>`lower(coalesce(listings.street, '') || ' ' || coalesce(listings.city, '') || ' ' || coalesce(listings.state_code, '') || ' ' || coalesce(listings.zip, '') || ' ' || listings.title) like ${pattern}`,
    )
  }
  const [rows, count] = await Promise.all([
    query
      .select(POCKET_COLUMNS)
      .orderBy('listings.data_source_listing_updated_at', 'desc')
      .orderBy('listings.id', 'desc')
      .limit(search.page.size)
      .offset((search.page.number - 1) * search.page.size)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.total) }
}

export type PocketListingRow = Awaited<ReturnType<typeof findPocketListingPage>>['rows'][number]

/** A pocket listing of the site (whoever manages it), with whether the scope does; undefined: none. */
export async function findSitePocketListing(db: Db, scope: PocketListingScope, id: number) {
  return sitePocketListings(db, scope.siteId)
    .where('listings.id', '=', id)
    .select(POCKET_COLUMNS)
    .select((eb) => inScope(eb, scope).as('managed'))
    .executeTakeFirst()
}

/** The agents of pocket listings, in their order, by listing. */
export async function findPocketListingAgents(
  db: Db,
  listingIds: readonly number[],
): Promise<Map<number, { id: number; full_name: string }[]>> {
  const agents = new Map<number, { id: number; full_name: string }[]>()
  if (listingIds.length === 0) return agents
  const rows = await db
    .selectFrom('pocket_listing_agents as pa')
    .innerJoin('agents', 'agents.id', 'pa.agent_id')
    .select(['pa.listing_id', 'agents.id', 'agents.first_name', 'agents.last_name'])
    .where('pa.listing_id', 'in', listingIds)
    .orderBy('pa.listing_id')
    .orderBy('pa.position')
    .execute()
  for (const row of rows) {
    const list = agents.get(row.listing_id) ?? []
    list.push({ id: row.id, full_name: [row.first_name, row.last_name].filter(Boolean).join(' ') })
    agents.set(row.listing_id, list)
  }
  return agents
}

/** Replaces a pocket listing's agents with `agentIds`, in that order. */
export async function replacePocketListingAgents(
  trx: Transaction<Database>,
  listingId: number,
  agentIds: readonly number[],
) {
  await trx.deleteFrom('pocket_listing_agents').where('listing_id', '=', listingId).execute()
  if (agentIds.length === 0) return
  await trx
    .insertInto('pocket_listing_agents')
    .values(agentIds.map((agentId, position) => ({ listing_id: listingId, agent_id: agentId, position })))
    .execute()
}

/** Which of `agentIds` are agents of feed `feedId` that work for the site. */
export async function findFeedAgents(db: Db, siteId: number, feedId: number, agentIds: readonly number[]) {
  if (agentIds.length === 0) return new Set<number>()
  const rows = await db
    .selectFrom('agents')
    .select('agents.id')
    .where('agents.id', 'in', agentIds)
    .where('agents.feed_id', '=', feedId)
    .where((eb) => agentWorksForSite(eb, siteId))
    .execute()
  return new Set(rows.map((row) => row.id))
}

/** The site's markets using a feed, the default first, then by id. */
export async function findFeedMarkets(db: Db, siteId: number, feedId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('markets')
    .innerJoin('market_feeds', 'market_feeds.market_id', 'markets.id')
    .select('markets.id')
    .where('markets.site_id', '=', siteId)
    .where('market_feeds.feed_id', '=', feedId)
    .orderBy('markets.is_default', 'desc')
    .orderBy('markets.id')
    .execute()
  return rows.map((row) => row.id)
}

/** The site's market `marketId`, or the site's default market when null; undefined: not the site's. */
export async function findSiteMarketId(db: Db, siteId: number, marketId: number | null): Promise<number | undefined> {
  let query = db.selectFrom('markets').select('id').where('site_id', '=', siteId)
  query = marketId === null ? query.orderBy('is_default', 'desc').orderBy('id') : query.where('id', '=', marketId)
  const row = await query.limit(1).executeTakeFirst()
  return row?.id
}

/** The stored details of a row, with defaults for a row written without them. */
export function pocketDetailsOf(row: { pocket_details: unknown }): PocketDetails {
  const stored = (row.pocket_details ?? {}) as Partial<PocketDetails>
  return {
    title: typeof stored.title === 'string' ? stored.title : '',
    subtitle: typeof stored.subtitle === 'string' ? stored.subtitle : '',
    photo_urls: Array.isArray(stored.photo_urls) ? stored.photo_urls.filter((url) => typeof url === 'string') : [],
  }
}
