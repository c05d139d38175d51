import type { Browser } from 'playwright-core'
import { captureScriptBodies, isJs, jsChunkOf, type JsChunk } from './js-before-results'
import { summarize, type Summary } from './stats'

/** The demo site's API token (README.md). */
const DEMO_SITE_TOKEN = 'idx-demo-site-token-2f6c1a9e'

/**
 * The full-page paths (`/app/listing/{slug}/{id}`) of `count` listings of the seeded market, spread
 * over statuses and prices (the search's own pages, by several sorts), as the API links them.
 */
export async function listingPagePaths(baseUrl: string, count: number): Promise<string[]> {
  const paths = new Set<string>()
  const sorts = ['-price_in_dollars', 'price_in_dollars', 'data_source_listing_updated_at', '-bedrooms']
  for (let page = 1; paths.size < count && page <= 10; page++) {
    for (const sort of sorts) {
      const response = await fetch(`${baseUrl}/api/v3/listings/search?fields[listings]=slug`, {
        method: 'POST',
        headers: { authorization: `Bearer ${DEMO_SITE_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ sort, page: { size: 40, number: page } }),
      })
      if (!response.ok) throw new Error(`listing search answered ${response.status}`)
      const { data } = (await response.json()) as { data: { links: { full: string } }[] }
      for (const listing of data) paths.add(new URL(listing.links.full, baseUrl).pathname)
    }
  }
  return [...paths].slice(0, count)
}

export type ListingRenderFigures = {
  /** One page at a time: each page's time from request to its last byte (gzip, as browsers ask). */
  sequential: Summary
  /** `concurrency` clients asking at once: pages answered per second over the run. */
  pagesPerSecond: number
  concurrency: number
  pages: number
  /** The server's own `Server-Timing` total (`page;dur=`), when it sends one, one page at a time. */
  serverTiming: Summary | null
  /** Answers other than 200. */
  failures: number
}

async function timedPage(url: string): Promise<{ ms: number; ok: boolean; serverMs: number | null }> {
  const started = performance.now()
  const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } })
  await response.arrayBuffer()
  const ms = performance.now() - started
  const timing = /(?:^|,)\s*page;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')
  return { ms, ok: response.status === 200, serverMs: timing ? Number(timing[1]) : null }
}

/**
 * Server-rendered listing pages as a crawler or a first visit gets them: every page is rendered on
 * the server with its database reads (the pages are never cached). First one client walks `paths`
 * (after one warm-up pass), then `concurrency` clients share them as fast as they can.
 */
export async function measureListingRender(
  baseUrl: string,
  paths: readonly string[],
  concurrency: number,
): Promise<ListingRenderFigures> {
  for (const path of paths.slice(0, 20)) await timedPage(`${baseUrl}${path}`)
  const sequential: number[] = []
  const serverTimes: number[] = []
  let failures = 0
  for (const path of paths) {
    const page = await timedPage(`${baseUrl}${path}`)
    sequential.push(page.ms)
    if (page.serverMs !== null) serverTimes.push(page.serverMs)
    if (!page.ok) failures++
  }
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < paths.length) {
        const path = paths[next++]!
        if (!(await timedPage(`${baseUrl}${path}`)).ok) failures++
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  return {
    sequential: summarize(sequential),
    pagesPerSecond: paths.length / seconds,
    concurrency,
    pages: paths.length,
    serverTiming: serverTimes.length ? summarize(serverTimes) : null,
    failures,
  }
}

export type ListingPageJs = { path: string; totalGzipBytes: number; chunks: JsChunk[] }

/**
 * The JavaScript a listing page loads in a fresh context (empty cache) until the network has been
 * quiet for half a second after load: the app that hydrates it, and nothing the page does not ask
 * for on its own (the map arrives only when the visitor turns it on).
 */
export async function measureListingPageJs(
  browser: Browser,
  baseUrl: string,
  path: string,
  viewport: { width: number; height: number },
): Promise<ListingPageJs> {
  const context = await browser.newContext({ viewport })
  try {
    const page = await context.newPage()
    const bodies = captureScriptBodies(page)
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' })
    await page.waitForTimeout(500)
    const entries = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
        url: entry.name,
        encodedBodySize: entry.encodedBodySize,
      })),
    )
    const chunks: JsChunk[] = []
    for (const entry of entries.filter((each) => isJs(each.url, undefined))) {
      chunks.push(await jsChunkOf(entry, bodies, true))
    }
    chunks.sort((a, b) => b.gzipBytes - a.gzipBytes)
    return { path, totalGzipBytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0), chunks }
  } finally {
    await context.close()
  }
}
