import { sql, type Kysely } from 'kysely'

// Frozen in time. Counting a city-sized box's matches (see src/search/box-cells.ts).
//
// A box read cell by cell (migration 0005) counted its matches over whole `search_cell` cells,
// about 1.4 degrees wide: a 0.25-degree box in a dense metro read some 40,000 index entries to
// find 8,500 matches (8 to 30 ms). `count_cell` is the listing's cell of the clustering grid at
// zoom 11 (8192 cells across the world, about 0.044 degrees of longitude; the same SQL as
// src/clusters/cluster-cell-sql.ts, x * 8192 + y), and one index over (market_id, listing_status,
// count_cell) carrying the filter columns lets a count read only the fine cells the box touches.

const MAX_LAT = '85.0511287798066'
const PHI = `radians(least(greatest(location[1], -${MAX_LAT}::float8), ${MAX_LAT}::float8))`
const ACROSS = 8192
const CELL_X = `least(greatest(floor(((location[0] + 180::float8) / 360::float8) * ${ACROSS}::float8), 0), ${ACROSS - 1})::int`
const CELL_Y = `least(greatest(floor(((1::float8 - ln(tan(${PHI}) + 1::float8 / cos(${PHI})) / pi()) / 2::float8) * ${ACROSS}::float8), 0), ${ACROSS - 1})::int`

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table listings add column count_cell integer generated always as (${sql.raw(CELL_X)} * ${sql.lit(ACROSS)} + ${sql.raw(CELL_Y)}) stored`.execute(
    db,
  )
  await sql`create index listings_count_cell on listings (market_id, listing_status, count_cell) include (purchase_type, type, price_in_dollars, bedrooms, location) where disclose_address`.execute(
    db,
  )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists listings_count_cell`.execute(db)
  await sql`alter table listings drop column if exists count_cell`.execute(db)
}
