import { sql, type Kysely } from 'kysely'

// Frozen in time. Indexes for the search sorts: each sort reads its ORDER BY (see
// src/search/search-order.ts: the column with NULLs last in both directions, then id in the same
// direction) straight from an index within a market and status, so a page is a short index scan.
// 0001 has (market_id, listing_status, data_source_listing_updated_at, id), which serves both
// directions of the default sort (scanned backwards for newest first), and the ascending price one.

const SORT_INDEXES: readonly [name: string, columns: string][] = [
  ['listings_market_price_desc', 'price_in_dollars desc nulls last, id desc'],
  ['listings_market_bedrooms', 'bedrooms, id'],
  ['listings_market_bedrooms_desc', 'bedrooms desc nulls last, id desc'],
  ['listings_market_bathrooms', 'bathrooms, id'],
  ['listings_market_bathrooms_desc', 'bathrooms desc nulls last, id desc'],
  ['listings_market_lot_acre', 'lot_acre, id'],
  ['listings_market_lot_acre_desc', 'lot_acre desc nulls last, id desc'],
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, columns] of SORT_INDEXES) {
    await sql`create index ${sql.id(name)} on listings (market_id, listing_status, ${sql.raw(columns)})`.execute(db)
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of SORT_INDEXES) await sql`drop index if exists ${sql.id(name)}`.execute(db)
}
