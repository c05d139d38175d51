import { sql, type Kysely } from 'kysely'

// Frozen in time. Dense bounding boxes read in sort order, cell by cell (see
// src/search/box-cells.ts and src/listings/listings.repository.ts).
//
// A box holding more than a few thousand listings was paged by walking a whole market's sort index
// and checking the box on each entry: the walk grows with the page number divided by the box's share
// of the market (hundreds of thousands of entries for a metro's deep pages). `search_cell` is the
// listing's cell of the clustering grid at zoom 6 (256 cells across the world, about 1.4 degrees of
// longitude; the same SQL as src/clusters/cluster-cell-sql.ts, x * 256 + y), and each sort has an
// index (market_id, listing_status, search_cell, sort column, id): a box becomes one short ordered
// scan per (status, cell) it touches, merged, reading about as many entries as the page needs.
// Only listings that show their address can be found by a box, so the indexes hold only those. One
// more index over the cells, with the purchase type and price in its key, serves counting.

const MAX_LAT = '85.0511287798066'
const PHI = `radians(least(greatest(location[1], -${MAX_LAT}::float8), ${MAX_LAT}::float8))`
const CELL_X = `least(greatest(floor(((location[0] + 180::float8) / 360::float8) * 256::float8), 0), 255)::int`
const CELL_Y = `least(greatest(floor(((1::float8 - ln(tan(${PHI}) + 1::float8 / cos(${PHI})) / pi()) / 2::float8) * 256::float8), 0), 255)::int`

const INCLUDED = ['purchase_type', 'type', 'price_in_dollars', 'bedrooms', 'location']

const SORT_INDEXES: readonly [name: string, column: string, order: string][] = [
  ['listings_cell_updated', 'data_source_listing_updated_at', 'data_source_listing_updated_at, id'],
  ['listings_cell_price', 'price_in_dollars', 'price_in_dollars, id'],
  ['listings_cell_price_desc', 'price_in_dollars', 'price_in_dollars desc nulls last, id desc'],
  ['listings_cell_bedrooms', 'bedrooms', 'bedrooms, id'],
  ['listings_cell_bedrooms_desc', 'bedrooms', 'bedrooms desc nulls last, id desc'],
  ['listings_cell_bathrooms', 'bathrooms', 'bathrooms, id'],
  ['listings_cell_bathrooms_desc', 'bathrooms', 'bathrooms desc nulls last, id desc'],
  ['listings_cell_lot_acre', 'lot_acre', 'lot_acre, id'],
  ['listings_cell_lot_acre_desc', 'lot_acre', 'lot_acre desc nulls last, id desc'],
]

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table listings add column search_cell integer generated always as (${sql.raw(CELL_X)} * 256 + ${sql.raw(CELL_Y)}) stored`.execute(
    db,
  )
  for (const [name, column, order] of SORT_INDEXES) {
    const included = INCLUDED.filter((c) => c !== column).join(', ')
    await sql`create index ${sql.id(name)} on listings (market_id, listing_status, search_cell, ${sql.raw(order)}) include (${sql.raw(included)}) where disclose_address`.execute(
      db,
    )
  }
  // Counting a box's matches reads its cells' entries: with the purchase type and price in the key,
  // a purchase type (leases are a sixth of a market) and a price range are ranges of this index.
  await sql`create index listings_cell_purchase_price on listings (market_id, listing_status, search_cell, purchase_type, price_in_dollars) include (type, bedrooms, location) where disclose_address`.execute(
    db,
  )
  // No parallel workers for listings: every statement of the API reads a few hundred to ten
  // thousand index entries, and PostgreSQL's estimates for OR-ed or computed boxes (a map's small
  // clusters, see src/clusters/clusters.repository.ts) are large enough to start two workers,
  // which costs more than the scan (a z14 cluster statement: 32 ms with workers, 7 ms without)
  // and takes the cores other requests need. PGlite has no workers; the setting is harmless there.
  await sql`alter table listings set (parallel_workers = 0)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table listings reset (parallel_workers)`.execute(db)
  await sql`drop index if exists listings_cell_purchase_price`.execute(db)
  for (const [name] of SORT_INDEXES) await sql`drop index if exists ${sql.id(name)}`.execute(db)
  await sql`alter table listings drop column if exists search_cell`.execute(db)
}
