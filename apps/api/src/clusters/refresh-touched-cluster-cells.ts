import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { Database } from '../db/schema.js'
import { cellXSql, cellYSql, e7, latOf, lngOf } from './cluster-cell-sql.js'
import { GRID_DEFAULTS, rangeBox } from './cluster-grid.js'

/** A finest-zoom (GRID_DEFAULTS.precomputedMaxZoom) cell of a market. */
export type FinestCell = { marketId: number; cx: number; cy: number }

const DIMENSIONS = sql.raw('market_id, listing_status, purchase_type, type, property_type')
const COLUMNS = sql.raw('listing_count, lat_e7_sum, lng_e7_sum, min_lat, max_lat, min_lng, max_lng')
/** Cells recomputed a statement: each adds a box to the listings' location scan. */
const CHUNK = 200

/**
 * Recomputes cluster_cells for the finest cells `cells` (where listings were written) and their
 * ancestors at every coarser zoom, the same way refreshClusterCells computes all of them, and
 * marks the table fresh when `markFresh` (the caller knows nothing else wrote listings meanwhile).
 * After an incremental import of a few hundred listings this touches a few thousand cell rows
 * instead of rebuilding every cell.
 *
 * @example
 * await refreshTouchedClusterCells(db, [{ marketId: 1, cx: 7503, cy: 13540 }], { markFresh: true })
 */
export async function refreshTouchedClusterCells(
  db: Kysely<Database>,
  cells: readonly FinestCell[],
  options: { markFresh: boolean },
): Promise<{ cells: number }> {
  const finest = GRID_DEFAULTS.precomputedMaxZoom
  let level = distinct(cells)
  let written = 0
  await db.transaction().execute(async (trx) => {
    await sql`lock table listings in share mode`.execute(trx)
    for (let i = 0; i < level.length; i += CHUNK) {
      const chunk = level.slice(i, i + CHUNK)
      await sql`delete from cluster_cells where zoom = ${sql.lit(finest)} and (market_id, cx, cy) in (${cellValues(chunk)})`.execute(
        trx,
      )
      const lat = latOf('l')
      const lng = lngOf('l')
      const boxes = sql.join(
        chunk.map((cell) => sql`l.location <@ ${cellBox(cell, finest)}`),
        sql` or `,
      )
      const result = await sql`
        insert into cluster_cells (zoom, ${DIMENSIONS}, cx, cy, ${COLUMNS})
        select ${sql.lit(finest)}, ${DIMENSIONS}, cx, cy, count(*), sum(lat_e7), sum(lng_e7), min(lat), max(lat), min(lng), max(lng)
        from (
          select l.market_id, l.listing_status, l.purchase_type, l.type, l.property_type,
            ${cellXSql('l', finest)} as cx, ${cellYSql('l', finest)} as cy,
            ${e7(lat)} as lat_e7, ${e7(lng)} as lng_e7, ${lat} as lat, ${lng} as lng
          from listings as l
          where l.location is not null and l.disclose_address and (${boxes})
        ) as located
        where (market_id, cx, cy) in (${cellValues(chunk)})
        group by ${DIMENSIONS}, cx, cy`.execute(trx)
      written += Number(result.numAffectedRows ?? 0)
    }
    for (let zoom = finest - 1; zoom >= GRID_DEFAULTS.minZoom; zoom--) {
      level = distinct(level.map((cell) => ({ marketId: cell.marketId, cx: cell.cx >> 1, cy: cell.cy >> 1 })))
      for (let i = 0; i < level.length; i += CHUNK) {
        const chunk = level.slice(i, i + CHUNK)
        await sql`delete from cluster_cells where zoom = ${sql.lit(zoom)} and (market_id, cx, cy) in (${cellValues(chunk)})`.execute(
          trx,
        )
        const result = await sql`
          insert into cluster_cells (zoom, ${DIMENSIONS}, cx, cy, ${COLUMNS})
          select ${sql.lit(zoom)}, c.market_id, c.listing_status, c.purchase_type, c.type, c.property_type, p.cx, p.cy,
            sum(c.listing_count), sum(c.lat_e7_sum), sum(c.lng_e7_sum), min(c.min_lat), max(c.max_lat), min(c.min_lng), max(c.max_lng)
          from (values ${cellValues(chunk)}) as p (market_id, cx, cy)
          join cluster_cells as c on c.zoom = ${sql.lit(zoom + 1)} and c.market_id = p.market_id
            and c.cx in (p.cx * 2, p.cx * 2 + 1) and c.cy in (p.cy * 2, p.cy * 2 + 1)
          group by c.market_id, c.listing_status, c.purchase_type, c.type, c.property_type, p.cx, p.cy`.execute(trx)
        written += Number(result.numAffectedRows ?? 0)
      }
    }
    if (options.markFresh) {
      await trx
        .updateTable('cluster_cells_state')
        .set({ stale: false, refreshed_at: new Date() })
        .where('id', '=', 1)
        .execute()
    }
  })
  return { cells: written }
}

function distinct(cells: readonly FinestCell[]): FinestCell[] {
  const seen = new Map<string, FinestCell>()
  for (const cell of cells) seen.set(`${cell.marketId}:${cell.cx}:${cell.cy}`, cell)
  return [...seen.values()]
}

function cellValues(cells: readonly FinestCell[]): RawBuilder<unknown> {
  return sql.join(cells.map((cell) => sql`(${sql.lit(cell.marketId)}, ${sql.lit(cell.cx)}, ${sql.lit(cell.cy)})`))
}

// The cell's rectangle, a little wider (the database's own floating point places listings in cells).
function cellBox(cell: FinestCell, zoom: number): RawBuilder<unknown> {
  const box = rangeBox({ x0: cell.cx, x1: cell.cx, y0: cell.cy, y1: cell.cy }, zoom)
  return sql`box(point(${sql.lit(box.top_left.lng)}::float8, ${sql.lit(box.bottom_right.lat)}::float8), point(${sql.lit(box.bottom_right.lng)}::float8, ${sql.lit(box.top_left.lat)}::float8))`
}
