import {
  sql,
  type CompiledQuery,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  type ShallowDehydrateObject,
} from 'kysely'
import type { ListingChangeKind, ListingChangeValue } from '@idx/domain'
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres'
import { AGENT_COLUMNS } from '../agents/index.js'
import { keptPrepared } from '../db/kept-prepared.js'
import type { Database } from '../db/schema.js'

// Every stored listing column a response may show. Never `password_hash` (only whether there is
// one) and never `location` (latitude/longitude say the same, and are hidden when the address is).
const LISTING_COLUMNS = [
  'listings.id',
  'listings.market_id',
  'listings.feed_id',
  'listings.slug',
  'listings.mls_number',
  'listings.title',
  'listings.subtitle',
  'listings.street',
  'listings.city',
  'listings.state_code',
  'listings.zip',
  'listings.city_state',
  'listings.latitude',
  'listings.longitude',
  'listings.purchase_type',
  'listings.type',
  'listings.property_type',
  'listings.listing_status',
  'listings.canonical_listing_status',
  'listings.bedrooms',
  'listings.bathrooms',
  'listings.square_feet',
  'listings.lot_acre',
  'listings.lot_square_feet',
  'listings.stories',
  'listings.year_built',
  'listings.price_in_dollars',
  'listings.sold_price_in_dollars',
  'listings.listed_at',
  'listings.data_source_listing_updated_at',
  'listings.last_open_house_end_at',
  'listings.rent_frequency',
  'listings.disclose_price',
  'listings.disclose_address',
  'listings.school_district',
  'listings.school_elementary',
  'listings.school_middle',
  'listings.school_senior_high',
  'listings.listing_agent_id',
  'listings.listing_broker',
  'listings.office_phone',
  'listings.buyer_agent_name',
  'listings.buyer_office_name',
  'listings.broker_listing',
  'listings.newly_listed',
  'listings.photo_count',
] as const

/**
 * What a response needs of a listing's rows: `full`, or `brief` when it shows none of the long
 * texts and documents (description, additional and realstaq details, and the seo texts made from
 * the description), as a page of cards asking a sparse fieldset: those columns then read as null
 * and never leave the database.
 */
export type ListingRowsRead = 'full' | 'brief'

/** The long columns of a listing, or nulls in their place for a brief read (a literal, so the planner drops them). */
function longColumns(read: ListingRowsRead) {
  const brief = sql.lit(read === 'brief')
  return [
    sql<string | null>`case when ${brief} then null else listings.description end`.as('description'),
    sql<
      Database['listings']['additional_details']
    >`case when ${brief} then null else listings.additional_details end`.as('additional_details'),
    sql<Database['listings']['realstaq_details']>`case when ${brief} then null else listings.realstaq_details end`.as(
      'realstaq_details',
    ),
  ]
}

/** A listing query with every column a response shows (`read`: see ListingRowsRead), its agent's name and its feed's names. */
export function withListingColumns<QB extends SelectQueryBuilder<Database, 'listings', object>>(
  qb: QB,
  read: ListingRowsRead = 'full',
) {
  return qb
    .leftJoin('agents', 'agents.id', 'listings.listing_agent_id')
    .innerJoin('feeds', 'feeds.id', 'listings.feed_id')
    .select(LISTING_COLUMNS)
    .select(longColumns(read))
    .select([
      // A date, not a moment: as text, so no time zone can shift it.
      sql<string | null>`listings.closing_date::text`.as('closing_date'),
      sql<boolean>`listings.password_hash is not null`.as('password_protected'),
      'agents.first_name as agent_first_name',
      'agents.last_name as agent_last_name',
      'agents.picture_url as agent_picture_url',
      'agents.license_state as agent_license_state',
      'agents.license_number as agent_license_number',
      'feeds.data_source_name',
      'feeds.name as feed_name',
    ])
}

/** A listing as read for a response, with its agent's name and its feed's names. */
export type ListingRow = AsJson<SelectedRow<ReturnType<typeof withListingColumns>>>

type SelectedRow<QB> = QB extends SelectQueryBuilder<Database, never, infer Row> ? Row : never
/** A row as JSON carries it: moments as ISO text. */
type AsJson<Row> = {
  [K in keyof Row]: Row[K] extends Date ? string : Row[K] extends Date | null ? string | null : Row[K]
}

/**
 * The rows of a listing query, read as one JSON array the database builds: a page of 40 listings
 * is about 2,400 values, and decoding them one by one costs the driver (PGlite's above all) several
 * times what the query does; one JSON text is a single decode and JSON.parse. JSON reads timestamps
 * as ISO strings, which is what responses show anyway (see listings.service.ts `iso`).
 */
async function readListingRows(
  db: Kysely<Database>,
  query: ReturnType<typeof withListingColumns>,
): Promise<ListingRow[]> {
  const result = await sql<{ rows: ListingRow[] | null }>`select json_agg(r) as rows from (${query}) as r`.execute(db)
  return result.rows[0]?.rows ?? []
}

/** Listings of the site's markets with these ids, in no particular order; unknown ids are skipped. */
export function findListingsByIds(
  db: Kysely<Database>,
  siteId: number,
  ids: readonly number[],
  read: ListingRowsRead = 'full',
) {
  return readListingRows(
    db,
    withListingColumns(db.selectFrom('listings'), read)
      .where('listings.id', 'in', ids.length > 0 ? [...ids] : [-1])
      .where(inSiteMarkets(siteId)),
  )
}

/** A listing condition: the listing is in one of the site's markets. */
function inSiteMarkets(siteId: number) {
  return (eb: ExpressionBuilder<Database, 'listings'>) =>
    eb('listings.market_id', 'in', eb.selectFrom('markets').select('markets.id').where('site_id', '=', siteId))
}

/** A listing with what its detail document includes (see listingDetailDocument). */
export type ListingDetailRows = {
  listing: ListingRow
  agent: AgentRow | undefined
  /** A pocket listing's further agents, after its listing agent (migration 0033); none for a feed's listing. */
  otherAgents: AgentRow[]
  feed: FeedRow | undefined
  openHouses: ShallowDehydrateObject<DriverOpenHouseRow>[]
  /** The listing's change log, newest first (at most PRICE_HISTORY_LIMIT entries). */
  priceHistory: ListingChangeRow[]
}

/** How many change records the listing detail carries: years of a listing's life. */
export const PRICE_HISTORY_LIMIT = 50

/** One change record as the listing detail reads it (JSON: the moment as ISO text). */
export type ListingChangeRow = {
  changed_at: string
  kind: ListingChangeKind
  old_value: ListingChangeValue | null
  new_value: ListingChangeValue | null
}

/**
 * One listing of the site's markets with its listing agent, feed and open houses, in one statement
 * (the database builds them as JSON), kept prepared: a listing page reads this, and four round
 * trips cost PGlite about four times one. Undefined when the site has no such listing.
 */
export async function findListingDetail(
  db: Kysely<Database>,
  siteId: number,
  id: number,
): Promise<ListingDetailRows | undefined> {
  const {
    rows: [row],
  } = await db.executeQuery(listingDetailStatement(db, siteId, id))
  if (!row) return undefined
  return {
    listing: row.listing,
    agent: row.agent ?? undefined,
    otherAgents: row.other_agents,
    feed: row.feed ?? undefined,
    // JSON reads the moments as ISO text (the resources write them so anyway).
    openHouses: row.open_houses,
    priceHistory: row.price_history as ListingChangeRow[],
  }
}

/**
 * findListingDetail's statement: built once per database handle (building and compiling it took
 * a third as long as running it) with stand-ins for the listing and the site, which each call
 * swaps for its own.
 */
function listingDetailStatement(db: Kysely<Database>, siteId: number, id: number): CompiledQuery<ListingDetailRow> {
  let compiled = listingDetailStatements.get(db)
  if (compiled === undefined) {
    compiled = listingDetailQuery(db, SITE_ID_STAND_IN, LISTING_ID_STAND_IN).compile(db)
    if (!compiled.parameters.includes(SITE_ID_STAND_IN) || !compiled.parameters.includes(LISTING_ID_STAND_IN)) {
      throw new Error('the listing detail statement lost its parameters: see listingDetailStatement')
    }
    listingDetailStatements.set(db, compiled)
  }
  const parameters = compiled.parameters.map((value) =>
    value === SITE_ID_STAND_IN ? siteId : value === LISTING_ID_STAND_IN ? id : value,
  )
  return { ...compiled, parameters }
}

/** Values no site or listing id takes, standing in for them in the compiled statement. */
const SITE_ID_STAND_IN = -7_301_001
const LISTING_ID_STAND_IN = -7_301_002

type ListingDetailRow = ReturnType<typeof listingDetailQuery> extends RawBuilder<infer R> ? R : never

const listingDetailStatements = new WeakMap<Kysely<Database>, CompiledQuery<ListingDetailRow>>()

function listingDetailQuery(db: Kysely<Database>, siteId: number, id: number) {
  return keptPrepared(
    db
      .with('l', () =>
        withListingColumns(db.selectFrom('listings')).where('listings.id', '=', id).where(inSiteMarkets(siteId)),
      )
      .selectFrom('l')
      .select((eb) => [
        sql<ListingRow>`row_to_json(l)`.as('listing'),
        jsonObjectFrom(agentQuery(db).where('agents.id', '=', eb.ref('l.listing_agent_id'))).as('agent'),
        jsonArrayFrom(
          agentQuery(db)
            .innerJoin('pocket_listing_agents as pa', 'pa.agent_id', 'agents.id')
            .where('pa.listing_id', '=', eb.ref('l.id'))
            .where('agents.id', '<>', eb.ref('l.listing_agent_id'))
            .orderBy('pa.position'),
        ).as('other_agents'),
        jsonObjectFrom(feedQuery(db).where('id', '=', eb.ref('l.feed_id'))).as('feed'),
        jsonArrayFrom(openHousesQuery(db).where('listing_id', '=', eb.ref('l.id'))).as('open_houses'),
        jsonArrayFrom(
          db
            .selectFrom('listing_changes')
            .select(['changed_at', 'kind', 'old_value', 'new_value'])
            .where('listing_id', '=', eb.ref('l.id'))
            .orderBy('changed_at', 'desc')
            .orderBy('id', 'desc')
            .limit(PRICE_HISTORY_LIMIT),
        ).as('price_history'),
      ]),
  )
}

/** Whether the site may see this listing (it is in one of the site's markets). */
/**
 * Whether agent `agentId` works in listing `id`'s feed (the feed is in the agent's `active_feeds`,
 * see the user document's as_agent): only such an agent may read the listing's showing data.
 */
export async function agentWorksListingFeed(db: Kysely<Database>, agentId: number, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('listings')
    .innerJoin('agents', 'agents.feed_id', 'listings.feed_id')
    .select('listings.id')
    .where('listings.id', '=', id)
    .where('agents.id', '=', agentId)
    .executeTakeFirst()
  return row !== undefined
}

export async function listingExists(db: Kysely<Database>, siteId: number, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('listings')
    .innerJoin('markets', 'markets.id', 'listings.market_id')
    .select('listings.id')
    .where('listings.id', '=', id)
    .where('markets.site_id', '=', siteId)
    .executeTakeFirst()
  return row !== undefined
}

/** A listing's open houses, earliest first. */
export function findOpenHouses(db: Kysely<Database>, listingIds: readonly number[]) {
  return openHousesQuery(db)
    .where('listing_id', 'in', listingIds.length > 0 ? [...listingIds] : [-1])
    .execute()
}

function openHousesQuery(db: Kysely<Database>) {
  return db
    .selectFrom('open_houses')
    .select([
      'id',
      'listing_id',
      'start_time',
      'end_time',
      'directions',
      'refreshments',
      'showing_contact',
      'showing_contact_phone',
    ])
    .orderBy('start_time')
    .orderBy('id')
}

type DriverOpenHouseRow = Awaited<ReturnType<typeof findOpenHouses>>[number]

/** An open house as the driver reads it (moments as Date) or as a listing's detail reads it, inside JSON (ISO text). */
export type OpenHouseRow = DriverOpenHouseRow | ShallowDehydrateObject<DriverOpenHouseRow>

function agentQuery(db: Kysely<Database>) {
  return db
    .selectFrom('agents')
    .leftJoin('feeds', 'feeds.id', 'agents.feed_id')
    .select(AGENT_COLUMNS)
    .select('feeds.data_source_name')
}

export type AgentRow = NonNullable<Awaited<ReturnType<ReturnType<typeof agentQuery>['executeTakeFirst']>>>

function feedQuery(db: Kysely<Database>) {
  return db
    .selectFrom('feeds')
    .select([
      'id',
      'data_source_name',
      'name',
      'disclaimer_html',
      'idx_logo_url',
      'disclaimer_settings',
      'listing_broker_required',
      'feed_updated_at',
    ])
}

/** A feed as the detail reads it (as JSON: its moment as ISO text). */
export type FeedRow = AsJson<NonNullable<Awaited<ReturnType<ReturnType<typeof feedQuery>['executeTakeFirst']>>>>

/** Earlier closings of the listing's property, most recent first. */
export function findHistory(db: Kysely<Database>, listingId: number) {
  return db
    .selectFrom('listing_history')
    .select(['id', 'mls_number', sql<string>`closing_date::text`.as('closing_date'), 'sold_price_in_dollars'])
    .where('listing_id', '=', listingId)
    .orderBy('closing_date', 'desc')
    .orderBy('id', 'desc')
    .execute()
}

export type HistoryRow = Awaited<ReturnType<typeof findHistory>>[number]

/** The agent-only showing data of a listing (JSON as stored), or undefined for an unknown listing. */
export async function findShowingData(db: Kysely<Database>, listingId: number): Promise<unknown> {
  const row = await db.selectFrom('listings').select('showing_data').where('id', '=', listingId).executeTakeFirst()
  return row?.showing_data ?? null
}
