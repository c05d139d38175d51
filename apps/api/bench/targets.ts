// The API's speed targets, checked against one engine's figures.

export interface RowFigures {
  p95: number
  qps: number
}

/** One target: what was measured, against what, and whether it holds. */
export interface Verdict {
  measure: string
  figure: string
  target: string
  ok: boolean
}

type Engine = 'postgres' | 'pglite'

const TARGETS = {
  postgres: { searchP95: 10, clustersP95: 25, suggestP95: 3, searchesPerSecond: 1500 },
  // collectionP95: a collection's results page and count (1,000 listings in it);
  // commentsP95: its comments page (10,000 comments, 20 a page).
  pglite: { searchP95: 10, suggestP95: 8, collectionP95: 15, commentsP95: 15, rssMiB: 700 },
} as const

/** A comment's objectUpdated reaches 500 connected members, p95 from the POST's answer. */
export const REALTIME_DELIVERY_P95_MS = 100

/** The realtime row's target, on either engine. */
export function realtimeVerdict(figures: { p95: number; clients: number; missed: number }): Verdict {
  return {
    measure: `realtime delivery p95, ${figures.clients} clients`,
    figure: `${figures.p95.toFixed(1)} ms${figures.missed > 0 ? ` (${figures.missed} never arrived)` : ''}`,
    target: `<= ${REALTIME_DELIVERY_P95_MS} ms`,
    ok: figures.p95 <= REALTIME_DELIVERY_P95_MS && figures.missed === 0,
  }
}

/**
 * The targets of `engine` against `figure(kind, clients)` for every row kind of the report. A p95
 * target holds when every row of its kind meets it with one client (latency, not queueing); the
 * 8-client worst is shown beside it. Searches per second count the slowest search row at 8 clients.
 */
export function verdicts(
  engine: Engine,
  kinds: readonly string[],
  figure: (kind: string, clients: number) => RowFigures,
  peakRssMiB: number,
): Verdict[] {
  const of = (prefix: string) => kinds.filter((kind) => kind.startsWith(prefix))
  const worst = (rows: readonly string[], clients: number) => {
    const [kind, value] = rows
      .map((row) => [row, figure(row, clients).p95] as const)
      .reduce((a, b) => (b[1] > a[1] ? b : a))
    return { kind, value }
  }
  // A target whose rows were not run (BENCH_ONLY) is left out.
  const p95 = (label: string, prefix: string, limit: number): Verdict[] => {
    if (of(prefix).length === 0) return []
    const one = worst(of(prefix), 1)
    const eight = worst(of(prefix), 8)
    return [
      {
        measure: `${label} p95, worst row, 1 client`,
        figure: `${one.value.toFixed(1)} ms (${one.kind}; 8 clients: ${eight.value.toFixed(1)} ms)`,
        target: `<= ${limit} ms`,
        ok: one.value <= limit,
      },
    ]
  }
  if (engine === 'pglite') {
    const t = TARGETS.pglite
    return [
      ...p95('search', 'search ', t.searchP95),
      ...p95('suggestions', 'suggest ', t.suggestP95),
      ...p95('collection results', 'collection ', t.collectionP95),
      ...p95('comments page', 'comments page', t.commentsP95),
      {
        measure: 'server peak RSS',
        figure: `${peakRssMiB.toFixed(0)} MiB`,
        target: `<= ${t.rssMiB} MiB`,
        ok: peakRssMiB <= t.rssMiB,
      },
    ]
  }
  const t = TARGETS.postgres
  const searches = of('search ').map((kind) => [kind, figure(kind, 8).qps] as const)
  const perSecond = (): Verdict[] => {
    if (searches.length === 0) return []
    const slowest = searches.reduce((a, b) => (b[1] < a[1] ? b : a))
    const fastest = searches.reduce((a, b) => (b[1] > a[1] ? b : a))
    return [
      {
        measure: 'searches/s, 8 clients, slowest row',
        figure: `${Math.round(slowest[1])} (${slowest[0]}; fastest ${fastest[0]}: ${Math.round(fastest[1])})`,
        target: `>= ${t.searchesPerSecond.toLocaleString('en-US')}`,
        ok: slowest[1] >= t.searchesPerSecond,
      },
    ]
  }
  return [
    ...p95('search', 'search ', t.searchP95),
    ...p95('clusters', 'clusters ', t.clustersP95),
    ...p95('suggestions', 'suggest ', t.suggestP95),
    ...perSecond(),
  ]
}
