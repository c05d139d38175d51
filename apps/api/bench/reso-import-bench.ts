// The RESO import's timings on PGlite (in memory): a first import of BENCH_RESO_RECORDS (default
// 100,000) RESO records from files, and an incremental run of 1,000 changed records with every
// derived update (cluster cells, suggestions, feed_updated_at), each beside the seed's own bulk
// load of the same listings. Part of `npm run bench` unless BENCH_RESO=0; alone with
// `BENCH_ENGINES= npm run bench`.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ResoRecord } from '@idx/domain'
import { refreshClusterCells } from '../src/clusters/refresh-cluster-cells.js'
import { migrateToLatest, openDatabase, type OpenDatabase } from '../src/db/database.js'
import { demoResoFeed, writeResoPages } from '../src/feeds/reso/demo-reso-feed.js'
import { importResoFeed } from '../src/feeds/reso/import-reso-feed.js'
import { resoFilesSource } from '../src/feeds/reso/reso-files-source.js'
import { buildDemoMarket, MIN_LISTING_COUNT } from '../src/seed/demo-market.js'
import { seedDemo } from '../src/seed/seed-demo.js'
import type { Verdict } from './targets.js'

/** The import's speed targets, in seconds. */
export const RESO_IMPORT_TARGETS = { firstImportSeconds: 60, incrementalSeconds: 5 } as const
const CHANGED = 1000

async function migrated(): Promise<OpenDatabase> {
  const opened = await openDatabase({ dataDir: 'memory' })
  await migrateToLatest(opened.db)
  return opened
}

const seconds = (from: number) => (performance.now() - from) / 1000

/** Runs both timings and prints them with their verdicts; answers the verdicts. */
export async function runResoImportBench(records: number): Promise<Verdict[]> {
  console.log(`\n== RESO import (PGlite): ${records.toLocaleString('en-US')} records ==`)
  const market = await buildDemoMarket({ listingCount: records })
  const feed = demoResoFeed(market)
  const folder = await mkdtemp(join(tmpdir(), 'idx-reso-bench-'))
  try {
    await writeResoPages(join(folder, 'first'), feed, 1000)

    // The seed's bulk load of the same listings (one transaction, indexes rebuilt once), for scale.
    const seeded = await migrated()
    let started = performance.now()
    await seedDemo(seeded.db, { listingCount: records })
    const seedSeconds = seconds(started)
    await seeded.close()
    console.log(`  seed bulk load of ${records.toLocaleString('en-US')} listings: ${seedSeconds.toFixed(1)} s`)

    // The site, feeds and agents of the smallest demo market, without its listings.
    const opened = await migrated()
    const db = opened.db
    await seedDemo(db, { listingCount: MIN_LISTING_COUNT })
    await db.deleteFrom('listings').execute()
    await refreshClusterCells(db)

    started = performance.now()
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
    await writeResoPages(
      join(folder, 'changes'),
      { properties: changed, members: feed.members, offices: feed.offices },
      1000,
    )
    started = performance.now()
    const incremental = await importResoFeed(db, {
      feed: 'actris',
      source: await resoFilesSource(join(folder, 'changes')),
    })
    const incrementalSeconds = seconds(started)
    console.log(
      `  incremental run, ${changed.length} changed records with derived updates: ${incrementalSeconds.toFixed(2)} s (${incremental.report.updated} updated)`,
    )
    started = performance.now()
    await refreshClusterCells(db)
    console.log(`  (a full cluster-cell rebuild alone: ${seconds(started).toFixed(2)} s)`)
    await opened.close()

    const verdicts: Verdict[] = [
      {
        measure: `first RESO import, ${records.toLocaleString('en-US')} records`,
        figure: `${firstSeconds.toFixed(1)} s (seed ${seedSeconds.toFixed(1)} s)`,
        target: `<= ${RESO_IMPORT_TARGETS.firstImportSeconds} s`,
        ok: firstSeconds <= RESO_IMPORT_TARGETS.firstImportSeconds && first.report.inserted === records,
      },
      {
        measure: `incremental RESO run, ${CHANGED.toLocaleString('en-US')} changes`,
        figure: `${incrementalSeconds.toFixed(2)} s`,
        target: `<= ${RESO_IMPORT_TARGETS.incrementalSeconds} s`,
        ok:
          incrementalSeconds <= RESO_IMPORT_TARGETS.incrementalSeconds && incremental.report.updated === changed.length,
      },
    ]
    for (const v of verdicts)
      console.log(`  ${v.measure.padEnd(46)}${v.figure.padStart(24)}  ${v.target.padEnd(11)}${v.ok ? 'ok' : 'MISSED'}`)
    return verdicts
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}
