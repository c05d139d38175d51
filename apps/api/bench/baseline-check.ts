import http from 'node:http'
import { RESULT_TOTAL_CAP } from '@idx/domain'
import { DEMO_SITE_TOKEN } from '../src/config/server-config.js'
import type { BenchRequest } from './workload.js'

// The well-indexed baseline is only a fair yardstick if it answers the same question: for a few
// searches of the workload (first pages), its total must equal our server's meta.total (ours is
// capped at RESULT_TOTAL_CAP, the baseline counts everything) and its page must list the same
// listings in the same order.

/** One search compared: the two totals, and whether the pages' ids agree. */
export interface BaselineComparison {
  kind: string
  ours: number
  baseline: number
  samePage: boolean
}

async function post(
  baseUrl: string,
  request: BenchRequest,
): Promise<{ meta: { total: number }; data: { id: string }[] }> {
  const url = new URL(request.path, baseUrl)
  const body = JSON.stringify(request.body)
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${DEMO_SITE_TOKEN}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        let text = ''
        response.on('data', (chunk: Buffer) => (text += chunk.toString()))
        response.on('end', () => {
          if (response.statusCode !== 200) reject(new Error(`${url.pathname}: ${response.statusCode} ${text}`))
          else resolve(JSON.parse(text))
        })
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

/**
 * Asks both servers each search (on its first page) and compares their totals and pages.
 *
 * @example
 * const compared = await compareWithBaseline(ours.baseUrl, baseline.baseUrl, searches)
 * compared.every((c) => c.ours === Math.min(c.baseline, RESULT_TOTAL_CAP) && c.samePage)
 */
export async function compareWithBaseline(
  oursUrl: string,
  baselineUrl: string,
  searches: readonly BenchRequest[],
): Promise<BaselineComparison[]> {
  const compared: BaselineComparison[] = []
  for (const search of searches) {
    const body = search.body as { page: { size: number; number: number } }
    const firstPage = { ...search, body: { ...body, page: { ...body.page, number: 1 } } }
    const [ours, baseline] = await Promise.all([post(oursUrl, firstPage), post(baselineUrl, firstPage)])
    compared.push({
      kind: search.kind,
      ours: ours.meta.total,
      baseline: baseline.meta.total,
      samePage: ours.data.map((l) => l.id).join(',') === baseline.data.map((l) => l.id).join(','),
    })
  }
  return compared
}

/** Whether a comparison agrees: the same total up to our cap, and the same page. */
export function agrees(comparison: BaselineComparison): boolean {
  return comparison.ours === Math.min(comparison.baseline, RESULT_TOTAL_CAP) && comparison.samePage
}
