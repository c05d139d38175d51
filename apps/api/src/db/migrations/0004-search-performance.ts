import { sql, type Kysely } from 'kysely'

// Frozen in time. Covering indexes for search at scale (see src/listings/listings.repository.ts).
//
// - The sort indexes of 0001 and 0003 (market_id, listing_status, sort column, id) are rebuilt
//   with INCLUDE columns: the filters most searches use (purchase type, type, price, bedrooms) and
//   the location, so a page's ids and its capped count are index-only scans that check the filters
//   and the bounding box inside the index and read a listing's row only for the 40 shown.
// - A GiST index over location carrying the same filter columns and every sort column, so a small
//   bounding box finds, filters and orders its listings from the index alone (and so do the
//   listings of small map clusters).
// - No trigram index over all suggestions: near-misses among addresses and MLS numbers are now
//   ranked among prefix candidates (src/suggestions/suggestions.repository.ts).

const INCLUDED = ['purchase_type', 'type', 'price_in_dollars', 'bedrooms', 'location', 'disclose_address']

const SORT_INDEXES: readonly [name: string, column: string, order: string][] = [
  ['listings_market_updated', 'data_source_listing_updated_at', 'data_source_listing_updated_at, id'],
  ['listings_market_price', 'price_in_dollars', 'price_in_dollars, id'],
  ['listings_market_price_desc', 'price_in_dollars', 'price_in_dollars desc nulls last, id desc'],
  ['listings_market_bedrooms', 'bedrooms', 'bedrooms, id'],
  ['listings_market_bedrooms_desc', 'bedrooms', 'bedrooms desc nulls last, id desc'],
  ['listings_market_bathrooms', 'bathrooms', 'bathrooms, id'],
  ['listings_market_bathrooms_desc', 'bathrooms', 'bathrooms desc nulls last, id desc'],
  ['listings_market_lot_acre', 'lot_acre', 'lot_acre, id'],
  ['listings_market_lot_acre_desc', 'lot_acre', 'lot_acre desc nulls last, id desc'],
]

const GIST_INCLUDED = [
  'id',
  'market_id',
  'listing_status',
  'purchase_type',
  'type',
  'price_in_dollars',
  'bedrooms',
  'bathrooms',
  'lot_acre',
  'data_source_listing_updated_at',
  'disclose_address',
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, column, order] of SORT_INDEXES) {
    const included = INCLUDED.filter((c) => c !== column).join(', ')
    await sql`drop index if exists ${sql.id(name)}`.execute(db)
    await sql`create index ${sql.id(`${name}_covering`)} on listings (market_id, listing_status, ${sql.raw(order)}) include (${sql.raw(included)})`.execute(
      db,
    )
  }
  // A purchase type and a price order or range (leases are the cheap end of every market: walking
  // the price index for the dearest lease would pass every sale first), which also makes counting a
  // purchase type and price range one range of an index, even when nothing matches.
  await sql`create index listings_market_purchase_price on listings (market_id, listing_status, purchase_type, price_in_dollars, id) include (type, bedrooms, location, disclose_address)`.execute(
    db,
  )
  await sql`create index listings_market_purchase_price_desc on listings (market_id, listing_status, purchase_type, price_in_dollars desc nulls last, id desc) include (type, bedrooms, location, disclose_address)`.execute(
    db,
  )
  // Every trigram query now reads places only (suggestions_place_trgm, migration 0002): the
  // trigram index over a million addresses and MLS numbers only slowed writes.
  await sql`drop index if exists suggestions_trgm`.execute(db)
  await sql`create index listings_location_covering on listings using gist (location) include (${sql.raw(GIST_INCLUDED.join(', '))})`.execute(
    db,
  )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists listings_location_covering`.execute(db)
  await sql`drop index if exists listings_market_purchase_price`.execute(db)
  await sql`drop index if exists listings_market_purchase_price_desc`.execute(db)
  await sql`create index if not exists suggestions_trgm on suggestions using gin (search_text gin_trgm_ops)`.execute(db)
  for (const [name, , order] of SORT_INDEXES) {
    await sql`drop index if exists ${sql.id(`${name}_covering`)}`.execute(db)
    await sql`create index ${sql.id(name)} on listings (market_id, listing_status, ${sql.raw(order)})`.execute(db)
  }
}
