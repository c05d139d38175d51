import { DELAYS_MS, type Listing } from '@idx/domain'
import type { TrackingClient } from './create-tracking-client.js'
import { listingSummary } from './listing-summary.js'

/** The spec's metrics events (section 7) and pixel events, by their wire names. */
export const METRIC_EVENTS = {
  viewedProperty: 'viewedProperty',
  searched: 'searched',
  pageView: 'PageView',
  propertyView: 'PropertyView',
} as const

/** The `searched` event's payload: what the visitor searched and where. */
export interface SearchedPayload {
  /** The market searched (blank: the site's default). */
  readonly market: string | number | null
  /** The search's filters, as in the `q` query parameter. */
  readonly filters: Readonly<Record<string, unknown>>
  /** The ids of the chosen suggestions. */
  readonly suggestions: readonly string[]
  readonly path: string
  readonly url: string
}

/** A `PageView`'s payload. Default: the page's own `location`. */
export interface PageViewPayload {
  readonly path: string
  readonly url: string
  readonly title?: string | null
}

export interface MetricsOptions {
  readonly tracking: Pick<TrackingClient, 'event'>
  /** The visitor's id, read when an event is sent (see `visitorId`). */
  readonly vid: () => string
  /** Quiet time before a `searched` event is sent. Default `DELAYS_MS.searchEvent` (5 s). */
  readonly searchDelayMs?: number
}

export interface Metrics {
  /** `viewedProperty` with the listing: the visitor opened its details. */
  viewedProperty(listing: Pick<Listing, 'id'> & Partial<Listing>): void
  /** `searched`, debounced: only the last search of a quiet spell of `searchDelayMs` is sent. */
  searched(search: SearchedPayload): void
  /** The `PageView` pixel event. */
  pageView(page?: PageViewPayload): void
  /** The `PropertyView` pixel event. */
  propertyView(listing: Pick<Listing, 'id'> & Partial<Listing>): void
  /** Sends a pending `searched` event now (the page is being hidden). */
  flush(): void
  /** Drops a pending `searched` event (the host is going away). */
  cancel(): void
}

/**
 * The metrics of the spec's section 7 over a tracking client: fire and forget (the client logs
 * failures and skips the server renderer and disabled sessions), with the `searched` event
 * debounced so a visitor dragging a price slider sends one event, not forty.
 *
 * @example
 * const metrics = createMetrics({ tracking, vid: () => visitorId(localStorage) })
 * metrics.pageView()
 * metrics.searched({ market: 1, filters: query.filter, suggestions: [], path: location.pathname, url: location.href })
 */
export function createMetrics({ tracking, vid, searchDelayMs = DELAYS_MS.searchEvent }: MetricsOptions): Metrics {
  let pendingSearch: { payload: SearchedPayload; timer: ReturnType<typeof setTimeout> } | null = null

  function send(event: string, payload: object): void {
    void tracking.event(vid(), event, payload as Record<string, unknown>)
  }

  function sendPendingSearch(): void {
    if (pendingSearch === null) return
    clearTimeout(pendingSearch.timer)
    const { payload } = pendingSearch
    pendingSearch = null
    send(METRIC_EVENTS.searched, { ...payload, suggestions: [...payload.suggestions] })
  }

  return {
    viewedProperty: (listing) => send(METRIC_EVENTS.viewedProperty, listingSummary(listing)),
    propertyView: (listing) => send(METRIC_EVENTS.propertyView, listingSummary(listing)),
    pageView: (page) => send(METRIC_EVENTS.pageView, page ?? currentPage()),
    searched(payload) {
      // No timers on the server renderer: nothing would be sent from there anyway.
      if (typeof window === 'undefined') return
      if (pendingSearch !== null) clearTimeout(pendingSearch.timer)
      pendingSearch = { payload, timer: setTimeout(sendPendingSearch, searchDelayMs) }
    },
    flush: sendPendingSearch,
    cancel() {
      if (pendingSearch !== null) clearTimeout(pendingSearch.timer)
      pendingSearch = null
    },
  }
}

function currentPage(): PageViewPayload {
  const location = typeof window === 'undefined' ? undefined : globalThis.location
  const title = typeof document === 'undefined' ? null : document.title
  return { path: location?.pathname ?? '', url: location?.href ?? '', title }
}
