import { sql, type Kysely } from 'kysely'

// Frozen in time. Searches filter and sort by the price the public may see (see
// src/search/public-price.ts).
//
// A listing that hides its price (disclose_price false) or keeps it behind a password answered
// price-bounded searches and the price sort by the price it hides: bisecting the price filter with
// the listing's id gave the exact price in 26 anonymous searches, and its place in the price sort
// gave it away too. `search_price` is the asking price when the public may see it and NULL
// otherwise; the database keeps it (a generated column), so no writer can forget it. Searches read
// it instead of `price_in_dollars`, so a hidden price never matches a price bound and sorts as no
// price (NULLS LAST both ways).
//
// Every index that carried `price_in_dollars` (the sort indexes of 0001/0003/0004 and 0005, their
// INCLUDE lists, the purchase-and-price indexes, the GiST covering index and 0006's count index)
// is rebuilt with `search_price` in its place, so each search keeps the index it had.

const PUBLIC_PRICE = 'case when disclose_price and password_hash is null then price_in_dollars end'

/** Rebuilds each index of listings that names `from` with `to` in its place (same name, same shape). */
async function swapIndexedColumn(db: Kysely<unknown>, from: string, to: string): Promise<void> {
  const { rows } = await sql<{ indexname: string; indexdef: string }>`
    select indexname, indexdef from pg_indexes
    where schemaname = current_schema() and tablename = 'listings' and indexdef ~ ${`\\m${from}\\M`}
    order by indexname`.execute(db)
  const column = new RegExp(`\\b${from}\\b`, 'g')
  for (const { indexname, indexdef } of rows) {
    await sql`drop index ${sql.id(indexname)}`.execute(db)
    await sql.raw(indexdef.replace(column, to)).execute(db)
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table listings add column search_price integer generated always as (${sql.raw(PUBLIC_PRICE)}) stored`.execute(
    db,
  )
  await swapIndexedColumn(db, 'price_in_dollars', 'search_price')
  // The planner has no statistics for a new column until the next ANALYZE: price ranges would be
  // planned blind. (The rewrite also empties the visibility map, which only VACUUM refills, and
  // VACUUM cannot run inside the migration's transaction: run `vacuum listings` after migrating
  // a large table, or index-only scans read the heap until autovacuum gets to it.)
  await sql`analyze listings`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await swapIndexedColumn(db, 'search_price', 'price_in_dollars')
  await sql`alter table listings drop column if exists search_price`.execute(db)
}
