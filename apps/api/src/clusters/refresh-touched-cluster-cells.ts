import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { cellXSql, cellYSql, e7, latOf, lngOf } from './cluster-cell-sql.js'
import { GRID_DEFAULTS, rangeBox } from '../search/cluster-grid.js'

/** A finest-zoom (GRID_DEFAULTS.precomputedMaxZoom) cell of a market. */
export type FinestCell = { marketId: number; cx: number; cy: number }

const DIMENSIONS = sql.raw('market_id, listing_status, purchase_type, type, property_type')
const COLUMNS = sql.raw('listing_count, lat_e7_sum, lng_e7_sum, min_lat, max_lat, min_lng, max_lng')
/** Rows a VALUES list carries into the scratch table (7 parameters a row). */
const INSERT_CHUNK = 1000

/**
 * Recomputes cluster_cells for the finest cells `cells` (where listings were written) and their
 * ancestors at every coarser zoom, the same way refreshClusterCells computes all of them, and
 * marks the table fresh when `markFresh` (the caller knows nothing else wrote listings meanwhile).
 * The touched cells of every zoom go into a scratch table, so each level is two joined statements
 * that read only those cells (and, at the finest level, only the listings inside them through the
 * location index): 1,000 changed listings rewrite a few thousand cell rows, not every cell.
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
  const rows = touchedAtEveryZoom(cells)
  let written = 0
  await db.transaction().execute(async (trx) => {
    await sql`lock table listings in share mode`.execute(trx)
    await sql`create temporary table touched_cells (
      zoom smallint not null, market_id integer not null, cx integer not null, cy integer not null,
      west float8 not null, south float8 not null, east float8 not null, north float8 not null
    ) on commit drop`.execute(trx)
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      const values = rows
        .slice(i, i + INSERT_CHUNK)
        .map(
          (r) =>
            sql`(${r.zoom}::smallint, ${r.marketId}::int, ${r.cx}::int, ${r.cy}::int, ${r.west}::float8, ${r.south}::float8, ${r.east}::float8, ${r.north}::float8)`,
        )
      await sql`insert into touched_cells values ${sql.join(values)}`.execute(trx)
    }
    await sql`analyze touched_cells`.execute(trx)
    await sql`delete from cluster_cells c using touched_cells t
      where c.zoom = t.zoom and c.market_id = t.market_id and c.cx = t.cx and c.cy = t.cy`.execute(trx)
    const lat = latOf('l')
    const lng = lngOf('l')
    const finestResult = await sql`
      insert into cluster_cells (zoom, ${DIMENSIONS}, cx, cy, ${COLUMNS})
      select ${sql.lit(finest)}, ${DIMENSIONS}, cx, cy, count(*), sum(lat_e7), sum(lng_e7), min(lat), max(lat), min(lng), max(lng)
      from (
        select l.market_id, l.listing_status, l.purchase_type, l.type, l.property_type,
          ${cellXSql('l', finest)} as cx, ${cellYSql('l', finest)} as cy, t.cx as tx, t.cy as ty,
          ${e7(lat)} as lat_e7, ${e7(lng)} as lng_e7, ${lat} as lat, ${lng} as lng
        from touched_cells as t
        -- Lateral with offset 0 (which keeps the planner from flattening it): one location-index
        -- lookup per touched cell. A plain join pairs every touched cell with every listing of the
        -- market, filtering 4 million pairs for 1,000 cells of 5,000 listings. The market is
        -- checked outside, or the planner ANDs in a scan of a market_id index.
        cross join lateral (
          select * from listings as inside
          where inside.location <@ box(point(t.west, t.south), point(t.east, t.north))
            and inside.disclose_address
          offset 0
        ) as l
        where t.zoom = ${sql.lit(finest)} and l.market_id = t.market_id
      ) as located
      where cx = tx and cy = ty
      group by ${DIMENSIONS}, cx, cy`.execute(trx)
    written += Number(finestResult.numAffectedRows ?? 0)
    for (let zoom = finest - 1; zoom >= GRID_DEFAULTS.minZoom; zoom--) {
      const result = await sql`
        insert into cluster_cells (zoom, ${DIMENSIONS}, cx, cy, ${COLUMNS})
        select ${sql.lit(zoom)}, c.market_id, c.listing_status, c.purchase_type, c.type, c.property_type, t.cx, t.cy,
          sum(c.listing_count), sum(c.lat_e7_sum), sum(c.lng_e7_sum), min(c.min_lat), max(c.max_lat), min(c.min_lng), max(c.max_lng)
        from touched_cells as t
        join cluster_cells as c on c.zoom = ${sql.lit(zoom + 1)} and c.market_id = t.market_id
          and c.cx / 2 = t.cx and c.cy / 2 = t.cy
        where t.zoom = ${sql.lit(zoom)}
        group by c.market_id, c.listing_status, c.purchase_type, c.type, c.property_type, t.cx, t.cy`.execute(trx)
      written += Number(result.numAffectedRows ?? 0)
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

type TouchedRow = FinestCell & { zoom: number; west: number; south: number; east: number; north: number }

// Each touched cell and its ancestors (integer halving: cells nest), once per zoom, with the
// finest cells' rectangles a little wider (the database's floating point places listings in cells).
function touchedAtEveryZoom(cells: readonly FinestCell[]): TouchedRow[] {
  const rows: TouchedRow[] = []
  let level = distinct(cells)
  for (let zoom = GRID_DEFAULTS.precomputedMaxZoom; zoom >= GRID_DEFAULTS.minZoom; zoom--) {
    for (const cell of level) {
      const box = rangeBox({ x0: cell.cx, x1: cell.cx, y0: cell.cy, y1: cell.cy }, zoom)
      rows.push({
        ...cell,
        zoom,
        west: box.top_left.lng,
        south: box.bottom_right.lat,
        east: box.bottom_right.lng,
        north: box.top_left.lat,
      })
    }
    level = distinct(level.map((cell) => ({ marketId: cell.marketId, cx: cell.cx >> 1, cy: cell.cy >> 1 })))
  }
  return rows
}

function distinct(cells: readonly FinestCell[]): FinestCell[] {
  const seen = new Map<string, FinestCell>()
  for (const cell of cells) seen.set(`${cell.marketId}:${cell.cx}:${cell.cy}`, cell)
  return [...seen.values()]
}
