import { EMPTY_MOBILEDOC } from '@idx/domain'
import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '../db/schema.js'
import { buildDemoMarket, type DemoMarket, type DemoMarketOptions } from './demo-market.js'

/** Rows per INSERT: big enough to be fast on PGlite, small enough for PostgreSQL's 65535 parameters. */
const BATCH_SIZE = 500

/** How many rows of each table a seed wrote. */
export type SeedCounts = { [Table in keyof DemoMarket]: number }

export type EnsureSeededResult = { status: 'seeded'; counts: SeedCounts } | { status: 'present' }

// Any constant: both engines take the lock for the seeding transaction, so two servers starting
// together on one PostgreSQL database do not both seed.
const SEED_LOCK = 7_240_401

/**
 * Writes the demo market (see `buildDemoMarket`) into an empty database, in one transaction: a
 * process killed mid-seed leaves nothing behind, and the next start seeds again. Throws if any of
 * its rows already exist.
 *
 * @example
 * const counts = await seedDemo(db, { now: new Date() })
 * counts.listings // 18000
 */
export async function seedDemo(db: Kysely<Database>, options: DemoMarketOptions = {}): Promise<SeedCounts> {
  return seedMarket(db, await buildDemoMarket(options))
}

/** Writes a market `buildDemoMarket` built (or a part of one) in one transaction, as `seedDemo` does. */
export async function seedMarket(db: Kysely<Database>, market: DemoMarket): Promise<SeedCounts> {
  await db.transaction().execute((trx) => writeMarket(trx, market))
  return countsOf(market)
}

/**
 * Seeds the demo market when the database has no site yet; otherwise leaves it alone. Safe to
 * call on every start.
 *
 * @example
 * const result = await ensureSeeded(db)
 * if (result.status === 'seeded') log(`seeded ${result.counts.listings} listings`)
 */
export async function ensureSeeded(db: Kysely<Database>, options: DemoMarketOptions = {}): Promise<EnsureSeededResult> {
  if (await hasSites(db)) return { status: 'present' }
  const market = await buildDemoMarket(options)
  const result = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx)
    if (await hasSites(trx)) return { status: 'present' as const }
    await writeMarket(trx, market)
    return { status: 'seeded' as const, counts: countsOf(market) }
  })
  // Statistics and the visibility map for the planner: PGlite runs no autovacuum, and without
  // them every search plans on default guesses and reads the heap for index-only scans (a demo
  // search takes about 15 ms instead of 10). Outside the transaction: VACUUM cannot run in one.
  if (result.status === 'seeded') await sql`vacuum (analyze)`.execute(db)
  return result
}

async function hasSites(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('sites').select('id').limit(1).executeTakeFirst()
  return row !== undefined
}

async function writeMarket(trx: Transaction<Database>, market: DemoMarket): Promise<void> {
  await insertAll(trx, 'sites', market.sites)
  await insertAll(trx, 'oauth_applications', market.oauth_applications)
  await insertAll(trx, 'feeds', market.feeds)
  await insertAll(trx, 'markets', market.markets)
  await insertAll(trx, 'market_feeds', market.market_feeds)
  await insertAll(trx, 'brokerage_offices', market.brokerage_offices)
  await insertAll(trx, 'agents', market.agents)
  await insertAll(trx, 'users', market.users)
  await insertAll(trx, 'areas', market.areas)
  // Building the listings' secondary indexes once after the rows are in takes about half as long as
  // updating all of them row by row (18,000 wide rows, 27 indexes): drop them and build them again,
  // in this same transaction, so nobody ever sees the table without them.
  const indexes = await secondaryIndexes(trx, 'listings')
  for (const index of indexes) await sql`drop index ${sql.id(index.name)}`.execute(trx)
  for (let i = 0; i < market.listings.length; i += BATCH_SIZE) {
    const batch = market.listings.slice(i, i + BATCH_SIZE).map((listing) => ({
      ...listing,
      location:
        listing.latitude != null && listing.longitude != null
          ? sql<string>`point(${listing.longitude}, ${listing.latitude})`
          : null,
    }))
    await trx.insertInto('listings').values(batch).execute()
  }
  for (const index of indexes) await sql.raw(index.definition).execute(trx)
  // The site's custom listing card starts as the spec's default: an empty document.
  await trx
    .insertInto('idx_components')
    .values({ id: 1, site_id: 1, mobiledoc: JSON.stringify(EMPTY_MOBILEDOC), layout: null })
    .execute()
  await trx
    .insertInto('idx_layouts')
    .values({ id: 1, site_id: 1, name: 'Default', components: JSON.stringify({ 'listing-card': 1 }) })
    .execute()
  await insertAll(trx, 'open_houses', market.open_houses)
  await insertAll(trx, 'listing_history', market.listing_history)
  await insertAll(trx, 'listing_changes', market.listing_changes)
  await insertAll(trx, 'suggestions', market.suggestions)
}

/** A table's indexes that back no constraint (those stay: the rows must keep to them), with their definitions. */
async function secondaryIndexes(
  trx: Transaction<Database>,
  table: keyof Database,
): Promise<{ name: string; definition: string }[]> {
  const { rows } = await sql<{ name: string; definition: string }>`
    select i.indexname as name, i.indexdef as definition from pg_indexes i
    where i.schemaname = current_schema() and i.tablename = ${table}
      and not exists (select 1 from pg_constraint c where c.conindid = to_regclass(quote_ident(i.indexname)))
    order by i.indexname`.execute(trx)
  return rows
}

async function insertAll<Table extends keyof Database & keyof DemoMarket>(
  trx: Transaction<Database>,
  table: Table,
  rows: DemoMarket[Table],
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH_SIZE) {
    // Each table's rows are Insertable<that table>; Kysely cannot see through the generic key.
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + BATCH_SIZE) as never)
      .execute()
  }
}

function countsOf(market: DemoMarket): SeedCounts {
  return Object.fromEntries(Object.entries(market).map(([table, rows]) => [table, rows.length])) as SeedCounts
}
