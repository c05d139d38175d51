import {
  METRIC_EVENTS,
  createMetrics,
  type SearchedPayload,
  type StorageLike,
  type TrackingClient,
  type TrackingOutcome,
} from '@idx/api-client'
import { DELAYS_MS, type Listing } from '@idx/domain'
import type { PageView } from './page-view.js'
import { isSearchedPayload, searchKey } from './searched-payload.js'
import type { TrackingPolicy } from './tracking-policy.js'

/** The tracking client calls the site's metrics make. */
export type MetricsTracking = Pick<TrackingClient, 'event' | 'identify'>

/** The signed-in user as `identify` reports them. */
export type SignedInUser = {
  readonly id: string | number
  readonly first_name?: string | null
  readonly last_name?: string | null
  readonly email?: string | null
  readonly phone_number?: string | null
  readonly sms_number?: string | null
}

/** Where the last identified visitor and user are remembered, so a reload does not identify again. */
export const IDENTIFIED_KEY = 'idx-identified'

export interface SiteMetricsOptions {
  /** The visitor's id (see `visitorId`), read when an event goes out. */
  readonly vid: () => string
  /** Keeps `IDENTIFIED_KEY` (localStorage in browsers). */
  readonly storage: StorageLike
  /** Quiet time before `searched` goes out. Default `DELAYS_MS.searchEvent` (5 s). */
  readonly searchDelayMs?: number
  /** Events wait this long after `connect` before the first goes out. Default `DELAYS_MS.trackingReady` (1 s). */
  readonly readyDelayMs?: number
  /** Most events held while the session is not known; the oldest are dropped first. Default 50. */
  readonly maxHeld?: number
}

export interface SiteMetrics {
  /** Hands over the tracking client; events go out `readyDelayMs` later. Returns the disconnect. */
  connect(tracking: MetricsTracking): () => void
  /** Whether events go out, wait, or are dropped (see `trackingPolicy`). */
  setPolicy(policy: TrackingPolicy): void
  /** The `PageView` pixel event. */
  pageView(page: PageView): void
  /** `viewedProperty` and the `PropertyView` pixel event, with a summary of the listing. */
  listingViewed(listing: Pick<Listing, 'id'> & Partial<Listing>): void
  /**
   * `searched`, `searchDelayMs` after the last search of a quiet spell. The same search again
   * (same market, filters and suggestions) neither restarts the wait nor goes out twice.
   */
  searched(search: SearchedPayload): void
  /** `identify` the visitor as this user, once per visitor and user. */
  signedIn(user: SignedInUser): void
  /** Sends a waiting `searched` now (the page is going away). */
  flushSearch(): void
}

type Held = {
  send: (tracking: MetricsTracking) => Promise<TrackingOutcome>
  settle: (outcome: TrackingOutcome) => void
}

/**
 * The site's metrics (spec §7: viewedProperty, searched, PageView, PropertyView; identify on
 * sign-in) over `createMetrics`, behind a gate: events are held until the tracking client is
 * connected, `readyDelayMs` has passed and the policy says `send`; a policy of `off` drops them.
 * Nothing here throws or retries: the tracking client logs its own failures.
 *
 * @example
 * const metrics = createSiteMetrics({ vid: () => visitorId(localStorage), storage: localStorage })
 * const disconnect = metrics.connect(createTrackingClient({ baseUrl: '', getToken: () => siteToken }))
 * metrics.setPolicy('send')
 * metrics.pageView({ path: '/app/', url: location.href, referrer: null })
 */
export function createSiteMetrics(options: SiteMetricsOptions): SiteMetrics {
  const {
    vid,
    storage,
    searchDelayMs = DELAYS_MS.searchEvent,
    readyDelayMs = DELAYS_MS.trackingReady,
    maxHeld = 50,
  } = options
  let tracking: MetricsTracking | null = null
  let ready = false
  let policy: TrackingPolicy = 'wait'
  let held: Held[] = []
  let pendingSearch: string | null = null
  let lastSentSearch: string | null = null
  let identifying: string | null = null

  function release(): void {
    if (policy === 'off') {
      for (const event of held.splice(0)) event.settle('skipped')
      return
    }
    if (policy !== 'send' || !ready || tracking === null) return
    const to = tracking
    const going = held
    held = []
    for (const event of going) {
      // The tracking client never rejects; a throwing one must still not reach the page.
      Promise.resolve()
        .then(() => event.send(to))
        .then(event.settle, () => event.settle('failed'))
    }
  }

  function deliver(send: Held['send']): Promise<TrackingOutcome> {
    if (policy === 'off') return Promise.resolve('skipped')
    return new Promise((settle) => {
      held.push({ send, settle })
      if (held.length > maxHeld) held.shift()?.settle('skipped')
      release()
    })
  }

  const metrics = createMetrics({
    vid,
    searchDelayMs,
    tracking: {
      event(id, event, payload) {
        if (event === METRIC_EVENTS.searched && isSearchedPayload(payload)) {
          lastSentSearch = searchKey(payload)
          pendingSearch = null
        }
        return deliver((to) => to.event(id, event, payload))
      },
    },
  })

  return {
    connect(client) {
      tracking = client
      ready = false
      const timer = setTimeout(() => {
        ready = true
        release()
      }, readyDelayMs)
      return () => {
        clearTimeout(timer)
        if (tracking === client) tracking = null
      }
    },

    setPolicy(next) {
      policy = next
      release()
    },

    pageView: (page) => metrics.pageView(page),

    listingViewed(listing) {
      metrics.viewedProperty(listing)
      metrics.propertyView(listing)
    },

    searched(search) {
      const key = searchKey(search)
      if (key === pendingSearch) return
      if (key === lastSentSearch) {
        // Back to the search already reported: the one that was waiting never settled.
        metrics.cancel()
        pendingSearch = null
        return
      }
      pendingSearch = key
      metrics.searched(search)
    },

    signedIn(user) {
      const id = vid()
      const key = `${id}|${user.id}`
      if (key === identifying || readStored(storage, IDENTIFIED_KEY) === key) return
      identifying = key
      void deliver((to) => {
        writeStored(storage, IDENTIFIED_KEY, key)
        return to.identify({ vid: id, remote_actor_id: user.id, user: personOf(user), source: 'idx' })
      }).finally(() => {
        if (identifying === key) identifying = null
      })
    },

    flushSearch: () => metrics.flush(),
  }
}

/** The user's contact details as `identify` sends them, blanks left out. */
function personOf(user: SignedInUser): Record<string, string> {
  const person: Record<string, string> = {}
  for (const key of ['first_name', 'last_name', 'email', 'phone_number', 'sms_number'] as const) {
    const value = user[key]?.trim()
    if (value) person[key] = value
  }
  return person
}

function readStored(storage: StorageLike, key: string): string | null {
  try {
    return storage.getItem(key)
  } catch {
    return null
  }
}

function writeStored(storage: StorageLike, key: string, value: string): void {
  try {
    storage.setItem(key, value)
  } catch {
    // Refused storage: the next page load identifies again, which the service accepts.
  }
}
