// The saved-search alert run's timings (src/saved-searches/alerts/): 10,000 saved searches against
// 1,000 listing changes, on PGlite (in memory) and on PostgreSQL (a scratch database on the server
// at DATABASE_URL), beside the naive approach measured in the same run: every saved search re-run
// as a full search (its filter's whole result, which a naive alerter would then diff against the
// last run's). Part of `npm run bench` unless BENCH_ALERTS=0; alone with `npx tsx bench/alert-run-bench.ts`.
//
// Settings (environment): BENCH_ALERT_SEARCHES=10000  BENCH_ALERT_CHANGES=1000
// BENCH_ALERT_LISTINGS=18000 (the demo market seeded first)  BENCH_ALERT_ENGINES=pglite,postgres
// BENCH_ALERT_NAIVE_SECONDS=20 (the naive searches stop after this; their time is extrapolated)
// DATABASE_URL (the admin connection; default the machine's 127.0.0.1:5432/test).
import { pathToFileURL } from 'node:url'
import type { SearchFilter } from '@idx/domain'
import { sql, type Kysely } from 'kysely'
import type { Engine, OpenDatabase } from '../src/db/database.js'
import type { Database } from '../src/db/schema.js'
import { insertJsonRows } from '../src/db/insert-json-rows.js'
import { listingChangeRows } from '../src/listings/listing-changes.js'
import { SeededRandom } from '../src/random/seeded-random.js'
import { matchNewChanges } from '../src/saved-searches/alerts/match-changes.js'
import { runAlerts } from '../src/saved-searches/alerts/run-alerts.js'
import { searchCondition } from '../src/search/filter-sql.js'
import { seedDemo } from '../src/seed/seed-demo.js'
import { postgresAnswers } from './postgres-answers.js'
import { scratchDatabase } from './scratch-database.js'
import type { Verdict } from './targets.js'

/** The alert run's targets, in seconds for all the searches, per engine. */
export const ALERT_RUN_TARGETS = { pglite: 30, postgres: 10 } as const
const ENGINE_NAMES = { pglite: 'PGlite', postgres: 'PostgreSQL' } as const
const SCRATCH_DATABASE = 'idx_bench_alerts'
const USERS_PER_SEARCH = 0.25

const env = process.env
const adminUrl = env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const seconds = (from: number) => (performance.now() - from) / 1000

function migrated(engine: Engine): Promise<OpenDatabase> {
  return scratchDatabase(engine, SCRATCH_DATABASE, adminUrl)
}

/** What shoppers save: a place (zip or city), mostly a price band, beds, often Active only, sometimes a map box. */
function savedFilters(count: number, zips: string[], cities: string[], random: SeededRandom) {
  const pick = <T>(list: T[]) => list[random.int(0, list.length - 1)]!
  return Array.from({ length: count }, () => {
    const filter: SearchFilter = {}
    // Every search names its place, as a shopper's does: one or two zip codes, or a city.
    if (random.chance(0.75)) filter.zip = { value: random.chance(0.3) ? [pick(zips), pick(zips)] : pick(zips) }
    else filter.city_state = { value: pick(cities) }
    const low = random.int(2, 12) * 50_000
    if (random.chance(0.8)) filter.price_in_dollars = random.chance(0.5) ? { max: low * 2 } : { min: low, max: low * 2 }
    if (random.chance(0.6)) filter.bedrooms = { min: random.int(1, 4) }
    if (random.chance(0.7)) filter.listing_status = { value: 'Active' }
    if (random.chance(0.2)) filter.property_type = { value: 'Single Family Residence' }
    const box = random.chance(0.1)
      ? (() => {
          const lat = 30.27 + random.float(-0.15, 0.15)
          const lng = -97.74 + random.float(-0.15, 0.15)
          return { top_left: { lat: lat + 0.05, lng: lng - 0.05 }, bottom_right: { lat: lat - 0.05, lng: lng + 0.05 } }
        })()
      : undefined
    return { filter, ...(box ? { bounding_box: box } : {}) }
  })
}

/** The searches, their owners (four searches each) and members, in bulk; each covered up to now. */
async function insertSearches(db: Kysely<Database>, count: number, random: SeededRandom): Promise<void> {
  const market = await db
    .selectFrom('markets')
    .select(['id', 'site_id'])
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow()
  const zips = (
    await sql<{ zip: string }>`select distinct zip from listings where zip is not null`.execute(db)
  ).rows.map((r) => r.zip)
  const cities = (
    await sql<{ c: string }>`select distinct city_state as c from listings where city_state is not null`.execute(db)
  ).rows.map((r) => r.c)
  const users = Math.max(1, Math.round(count * USERS_PER_SEARCH))
  await sql`insert into users (site_id, email, first_name, share_token)
    select ${market.site_id}, 'alerts' || n || '@bench.example', 'Bench', 'bench-alerts-' || n
    from generate_series(1, ${users}) n`.execute(db)
  const firstUser = (
    await sql<{ id: number }>`select min(id) as id from users where email like 'alerts%@bench.example'`.execute(db)
  ).rows[0]!.id
  const queries = savedFilters(count, zips, cities, random)
  const { rows: collections } = await sql<{ id: number; user_id: number }>`
    insert into collections (site_id, user_id, name, kind)
    select ${market.site_id}, ${firstUser} + (n % ${users}), 'Search ' || n, 'saved-search'
    from generate_series(0, ${count - 1}) n
    returning id, user_id`.execute(db)
  await insertJsonRows(
    db,
    'collection_members',
    collections.map((c) => ({ collection_id: c.id, user_id: c.user_id, role: 'owner' })),
  )
  const frequencies = ['instant', 'hourly', 'daily', 'daily', 'daily', 'weekly'] as const
  await insertJsonRows(
    db,
    'saved_searches',
    collections.map((c, i) => ({
      id: c.id,
      site_market_id: market.id,
      frequency: frequencies[i % frequencies.length],
      query: queries[i],
      covered_change_id: 0,
    })),
  )
  await sql`update saved_searches set covered_change_id = (select coalesce(max(id), 0) from listing_changes)`.execute(
    db,
  )
}

/** 1,000 changes as the log gets them: price cuts, pendings, withdrawals and new listings. */
async function makeChanges(db: Kysely<Database>, count: number, random: SeededRandom): Promise<void> {
  const { rows } = await sql<{ id: number; listing_status: string; price_in_dollars: number | null }>`
    select id, listing_status, price_in_dollars from listings where listing_status = 'Active' order by id`.execute(db)
  const chosen = new Set<number>()
  while (chosen.size < Math.min(count, rows.length)) chosen.add(random.int(0, rows.length - 1))
  const at = new Date()
  await db.transaction().execute(async (trx) => {
    const changes = []
    let step = 0
    for (const index of chosen) {
      const before = rows[index]!
      step += 1
      if (step % 10 === 0) {
        // Withdrawn from the store.
        await trx.deleteFrom('listings').where('id', '=', before.id).execute()
        changes.push(...listingChangeRows(before, null, { source: 'import', at }))
      } else if (step % 10 < 3) {
        await trx.updateTable('listings').set({ listing_status: 'Pending' }).where('id', '=', before.id).execute()
        changes.push(...listingChangeRows(before, { ...before, listing_status: 'Pending' }, { source: 'import', at }))
      } else if (step % 10 < 5) {
        // Back on the market after a pending deal fell through: a listing new to many searches.
        await trx.updateTable('listings').set({ listing_status: 'Pending' }).where('id', '=', before.id).execute()
        const pending = { ...before, listing_status: 'Pending' }
        await trx.updateTable('listings').set({ listing_status: 'Active' }).where('id', '=', before.id).execute()
        changes.push(...listingChangeRows(pending, before, { source: 'import', at }))
      } else {
        const price = Math.round((before.price_in_dollars ?? 400_000) * 0.95)
        await trx.updateTable('listings').set({ price_in_dollars: price }).where('id', '=', before.id).execute()
        changes.push(...listingChangeRows(before, { ...before, price_in_dollars: price }, { source: 'import', at }))
      }
    }
    await trx.insertInto('listing_changes').values(changes).execute()
  })
}

/** The naive alerter's cost: each search re-run over the whole market, for at most `capSeconds`. */
async function naiveSearches(db: Kysely<Database>, capSeconds: number) {
  const { rows } = await sql<{
    id: number
    site_market_id: number
    query: { filter: SearchFilter; bounding_box?: never }
  }>`
    select id, site_market_id, query from saved_searches order by id`.execute(db)
  const started = performance.now()
  let ran = 0
  let matched = 0
  for (const row of rows) {
    const condition = searchCondition(
      { market_id: row.site_market_id, filter: row.query.filter, bounding_box: row.query.bounding_box },
      0,
    )
    const result = await sql<{ id: number }>`select id from listings where ${condition}`.execute(db)
    matched += result.rows.length
    ran += 1
    if (seconds(started) > capSeconds) break
  }
  const total = seconds(started)
  return { ran, matched, perSearchMs: (total * 1000) / ran, extrapolatedSeconds: (total / ran) * rows.length }
}

async function benchEngine(engine: Engine, searches: number, changes: number, listings: number): Promise<Verdict[]> {
  const name = ENGINE_NAMES[engine]
  console.log(
    `\n== saved-search alert run (${name}): ${searches.toLocaleString('en-US')} searches × ${changes.toLocaleString('en-US')} changes ==`,
  )
  const opened = await migrated(engine)
  try {
    const db = opened.db
    let started = performance.now()
    await seedDemo(db, { listingCount: listings })
    const random = new SeededRandom(20261129)
    await insertSearches(db, searches, random)
    await makeChanges(db, changes, random)
    await sql`analyze`.execute(db)
    console.log(
      `  set-up (seed ${listings.toLocaleString('en-US')} listings, searches, changes): ${seconds(started).toFixed(1)} s`,
    )

    started = performance.now()
    const matched = await matchNewChanges(db)
    const matchSeconds = seconds(started)
    started = performance.now()
    const run = await runAlerts(db, new Date(Date.now() + 8 * 86_400_000))
    const runSeconds = seconds(started)
    const total = matchSeconds + runSeconds
    console.log(
      `  match: ${matchSeconds.toFixed(2)} s (${((matchSeconds * 1000) / searches).toFixed(3)} ms a search; ${matched.batches} batches, ${matched.matches.toLocaleString('en-US')} matches)`,
    )
    console.log(
      `  run (mark and queue the digests): ${runSeconds.toFixed(2)} s (${run.searches.toLocaleString('en-US')} searches due, ${run.alerts.toLocaleString('en-US')} digests queued)`,
    )
    const naive = await naiveSearches(db, Number(env.BENCH_ALERT_NAIVE_SECONDS ?? 20))
    console.log(
      `  naive (each search re-run in full): ${naive.perSearchMs.toFixed(2)} ms a search, ${naive.ran.toLocaleString('en-US')} searches run` +
        ` (${naive.matched.toLocaleString('en-US')} rows): ${naive.extrapolatedSeconds.toFixed(1)} s for all ${searches.toLocaleString('en-US')}` +
        ` (${(naive.extrapolatedSeconds / total).toFixed(1)}x ours)`,
    )
    const target = ALERT_RUN_TARGETS[engine]
    return [
      {
        measure: `alert run, ${searches.toLocaleString('en-US')} searches × ${changes.toLocaleString('en-US')} changes (${name})`,
        figure: `${total.toFixed(1)} s (${((total * 1000) / searches).toFixed(2)} ms a search)`,
        target: `<= ${target} s`,
        ratio: `${(naive.extrapolatedSeconds / total).toFixed(1)}x naive`,
        ok: total <= target,
      },
    ]
  } finally {
    await opened.close()
  }
}

/** Runs the alert-run row on each engine asked for, printing its figures; answers the verdicts. */
export async function runAlertRunBench(): Promise<Verdict[]> {
  const searches = Number(env.BENCH_ALERT_SEARCHES ?? 10_000)
  const changes = Number(env.BENCH_ALERT_CHANGES ?? 1_000)
  const listings = Number(env.BENCH_ALERT_LISTINGS ?? 18_000)
  const engines = (env.BENCH_ALERT_ENGINES ?? 'pglite,postgres').split(',').map((s) => s.trim()) as Engine[]
  const verdicts: Verdict[] = []
  for (const engine of engines) {
    if (engine === 'postgres' && !(await postgresAnswers(adminUrl))) {
      console.log(`\n== saved-search alert run (PostgreSQL): SKIPPED (nothing answers at ${adminUrl}) ==`)
      continue
    }
    verdicts.push(...(await benchEngine(engine, searches, changes, listings)))
  }
  for (const v of verdicts)
    console.log(`  ${v.measure}: ${v.figure}, target ${v.target}, ${v.ratio}: ${v.ok ? 'ok' : 'MISSED'}`)
  return verdicts
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runAlertRunBench()
