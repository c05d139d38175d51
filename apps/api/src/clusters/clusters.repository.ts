import { SEARCH_RANGE_FIELDS, SEARCH_VALUE_FIELDS, type BoundingBox } from '@idx/domain'
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely'
import type { Database } from '../db/schema.js'
import { searchCondition, type SearchScope } from '../search/filter-sql.js'
import { cellXSql, cellYSql, e7, latOf, lngOf } from './cluster-cell-sql.js'
import { GRID_DEFAULTS, type CellRange } from '../search/cluster-grid.js'
import { PRECOMPUTED_FILTER_FIELDS, whereCellDimensions, whereCellsIn } from '../search/cluster-cell-filters.js'

/**
 * What clusters are computed for: a parsed search scope (market resolved), a zoom and its cells.
 * Inside a collection (`in_collection`) the market is null: the collection's listings in any of the
 * site's markets.
 */
export type ClusterScope = Omit<SearchScope, 'market_id'> & { market_id: number | null }

/** One grid cell's aggregate, the same from either path. */
export type ClusterCellRow = {
  cx: number
  cy: number
  listing_count: number
  /** Sums of coordinates in 1e-7 degrees (exact integers below 2^53). */
  lat_e7_sum: number
  lng_e7_sum: number
  min_lat: number
  max_lat: number
  min_lng: number
  max_lng: number
}

/** A listing of a small cluster, with the cell it falls in. */
export type ClusterListingRow = {
  id: number
  cx: number
  cy: number
  lat: number
  lng: number
  price_in_dollars: number | null
  disclose_price: boolean
  /** A password-protected listing: its marker shows no price, as its card and detail do. */
  password_protected: boolean
  listing_status: string
  title: string
  subtitle: string | null
  mls_number: string | null
  listing_broker: string | null
  photo_count: number
  slug: string
}

/**
 * Whether cluster_cells can answer this request: a precomputed zoom and a filter of equality
 * dimensions only (no ranges, ids, zips, cities, suggestions or shapes). Freshness is checked
 * separately (`clusterCellsFresh`).
 */
export function precomputedPathServes(scope: ClusterScope, zoom: number): boolean {
  // cluster_cells counts a market's listings; a collection's few are grouped live.
  if (zoom > GRID_DEFAULTS.precomputedMaxZoom || scope.market_id === null || scope.in_collection !== undefined)
    return false
  const allowed: readonly string[] = PRECOMPUTED_FILTER_FIELDS
  return Object.keys(scope.filter).every((field) => allowed.includes(field))
}

/** True when cluster_cells was refreshed after the last write to listings. */
export async function clusterCellsFresh(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('cluster_cells_state').select('stale').where('id', '=', 1).executeTakeFirst()
  return row !== undefined && !row.stale
}

/**
 * Grid cells computed live: a GROUP BY over the listings that match the search (filters and box:
 * the search's own condition, so the cells add up to the search's total), each assigned to its
 * cell by the same SQL the refresh uses. A cell the box cuts counts only its listings inside the box.
 */
export async function liveClusterCells(
  db: Kysely<Database>,
  scope: ClusterScope & { bounding_box: BoundingBox },
  siteId: number,
  zoom: number,
): Promise<ClusterCellRow[]> {
  return groupIntoCells(db, searchCondition(scope, siteId, 'l'), zoom)
}

/** The cells of the listings `condition` (over alias `l`) selects, with count, sums and extent. */
async function groupIntoCells(
  db: Kysely<Database>,
  condition: RawBuilder<SqlBool>,
  zoom: number,
): Promise<ClusterCellRow[]> {
  const lat = latOf('l')
  const lng = lngOf('l')
  const result = await sql<ClusterCellRow>`
    select cx, cy, count(*)::int as listing_count,
      sum(lat_e7)::float8 as lat_e7_sum, sum(lng_e7)::float8 as lng_e7_sum,
      min(lat) as min_lat, max(lat) as max_lat, min(lng) as min_lng, max(lng) as max_lng
    from (
      select ${cellXSql('l', zoom)} as cx, ${cellYSql('l', zoom)} as cy,
        ${e7(lat)} as lat_e7, ${e7(lng)} as lng_e7, ${lat} as lat, ${lng} as lng
      from listings as l
      where ${condition} and l.disclose_address
    ) as located
    group by cx, cy
    order by cy, cx`.execute(db)
  return result.rows
}

/**
 * Where a cell's listings lie against the box, from their extent: all 'inside' (edges included,
 * as `location <@ box`), all 'outside', or 'cut' by the box's edge (some may lie either side).
 */
export function cellAgainstBox(cell: ClusterCellRow, box: BoundingBox): 'inside' | 'cut' | 'outside' {
  const { top_left: nw, bottom_right: se } = box
  if (cell.max_lat < se.lat || cell.min_lat > nw.lat || cell.max_lng < nw.lng || cell.min_lng > se.lng) {
    return 'outside'
  }
  const inside = cell.min_lat >= se.lat && cell.max_lat <= nw.lat && cell.min_lng >= nw.lng && cell.max_lng <= se.lng
  return inside ? 'inside' : 'cut'
}

/**
 * Precomputed cells the box's edge cuts, counted again live over their listings inside the box
 * only: a GiST probe per cell's extent (batched), then the search's condition. Cells left with no
 * listing inside the box are left out.
 */
export async function clippedClusterCells(
  db: Kysely<Database>,
  scope: ClusterScope & { bounding_box: BoundingBox },
  siteId: number,
  zoom: number,
  cells: readonly ClusterCellRow[],
): Promise<ClusterCellRow[]> {
  const condition = searchCondition(scope, siteId, 'l')
  const rows: ClusterCellRow[] = []
  for (let i = 0; i < cells.length; i += CELLS_PER_LISTINGS_QUERY) {
    const some = cells.slice(i, i + CELLS_PER_LISTINGS_QUERY)
    const cx = cellXSql('l', zoom)
    const cy = cellYSql('l', zoom)
    rows.push(
      ...(await groupIntoCells(
        db,
        sql<SqlBool>`${condition} and (${extentsOf(some, 'l')}) and ${inCells(cx, cy, some)}`,
        zoom,
      )),
    )
  }
  return rows
}

/** Listings of `alias` inside any of the cells' extents (one GiST arm per cell). */
function extentsOf(cells: readonly ClusterCellRow[], alias: string): RawBuilder<SqlBool> {
  const extents = cells.map(
    (cell) =>
      sql<SqlBool>`${sql.ref(`${alias}.location`)} <@ box(point(${cell.min_lng}::float8, ${cell.min_lat}::float8), point(${cell.max_lng}::float8, ${cell.max_lat}::float8))`,
  )
  return sql<SqlBool>`${sql.join(extents, sql` or `)}`
}

/** Grid cells read from cluster_cells (call only when `precomputedPathServes` and fresh). */
export async function precomputedClusterCells(
  db: Kysely<Database>,
  scope: ClusterScope,
  zoom: number,
  range: CellRange,
): Promise<ClusterCellRow[]> {
  if (scope.market_id === null) throw new Error('cluster_cells answers a market: check precomputedPathServes first')
  const query = db
    .selectFrom('cluster_cells')
    .select([
      'cx',
      'cy',
      sql<number>`sum(listing_count)::int`.as('listing_count'),
      sql<number>`sum(lat_e7_sum)::float8`.as('lat_e7_sum'),
      sql<number>`sum(lng_e7_sum)::float8`.as('lng_e7_sum'),
      sql<number>`min(min_lat)`.as('min_lat'),
      sql<number>`max(max_lat)`.as('max_lat'),
      sql<number>`min(min_lng)`.as('min_lng'),
      sql<number>`max(max_lng)`.as('max_lng'),
    ])
  return whereCellDimensions(whereCellsIn(query, zoom, scope.market_id, range), scope.filter)
    .groupBy(['cx', 'cy'])
    .orderBy('cy')
    .orderBy('cx')
    .execute()
}

/** What the candidates of `clusterListings` carry: every column a search filter reads, and the output. */
const CANDIDATE_COLUMNS = [
  ...new Set([
    ...SEARCH_RANGE_FIELDS,
    ...SEARCH_VALUE_FIELDS,
    // A price bound reads the public price (src/search/public-price.ts).
    'search_price',
    'market_id',
    'location',
    'disclose_address',
    'disclose_price',
    'password_hash',
    'title',
    'subtitle',
    'mls_number',
    'listing_broker',
    'photo_count',
    'slug',
  ] as const),
]

// One integer per cell: at zoom 22 there are 2^24 cells across, so x * 2^24 + y is unique (< 2^48).
const CELL_KEY_FACTOR = 2 ** 24
function cellKey(cx: number, cy: number): number {
  return cx * CELL_KEY_FACTOR + cy
}

/** Cells per listings query: each adds an arm to a GiST BitmapOr. */
const CELLS_PER_LISTINGS_QUERY = 100

/** The columns of a small cluster's listing, from `alias` (cells given as expressions). */
function listingColumns(alias: string, cx: RawBuilder<number>, cy: RawBuilder<number>) {
  const col = <C extends string>(name: C) => sql.ref<never>(`${alias}.${name}`).as(name)
  return [
    col('id'),
    cx.as('cx'),
    cy.as('cy'),
    latOf(alias).as('lat'),
    lngOf(alias).as('lng'),
    col('price_in_dollars'),
    col('disclose_price'),
    sql<boolean>`${sql.ref(`${alias}.password_hash`)} is not null`.as('password_protected'),
    col('listing_status'),
    col('title'),
    col('subtitle'),
    col('mls_number'),
    col('listing_broker'),
    col('photo_count'),
    col('slug'),
  ]
}

/** Only listings of these cells: a constant array of cell keys (hashed by PostgreSQL). */
function inCells(cx: RawBuilder<number>, cy: RawBuilder<number>, cells: readonly ClusterCellRow[]) {
  const keys = sql.join(cells.map((cell) => sql.lit(cellKey(cell.cx, cell.cy))))
  return sql<SqlBool>`${cx}::int8 * ${sql.lit(CELL_KEY_FACTOR)} + ${cy} = any(array[${keys}]::int8[])`
}

/**
 * The matching listings inside the box of the given cells (small clusters), ordered by id.
 * 'one-scan': one scan of the box, planned like the live GROUP BY (cheap when the box holds few
 * listings); 'by-cell': each cell's extent (the rectangle its listings span), a GiST probe per
 * cell. Either way only listings of the given cells come back, so both give the same rows.
 */
export async function clusterListings(
  db: Kysely<Database>,
  scope: ClusterScope & { bounding_box: BoundingBox },
  siteId: number,
  zoom: number,
  cells: readonly ClusterCellRow[],
  how: 'one-scan' | 'by-cell',
): Promise<ClusterListingRow[]> {
  if (how === 'one-scan') {
    const cx = cellXSql('l', zoom)
    const cy = cellYSql('l', zoom)
    // Which listings first (an index-only scan of listings_location_covering when the filter uses
    // only the columns it carries), then the few columns shown, for those listings alone.
    const found = await db
      .selectFrom('listings as l')
      .select(['l.id', cx.as('cx'), cy.as('cy')])
      .where(searchCondition(scope, siteId, 'l'))
      .where('l.disclose_address', '=', true)
      .where(inCells(cx, cy, cells))
      .orderBy('l.id')
      .execute()
    if (found.length === 0) return []
    const rows = await db
      .selectFrom('listings as l')
      .select(listingColumns('l', sql<number>`0`, sql<number>`0`))
      // One parameter, however many listings (a list of parameters is slow to parse and plan).
      .where(sql<SqlBool>`l.id = any(string_to_array(${found.map((row) => row.id).join(',')}, ',')::int[])`)
      .execute()
    const byId = new Map((rows as ClusterListingRow[]).map((row) => [row.id, row]))
    return found.flatMap(({ id, cx: x, cy: y }) => {
      const row = byId.get(id)
      return row ? [{ ...row, cx: x, cy: y }] : []
    })
  }
  const condition = searchCondition(scope, siteId, 'l')
  const rows: ClusterListingRow[] = []
  for (let i = 0; i < cells.length; i += CELLS_PER_LISTINGS_QUERY) {
    const some = cells.slice(i, i + CELLS_PER_LISTINGS_QUERY)
    // The extents go first, in a materialised CTE that also computes each candidate's cell once:
    // with an OR of boxes the planner would otherwise often prefer a status or price index and
    // read the whole market instead of a few GiST probes.
    const found = await db
      .with(
        (cte) => cte('l').materialized(),
        (qb) =>
          qb
            .selectFrom('listings as c')
            .select([...CANDIDATE_COLUMNS, cellXSql('c', zoom).as('cx'), cellYSql('c', zoom).as('cy')])
            .where(sql<SqlBool>`(${extentsOf(some, 'c')})`),
      )
      .selectFrom('l')
      .select(listingColumns('l', sql.ref('l.cx'), sql.ref('l.cy')))
      .where(inCells(sql.ref('l.cx'), sql.ref('l.cy'), some))
      .where(condition)
      .where('l.disclose_address', '=', true)
      .execute()
    rows.push(...(found as ClusterListingRow[]))
  }
  return rows.sort((a, b) => a.id - b.id)
}
