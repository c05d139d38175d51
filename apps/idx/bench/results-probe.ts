import { readFileSync } from 'node:fs'

/** The in-page probe (page/results-probe.js) as text, for `page.addInitScript({ content })`. */
export const RESULTS_PROBE = readFileSync(new URL('./page/results-probe.js', import.meta.url), 'utf8')

/**
 * One change, timed from its click: `ms` to the painted results; `search` when the first listing
 * search after the click was sent and when it was answered (null when none was seen).
 */
export type ChangeTiming = {
  ms: number
  /** `serverMs`: the server's own time for that search (its Server-Timing), null when it says none. */
  search: { sentMs: number; answeredMs: number; serverMs: number | null } | null
}

/** What the probe puts on `window.__idxBench`. */
export interface ResultsProbe {
  /** When the frame with the first result card was painted (performance.now() time), or null. */
  firstResultsPaintedAt: number | null
  /** True when no fetch has been in flight for `quietMs` and the result count is not busy. */
  atRest(quietMs: number): boolean
  /** Resolves with the timing of the next click's results (see ChangeTiming); null after timeoutMs. */
  arm(timeoutMs: number): Promise<ChangeTiming | null>
}

declare global {
  interface Window {
    __idxBench: ResultsProbe
    /** The measurement in progress (see filter-to-paint.ts). */
    __idxBenchRun?: Promise<ChangeTiming | null>
  }
}
