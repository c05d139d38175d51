// `npm run bench` for the API: builds the benchmark databases (1,000,000 listings in PostgreSQL,
// 100,000 in PGlite), starts the real server on each, replays the same seeded request mix (what a
// visitor's browser asks, workload.ts) with 1 and 8 concurrent clients, and prints p50/p95/p99,
// the server's own time (Server-Timing) and requests per second beside two baselines on the same
// rows: the well-indexed baseline (PostgreSQL only: a plain server a competent team would write
// first, baseline-server.ts, over a copy with one index per filtered or sorted column) and the
// naive copy (primary keys only, no precomputed cluster cells, served by our own server). On
// PostgreSQL a last row asks searches and listing pages from 200 connections at once.
//
// Settings (environment): BENCH_ENGINES=postgres,pglite  BENCH_PG_LISTINGS=1000000
// BENCH_PGLITE_LISTINGS=100000  BENCH_REQUESTS=200 (per row and client count)
// BENCH_VARIANTS=project,baseline,naive (which servers to measure)  BENCH_NAIVE_SECONDS=8 and
// BENCH_BASELINE_SECONDS=60 (time caps per naive and baseline row)  BENCH_CONNECTION_REQUESTS=2000
// (the 200-connection row's requests)  BENCH_ONLY (row kinds to run, by prefix; all when empty)
// BENCH_REALTIME_CLIENTS=500  BENCH_REALTIME_COMMENTS=20  DATABASE_URL (PostgreSQL server; default
// the machine's 127.0.0.1:5432/test, used as the admin connection to create the bench databases).
// BENCH_RESO=0 skips the RESO import timings (bench/reso-import-bench.ts; BENCH_RESO_RECORDS=100000);
// `BENCH_ENGINES= npm run bench` runs only them.
// BENCH_ALERTS=0 skips the saved-search alert run (bench/alert-run-bench.ts: 10,000 searches against
// 1,000 changes on PGlite and PostgreSQL, beside the naive re-run of every search; BENCH_ALERT_*).
// BENCH_PHOTOS=0 skips the photo uploads (bench/photo-upload-bench.ts: ten 5 MB photos three at a time
// through the local signed-URL path, upload to all sizes served, the server's memory while resizing).
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Kysely, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import { postgresAnswers } from './postgres-answers.js'
import { migrateToLatest, openDatabase, type OpenDatabase } from '../src/db/database.js'
import { refreshClusterCells } from '../src/clusters/refresh-cluster-cells.js'
import { clusterCellsFresh } from '../src/clusters/clusters.repository.js'
import { grantSessions, newGrants } from './bench-sessions.js'
import { runAlertRunBench } from './alert-run-bench.js'
import { printPhotoUploadFigures, runPhotoUploadBench } from './photo-upload-bench.js'
import { BENCH_COLLECTION_ID, collectionWorkload, ensureBenchCollection } from './collection-bench.js'
import { BENCH_READER_EMAIL, commentsWorkload, ensureBenchComments } from './comments-bench.js'
import { agrees, compareWithBaseline } from './baseline-check.js'
import { baselineIndexesCurrent, copyBenchDatabase, databaseUrl, isBaselineIndex } from './baseline-database.js'
import { dropSecondaryIndexes, generateBenchData } from './generate.js'
import { benchClient } from './http-client.js'
import {
  ensureRealtimeBoard,
  measureRealtime,
  realtimeKey,
  realtimeMemberEmail,
  type RealtimeFigures,
} from './realtime-bench.js'
import { runResoImportBench } from './reso-import-bench.js'
import { CONNECTIONS, CONNECTIONS_KIND, realtimeVerdict, verdicts, type RowFigures, type Verdict } from './targets.js'
import { warmFolder, warmPostgres, type WarmResult } from './warm-cache.js'
import { buildWorkload, connectionsWorkload, type BenchRequest } from './workload.js'

const here = dirname(fileURLToPath(import.meta.url))
const apiDir = join(here, '..')
const repoRoot = join(apiDir, '..', '..')
// v2: migration 0012 rewrote listings (search_price); a v1 database migrated in place would be
// measured with an empty visibility map, so it is rebuilt instead.
const DATA_VERSION = 'bench-data-v2'

const env = process.env
const engines = (env.BENCH_ENGINES ?? 'postgres,pglite').split(',').map((s) => s.trim())
const pgListings = Number(env.BENCH_PG_LISTINGS ?? 1_000_000)
const pgliteListings = Number(env.BENCH_PGLITE_LISTINGS ?? 100_000)
const perKind = Number(env.BENCH_REQUESTS ?? 200)
const naiveSeconds = Number(env.BENCH_NAIVE_SECONDS ?? 8)
const baselineSeconds = Number(env.BENCH_BASELINE_SECONDS ?? 60)
const connectionRequests = Number(env.BENCH_CONNECTION_REQUESTS ?? 2000)
const variantsAsked = (env.BENCH_VARIANTS ?? 'project,baseline,naive').split(',').map((s) => s.trim())
/** Only the rows whose kind starts with one of these (comma-separated), e.g. 'collection ,clusters collection'. */
const only = (env.BENCH_ONLY ?? '').split(',').filter((prefix) => prefix.trim() !== '')
const selected = (kind: string) => only.length === 0 || only.some((prefix) => kind.startsWith(prefix))
/** The realtime row (realtime-bench.ts): connected members, and comments posted to them. */
const REALTIME_KIND = 'realtime delivery'
const realtimeClients = Number(env.BENCH_REALTIME_CLIENTS ?? 500)
const realtimeComments = Number(env.BENCH_REALTIME_COMMENTS ?? 20)
const adminUrl = env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

type Variant = 'project' | 'baseline' | 'naive'

/** The rows the well-indexed baseline answers (its three routes, and listing pages). */
const baselineServes = (kind: string) =>
  ['search ', 'whole listings', 'clusters ', 'suggest ', CONNECTIONS_KIND].some((prefix) => kind.startsWith(prefix))

function progress(label: string) {
  const width = 30
  return (done: number, total: number) => {
    const filled = Math.round((done / total) * width)
    process.stdout.write(
      `\r  ${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')}`,
    )
    if (done >= total) process.stdout.write('\n')
  }
}

async function fingerprintMatches(db: Kysely<never> | OpenDatabase['db'], listings: number): Promise<boolean> {
  try {
    const r = await sql<{ v: string }>`select value as v from bench_meta where key = 'fingerprint'`.execute(db)
    return r.rows[0]?.v === `${DATA_VERSION}:${listings}`
  } catch {
    return false
  }
}

async function fill(db: OpenDatabase['db'], listings: number, variant: Variant, label: string) {
  await migrateToLatest(db)
  const started = Date.now()
  await generateBenchData(db, { listings, onProgress: progress(`${label}: generating`) })
  if (variant === 'project') {
    process.stdout.write(`  ${label}: precomputing cluster cells\n`)
    await refreshClusterCells(db)
  } else {
    // No refresh: the cells stay stale, so every cluster request takes the live GROUP BY path.
    const dropped = await dropSecondaryIndexes(db)
    process.stdout.write(
      `  ${label}: naive baseline, dropped ${dropped.length} secondary indexes, no precomputed cells\n`,
    )
  }
  // A bulk load leaves the visibility map empty, so no index-only scan could skip the heap until
  // autovacuum got round to it; production tables are vacuumed, so the bench measures them so.
  await sql`vacuum (analyze)`.execute(db)
  await sql`create table bench_meta (key text primary key, value text not null)`.execute(db)
  await sql`insert into bench_meta values ('fingerprint', ${`${DATA_VERSION}:${listings}`})`.execute(db)
  process.stdout.write(`  ${label}: ready in ${((Date.now() - started) / 1000).toFixed(1)} s\n`)
}

/**
 * Creates (or reuses, when its fingerprint matches) a PostgreSQL bench database; returns its URL.
 * The naive and baseline copies are copied from the project's (prepared first), not generated.
 */
async function preparePostgres(variant: Variant): Promise<string> {
  const name = `idx_bench_${variant}`
  const url = new URL(databaseUrl(adminUrl, name))
  const admin = new Kysely<never>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: adminUrl, max: 1 }) }),
  })
  try {
    const exists = await sql`select 1 from pg_database where datname = ${name}`.execute(admin)
    if (exists.rows.length > 0) {
      const probe = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 })
      const reuse =
        (await fingerprintMatches(probe.db, pgListings)) &&
        (variant !== 'baseline' || (await baselineIndexesCurrent(url.toString())))
      await probe.close()
      if (reuse) {
        process.stdout.write(
          `  PostgreSQL ${variant}: reusing ${name} (${pgListings.toLocaleString('en-US')} listings)\n`,
        )
        return url.toString()
      }
      await sql`drop database ${sql.id(name)} with (force)`.execute(admin)
    }
    if (variant === 'project') await sql`create database ${sql.id(name)}`.execute(admin)
  } finally {
    await admin.destroy()
  }
  if (variant !== 'project')
    return copyBenchDatabase(adminUrl, 'idx_bench_project', name, variant, (line) => process.stdout.write(line))
  const opened = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 })
  try {
    await fill(opened.db, pgListings, variant, `PostgreSQL ${variant}`)
  } finally {
    await opened.close()
  }
  return url.toString()
}

async function preparePglite(variant: Variant): Promise<string> {
  const dir = join(repoRoot, '.data', 'bench', `pglite-${variant}`)
  if (existsSync(dir)) {
    const probe = await openDatabase({ dataDir: dir })
    const reuse = await fingerprintMatches(probe.db, pgliteListings)
    await probe.close()
    if (reuse) {
      process.stdout.write(`  PGlite ${variant}: reusing ${dir}\n`)
      return dir
    }
    const { rmSync } = await import('node:fs')
    rmSync(dir, { recursive: true, force: true })
  }
  mkdirSync(dir, { recursive: true })
  const opened = await openDatabase({ dataDir: dir })
  try {
    await fill(opened.db, pgliteListings, variant, `PGlite ${variant}`)
  } finally {
    await opened.close()
  }
  return dir
}

interface Server {
  baseUrl: string
  child: ChildProcess
  peakRssMiB: () => number
  stop: () => Promise<void>
}

/**
 * `child` once it prints its address (`ready`'s first group), as a Server: its output is kept for
 * the error when it exits or takes longer than `timeoutMs` first.
 */
function serverOnceReady(
  child: ChildProcess,
  ready: RegExp,
  label: string,
  timeoutMs: number,
  peakRssMiB: () => number,
): Promise<Server> {
  let out = ''
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${label} did not start:\n${out}`)), timeoutMs)
    const onData = (chunk: Buffer) => {
      out += chunk.toString()
      const match = ready.exec(out)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve({
          baseUrl: match[1],
          child,
          peakRssMiB,
          stop: () =>
            new Promise((done) => {
              child.once('exit', () => done())
              child.kill('SIGTERM')
            }),
        })
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code) => reject(new Error(`${label} exited with ${code}:\n${out}`)))
  })
}

function startServer(extraEnv: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, [join(apiDir, 'dist', 'server.js')], {
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'warn', ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return serverOnceReady(child, /health\s+(http:\/\/[^/\s]+)\/healthz/, 'server', 120_000, () => {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8')
    return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
  })
}

/** The well-indexed baseline's server (baseline-server.ts) in its own process, as ours runs. */
function startBaselineServer(databaseUrl: string): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'baseline-server.ts')], {
    cwd: apiDir,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return serverOnceReady(child, /baseline (http:\/\/\S+)/, 'baseline server', 60_000, () => NaN)
}

interface Figures extends RowFigures {
  count: number
}

async function replay(baseUrl: string, requests: BenchRequest[], clients: number, seconds: number): Promise<Figures> {
  const latencies: number[] = []
  const serverTimes: number[] = []
  let errors = 0
  let next = 0
  const deadline = Date.now() + seconds * 1000
  const started = performance.now()
  const http = benchClient(baseUrl, clients)
  async function client() {
    while (next < requests.length && Date.now() < deadline) {
      const request = requests[next++]!
      const t0 = performance.now()
      const answer = await http.send(request).catch(() => ({ status: 0, serverMs: NaN }))
      latencies.push(performance.now() - t0)
      if (Number.isFinite(answer.serverMs)) serverTimes.push(answer.serverMs)
      if (answer.status < 200 || answer.status >= 300) errors++
    }
  }
  await Promise.all(Array.from({ length: clients }, client))
  http.close()
  const wall = (performance.now() - started) / 1000
  const at = (values: number[], q: number) =>
    values.sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? NaN
  return {
    p50: at(latencies, 0.5),
    p95: at(latencies, 0.95),
    p99: at(latencies, 0.99),
    serverP95: at(serverTimes, 0.95),
    qps: latencies.length / wall,
    count: latencies.length,
    errors,
  }
}

const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '-').padStart(7)
const qps = (v: number) => Math.round(v).toLocaleString('en-US').padStart(7)

async function benchEngine(engine: 'postgres' | 'pglite') {
  const label = engine === 'postgres' ? 'PostgreSQL' : 'PGlite'
  const listings = engine === 'postgres' ? pgListings : pgliteListings
  console.log(`\n== ${label}: ${listings.toLocaleString('en-US')} listings ==`)
  // The well-indexed baseline is a PostgreSQL server's program (baseline-server.ts).
  const variants = (['project', 'baseline', 'naive'] as const).filter(
    (variant) => variantsAsked.includes(variant) && (variant !== 'baseline' || engine === 'postgres'),
  )
  const targets: Partial<Record<Variant, string>> = {}
  for (const variant of variants)
    targets[variant] = engine === 'postgres' ? await preparePostgres(variant) : await preparePglite(variant)
  const target = (variant: Variant) => targets[variant]!
  // 200 connections come from 127.0.0.1 where 200 visitors would come from 200 addresses: the cap
  // on one address's connections (128 by default) is lifted for the servers here, as for realtime.
  const serverEnv = (variant: Variant): Record<string, string> => ({
    ...(engine === 'postgres' ? { DATABASE_URL: target(variant) } : { IDX_DATA_DIR: target(variant) }),
    IDX_MAX_CONNECTIONS_PER_ADDRESS: '0',
  })

  // Signed-in people of the comments and realtime rows: the same tokens on both databases.
  const [reader] = newGrants([BENCH_READER_EMAIL])
  const wantRealtime = selected(REALTIME_KIND)
  const live = newGrants(
    Array.from({ length: wantRealtime ? realtimeClients : 0 }, (_, i) => realtimeMemberEmail(i + 1)),
  )
  const [poster] = newGrants(['collector@bench.example'])
  let liveMembers: { id: number; token: string }[] = []
  let liveKey = ''

  // A reused database may predate newer migrations: apply them here, then take the copies' new
  // indexes away again, so the naive copy stays "primary keys only" and the well-indexed baseline
  // keeps only its own (baseline-database.ts).
  for (const variant of variants) {
    const opened =
      engine === 'postgres'
        ? await openDatabase({ databaseUrl: target(variant), poolSize: 1 })
        : await openDatabase({ dataDir: target(variant) })
    try {
      await migrateToLatest(opened.db)
      // The collection rows' board (collection-bench.ts), before the naive copy loses its indexes.
      await ensureBenchCollection(opened.db)
      // The comments page's 10,000 comments on it, and its reader (comments-bench.ts).
      await ensureBenchComments(opened.db, BENCH_COLLECTION_ID)
      await grantSessions(opened.db, [reader!])
      if (variant === 'project' && wantRealtime) {
        // The realtime row's board of members, each signed in (realtime-bench.ts).
        const started = Date.now()
        const owner = await opened.db
          .selectFrom('collections')
          .select('user_id')
          .where('id', '=', BENCH_COLLECTION_ID)
          .executeTakeFirstOrThrow()
        await ensureRealtimeBoard(opened.db, owner.user_id, realtimeClients)
        const ids = await grantSessions(opened.db, [...live, poster!])
        liveMembers = live.map((grant) => ({ id: ids.get(grant.email)!, token: grant.token }))
        liveKey = await realtimeKey(opened.db)
        process.stdout.write(
          `  ${realtimeClients} realtime members and their sessions ready in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
        )
      }
      if (variant === 'naive') await dropSecondaryIndexes(opened.db)
      else if (variant === 'baseline') await dropSecondaryIndexes(opened.db, isBaselineIndex)
      else if (!(await clusterCellsFresh(opened.db))) await refreshClusterCells(opened.db)
      // As autovacuum would after a bulk load: statistics, and the visibility map index-only scans need.
      await sql`vacuum analyze`.execute(opened.db)
    } finally {
      await opened.close()
    }
  }

  const workload = [
    ...buildWorkload(perKind),
    ...collectionWorkload(BENCH_COLLECTION_ID, perKind),
    ...commentsWorkload(BENCH_COLLECTION_ID, reader!.token, perKind),
    ...(engine === 'postgres' ? connectionsWorkload(CONNECTIONS_KIND, connectionRequests, listings) : []),
  ].filter((request) => selected(request.kind))
  const kinds = [...new Set(workload.map((r) => r.kind))]
  const clientCounts = (kind: string) => (kind === CONNECTIONS_KIND ? [CONNECTIONS] : [1, 8])
  const results = new Map<string, Figures>()
  const baselineChecked = variants.includes('project') && variants.includes('baseline') ? await checkBaseline() : []
  let peakRssMiB = NaN
  const warm = (variant: Variant): Promise<WarmResult> =>
    engine === 'postgres' ? warmPostgres(target(variant)) : Promise.resolve(warmFolder(target(variant)))
  /** Both servers answer a few of the workload's searches: the same totals and pages? */
  async function checkBaseline(): Promise<Verdict[]> {
    const searches = buildWorkload(perKind).filter((request) => request.kind.startsWith('search '))
    const sample = [...new Set(searches.map((r) => r.kind))].flatMap((kind) =>
      searches.filter((r) => r.kind === kind).slice(0, 2),
    )
    const [ours, baseline] = await Promise.all([
      startServer(serverEnv('project')),
      startBaselineServer(target('baseline')),
    ])
    try {
      const compared = await compareWithBaseline(ours.baseUrl, baseline.baseUrl, sample)
      const differing = compared.filter((c) => !agrees(c))
      for (const c of differing)
        console.log(`  baseline check: ${c.kind}: ours ${c.ours}, baseline ${c.baseline}, same page: ${c.samePage}`)
      return [
        {
          measure: 'baseline answers as ours (total, first page)',
          figure: `${compared.length - differing.length} of ${compared.length} searches agree`,
          target: 'all',
          ok: differing.length === 0,
        },
      ]
    } finally {
      await Promise.all([ours.stop(), baseline.stop()])
    }
  }

  for (const variant of kinds.length > 0 ? variants : []) {
    const server =
      variant === 'baseline' ? await startBaselineServer(target(variant)) : await startServer(serverEnv(variant))
    try {
      for (const [index, kind] of kinds.filter((k) => variant !== 'baseline' || baselineServes(k)).entries()) {
        const requests = workload.filter((r) => r.kind === kind)
        // Every row starts with the database in the page cache (see warm-cache.ts).
        const warmed = await warm(variant)
        if (index === 0) {
          console.log(
            warmed.ok
              ? `  ${variant}: the database (${warmed.megabytes.toFixed(0)} MB) is read into the page cache before each row (${(warmed.ms / 1000).toFixed(1)} s)`
              : `  ${variant}: could not warm the page cache (${warmed.reason}): rows may measure disk reads`,
          )
        }
        await replay(server.baseUrl, requests.slice(0, 5), 1, 30) // warm up
        for (const clients of clientCounts(kind)) {
          const seconds = variant === 'naive' ? naiveSeconds : variant === 'baseline' ? baselineSeconds : 120
          results.set(`${variant}|${kind}|${clients}`, await replay(server.baseUrl, requests, clients, seconds))
        }
      }
      if (variant === 'project') {
        peakRssMiB = server.peakRssMiB()
        console.log(`  server peak RSS: ${peakRssMiB.toFixed(0)} MiB`)
      }
    } finally {
      await server.stop()
    }
  }
  const realtime =
    wantRealtime && variants.includes('project')
      ? await realtimeRow(serverEnv('project'), liveMembers, poster!.token, liveKey)
      : null
  const figure = (variant: Variant, kind: string, clients: number) => results.get(`${variant}|${kind}|${clients}`)
  if (kinds.length > 0) printTable(kinds, clientCounts, figure)
  if (!variants.includes('project')) return
  if (realtime) {
    console.log(
      `\n  ${REALTIME_KIND}: ${realtime.clients} pusher-js clients on their presence-User channels, ${realtime.comments} comments POSTed`,
    )
    console.log(
      `  connection setup: ${realtime.setupSeconds.toFixed(1)} s for all (connect + /api/v3/pusher/auth + subscribe; one client's p95 ${realtime.setupP95.toFixed(0)} ms)`,
    )
    console.log(
      `  delivery from the POST's answer: p50 ${realtime.p50.toFixed(1)} ms, p95 ${realtime.p95.toFixed(1)} ms, p99 ${realtime.p99.toFixed(1)} ms, max ${realtime.max.toFixed(1)} ms` +
        ` (${realtime.deliveries} deliveries, ${realtime.beforeAnswer} before the answer, ${realtime.missed} missed)`,
    )
    console.log(
      `  server RSS: ${realtime.rssBeforeMiB.toFixed(0)} MiB before, ${realtime.rssConnectedMiB.toFixed(0)} MiB with ${realtime.clients} sockets` +
        ` (${(((realtime.rssConnectedMiB - realtime.rssBeforeMiB) * 1024) / realtime.clients).toFixed(0)} KiB a socket)`,
    )
  }
  const checked = [
    ...(kinds.length > 0
      ? verdicts(
          engine,
          kinds,
          (kind, clients) => figure('project', kind, clients)!,
          (kind, clients) => figure('baseline', kind, clients),
          peakRssMiB,
        )
      : []),
    ...(realtime ? [realtimeVerdict(realtime)] : []),
    ...baselineChecked,
  ]
  if (checked.length === 0) return
  const widths = {
    measure: Math.max(...checked.map((v) => v.measure.length)),
    figure: Math.max(...checked.map((v) => v.figure.length)),
    target: Math.max(...checked.map((v) => v.target.length)),
    ratio: Math.max('vs baseline'.length, ...checked.map((v) => (v.ratio ?? '').length)),
  }
  console.log(`\n  ${label} against the speed targets (ratio: how many times better than the well-indexed baseline):`)
  console.log(
    `  ${'measure'.padEnd(widths.measure)}  ${'figure'.padEnd(widths.figure)}  ${'target'.padEnd(widths.target)}  ${'vs baseline'.padEnd(widths.ratio)}`,
  )
  for (const v of checked) {
    console.log(
      `  ${v.measure.padEnd(widths.measure)}  ${v.figure.padEnd(widths.figure)}  ${v.target.padEnd(widths.target)}  ${(v.ratio ?? '').padEnd(widths.ratio)}  ${v.ok ? 'ok' : 'MISSED'}`,
    )
  }
}

/**
 * The figures of every row: ours (p50/p95/p99, the server's own p95, requests per second), then
 * the well-indexed baseline's and the naive copy's, each with its p95 and requests per second
 * over ours ('-' where a variant was not run or does not answer the row).
 */
function printTable(
  kinds: readonly string[],
  clientCounts: (kind: string) => number[],
  figure: (variant: Variant, kind: string, clients: number) => Figures | undefined,
) {
  const width = Math.max(24, ...kinds.map((kind) => kind.length + 2))
  const ratio = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)}x` : '-').padStart(7)
  const other = (name: string) =>
    `  |${`${name} p50`.padStart(13)}${'p95'.padStart(8)}${'p99'.padStart(8)}${'req/s'.padStart(8)}${'p95 x'.padStart(7)}${'req/s x'.padStart(8)}`
  console.log(
    `\n  ${'request'.padEnd(width)}${'clients'.padStart(8)}${'p50 ms'.padStart(8)}${'p95'.padStart(8)}${'p99'.padStart(8)}${'srv p95'.padStart(8)}${'req/s'.padStart(8)}` +
      other('baseline') +
      other('naive'),
  )
  for (const kind of kinds) {
    for (const clients of clientCounts(kind)) {
      const ours = figure('project', kind, clients)
      const cells = (f: Figures | undefined) =>
        f
          ? `  |${ms(f.p50).padStart(13)} ${ms(f.p95)} ${ms(f.p99)}${qps(f.qps)}${ratio(ours ? f.p95 / ours.p95 : NaN)}${ratio(ours ? ours.qps / f.qps : NaN).padStart(8)}`
          : `  |${'-'.padStart(13)}${''.padStart(46)}`
      const errors = (['project', 'baseline', 'naive'] as const)
        .map((variant) => figure(variant, kind, clients)?.errors ?? 0)
        .some((count) => count > 0)
        ? `  (errors: ${(['project', 'baseline', 'naive'] as const).map((v) => figure(v, kind, clients)?.errors ?? '-').join(' / ')})`
        : ''
      console.log(
        `  ${kind.padEnd(width)}${String(clients).padStart(8)}` +
          (ours
            ? `${ms(ours.p50)} ${ms(ours.p95)} ${ms(ours.p99)} ${ms(ours.serverP95)}${qps(ours.qps)}`
            : ''.padStart(39)) +
          cells(figure('baseline', kind, clients)) +
          cells(figure('naive', kind, clients)) +
          errors,
      )
    }
  }
}

/** The realtime row on its own server (so its sockets stay out of the other rows' peak RSS). */
async function realtimeRow(
  serverEnv: Record<string, string>,
  members: { id: number; token: string }[],
  posterToken: string,
  key: string,
): Promise<RealtimeFigures> {
  // All the clients come from 127.0.0.1, where 500 browsers would come from 500 addresses: the
  // cap on one address's connections (128 by default) is lifted for this row.
  const server = await startServer({ ...serverEnv, IDX_MAX_CONNECTIONS_PER_ADDRESS: '0' })
  try {
    return await measureRealtime({
      baseUrl: server.baseUrl,
      serverPid: server.child.pid!,
      key,
      posterToken,
      members,
      comments: realtimeComments,
    })
  } finally {
    await server.stop()
  }
}

for (const engine of engines) {
  if (engine === 'postgres' && !(await postgresAnswers(adminUrl))) {
    console.log(`\n== PostgreSQL: SKIPPED (nothing answers at ${adminUrl}) ==`)
    continue
  }
  if (engine === 'postgres' || engine === 'pglite') await benchEngine(engine)
}

// A first RESO import and an incremental run, on PGlite, beside the seed's bulk load.
if (env.BENCH_RESO !== '0') await runResoImportBench(Number(env.BENCH_RESO_RECORDS ?? 100_000))
// The saved-search alert run: matching the change log and queueing the digests, beside the naive alerter.
if (env.BENCH_ALERTS !== '0') await runAlertRunBench()
// Photo uploads: throughput, upload to all sizes served, and the server's memory while resizing.
if (env.BENCH_PHOTOS !== '0') printPhotoUploadFigures(await runPhotoUploadBench())
