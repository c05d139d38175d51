import { defineProject, mergeConfig } from 'vitest/config'
import { sharedTestConfig } from '../../vitest.shared.ts'

/**
 * The API tests whose outcome can depend on the engine, run again against the machine's
 * PostgreSQL (a database per test file, copied from the run's migrated template database).
 * scripts/test-all.mjs adds this project only when PostgreSQL answers at 127.0.0.1:5432.
 *
 * Every other API file runs on PGlite only: its SQL is the same Kysely query on both engines, and
 * what the drivers could change about it (how values travel and come back, error codes, a failed
 * statement leaving the connection usable) is what database-engines.test.ts checks once for all.
 * A file that adds SQL of its own kind (an index it relies on, a geometric or text-search operator,
 * a driver feature) belongs in this list.
 */
export const POSTGRES_FILES = [
  // The search engine: filters, boxes and polygons, cell-by-cell reads of large boxes, totals over
  // 10,000 rows, and the size limits checked before the SQL runs. Plans and operators can differ.
  'test/search.test.ts',
  'test/search-cells.test.ts',
  'test/search-total.test.ts',
  'test/search-body-limits.test.ts',
  // Grid clustering: arithmetic and aggregates over the grid's cells.
  'test/clusters.test.ts',
  // The omnibox: pg_trgm's `<%` and word_similarity, window functions and a "C" collation.
  'test/suggestions.test.ts',
  // The listing reads: joins, JSON and array columns, open houses and history through the driver.
  'test/listings.test.ts',
  // Places: suggestions joined to their areas' GeoJSON, and a zip's or city's listing points.
  'test/places.test.ts',
  // A hidden price must not leak through either engine's filters and sort order; it also migrates
  // an older database's rows forward (migration 0011 onwards) on PostgreSQL 15 as on PGlite's 18.
  'test/hidden-price.test.ts',
  // The dialects themselves: values, arrays, error codes, transactions. (Every file here also
  // runs all migrations on PostgreSQL 15 when it makes its template database.)
  'test/database-engines.test.ts',
  // Statements kept prepared: named statements exist only on node-postgres's side.
  'test/kept-prepared.test.ts',
  // The seed's batched inserts and its counts, and ensureSeeded's checks, on both engines.
  'test/seed.test.ts',
  // The RESO import: a sequence for ids, row-value IN lists and a VALUES join recomputing cluster
  // cells, upserts, and each page's transaction on a pooled connection.
  'test/reso-import.test.ts',
  // The job queue: its claim (`FOR UPDATE SKIP LOCKED` in an UPDATE … FROM), and two pools claiming
  // the same jobs at once, which only PostgreSQL's several connections can do.
  'test/jobs.test.ts',
  // Collections: an upsert (ON CONFLICT DO NOTHING), cascading deletes, timestamps compared in SQL
  // for the unviewed counts, and names sorted under each engine's collation.
  'test/collections.test.ts',
  // Invitations: an upsert on an expression index (collection_id, lower(email)), a delete that
  // consumes a code in one statement, jsonb's `-` removing the sent code from a job's payload.
  'test/invitations.test.ts',
  // Live updates: two API instances on one database, an event accepted by one reaching a socket
  // held by the other through LISTEN/NOTIFY (PGlite is one process: delivery stays in memory).
  'test/realtime.test.ts',
  // The same between two real server OS processes (spawned src/server.ts), a comment POSTed to one
  // reaching a pusher-js socket held by the other.
  'test/realtime-processes.test.ts',
  // Comments (paging by timestamp and id, JSON summaries) and notifications (upserted choices,
  // jobs enqueued in the change's transaction) on both engines.
  'test/comments.test.ts',
  'test/notifications.test.ts',
  // The operator tool's writes: table locks for the next id, text[] updates (distinct, removal),
  // the GIN `@>` lookup of embedding origins behind CORS, and a FILTER count in the status.
  'test/operator.test.ts',
  // Search and clusters inside a collection: a semi-join on collection_listings, ordered by when
  // each listing was added, with the box test of the main search.
  'test/collection-search.test.ts',
  // An agent's clients' collections: a subquery on users' current agent, sorted by name.
  'test/collections-clients.test.ts',
  // The listing change log: jsonb values, a bigint identity, a check constraint, and a record
  // written in a transaction that rolls back.
  'test/listing-changes.test.ts',
  // durability.pglite-only.test.ts is about PGlite's data folder (kill -9 and restart on it): it
  // has nothing to run on PostgreSQL, whose durability is the server's. The timing file
  // (openapi-fuzz.alone.test.ts) runs on PostgreSQL in vitest.postgres-alone.config.ts.
]

// `include` is set, not merged: mergeConfig would add the shared patterns back.
const config = mergeConfig(
  sharedTestConfig,
  defineProject({
    test: {
      name: 'api-postgres',
      env: { IDX_TEST_ENGINE: 'postgres' },
      // One migrated template database per run, which each file's database copies.
      globalSetup: ['./test/helpers/database-templates.global.ts'],
    },
  }),
)
config.test.include = POSTGRES_FILES
export default config
