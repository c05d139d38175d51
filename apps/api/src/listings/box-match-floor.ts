import type { BoundingBox } from '@idx/domain'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { PRECOMPUTED_FILTER_FIELDS, whereCellDimensions, whereCellsIn } from '../search/cluster-cell-filters.js'
import { cellRange, cellsAcross, GRID_DEFAULTS, mercatorX } from '../search/cluster-grid.js'
import type { ParsedSearchQuery } from '../search/parse-search-body.js'

// Counting a dense box's matches up to the 10,000 cap means reading 10,000 index entries (about
// 15 ms on a million listings), only to learn that the total is capped. cluster_cells already holds
// exact per-cell counts by status, purchase type, type and property type, with each cell's extent:
// the cells whose listings all lie inside the box add up to a floor under the box's total. When
// that floor reaches the cap, the count is known without reading a listing.

/** Cells about this many times narrower than the box: fine enough to cover most of it. */
const CELLS_ACROSS_BOX = 8

/** Boxes narrower than this (degrees of longitude) never hold a capped total in practice. */
const MIN_BOX_DEGREES = 0.1

/** The zoom whose cells are about CELLS_ACROSS_BOX times narrower than the box. */
export function floorZoom(box: BoundingBox): number {
  const width = mercatorX(box.bottom_right.lng) - mercatorX(box.top_left.lng)
  const across = Math.log2(CELLS_ACROSS_BOX / width) - Math.log2(cellsAcross(0))
  return Math.min(GRID_DEFAULTS.precomputedMaxZoom, Math.max(GRID_DEFAULTS.minZoom, Math.ceil(across)))
}

/**
 * A number of listings the search is sure to match (0 when cluster_cells cannot tell: no box, a
 * small box, a filter on anything but the precomputed dimensions, or cells stale since a write).
 *
 * @example
 * await boxMatchFloor(db, { ...query, bounding_box: wholeMetro }) // 13875
 */
export async function boxMatchFloor(db: Kysely<Database>, query: ParsedSearchQuery): Promise<number> {
  const floor = boxMatchFloorQuery(db, query)
  if (!floor) return 0
  const row = await floor.executeTakeFirst()
  return Number(row?.floor ?? 0)
}

/**
 * The query of `boxMatchFloor` (one row, `floor`), to run on its own or as a scalar subquery of
 * another statement; undefined when cluster_cells cannot tell (the floor is then 0).
 */
export function boxMatchFloorQuery(db: Kysely<Database>, query: ParsedSearchQuery) {
  const box = query.bounding_box
  if (!box || box.bottom_right.lng - box.top_left.lng < MIN_BOX_DEGREES) return undefined
  const allowed: readonly string[] = PRECOMPUTED_FILTER_FIELDS
  if (!Object.keys(query.filter).every((field) => allowed.includes(field))) return undefined
  const zoom = floorZoom(box)
  const range = cellRange(box, zoom)
  const cells = whereCellsIn(
    db.selectFrom('cluster_cells').select(sql<string>`coalesce(sum(listing_count), 0)`.as('floor')),
    zoom,
    query.market_id,
    range,
  )
    // `location <@ box` includes the edges, and so do these.
    .where('min_lat', '>=', box.bottom_right.lat)
    .where('max_lat', '<=', box.top_left.lat)
    .where('min_lng', '>=', box.top_left.lng)
    .where('max_lng', '<=', box.bottom_right.lng)
    .where(sql<boolean>`(select not s.stale from cluster_cells_state s where s.id = 1)`)
  return whereCellDimensions(cells, query.filter)
}

/**
 * The same floor for a search without a box: the market's listings of the filter's precomputed
 * dimensions in cluster_cells (zoom 0 holds every located listing that shows its address, so
 * this is at most the search's total). One row, `floor`; undefined when the cells cannot tell.
 */
export function marketMatchFloorQuery(db: Kysely<Database>, query: ParsedSearchQuery) {
  if (query.bounding_box) return undefined
  const allowed: readonly string[] = PRECOMPUTED_FILTER_FIELDS
  if (!Object.keys(query.filter).every((field) => allowed.includes(field))) return undefined
  const cells = db
    .selectFrom('cluster_cells')
    .select(sql<string>`coalesce(sum(listing_count), 0)`.as('floor'))
    .where('zoom', '=', GRID_DEFAULTS.minZoom)
    .where('market_id', '=', query.market_id)
    .where(sql<boolean>`(select not s.stale from cluster_cells_state s where s.id = 1)`)
  return whereCellDimensions(cells, query.filter)
}
