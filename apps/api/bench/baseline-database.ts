import { Kysely, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import { clearClusterCells } from '../src/clusters/clear-cluster-cells.js'
import type { Database } from '../src/db/schema.js'
import { dropSecondaryIndexes } from './generate.js'

// The bench's copies of the project's database: the same generated rows, copied with CREATE
// DATABASE ... TEMPLATE (a file copy: seconds, where generating 1M listings again takes minutes),
// then stripped of the project's indexes and precomputed cluster cells.
// - naive: primary keys only;
// - baseline: primary keys plus the indexes a competent team would add first for
//   bench/baseline-server.ts (BASELINE_INDEXES).

/** Written to bench_meta under 'baseline' once BASELINE_INDEXES are built; change it when they change. */
const BASELINE_VERSION = 'baseline-v1'

/**
 * One btree per column a search filters or sorts by, a GiST index on the location point (no
 * PostGIS here: `location` is point(lng, lat)), and a text_pattern_ops btree for the omnibox's
 * prefix LIKE (search_text is lower-case already, so LIKE on the lowered input is ILIKE's match,
 * and unlike ILIKE it can use the btree).
 */
export const BASELINE_INDEXES = [
  'create index baseline_listing_status on listings (listing_status)',
  'create index baseline_purchase_type on listings (purchase_type)',
  'create index baseline_type on listings (type)',
  'create index baseline_price on listings (search_price)',
  'create index baseline_bedrooms on listings (bedrooms)',
  'create index baseline_bathrooms on listings (bathrooms)',
  'create index baseline_lot_acre on listings (lot_acre)',
  'create index baseline_updated_at on listings (data_source_listing_updated_at)',
  'create index baseline_city_state on listings (city_state)',
  'create index baseline_zip on listings (zip)',
  'create index baseline_location on listings using gist (location)',
  'create index baseline_suggestion_prefix on suggestions (market_id, type, search_text text_pattern_ops)',
] as const

export type CopyVariant = 'naive' | 'baseline'

function open(url: string) {
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
  })
}

/** `adminUrl` with another database name. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/**
 * Copies database `source` (nobody may be connected to it) as `target`, replacing any `target`,
 * and makes it the variant's copy. Returns the copy's URL.
 */
export async function copyBenchDatabase(
  adminUrl: string,
  source: string,
  target: string,
  variant: CopyVariant,
  log: (line: string) => void,
): Promise<string> {
  const started = Date.now()
  const admin = open(adminUrl)
  try {
    await sql`drop database if exists ${sql.id(target)} with (force)`.execute(admin)
    await sql`create database ${sql.id(target)} template ${sql.id(source)}`.execute(admin)
  } finally {
    await admin.destroy()
  }
  const url = databaseUrl(adminUrl, target)
  const db = open(url)
  try {
    const dropped = await dropSecondaryIndexes(db)
    // Stale and empty: every cluster request groups listings live.
    await clearClusterCells(db)
    if (variant === 'baseline') {
      for (const statement of BASELINE_INDEXES) await sql.raw(statement).execute(db)
      await sql`insert into bench_meta values ('baseline', ${BASELINE_VERSION})`.execute(db)
    }
    await sql`vacuum (analyze)`.execute(db)
    log(
      `  PostgreSQL ${variant}: copied from ${source}, ${dropped.length} indexes dropped` +
        `${variant === 'baseline' ? `, ${BASELINE_INDEXES.length} baseline indexes built` : ''}, no precomputed cells,` +
        ` in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
    )
  } finally {
    await db.destroy()
  }
  return url
}

/** The baseline's own indexes, which dropSecondaryIndexes must keep on the baseline copy. */
export function isBaselineIndex(name: string): boolean {
  return name.startsWith('baseline_')
}

/** Whether `url` is a baseline copy with today's BASELINE_INDEXES. */
export async function baselineIndexesCurrent(url: string): Promise<boolean> {
  const db = open(url)
  try {
    const r = await sql<{ v: string }>`select value as v from bench_meta where key = 'baseline'`.execute(db)
    return r.rows[0]?.v === BASELINE_VERSION
  } catch {
    return false
  } finally {
    await db.destroy()
  }
}
