import { gzipSync } from 'node:zlib'
import type { Browser, Page, Response } from 'playwright-core'
import { RESULTS_PROBE } from './results-probe'

/** One JavaScript file the page asked for before its first results were painted. */
export type JsChunk = {
  /** The path under the server, e.g. `/app/assets/index-BFbCniJp.js`. */
  path: string
  /** Bytes as sent: the server's own gzip/br body when it compresses, else gzip (zlib level 6) of the body. */
  gzipBytes: number
  rawBytes: number
  /** Whether the server compressed it itself (else the gzip size is computed here). */
  serverCompressed: boolean
  /** Whether it had finished loading when the first results were painted. */
  loadedByPaint: boolean
}

export type JsBeforeResults = {
  /** The page's address, relative to the server. */
  route: string
  /** Milliseconds from navigation start to the painted frame with the first result card. */
  firstResultsMs: number
  totalGzipBytes: number
  chunks: JsChunk[]
}

type ScriptEntry = { url: string; startTime: number; responseEnd: number; encodedBodySize: number }

export const isJs = (url: string, contentType: string | undefined) =>
  /javascript|ecmascript/.test(contentType ?? '') || /\.m?js(?:$|\?)/.test(new URL(url).pathname)

/**
 * Opens `route` in a fresh browser context (empty cache) and sums the JavaScript requested before
 * the frame with the first result card is painted. "Requested before" is read from the page's
 * own Resource Timing entries against the probe's paint time (one clock), bodies from the network
 * responses Playwright saw.
 */
export async function measureJsBeforeResults(
  browser: Browser,
  baseUrl: string,
  route: string,
  viewport: { width: number; height: number },
): Promise<JsBeforeResults> {
  const context = await browser.newContext({ viewport })
  try {
    const page = await context.newPage()
    await page.addInitScript({ content: RESULTS_PROBE })
    const bodies = captureScriptBodies(page)
    await page.goto(`${baseUrl}${route}`)
    const painted = await page.waitForFunction(() => window.__idxBench.firstResultsPaintedAt, null, {
      timeout: 60_000,
      polling: 100,
    })
    const paintedAt = (await painted.jsonValue()) as number
    const entries = await page.evaluate((): ScriptEntry[] =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
        url: entry.name,
        startTime: entry.startTime,
        responseEnd: entry.responseEnd,
        encodedBodySize: entry.encodedBodySize,
      })),
    )
    // The document's own <script> tags count too (none inline today, but a module entry is a resource).
    const scripts = entries.filter((entry) => entry.startTime <= paintedAt && isJs(entry.url, undefined))
    const chunks: JsChunk[] = []
    for (const entry of scripts) {
      chunks.push(await jsChunkOf(entry, bodies, entry.responseEnd > 0 && entry.responseEnd <= paintedAt))
    }
    chunks.sort((a, b) => b.gzipBytes - a.gzipBytes)
    return {
      route,
      firstResultsMs: paintedAt,
      totalGzipBytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
      chunks,
    }
  } finally {
    await context.close()
  }
}

type ScriptBodies = Map<string, Promise<{ body: Buffer; encoding: string | undefined } | null>>

/** Keeps the body (and its content encoding) of every script `page` receives, by URL. */
export function captureScriptBodies(page: Page): ScriptBodies {
  const bodies: ScriptBodies = new Map()
  page.on('response', (response: Response) => {
    if (!isJs(response.url(), response.headers()['content-type'])) return
    const encoding = response.headers()['content-encoding']
    bodies.set(
      response.url(),
      response.body().then(
        (body) => ({ body, encoding }),
        () => null,
      ),
    )
  })
  return bodies
}

/** One script's sizes: as sent when the server compressed it, else gzipped here. */
export async function jsChunkOf(
  entry: { url: string; encodedBodySize: number },
  bodies: ScriptBodies,
  loadedByPaint: boolean,
): Promise<JsChunk> {
  const got = (await bodies.get(entry.url)) ?? (await fetchBody(entry.url))
  const serverCompressed = got.encoding === 'gzip' || got.encoding === 'br'
  return {
    path: new URL(entry.url).pathname,
    gzipBytes: serverCompressed ? entry.encodedBodySize : gzipSync(got.body).length,
    rawBytes: got.body.length,
    serverCompressed,
    loadedByPaint,
  }
}

/** A script still loading when the page was measured: its body from the server directly. */
async function fetchBody(url: string) {
  const response = await fetch(url)
  return { body: Buffer.from(await response.arrayBuffer()), encoding: undefined }
}
