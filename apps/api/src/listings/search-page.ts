import { RESULT_TOTAL_CAP } from '@idx/domain'
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely'
import type { Database } from '../db/schema.js'
import { withListingColumns, type ListingRow, type ListingRowsRead } from './listings.repository.js'
import { MAX_INTEGER_ID } from '../http/resource-id.js'
import { marketMatchFloorQuery } from './box-match-floor.js'
import { boxCellPlan, countCellKeys, type BoxCellBranch } from './box-cells.js'
import { applySearchFilter, type ParsedSearchQuery, type SearchScope } from '../search/filter-sql.js'
import { searchOrderBy, searchOrderColumns } from '../search/search-order.js'

// The search engine: a page of listings in sort order and the capped total, for the search routes
// and (later) saved-search alerts. It reads the listings' rows through the listings repository.

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
    const columns = searchOrderColumns(query.sort).map((column) => `listings.${column}` as const)
    const matching = applySearchFilter(
      db.selectFrom('listings').select(['listings.id', ...columns]),
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
 * One page of a search inside a collection and its total, in one statement: the collection's
 * listings still in the feed (any status) that the scope's place (box, drawn shape) holds, in the
 * order they were added, oldest first (as the collection's `property_ids`), ties by id. No sort, no
 * other filter (collection-search-scope.ts), so a hidden price is neither matched nor ordered by.
 * The total is exact (a collection is small): `meta.total` of the count with page size 1.
 */
export async function collectionSearchPage(
  db: Kysely<Database>,
  scope: SearchScope & { in_collection: number },
  siteId: number,
  page: { number: number; size: number },
  read: ListingRowsRead = 'full',
): Promise<{ rows: ListingRow[]; total: number }> {
  const matching = applySearchFilter(db.selectFrom('listings').select('listings.id'), scope, siteId)
  // A page number past any collection (the body's has no upper bound) stays a valid SQL offset.
  const offset = Math.min((page.number - 1) * page.size, MAX_INTEGER_ID)
  return pageAndTotal(
    db,
    sql`with m as materialized (${matching})
    select (select count(*)::int from m) as total,
      array_to_string(array(select cl.listing_id from collection_listings cl join m on m.id = cl.listing_id
        where cl.collection_id = ${scope.in_collection}
        order by cl.created_at, cl.listing_id limit ${page.size} offset ${offset}), ',') as ids`,
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
  const columns = searchOrderColumns(query.sort).map((column) => `listings.${column}` as const)
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
        db.selectFrom('listings').select(['listings.id', ...columns]),
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
  const columns = searchOrderColumns(query.sort).map((column) => `listings.${column}` as const)
  const order = searchOrderBy(query.sort)
  if (!boxIndexed || !query.bounding_box) {
    if (statuses.length > 1) {
      // The sort indexes begin (market_id, listing_status): one ordered scan per status, merged,
      // returns the first pages without sorting every match (an IN list would).
      const branches = statuses.map(
        (one) =>
          sql`(${applySearchFilter(
            db.selectFrom('listings').select(['listings.id', ...columns]),
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
