// The RESO import's timings, on PGlite (in memory) and on PostgreSQL (a scratch database on the
// server at DATABASE_URL): a first import of BENCH_RESO_RECORDS (default 100,000) RESO records from
// files, and an incremental run of 1,000 changed records with every derived update (cluster cells,
// suggestions, feed_updated_at), each beside the seed's own bulk load of the same listings. Part of
// `npm run bench` unless BENCH_RESO=0; alone with `BENCH_ENGINES= npm run bench`, or
// `npx tsx bench/reso-import-bench.ts`.
//
// Settings (environment): BENCH_RESO_RECORDS=100000  BENCH_RESO_ENGINES=pglite,postgres (PostgreSQL
// is skipped when nothing answers)  BENCH_RESO_SEED=0 skips the seed's bulk load (the reference)
// DATABASE_URL (the admin connection; default the machine's 127.0.0.1:5432/test).
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ResoRecord } from '@idx/domain'
import { postgresAnswers } from './postgres-answers.js'
import { scratchDatabase } from './scratch-database.js'
import { refreshClusterCells } from '../src/clusters/refresh-cluster-cells.js'
import type { Engine, OpenDatabase } from '../src/db/database.js'
import { demoResoFeed, writeResoPages, type DemoResoFeed } from '../src/feeds/reso/demo-reso-feed.js'
import { importResoFeed } from '../src/feeds/reso/import-reso-feed.js'
import { resoFilesSource } from '../src/feeds/reso/reso-files-source.js'
import { buildDemoMarket, MIN_LISTING_COUNT } from '../src/seed/demo-market.js'
import { seedDemo } from '../src/seed/seed-demo.js'
import type { Verdict } from './targets.js'

/** The import's speed targets, in seconds, per engine. */
export const RESO_IMPORT_TARGETS = {
  pglite: { firstImportSeconds: 60, incrementalSeconds: 5 },
  postgres: { firstImportSeconds: 30, incrementalSeconds: 5 },
} as const
const CHANGED = 1000
const ENGINE_NAMES = { pglite: 'PGlite', postgres: 'PostgreSQL' } as const

const env = process.env
const adminUrl = env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const SCRATCH_DATABASE = 'idx_bench_reso'

const seconds = (from: number) => (performance.now() - from) / 1000

function migrated(engine: Engine): Promise<OpenDatabase> {
  return scratchDatabase(engine, SCRATCH_DATABASE, adminUrl)
}

/** Runs both timings on each engine (BENCH_RESO_ENGINES) and prints them with their verdicts; answers the verdicts. */
export async function runResoImportBench(records: number): Promise<Verdict[]> {
  const engines = (env.BENCH_RESO_ENGINES ?? 'pglite,postgres')
    .split(',')
    .map((s) => s.trim())
    .filter((s): s is Engine => s === 'pglite' || s === 'postgres')
  const market = await buildDemoMarket({ listingCount: records })
  const feed = demoResoFeed(market)
  const folder = await mkdtemp(join(tmpdir(), 'idx-reso-bench-'))
  const verdicts: Verdict[] = []
  try {
    await writeResoPages(join(folder, 'first'), feed, 1000)
    for (const engine of engines) {
      if (engine === 'postgres' && !(await postgresAnswers(adminUrl))) {
        console.log(`\n== RESO import (PostgreSQL): SKIPPED (nothing answers at ${adminUrl}) ==`)
        continue
      }
      verdicts.push(...(await benchEngine(engine, records, feed, folder)))
    }
    return verdicts
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

async function benchEngine(engine: Engine, records: number, feed: DemoResoFeed, folder: string): Promise<Verdict[]> {
  const name = ENGINE_NAMES[engine]
  const targets = RESO_IMPORT_TARGETS[engine]
  console.log(`\n== RESO import (${name}): ${records.toLocaleString('en-US')} records ==`)

  // The seed's bulk load of the same listings (one transaction, indexes rebuilt once), for scale.
  let seedSeconds: number | null = null
  if (env.BENCH_RESO_SEED !== '0') {
    const seeded = await migrated(engine)
    const started = performance.now()
    await seedDemo(seeded.db, { listingCount: records })
    seedSeconds = seconds(started)
    await seeded.close()
    console.log(`  seed bulk load of ${records.toLocaleString('en-US')} listings: ${seedSeconds.toFixed(1)} s`)
  }

  // The site, feeds and agents of the smallest demo market, without its listings.
  const opened = await migrated(engine)
  try {
    const db = opened.db
    await seedDemo(db, { listingCount: MIN_LISTING_COUNT })
    await db.deleteFrom('listings').execute()
    await refreshClusterCells(db)

    let started = performance.now()
    const first = await importResoFeed(db, {
      feed: 'actris',
      source: await resoFilesSource(join(folder, 'first')),
      onProgress: (line) => process.stderr.write(`\r  ${line}`),
    })
    const firstSeconds = seconds(started)
    process.stderr.write('\n')
    console.log(
      `  first import: ${firstSeconds.toFixed(1)} s (${JSON.stringify({ ...first.report, rejected: first.report.rejected.length })})`,
    )

    // 1,000 records changed since: price cuts, pendings and sales, sent as the next pages.
    const later = new Date(Date.now() + 60_000).toISOString()
    const changed: ResoRecord[] = feed.properties
      .filter((p) => p.StandardStatus === 'Active')
      .slice(0, CHANGED)
      .map((p, i) =>
        i % 3 === 0
          ? { ...p, ListPrice: Math.round(Number(p.ListPrice) * 0.97), ModificationTimestamp: later }
          : i % 3 === 1
            ? { ...p, StandardStatus: 'Pending', ModificationTimestamp: later }
            : {
                ...p,
                StandardStatus: 'Closed',
                ClosePrice: p.ListPrice,
                CloseDate: later.slice(0, 10),
                ModificationTimestamp: later,
              },
      )
    const changes = join(folder, `changes-${engine}`)
    await writeResoPages(changes, { properties: changed, members: feed.members, offices: feed.offices }, 1000)
    started = performance.now()
    const incremental = await importResoFeed(db, { feed: 'actris', source: await resoFilesSource(changes) })
    const incrementalSeconds = seconds(started)
    console.log(
      `  incremental run, ${changed.length} changed records with derived updates: ${incrementalSeconds.toFixed(2)} s (${incremental.report.updated} updated)`,
    )
    started = performance.now()
    await refreshClusterCells(db)
    console.log(`  (a full cluster-cell rebuild alone: ${seconds(started).toFixed(2)} s)`)

    const verdicts: Verdict[] = [
      {
        measure: `first RESO import, ${records.toLocaleString('en-US')} records (${name})`,
        figure: `${firstSeconds.toFixed(1)} s${seedSeconds === null ? '' : ` (seed ${seedSeconds.toFixed(1)} s)`}`,
        target: `<= ${targets.firstImportSeconds} s`,
        ok: firstSeconds <= targets.firstImportSeconds && first.report.inserted === records,
      },
      {
        measure: `incremental RESO run, ${CHANGED.toLocaleString('en-US')} changes (${name})`,
        figure: `${incrementalSeconds.toFixed(2)} s`,
        target: `<= ${targets.incrementalSeconds} s`,
        ok: incrementalSeconds <= targets.incrementalSeconds && incremental.report.updated === changed.length,
      },
    ]
    for (const v of verdicts)
      console.log(`  ${v.measure.padEnd(58)}${v.figure.padStart(24)}  ${v.target.padEnd(11)}${v.ok ? 'ok' : 'MISSED'}`)
    return verdicts
  } finally {
    await opened.close()
  }
}

// Run directly: `npx tsx bench/reso-import-bench.ts`.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runResoImportBench(Number(env.BENCH_RESO_RECORDS ?? 100_000))
}
