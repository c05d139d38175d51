import { RESULT_TOTAL_CAP, type BoundingBox } from '@idx/domain'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { whereCellDimensions, whereCellsIn } from '../search/cluster-cell-filters.js'
import { cellRange, cellsAcross } from '../search/cluster-grid.js'
import { boxMatchFloor, boxMatchFloorQuery, floorZoom } from './box-match-floor.js'
import type { ParsedSearchQuery } from '../search/parse-search-body.js'

// Large bounding boxes are read cell by cell (migration 0005): `listings.search_cell` is a
// listing's cell of the clustering grid at SEARCH_CELL_ZOOM, and every sort has an index
// (market_id, listing_status, search_cell, sort column, id) over the listings that show their
// address. A box is then one short ordered scan per (status, cell) it touches, merged: a page
// costs about as many index entries as the page's position, not that divided by the box's share
// of the market (a walk of the market's sort index), nor every listing in the box (the GiST scan).

/** Zoom of the grid `search_cell` is computed at: 2^8 = 256 cells across the world. */
export const SEARCH_CELL_ZOOM = 6
const SEARCH_CELLS_ACROSS = 256

/**
 * Boxes narrower than this (degrees of longitude) are never read cell by cell: they hold few
 * listings, and a cell (about 1.4 degrees) would hold mostly listings outside them.
 */
export const CELL_SEARCH_MIN_DEGREES = 0.1

/**
 * With fresh cluster_cells, a box is read cell by cell when its cells hold at most this many times
 * the listings the box does (a btree entry costs about a third of a GiST one), or when the box
 * alone holds RESULT_TOTAL_CAP (the location index would stop counting there, and its page would
 * need a walk of the market's sort index). Without fresh cells, from CELL_SEARCH_STALE_MIN_DEGREES.
 */
export const CELL_SEARCH_MAX_SPREAD = 3
export const CELL_SEARCH_STALE_MIN_DEGREES = 0.5

/** Most (status, cell) scans merged in one query; a box needing more takes the other paths. */
export const CELL_SEARCH_MAX_BRANCHES = 96

/**
 * Zoom of the finer grid `count_cell` is computed at (migration 0006): 2^13 = 8192 cells across
 * the world, about 0.044 degrees of longitude. A cell search counts its box's matches over these
 * cells when they are few enough, reading about the box's own listings rather than its
 * `search_cell` cells' (up to 1.4 degrees wide).
 */
export const COUNT_CELL_ZOOM = 11
const COUNT_CELLS_ACROSS = cellsAcross(COUNT_CELL_ZOOM)

/** Most fine cells a count is spread over (one index descent each); a larger box counts by `search_cell`. */
export const COUNT_CELLS_MAX = 600

/** One ordered scan of a cell search: the listings of a status in a cell. */
export type BoxCellBranch = { status: string; cell: number }

/**
 * How a box is read: its cell scans (null: not cell by cell), and the floor under its total
 * (boxMatchFloor's, see box-match-floor.ts; 0 when cluster_cells cannot tell).
 */
export type BoxCellPlan = { branches: BoxCellBranch[] | null; floor: number }

/** The `search_cell` of grid cell (cx, cy) (migration 0005: x * 256 + y). */
export function searchCellKey(cx: number, cy: number): number {
  return cx * SEARCH_CELLS_ACROSS + cy
}

/**
 * The `count_cell` keys of every fine cell the box touches (widened a hair, as for search cells),
 * or null when there are more than COUNT_CELLS_MAX.
 */
export function countCellKeys(box: BoundingBox): number[] | null {
  const range = cellRange(widened(box), COUNT_CELL_ZOOM)
  const cells = (range.x1 - range.x0 + 1) * (range.y1 - range.y0 + 1)
  if (cells > COUNT_CELLS_MAX) return null
  const keys: number[] = []
  for (let cx = range.x0; cx <= range.x1; cx++) {
    for (let cy = range.y0; cy <= range.y1; cy++) keys.push(cx * COUNT_CELLS_ACROSS + cy)
  }
  return keys
}

// The database assigns listings to cells with its own floating-point functions: the cells looked
// at reach a hair past the box, so a listing on the box's edge is never in an unlisted cell.
const EDGE_MARGIN = 1e-6

function widened(box: BoundingBox): BoundingBox {
  return {
    top_left: { lat: box.top_left.lat + EDGE_MARGIN, lng: box.top_left.lng - EDGE_MARGIN },
    bottom_right: { lat: box.bottom_right.lat - EDGE_MARGIN, lng: box.bottom_right.lng + EDGE_MARGIN },
  }
}

function statusesOf(query: ParsedSearchQuery): string[] {
  const value = query.filter.listing_status?.value
  return value === undefined ? [] : [...new Set((Array.isArray(value) ? value : [value]).map(String))]
}

/**
 * The (status, cell) scans a cell search of this query's box needs (null when the box is not
 * read cell by cell), and the floor under its total, in one round trip. Not cell by cell: none, a narrow one, one whose cells hold many more listings than it does
 * (CELL_SEARCH_MAX_SPREAD), too many scans, or no status filter while cluster_cells is stale. With
 * fresh cluster_cells, only cells and statuses that hold listings matching the filter's
 * precomputed dimensions; otherwise every cell the box touches, for each status of the filter. An
 * empty list means nothing in the box matches.
 *
 * @example
 * await boxCellPlan(db, { ...query, bounding_box: wholeMetro })
 * // { branches: [{ status: 'Active', cell: 13498 }, { status: 'Active', cell: 13499 }, ...], floor: 13875 }
 */
export async function boxCellPlan(db: Kysely<Database>, query: ParsedSearchQuery): Promise<BoxCellPlan> {
  const box = query.bounding_box
  if (!box) return { branches: null, floor: 0 }
  const width = box.bottom_right.lng - box.top_left.lng
  if (width < CELL_SEARCH_MIN_DEGREES) return { branches: null, floor: await boxMatchFloor(db, query) }
  const range = cellRange(widened(box), SEARCH_CELL_ZOOM)
  const occupied = whereCellDimensions(
    whereCellsIn(
      db
        .selectFrom('cluster_cells')
        .select(['cx', 'cy', 'listing_status', sql<string>`sum(listing_count)`.as('listings')]),
      SEARCH_CELL_ZOOM,
      query.market_id,
      range,
    ),
    query.filter,
  )
    // Only cells whose listings (of these dimensions) reach into the box: a cell the box grazes,
    // its listings all beyond the edge, would otherwise be read whole to find nothing.
    .where('max_lat', '>=', box.bottom_right.lat)
    .where('min_lat', '<=', box.top_left.lat)
    .where('max_lng', '>=', box.top_left.lng)
    .where('min_lng', '<=', box.bottom_right.lng)
    .groupBy(['cx', 'cy', 'listing_status'])
    .limit(CELL_SEARCH_MAX_BRANCHES + 1)
  // About how many listings of the filter's dimensions the box holds: its finer cells' counts.
  const zoom = floorZoom(box)
  const fine = cellRange(box, zoom)
  const estimate = whereCellDimensions(
    whereCellsIn(
      db.selectFrom('cluster_cells').select(sql<string>`coalesce(sum(listing_count), 0)`.as('estimate')),
      zoom,
      query.market_id,
      fine,
    ),
    query.filter,
  )
  const floorQuery = boxMatchFloorQuery(db, query)
  const floorSql = floorQuery ? sql<number>`(${floorQuery})` : sql<number>`0`
  // One round trip: whether the cells are fresh, and if so the floor, the estimate and the occupied cells.
  const result = await sql<{
    stale: boolean
    floor: number | string | null
    estimate: number | string | null
    cx: number | null
    cy: number | null
    listing_status: string | null
    listings: number | string | null
  }>`
    select s.stale, ${floorSql} as floor, (${estimate}) as estimate, c.cx, c.cy, c.listing_status, c.listings
    from cluster_cells_state s
    left join lateral (${occupied}) c on not s.stale
    where s.id = 1`.execute(db)
  const fresh = result.rows.length > 0 && result.rows.every((row) => !row.stale)
  if (fresh) {
    const branches: BoxCellBranch[] = []
    let inCells = 0
    for (const row of result.rows) {
      if (row.cx === null || row.cy === null || row.listing_status === null) continue
      branches.push({ status: row.listing_status, cell: searchCellKey(row.cx, row.cy) })
      inCells += Number(row.listings ?? 0)
    }
    const floor = Number(result.rows[0]?.floor ?? 0)
    if (branches.length > CELL_SEARCH_MAX_BRANCHES) return { branches: null, floor }
    const inBox = Number(result.rows[0]?.estimate ?? 0)
    if (inBox < RESULT_TOTAL_CAP && inCells > CELL_SEARCH_MAX_SPREAD * inBox) return { branches: null, floor }
    return { branches, floor }
  }
  const statuses = statusesOf(query)
  const cells = (range.x1 - range.x0 + 1) * (range.y1 - range.y0 + 1)
  // Stale cells prove no floor.
  if (width < CELL_SEARCH_STALE_MIN_DEGREES) return { branches: null, floor: 0 }
  if (statuses.length === 0 || cells * statuses.length > CELL_SEARCH_MAX_BRANCHES) return { branches: null, floor: 0 }
  const branches: BoxCellBranch[] = []
  for (const status of statuses) {
    for (let cx = range.x0; cx <= range.x1; cx++) {
      for (let cy = range.y0; cy <= range.y1; cy++) branches.push({ status, cell: searchCellKey(cx, cy) })
    }
  }
  return { branches, floor: 0 }
}
