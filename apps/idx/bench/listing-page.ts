import { Agent, get as httpGet } from 'node:http'
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
  /** One page at a time, each rendered (not in the cache): request to last byte (gzip, as browsers ask). */
  sequential: Summary
  /** The server's own `Server-Timing` total (`page;dur=`) of those uncached renders, when it sends one. */
  serverTiming: Summary | null
  concurrency: number
  pages: number
  /** `concurrency` clients asking at once for pages not in the cache (the phone layout): pages per second. */
  uncachedPagesPerSecond: number
  /** `concurrency` clients asking for pages in the cache, `cachedRequests` of them: pages per second. */
  cachedPagesPerSecond: number
  cachedRequests: number
  /** What a client waited for a page from the cache, with the others asking at once. */
  cachedWait: Summary
  /** Share of the cached run's answers the server says came from its cache (`x-page-cache: hit`). */
  cachedHitRatio: number
  /** Answers other than 200. */
  failures: number
}

/** A desktop browser and a phone: the two layouts the server renders (and keeps) a listing page in. */
const DESKTOP_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'
const PHONE_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'

type TimedPage = { ms: number; ok: boolean; serverMs: number | null; cache: string | null }

/**
 * One page over node:http on kept-alive sockets: fetch costs several times its CPU per request,
 * and the clients share the machine's cores with the server they measure.
 */
function timedPage(agent: Agent, url: string, userAgent: string): Promise<TimedPage> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const request = httpGet(
      url,
      { agent, headers: { 'accept-encoding': 'gzip', 'user-agent': userAgent } },
      (response) => {
        response.on('data', () => undefined)
        response.on('end', () => {
          const timing = /(?:^|,)\s*page;dur=([\d.]+)/.exec(String(response.headers['server-timing'] ?? ''))
          const cache = response.headers['x-page-cache']
          resolve({
            ms: performance.now() - started,
            ok: response.statusCode === 200,
            serverMs: timing ? Number(timing[1]) : null,
            cache: typeof cache === 'string' ? cache : null,
          })
        })
        response.on('error', reject)
      },
    )
    request.on('error', reject)
  })
}

/** `clients` clients asking for `requests` pages of `paths` in turn, as fast as answers come. */
async function concurrently(
  agent: Agent,
  baseUrl: string,
  paths: readonly string[],
  clients: number,
  requests: number,
  userAgent: string,
): Promise<{ pagesPerSecond: number; pages: TimedPage[] }> {
  let next = 0
  const pages: TimedPage[] = []
  const started = performance.now()
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < requests) {
        const path = paths[next++ % paths.length]!
        pages.push(await timedPage(agent, `${baseUrl}${path}`, userAgent))
      }
    }),
  )
  return { pagesPerSecond: requests / ((performance.now() - started) / 1000), pages }
}

/**
 * Server-rendered listing pages as crawlers and visitors get them. The server keeps each full
 * page rendered per listing and layout (apps/api README, "Listing page cache"), so:
 * 1. after a warm-up (the first 20 pages, with a query of their own, so not the measured ones),
 *    one client walks `paths` on a desktop: every page rendered with its database reads, timed by
 *    the server's `Server-Timing` (the uncached render) and by the client;
 * 2. `concurrency` clients walk them as a phone: rendered again (the other layout), pages per second;
 * 3. `concurrency` clients ask for the desktop pages again, `cachedRounds` times over: from the cache.
 */
export async function measureListingRender(
  baseUrl: string,
  paths: readonly string[],
  concurrency: number,
  cachedRounds = 10,
): Promise<ListingRenderFigures> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency })
  try {
    for (const path of paths.slice(0, 20)) await timedPage(agent, `${baseUrl}${path}?bench-warm-up`, DESKTOP_AGENT)
    const sequential: number[] = []
    const serverTimes: number[] = []
    let failures = 0
    for (const path of paths) {
      const page = await timedPage(agent, `${baseUrl}${path}`, DESKTOP_AGENT)
      // Only renders: a page the server says it had already is no uncached render.
      if (page.cache !== 'hit') {
        sequential.push(page.ms)
        if (page.serverMs !== null) serverTimes.push(page.serverMs)
      }
      if (!page.ok) failures++
    }
    const uncached = await concurrently(agent, baseUrl, paths, concurrency, paths.length, PHONE_AGENT)
    const cachedRequests = paths.length * cachedRounds
    const cached = await concurrently(agent, baseUrl, paths, concurrency, cachedRequests, DESKTOP_AGENT)
    failures += [...uncached.pages, ...cached.pages].filter((page) => !page.ok).length
    return {
      sequential: summarize(sequential),
      serverTiming: serverTimes.length ? summarize(serverTimes) : null,
      concurrency,
      pages: paths.length,
      uncachedPagesPerSecond: uncached.pagesPerSecond,
      cachedPagesPerSecond: cached.pagesPerSecond,
      cachedRequests,
      cachedWait: summarize(cached.pages.map((page) => page.ms)),
      cachedHitRatio: cached.pages.filter((page) => page.cache === 'hit').length / cached.pages.length,
      failures,
    }
  } finally {
    agent.destroy()
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
