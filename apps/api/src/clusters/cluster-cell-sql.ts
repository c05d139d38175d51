import { sql, type RawBuilder } from 'kysely'
import { cellsAcross, MERCATOR_MAX_LAT } from '../search/cluster-grid.js'

// The SQL that puts a listing in a grid cell, shared by the live GROUP BY and the refresh of
// cluster_cells, so both paths assign every listing to the same cell. Literals, not parameters:
// the same text plans the same way on both engines. `location` is point(longitude, latitude).

const maxLat = sql.lit(MERCATOR_MAX_LAT)

/** The listing's longitude, from its location point. */
export function lngOf(alias: string): RawBuilder<number> {
  return sql<number>`${sql.ref(`${alias}.location`)}[0]`
}

/** The listing's latitude, from its location point. */
export function latOf(alias: string): RawBuilder<number> {
  return sql<number>`${sql.ref(`${alias}.location`)}[1]`
}

function clampedCell(fraction: RawBuilder<number>, zoom: number): RawBuilder<number> {
  const across = cellsAcross(zoom)
  return sql<number>`least(greatest(floor(${fraction} * ${sql.lit(across)}::float8), 0), ${sql.lit(across - 1)})::int`
}

/** The cell column (x, eastwards) of `alias`'s location at a zoom level. */
export function cellXSql(alias: string, zoom: number): RawBuilder<number> {
  return clampedCell(sql<number>`((${lngOf(alias)} + 180::float8) / 360::float8)`, zoom)
}

/** The cell row (y, southwards; Web Mercator) of `alias`'s location at a zoom level. */
export function cellYSql(alias: string, zoom: number): RawBuilder<number> {
  const phi = sql`radians(least(greatest(${latOf(alias)}, -${maxLat}::float8), ${maxLat}::float8))`
  return clampedCell(sql<number>`((1::float8 - ln(tan(${phi}) + 1::float8 / cos(${phi})) / pi()) / 2::float8)`, zoom)
}

/** A coordinate in units of 1e-7 degree, summed exactly (bigint) by both paths. */
export function e7(coordinate: RawBuilder<number>): RawBuilder<number> {
  return sql<number>`round(${coordinate} * 10000000::float8)::bigint`
}
