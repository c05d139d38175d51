import type { TrackingClientOptions } from '@idx/api-client'
import type * as PageMetricsGate from './page-metrics-gate.js'
import type { SiteMetrics } from './site-metrics.js'

// The page's metrics load after its first paint: nothing on screen needs the gate or the tracking
// client, so their code is a chunk of its own (page-metrics-gate.ts). Calls made before it is in
// wait, in order, and run when it arrives; events are best effort, so a chunk that fails to load
// drops them (and the next call tries again).

/** What the site reports: SiteMetrics, connected with the tracking client's options. */
export type PageMetrics = Omit<SiteMetrics, 'connect'> & {
  /** Connects the gate to a tracking client made with `options`. Returns the disconnect. */
  connect(options: TrackingClientOptions): () => void
}

type Gate = typeof PageMetricsGate
type Loaded = { module: Gate; gate: SiteMetrics }

let loaded: Loaded | null = null
let waiting: ((loaded: Loaded) => void)[] | null = null

function whenLoaded(call: (loaded: Loaded) => void): void {
  if (loaded) return call(loaded)
  if (waiting) {
    waiting.push(call)
    return
  }
  const calls = [call]
  waiting = calls
  import('./page-metrics-gate.js').then(
    (module) => {
      loaded = { module, gate: module.createPageMetricsGate() }
      waiting = null
      for (const next of calls) next(loaded)
    },
    () => {
      waiting = null
    },
  )
}

const facade: PageMetrics = {
  connect(options) {
    let disconnect: (() => void) | null = null
    let closed = false
    whenLoaded(({ module, gate }) => {
      if (!closed) disconnect = gate.connect(module.createTrackingClient(options))
    })
    return () => {
      closed = true
      disconnect?.()
    }
  },
  setPolicy: (policy) => whenLoaded(({ gate }) => gate.setPolicy(policy)),
  pageView: (page) => whenLoaded(({ gate }) => gate.pageView(page)),
  listingViewed: (listing) => whenLoaded(({ gate }) => gate.listingViewed(listing)),
  searched: (search) => whenLoaded(({ gate }) => gate.searched(search)),
  signedIn: (user) => whenLoaded(({ gate }) => gate.signedIn(user)),
  // Nothing waits in a gate that is not in yet.
  flushSearch: () => loaded?.gate.flushSearch(),
}

/**
 * The page's one metrics gate, in a browser; `null` on the server renderer, which sends nothing
 * (spec §7) and must keep no state between the requests it renders. One per page rather than per
 * React tree, so a screen can report before `SiteMetrics` has connected it: the gate holds those
 * events until then.
 */
export function pageMetrics(): PageMetrics | null {
  return typeof window === 'undefined' ? null : facade
}
