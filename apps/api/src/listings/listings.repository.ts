import { RESULT_TOTAL_CAP } from '@idx/domain'
import {
  sql,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely'
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres'
import { keptPrepared } from '../db/kept-prepared.js'
import type { Database } from '../db/schema.js'
import { applySearchFilter, type ParsedSearchQuery } from '../search/filter-sql.js'
import { marketMatchFloorQuery } from '../search/box-match-floor.js'
import { boxCellPlan, countCellKeys, type BoxCellBranch } from '../search/box-cells.js'
import { searchOrder, searchOrderBy } from '../search/search-order.js'

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

function withListingColumns<QB extends SelectQueryBuilder<Database, 'listings', object>>(
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
  feed: FeedRow | undefined
  openHouses: OpenHouseRow[]
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
  } = await keptPrepared(
    db
      .with('l', () =>
        withListingColumns(db.selectFrom('listings')).where('listings.id', '=', id).where(inSiteMarkets(siteId)),
      )
      .selectFrom('l')
      .select((eb) => [
        sql<ListingRow>`row_to_json(l)`.as('listing'),
        jsonObjectFrom(agentQuery(db).where('agents.id', '=', eb.ref('l.listing_agent_id'))).as('agent'),
        jsonObjectFrom(feedQuery(db).where('id', '=', eb.ref('l.feed_id'))).as('feed'),
        jsonArrayFrom(openHousesQuery(db).where('listing_id', '=', eb.ref('l.id'))).as('open_houses'),
      ]),
  ).execute(db)
  if (!row) return undefined
  return {
    listing: row.listing,
    agent: row.agent ?? undefined,
    feed: row.feed ?? undefined,
    // JSON reads the moments as ISO text (the resources write them so anyway).
    openHouses: row.open_houses as unknown as OpenHouseRow[],
  }
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

/**
 * One page of a search, in the query's sort order, and the total (exact up to RESULT_TOTAL_CAP,
 * capped there). Pages starting past RESULT_TOTAL_CAP results are empty: totals stop there, so
 * does paging (and no query ever skips more than that many rows).
 *
 * The page's ids come first, from the indexes alone where the filter allows (migration 0004), then
 * the rows of those listings. With a bounding box, one scan of the location index collects the
 * box's matches (at most RESULT_TOTAL_CAP of them), which gives both the total and the page; a box
 * with more matches than that is dense enough to be read in sort order instead (its first pages
 * are a short walk of a sort index checking the box on each entry). When cluster_cells already
 * proves the box holds that many, the scan is skipped. Large boxes are read cell by cell instead
 * (migration 0005, `cellSearchPage`).
 */
export async function searchPage(
  db: Kysely<Database>,
  query: ParsedSearchQuery,
  siteId: number,
  read: ListingRowsRead = 'full',
): Promise<{ rows: ListingRow[]; total: number }> {
  const offset = (query.page.number - 1) * query.page.size
  const limit = Math.max(0, Math.min(query.page.size, RESULT_TOTAL_CAP - offset))
  // A large box is read cell by cell (see box-cells.ts); a box that cluster_cells proves holds at
  // least the cap needs no count (see box-match-floor.ts). One round trip tells both.
  const cellPlan = query.bounding_box ? await boxCellPlan(db, query) : null
  if (cellPlan?.branches)
    return cellSearchPage(db, query, siteId, cellPlan.branches, cellPlan.floor, offset, limit, read)
  if (cellPlan && cellPlan.floor >= RESULT_TOTAL_CAP) {
    if (limit === 0) return { rows: [], total: RESULT_TOTAL_CAP }
    const ids = searchPageIds(db, query, siteId, offset, limit, false)
    return { rows: await pageRows(db, ids, read), total: RESULT_TOTAL_CAP }
  }
  if (query.bounding_box) {
    const { field } = searchOrder(query.sort)
    const matching = applySearchFilter(
      db.selectFrom('listings').select(['listings.id', `listings.${field}`]),
      query,
      siteId,
    ).limit(RESULT_TOTAL_CAP)
    // The page's rows come in the same statement. At the cap, the matches collected are not all
    // of them, so no page is taken from them: it is read in sort order below.
    const counted = await pageAndTotal(
      db,
      sql`with m as materialized (${matching}), t as materialized (select count(*) as c from m)
      select (select c from t) as total,
        case when (select c from t) < ${sql.lit(RESULT_TOTAL_CAP)} then
          array_to_string(array(select m.id from m order by ${searchOrderBy(query.sort, 'm')}
            limit ${limit} offset ${Math.min(offset, RESULT_TOTAL_CAP)}), ',') end as ids`,
      read,
    )
    if (counted.total < RESULT_TOTAL_CAP) return counted
    if (limit === 0) return { rows: [], total: counted.total }
    const ids = searchPageIds(db, query, siteId, offset, limit, false)
    return { rows: await pageRows(db, ids, read), total: counted.total }
  }
  // Total, page and rows in one statement; the page is only read when the total reaches it.
  const total = cappedTotal(db, query, siteId)
  if (limit === 0) {
    const result = await sql<{ total: number }>`select ${total} as total`.execute(db)
    return { rows: [], total: Number(result.rows[0]?.total ?? 0) }
  }
  const ids = searchPageIds(db, query, siteId, offset, limit, true)
  return pageAndTotal(
    db,
    sql`with t as materialized (select ${total} as c)
    select (select c from t) as total,
      case when (select c from t) > ${offset} then array_to_string(array(${ids}), ',') end as ids`,
    read,
  )
}

/**
 * A large box's page and total from the cell indexes (migration 0005, src/search/box-cells.ts),
 * in one statement: the total counted (up to the cap) over the box's cells, and the page merged
 * from one ordered scan per (status, cell), each checking the filter and the box inside the index.
 * The page is only read when the total reaches it.
 */
async function cellSearchPage(
  db: Kysely<Database>,
  query: ParsedSearchQuery,
  siteId: number,
  branches: readonly BoxCellBranch[],
  floor: number,
  offset: number,
  limit: number,
  read: ListingRowsRead,
): Promise<{ rows: ListingRow[]; total: number }> {
  if (branches.length === 0) return { rows: [], total: 0 }
  const { field } = searchOrder(query.sort)
  const cells = [...new Set(branches.map((branch) => branch.cell))]
  const statuses = [...new Set(branches.map((branch) => branch.status))]
  // Every listing a box can find is in one of these cells with one of these statuses (see
  // boxCellPlan), so the count may say so: the cell indexes then serve it even without a status
  // filter. A box small enough is counted over its fine cells instead (migration 0006), reading
  // little more than its own listings.
  const countCells = query.bounding_box ? countCellKeys(query.bounding_box) : null
  const inCells = countCells
    ? sql<SqlBool>`listings.count_cell = any(${sql.lit(`{${countCells.join(',')}}`)}::int[]) and listings.listing_status in (${sql.join(statuses)})`
    : sql<SqlBool>`listings.search_cell in (${sql.join(cells.map((cell) => sql.lit(cell)))}) and listings.listing_status in (${sql.join(statuses)})`
  // The box in a form no index serves: the planner reads the cell indexes, not the GiST index.
  const counted = applySearchFilter(
    db.selectFrom('listings').select(sql<number>`1`.as('one')),
    query,
    siteId,
    'listings',
    { boxIndexed: false },
  )
    .where(inCells)
    .limit(RESULT_TOTAL_CAP)
  // A floor at the cap (cluster_cells' cells inside the box) makes counting needless.
  const total =
    floor >= RESULT_TOTAL_CAP
      ? sql<number>`${sql.lit(RESULT_TOTAL_CAP)}::int`
      : sql<number>`(select count(*)::int from (${counted}) as counted)`
  if (limit === 0) {
    const result = await sql<{ total: number }>`select ${total} as total`.execute(db)
    return { rows: [], total: Number(result.rows[0]?.total ?? 0) }
  }
  const scans = branches.map(
    ({ status, cell }) =>
      sql`(${applySearchFilter(
        db.selectFrom('listings').select(['listings.id', `listings.${field}`]),
        { ...query, filter: { ...query.filter, listing_status: { value: status } } },
        siteId,
        'listings',
        { boxIndexed: false },
      )
        .where(sql<SqlBool>`listings.search_cell = ${sql.lit(cell)}`)
        .orderBy(searchOrderBy(query.sort))
        .limit(offset + limit)})`,
  )
  return pageAndTotal(
    db,
    sql`with t as materialized (select ${total} as c)
    select (select c from t) as total,
      array_to_string(array(select u.id from (${sql.join(scans, sql` union all `)}) as u
        where (select c from t) > ${offset}
        order by ${searchOrderBy(query.sort, 'u')} limit ${limit} offset ${offset}), ',') as ids`,
    read,
  )
}

/**
 * A statement answering one row of `total` and `ids` (the page's listing ids, comma-separated, in
 * order), run with the rows of those listings read in the same statement: a round trip less per
 * search, which on PGlite is most of a small query's cost.
 */
async function pageAndTotal(
  db: Kysely<Database>,
  statement: RawBuilder<unknown>,
  read: ListingRowsRead,
): Promise<{ rows: ListingRow[]; total: number }> {
  const rows = withListingColumns(db.selectFrom('listings'), read).where(
    sql<SqlBool>`listings.id = any(string_to_array(page.ids, ',')::int[])`,
  )
  const result = await sql<{ total?: number | string; ids: string | null; rows: ListingRow[] | null }>`
    select page.*, (select json_agg(r) from (${rows}) as r) as rows from (${statement}) as page`.execute(db)
  const row = result.rows[0]
  const ids = row?.ids ? row.ids.split(',').map(Number) : []
  const byId = new Map((row?.rows ?? []).map((listing) => [listing.id, listing]))
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), total: Number(row?.total ?? 0) }
}

/** The rows of a page whose ids `ids` (a `searchPageIds` subquery) lists in order, in one statement. */
async function pageRows(db: Kysely<Database>, ids: RawBuilder<unknown>, read: ListingRowsRead) {
  return (await pageAndTotal(db, sql`select array_to_string(array(${ids}), ',') as ids`, read)).rows
}

/** The ids of a page, in the sort's order (a subquery for `pageRows`). */
function searchPageIds(
  db: Kysely<Database>,
  query: ParsedSearchQuery,
  siteId: number,
  offset: number,
  limit: number,
  boxIndexed: boolean,
): RawBuilder<unknown> {
  const status = query.filter.listing_status?.value
  const statuses = status === undefined ? [] : [...new Set(Array.isArray(status) ? status : [status])]
  const { field } = searchOrder(query.sort)
  const order = searchOrderBy(query.sort)
  if (!boxIndexed || !query.bounding_box) {
    if (statuses.length > 1) {
      // The sort indexes begin (market_id, listing_status): one ordered scan per status, merged,
      // returns the first pages without sorting every match (an IN list would).
      const branches = statuses.map(
        (one) =>
          sql`(${applySearchFilter(
            db.selectFrom('listings').select(['listings.id', `listings.${field}`]),
            { ...query, filter: { ...query.filter, listing_status: { value: one } } },
            siteId,
            'listings',
            { boxIndexed },
          )
            .orderBy(order)
            .limit(offset + limit)})`,
      )
      return sql`select u.id from (${sql.join(branches, sql` union all `)}) as u
        order by ${searchOrderBy(query.sort, 'u')} limit ${limit} offset ${offset}`
    }
  }
  return sql`${applySearchFilter(db.selectFrom('listings').select('listings.id'), query, siteId, 'listings', {
    boxIndexed,
  })
    .orderBy(order)
    .limit(limit)
    .offset(offset)}`
}

/**
 * A search's total without a box, as an expression: RESULT_TOTAL_CAP when cluster_cells proves the
 * market holds that many matches (then nothing is counted: the CASE reads the count only when the
 * floor is short), else the matches counted up to the cap.
 */
function cappedTotal(db: Kysely<Database>, query: ParsedSearchQuery, siteId: number): RawBuilder<number> {
  const capped = applySearchFilter(db.selectFrom('listings').select(sql<number>`1`.as('one')), query, siteId).limit(
    RESULT_TOTAL_CAP,
  )
  const counted = sql<number>`(select count(*)::int from (${capped}) as capped)`
  const floor = marketMatchFloorQuery(db, query)
  if (!floor) return counted
  return sql<number>`case when (${floor}) >= ${sql.lit(RESULT_TOTAL_CAP)} then ${sql.lit(RESULT_TOTAL_CAP)} else ${counted} end`
}

/**
 * How many listings match, counting no further than `cap` (RESULT_TOTAL_CAP), so a search
 * matching a million listings costs no more to count than one matching `cap`.
 */
export async function countListings(
  db: Kysely<Database>,
  query: ParsedSearchQuery,
  siteId: number,
  cap: number = RESULT_TOTAL_CAP,
): Promise<number> {
  const capped = applySearchFilter(db.selectFrom('listings').select(sql<number>`1`.as('one')), query, siteId).limit(cap)
  const row = await db
    .selectFrom(capped.as('capped'))
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow()
  return Number(row.total)
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

export type OpenHouseRow = Awaited<ReturnType<typeof findOpenHouses>>[number]

function agentQuery(db: Kysely<Database>) {
  return db
    .selectFrom('agents')
    .leftJoin('feeds', 'feeds.id', 'agents.feed_id')
    .select([
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
      'feeds.data_source_name',
    ])
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
