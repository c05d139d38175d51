import { defineProject, mergeConfig } from 'vitest/config'
import { sharedTestConfig } from '../../vitest.shared.ts'

/**
 * The API files whose outcome can depend on the engine in a way only a whole-file rerun shows, run
 * again against the machine's PostgreSQL (a database per test file, copied from the run's migrated
 * template database, so every migration also runs on PostgreSQL 15 once per run).
 * scripts/test-all.mjs adds this project only when PostgreSQL answers at 127.0.0.1:5432.
 *
 * Every other API file runs on PGlite only. What the drivers could change about a plain Kysely
 * query (how values travel and come back, error codes, a failed statement leaving the connection
 * usable) and the few SQL constructs of their own that files used to run here for are checked once
 * in database-engines.test.ts, on both engines, by calling the app's repository functions on the
 * migrated tables: collections (ON CONFLICT DO NOTHING … RETURNING, paging by (saved at, id),
 * cascading deletes, unviewed counts from timestamps compared in SQL, names by lower(name), an
 * agent's clients' boards by a subquery), invitations (the upsert on (collection_id, lower(email))
 * and the code consumed by one DELETE … RETURNING, each also raced on two connections, jsonb's `-`
 * on the mail job's payload), comments (paging by (created_at, id), jsonb summaries, authors set
 * null), notifications (ON CONFLICT DO UPDATE of choices, jobs enqueued in a transaction that rolls
 * back), the listing change log (identity ids, jsonb values, its check constraint), the operator's
 * writes (LOCK TABLE and the next id for two sites at once, text[] sets with distinct and removal,
 * GIN's `@>`, count FILTER), places (jsonb GeoJSON through a left join, positions), a collection's
 * search (the semi-join, the added order, the box) and the largest drawn shape allowed, at full
 * precision. So collections, collections-clients, collection-search, invitations, comments,
 * notifications, listing-changes, operator, places and search-body-limits run on PGlite only. A
 * file that adds SQL of its own kind pins it there; one whose outcome rests on plans, an extension's
 * scoring, several connections or processes, or a driver feature belongs in this list.
 */
export const POSTGRES_FILES = [
  // The search engine end to end: every filter, box and polygon through the operators and indexes
  // each engine plans them with (GiST `<@`, on_pb, ranges, the sort indexes). PostgreSQL 15 and
  // PGlite's 18 plan differently, and a page whose order rested on a plan would differ only here.
  'test/search.test.ts',
  // Large boxes read cell by cell: one ordered scan per (status, cell) merged by a union, compared
  // page by page with a plain sort over listings on cell edges and NULLs in every sort column.
  // Which index each scan walks, and so the order it hands over, is each engine's planner's choice.
  'test/search-cells.test.ts',
  // 10,005 listings: totals capped at 10,000, counted or floored by cluster_cells, and the pages up
  // to the cap. Counting plans at that size are the engine's own.
  'test/search-total.test.ts',
  // Grid clustering: each listing's cell is float trigonometry (ln, tan, cos) in each engine's
  // maths library, and the live GROUP BY, the precomputed cluster_cells (refresh, staleness after a
  // write, cut cells counted again through batched GiST probes) and the search total must agree
  // for hundreds of listings at every zoom: an edge case shows only over the whole spread.
  'test/clusters.test.ts',
  // The omnibox: pg_trgm's `<%` and word_similarity, window functions and a "C" collation. The
  // ranking is the extension's scoring over the file's places, not a construct to pin.
  'test/suggestions.test.ts',
  // The listing reads: every column of a listing (numerics, timestamps, arrays, jsonb, open houses
  // and history) through json_agg into the API's documents, compared field by field: the whole
  // document is the assertion.
  'test/listings.test.ts',
  // A hidden price must not leak through any search path (market, GiST box, cell by cell) nor the
  // price sort's NULLS LAST on each, which is the search engine's plans again; and migration 0012
  // moves an older database's rows and rebuilds its indexes from pg_indexes' text, which
  // PostgreSQL 15 writes as it does, not as PGlite's 18.
  'test/hidden-price.test.ts',
  // The dialects and the app's engine-sensitive statements (see above).
  'test/database-engines.test.ts',
  // Statements kept prepared: named statements exist only on node-postgres's side.
  'test/kept-prepared.test.ts',
  // The seed's batched inserts on a pool of connections and its counts, and ensureSeeded's checks.
  'test/seed.test.ts',
  // The RESO import: a sequence for ids, row-value IN lists and a VALUES join recomputing cluster
  // cells, upserts, and each page's transaction on a pooled connection.
  'test/reso-import.test.ts',
  // The job queue: its claim (`FOR UPDATE SKIP LOCKED` in an UPDATE … FROM), and two pools claiming
  // the same jobs at once, which only PostgreSQL's several connections can do.
  'test/jobs.test.ts',
  // Live updates: two API instances on one database, an event accepted by one reaching a socket
  // held by the other through LISTEN/NOTIFY (PGlite is one process: delivery stays in memory).
  'test/realtime.test.ts',
  // The same between two real server OS processes (spawned src/server.ts), a comment POSTed to one
  // reaching a pusher-js socket held by the other.
  'test/realtime-processes.test.ts',
  // A board deleted while its members add, remove, comment, invite and leave, all at once: the
  // row locks those writes take and the order they take them in only matter on several
  // connections, and PGlite has one.
  'test/collection-deletion-race.test.ts',
  // Saved-search alerts on two pools: the change log's horizon waits for a writer's open
  // transaction, two matchers share the searches (FOR UPDATE SKIP LOCKED), two runs of a minute run once.
  'test/saved-search-alerts-concurrency.test.ts',
  // Two admins saving one market from the same version on two pooled connections: the row lock
  // (`select … for update`) lets exactly one win, which PGlite's single connection cannot race.
  'test/market-editor.test.ts',
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
      // As the `api` project: one module graph per worker (each file still has a database of its own).
      isolate: false,
      // One migrated template database per run, which each file's database copies.
      globalSetup: ['./test/helpers/database-templates.global.ts'],
    },
  }),
)
config.test.include = POSTGRES_FILES
export default config
