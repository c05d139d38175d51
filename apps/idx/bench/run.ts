// `npm run bench` for the search screen (apps/idx): starts the built API server on its in-memory
// seeded Austin market, its maps' tiles from a tile server on the loopback, then measures in
// Debian's Chromium
//   1. the gzipped JavaScript /app/?map=false and /app/ request before the first result card is painted,
//   2. the time from a filter change (a click) to the painted frame with its results,
//   3. Lighthouse's mobile performance and accessibility scores for /app/,
//   4. listing pages rendered on the server (time per uncached page with its database reads, one
//      client at a time; pages per second with several, uncached and from the server's page cache),
//      the JavaScript a listing page loads, and
//      Lighthouse's performance, accessibility and SEO scores for one,
// and prints each beside its target. It prints figures and never fails on them: the exit
// code says only whether the bench itself could run. Needs `npm run build` first (the root
// `npm run bench` builds).
//
// Settings (environment):
//   BENCH_JS_LOADS=3          cold loads of each route for the JavaScript figure (the median is reported:
//                             whether the map's lazy chunks start before the first card is a race)
//   BENCH_FILTER_CHANGES=30   filter changes timed (at most 59: each must be a combination not seen before)
//   BENCH_FILTER_ROUTE=/app/  where the changes are timed (/app/?map=false: the list alone, no map)
//   BENCH_LIGHTHOUSE=1        0 skips Lighthouse (about 30 s a run)
//   BENCH_LIGHTHOUSE_RUNS=5   Lighthouse runs; the median run by performance score is reported
//   BENCH_LISTING_PAGES=400   listing pages rendered on the server (one at a time, then concurrently)
//   BENCH_LISTING_CONCURRENCY=8  clients asking for listing pages at once
import { existsSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser } from 'playwright-core'
import { chromiumLaunchOptions } from '../../../tooling/chromium'
import { measureRoutes } from '../../../tooling/js-budget/budget'
import { startServer, type RunningServer } from '../../../tooling/e2e/server'
import { startTileServer, type TileServer } from '../../../tooling/e2e/tile-server'
import { measureFilterToPaint, type FilterChangeSample } from './filter-to-paint'
import { measureJsBeforeResults, type JsBeforeResults } from './js-before-results'
import { lighthouseScores, type LighthouseScores } from './lighthouse-scores'
import {
  listingPagePaths,
  measureListingPageJs,
  measureListingRender,
  type ListingPageJs,
  type ListingRenderFigures,
} from './listing-page'
import { kB, ms, summarize, table } from './stats'

/** The speed targets of the search screen and the listing pages. */
const TARGETS = {
  /** Server render of a listing page with its database reads, not in the cache, one at a time, p95. */
  listingRenderP95Ms: 10,
  /** Listing pages answered per second to 8 clients from the server's page cache. */
  listingPagesPerSecond: 500,
  /** Gzipped JavaScript a listing page loads (the map only when shown). */
  listingJsKb: 120,
  listingLighthousePerformance: 97,
  listingLighthouseSeo: 100,
  /** Gzipped JavaScript requested before the first results are painted (1 kB = 1,000 bytes). */
  jsKb: 150,
  /** Filter change to painted results, p95. */
  filterP95Ms: 100,
  lighthousePerformance: 95,
  lighthouseAccessibility: 100,
}

const settings = {
  jsLoads: Math.max(1, Number(process.env.BENCH_JS_LOADS ?? 3)),
  filterChanges: Number(process.env.BENCH_FILTER_CHANGES ?? 30),
  filterRoute: process.env.BENCH_FILTER_ROUTE ?? '/app/',
  lighthouse: process.env.BENCH_LIGHTHOUSE !== '0',
  lighthouseRuns: Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5)),
  listingPages: Math.max(20, Number(process.env.BENCH_LISTING_PAGES ?? 400)),
  listingConcurrency: Math.max(1, Number(process.env.BENCH_LISTING_CONCURRENCY ?? 8)),
}

/** A wide desktop window: the split view, list beside the map (the mobile case is Lighthouse's). */
const DESKTOP = { width: 1280, height: 900 }
const JS_ROUTES = ['/app/?map=false', '/app/']
/** How many of the biggest scripts each route lists. */
const TOP_CHUNKS = 6
const TOP_AUDITS = 8

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..')

function requireBuild() {
  const missing = ['apps/api/dist/server.js', 'apps/idx/dist/index.html'].filter(
    (path) => !existsSync(join(repoRoot, path)),
  )
  if (missing.length === 0) return
  console.error(`The bench runs the built apps; missing ${missing.join(', ')}. Run \`npm run build\` first.`)
  process.exit(1)
}

const verdict = (ok: boolean | null) => (ok === null ? 'n/a' : ok ? 'ok' : 'MISSED')
const elapsed = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`

/** The median of several cold loads of one route, and the spread of their totals. */
type JsFigure = JsBeforeResults & { minGzipBytes: number; maxGzipBytes: number; loads: number }

async function measureJs(browser: Browser, baseUrl: string, route: string): Promise<JsFigure> {
  const loads: JsBeforeResults[] = []
  for (let n = 0; n < settings.jsLoads; n++) loads.push(await measureJsBeforeResults(browser, baseUrl, route, DESKTOP))
  loads.sort((a, b) => a.totalGzipBytes - b.totalGzipBytes)
  const median = loads[Math.floor((loads.length - 1) / 2)]!
  return {
    ...median,
    minGzipBytes: loads[0]!.totalGzipBytes,
    maxGzipBytes: loads[loads.length - 1]!.totalGzipBytes,
    loads: loads.length,
  }
}

function printJs(result: JsFigure) {
  const spread =
    result.loads > 1
      ? `, median of ${result.loads} cold loads (${kB(result.minGzipBytes)} to ${kB(result.maxGzipBytes)})`
      : ''
  console.log(
    `\n${result.route}: ${kB(result.totalGzipBytes)} gzipped JavaScript in ${result.chunks.length} files requested ` +
      `before the first results were painted, ${ms(result.firstResultsMs)} after navigation${spread}`,
  )
  const rows = result.chunks
    .slice(0, TOP_CHUNKS)
    .map((chunk) => [
      chunk.path,
      kB(chunk.gzipBytes),
      kB(chunk.rawBytes),
      chunk.loadedByPaint ? 'loaded' : 'still loading',
      chunk.serverCompressed ? 'server' : 'zlib here',
    ])
  console.log(table(['script', 'gzip', 'raw', 'at first results', 'gzip by'], rows))
  if (result.chunks.length > TOP_CHUNKS) console.log(`  … and ${result.chunks.length - TOP_CHUNKS} smaller`)
}

function printFilterSamples(samples: FilterChangeSample[]) {
  const rows = samples.map((sample, index) => [
    String(index + 1),
    sample.change,
    sample.ms === null ? 'timeout' : ms(sample.ms),
    ...(sample.search && sample.ms !== null
      ? [
          ms(sample.search.sentMs),
          ms(sample.search.answeredMs - sample.search.sentMs),
          sample.search.serverMs === null ? '-' : ms(sample.search.serverMs),
          ms(sample.ms - sample.search.answeredMs),
        ]
      : ['-', '-', '-', '-']),
  ])
  console.log(
    table(
      ['#', 'change', 'click to painted', 'click to request', 'server answer', '  its own time', 'answer to painted'],
      rows,
    ),
  )
}

function printLighthouse(scores: LighthouseScores) {
  console.log(
    `performance ${scores.performance ?? 'n/a'}, accessibility ${scores.accessibility ?? 'n/a'}, SEO ${scores.seo ?? 'n/a'}`,
  )
  if (scores.runs.length > 1)
    console.log(`  performance of each run: ${scores.runs.map((run) => run ?? 'n/a').join(', ')}`)
  if (scores.runtimeError) console.log(`  Lighthouse runtime error: ${scores.runtimeError}`)
  if (scores.failing.length === 0) return console.log('  no failing audits')
  console.log('Top failing audits:')
  const rows = scores.failing
    .slice(0, TOP_AUDITS)
    .map((audit) => [audit.category, audit.id, audit.displayValue, audit.score.toFixed(2)])
  console.log(table(['category', 'audit', 'value', 'score'], rows))
  if (scores.failing.length > TOP_AUDITS) console.log(`  … and ${scores.failing.length - TOP_AUDITS} more`)
}

async function main() {
  requireBuild()
  const started = performance.now()
  let server: RunningServer | undefined
  let tiles: TileServer | undefined
  try {
    console.log('Starting the API server (in-memory seeded Austin market)…')
    // The maps' tiles from a tile server on the loopback: a site's tiles answer by default, and
    // then the offline basemap's files are never fetched; the figures are the default site's.
    tiles = await startTileServer()
    const tileService = { url: tiles.template, attribution: 'Bench tiles' }
    server = await startServer({ IDX_MAP_TILES: JSON.stringify({ default: tileService }) })
    console.log(`  ${server.baseUrl} ready after ${elapsed(started)}`)

    const browser = await chromium.launch(chromiumLaunchOptions)
    const js: JsFigure[] = []
    let filterSamples: FilterChangeSample[] = []
    const listingPaths = await listingPagePaths(server.baseUrl, settings.listingPages)
    let listingRender: ListingRenderFigures | null = null
    let listingJs: ListingPageJs | null = null
    try {
      console.log('\n== JavaScript before the first results ==')
      for (const route of JS_ROUTES) {
        const result = await measureJs(browser, server.baseUrl, route)
        js.push(result)
        printJs(result)
      }
      const { filterChanges, filterRoute } = settings
      console.log(`\n== Filter change to painted results (${filterChanges} changes on ${filterRoute}, 1280x900) ==`)
      filterSamples = await measureFilterToPaint(browser, server.baseUrl, filterRoute, DESKTOP, filterChanges)
      printFilterSamples(filterSamples)

      const { listingConcurrency } = settings
      console.log(
        `\n== Listing pages rendered on the server (${listingPaths.length} pages, then ${listingConcurrency} clients) ==`,
      )
      listingRender = await measureListingRender(server.baseUrl, listingPaths, listingConcurrency)
      const { sequential, serverTiming, cachedWait } = listingRender
      console.log(
        `uncached, one at a time: p50 ${sequential.p50.toFixed(1)} ms, p95 ${sequential.p95.toFixed(1)} ms, max ${sequential.max.toFixed(1)} ms` +
          (serverTiming
            ? `; the server's own time p50 ${serverTiming.p50.toFixed(1)} ms, p95 ${serverTiming.p95.toFixed(1)} ms`
            : '') +
          `; ${listingConcurrency} clients: ${listingRender.uncachedPagesPerSecond.toFixed(0)} pages/s`,
      )
      console.log(
        `from the cache, ${listingConcurrency} clients, ${listingRender.cachedRequests} pages: ` +
          `${listingRender.cachedPagesPerSecond.toFixed(0)} pages/s, a client waited p50 ${cachedWait.p50.toFixed(1)} ms, ` +
          `p95 ${cachedWait.p95.toFixed(1)} ms; ${(listingRender.cachedHitRatio * 100).toFixed(1)} % answered from the cache`,
      )
      console.log('\n== JavaScript a listing page loads ==')
      listingJs = await measureListingPageJs(browser, server.baseUrl, listingPaths[0]!, DESKTOP)
      console.log(`${listingJs.path}: ${kB(listingJs.totalGzipBytes)} in ${listingJs.chunks.length} files`)
      console.log(
        table(
          ['script', 'gzip', 'raw'],
          listingJs.chunks.slice(0, TOP_CHUNKS).map((chunk) => [chunk.path, kB(chunk.gzipBytes), kB(chunk.rawBytes)]),
        ),
      )
    } finally {
      await browser.close()
    }

    let lighthouse: LighthouseScores | null = null
    let listingLighthouse: LighthouseScores | null = null
    if (settings.lighthouse) {
      console.log(`\n== Lighthouse 12 on /app/ (mobile), median of ${settings.lighthouseRuns} runs ==`)
      lighthouse = await lighthouseScores(`${server.baseUrl}/app/`, settings.lighthouseRuns)
      printLighthouse(lighthouse)
      console.log(`\n== Lighthouse 12 on a listing page (mobile), median of ${settings.lighthouseRuns} runs ==`)
      listingLighthouse = await lighthouseScores(`${server.baseUrl}${listingPaths[0]}`, settings.lighthouseRuns)
      printLighthouse(listingLighthouse)
    }

    const timed = filterSamples.flatMap((sample) => (sample.ms === null ? [] : [sample.ms]))
    const filter = summarize(timed)
    const timeouts = filterSamples.length - timed.length
    const phase = (of: (search: NonNullable<FilterChangeSample['search']>, total: number) => number) =>
      summarize(filterSamples.flatMap((s) => (s.search && s.ms !== null ? [of(s.search, s.ms)] : []))).p50
    const rows: string[][] = [
      ...js.map((result) => [
        `JS before first results, ${result.route}`,
        kB(result.totalGzipBytes),
        `<= ${TARGETS.jsKb} kB`,
        verdict(result.totalGzipBytes <= TARGETS.jsKb * 1000),
      ]),
      [`Filter change to painted (${settings.filterRoute}), p50`, ms(filter.p50), '', ''],
      [
        `Filter change to painted (${settings.filterRoute}), p95`,
        ms(filter.p95),
        `<= ${TARGETS.filterP95Ms} ms`,
        verdict(timed.length ? filter.p95 <= TARGETS.filterP95Ms && timeouts === 0 : null),
      ],
      [`Filter change to painted (${settings.filterRoute}), max`, ms(filter.max), '', ''],
      ['  p50 click to search request', ms(phase((search) => search.sentMs)), '', ''],
      ['  p50 server answer', ms(phase((search) => search.answeredMs - search.sentMs)), '', ''],
      [
        "    p50 the server's own time",
        ms(summarize(filterSamples.flatMap((s) => (s.search?.serverMs != null ? [s.search.serverMs] : []))).p50),
        '',
        '',
      ],
      ['  p50 answer to painted', ms(phase((search, total) => total - search.answeredMs)), '', ''],
    ]
    if (timeouts) rows.push(['Filter changes not shown in 15 s', String(timeouts), '0', 'MISSED'])
    if (lighthouse) {
      const { performance: perf, accessibility: a11y } = lighthouse
      rows.push(
        [
          'Lighthouse performance (mobile)',
          String(perf ?? 'n/a'),
          `>= ${TARGETS.lighthousePerformance}`,
          verdict(perf === null ? null : perf >= TARGETS.lighthousePerformance),
        ],
        [
          'Lighthouse accessibility (mobile)',
          String(a11y ?? 'n/a'),
          `= ${TARGETS.lighthouseAccessibility}`,
          verdict(a11y === null ? null : a11y >= TARGETS.lighthouseAccessibility),
        ],
      )
    } else rows.push(['Lighthouse', 'skipped (BENCH_LIGHTHOUSE=0)', '', ''])
    if (listingRender) {
      const { sequential, serverTiming, concurrency, failures } = listingRender
      const { uncachedPagesPerSecond, cachedPagesPerSecond, cachedWait, cachedHitRatio } = listingRender
      // The target is the server's render time with its reads (its own Server-Timing, which
      // leaves out compression and the wire); the wait a client saw is beside it.
      const render = serverTiming ?? sequential
      rows.push(
        [`Listing page server render, uncached${serverTiming ? ' (its own time)' : ''}, p50`, ms(render.p50), '', ''],
        [
          `Listing page server render, uncached${serverTiming ? ' (its own time)' : ''}, p95`,
          `${render.p95.toFixed(1)} ms`,
          `<= ${TARGETS.listingRenderP95Ms} ms`,
          verdict(render.p95 <= TARGETS.listingRenderP95Ms && failures === 0),
        ],
        ...(serverTiming
          ? [
              ['  a client waited (gzip, one at a time), p50', ms(sequential.p50), '', ''],
              ['  a client waited (gzip, one at a time), p95', `${sequential.p95.toFixed(1)} ms`, '', ''],
            ]
          : []),
        [`Listing pages per second, uncached (${concurrency} clients)`, uncachedPagesPerSecond.toFixed(0), '', ''],
        [
          `Listing pages per second, from the cache (${concurrency} clients)`,
          cachedPagesPerSecond.toFixed(0),
          `>= ${TARGETS.listingPagesPerSecond}`,
          verdict(cachedPagesPerSecond >= TARGETS.listingPagesPerSecond && failures === 0),
        ],
        [`  a client waited (from the cache, ${concurrency} clients), p95`, `${cachedWait.p95.toFixed(1)} ms`, '', ''],
        [`  answered from the cache`, `${(cachedHitRatio * 100).toFixed(1)} %`, '', ''],
      )
      if (failures) rows.push(['Listing pages not answered 200', String(failures), '0', 'MISSED'])
    }
    if (listingJs)
      rows.push([
        'JS a listing page loads',
        kB(listingJs.totalGzipBytes),
        `<= ${TARGETS.listingJsKb} kB`,
        verdict(listingJs.totalGzipBytes <= TARGETS.listingJsKb * 1000),
      ])
    if (listingLighthouse) {
      const { performance: perf, accessibility: a11y, seo } = listingLighthouse
      rows.push(
        [
          'Lighthouse performance, listing page',
          String(perf ?? 'n/a'),
          `>= ${TARGETS.listingLighthousePerformance}`,
          verdict(perf === null ? null : perf >= TARGETS.listingLighthousePerformance),
        ],
        [
          'Lighthouse accessibility, listing page',
          String(a11y ?? 'n/a'),
          `= ${TARGETS.lighthouseAccessibility}`,
          verdict(a11y === null ? null : a11y >= TARGETS.lighthouseAccessibility),
        ],
        [
          'Lighthouse SEO, listing page',
          String(seo ?? 'n/a'),
          `= ${TARGETS.listingLighthouseSeo}`,
          verdict(seo === null ? null : seo >= TARGETS.listingLighthouseSeo),
        ],
      )
    }

    // The admin app's budget, from its build (it never loads on /app/: apps/idx/test/js-budget.test.ts).
    for (const report of measureRoutes(join(repoRoot, 'apps/admin'))) {
      rows.push([
        `JS ${report.route} (from the build)`,
        kB(report.totalBytes),
        `<= ${kB(report.targetBytes)}`,
        verdict(report.totalBytes <= report.targetBytes),
      ])
    }

    // Timings depend on what else the machine runs: say how busy it was.
    const load = loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')
    console.log(
      `\n== Search screen and listing page benchmark (${elapsed(started)}; load average ${load} on ${cpus().length} cores) ==`,
    )
    console.log(table(['measure', 'figure', 'target', ''], rows))
  } finally {
    await server?.stop()
    await tiles?.stop()
  }
}

await main()
