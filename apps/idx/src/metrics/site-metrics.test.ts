import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage, type TrackingOutcome } from '@idx/api-client'
import { DELAYS_MS } from '@idx/domain'
import { IDENTIFIED_KEY, createSiteMetrics } from './site-metrics.js'
import type { TrackingPolicy } from './tracking-policy.js'

const VID = 'vid-1'
const page = (path: string) => ({ path, url: `http://x.test${path}`, referrer: null })
const search = (bedrooms: number, market: string | number = '1') => ({
  market,
  filters: { bedrooms: { min: bedrooms } },
  suggestions: [] as string[],
  path: '/app/',
  url: `http://x.test/app/?q=${bedrooms}`,
})
const listing = { id: '7', mls_number: 'ACT1', price_in_dollars: 450000, title: '1 Test St', description: 'Long' }
const user = { id: '3', first_name: 'Jane', last_name: 'Buyer', email: 'jane@example.com', phone_number: ' ' }

/** A connected site metrics over a fake tracking client that records what went out. */
function setup({ policy = 'send', connect = true }: { policy?: TrackingPolicy; connect?: boolean } = {}) {
  const sent: unknown[][] = []
  const tracking = {
    event: vi.fn(async (vid: string, event: string, payload?: unknown): Promise<TrackingOutcome> => {
      sent.push([vid, event, payload])
      return 'sent'
    }),
    identify: vi.fn(async (identification: object): Promise<TrackingOutcome> => {
      sent.push(['identify', identification])
      return 'sent'
    }),
  }
  const storage = createMemoryStorage()
  const metrics = createSiteMetrics({ vid: () => VID, storage })
  const disconnect = connect ? metrics.connect(tracking) : () => {}
  metrics.setPolicy(policy)
  /** Lets the ready delay pass and the deliveries (promise callbacks) run. */
  const settle = async (ms: number = DELAYS_MS.trackingReady) => {
    await vi.advanceTimersByTimeAsync(ms)
  }
  const names = () => sent.map((call) => (call[0] === 'identify' ? 'identify' : call[1]))
  return { metrics, tracking, sent, names, settle, storage, disconnect }
}

describe('createSiteMetrics', () => {
  beforeEach(() => {
    // createMetrics starts no search timer without a window (the server renderer).
    vi.stubGlobal('window', {})
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('holds events for the tracking-ready delay after connecting, then sends them in order', async () => {
    const { metrics, names, settle } = setup()

    metrics.pageView(page('/app/'))
    metrics.listingViewed(listing)
    await settle(DELAYS_MS.trackingReady - 1)
    expect(names()).toEqual([])

    await settle(1)
    expect(names()).toEqual(['PageView', 'viewedProperty', 'PropertyView'])
  })

  it('sends PageView with path, url and referrer, and the listing as a summary', async () => {
    const { metrics, sent, settle } = setup()

    metrics.pageView({ path: '/app/listing/7', url: 'http://x.test/app/listing/7', referrer: 'http://x.test/app/' })
    metrics.listingViewed(listing)
    await settle()

    const summary = { id: '7', mls_number: 'ACT1', price_in_dollars: 450000, title: '1 Test St' }
    expect(sent).toEqual([
      [VID, 'PageView', { path: '/app/listing/7', url: 'http://x.test/app/listing/7', referrer: 'http://x.test/app/' }],
      [VID, 'viewedProperty', summary],
      [VID, 'PropertyView', summary],
    ])
  })

  it('holds events while the session is not known, and sends them once it is', async () => {
    const { metrics, names, settle } = setup({ policy: 'wait' })

    metrics.pageView(page('/app/'))
    await settle(10 * DELAYS_MS.trackingReady)
    expect(names()).toEqual([])

    metrics.setPolicy('send')
    await settle(0)
    expect(names()).toEqual(['PageView'])
  })

  it('drops held and later events when the session turns out to be an agent, impersonated or SSO logout', async () => {
    const { metrics, names, settle } = setup({ policy: 'wait' })

    metrics.pageView(page('/app/'))
    metrics.setPolicy('off')
    metrics.listingViewed(listing)
    metrics.signedIn(user)
    metrics.searched(search(3))
    await settle(DELAYS_MS.searchEvent * 2)

    expect(names()).toEqual([])
  })

  it('keeps at most the newest 50 events while waiting', async () => {
    const { metrics, sent, settle } = setup({ policy: 'wait' })

    for (let index = 0; index < 60; index += 1) metrics.pageView(page(`/app/listing/${index}`))
    metrics.setPolicy('send')
    await settle()

    expect(sent.length).toBe(50)
    expect(sent[0]?.[2]).toMatchObject({ path: '/app/listing/10' })
  })

  it('sends nothing before it is connected to a tracking client', async () => {
    const { metrics, tracking, settle } = setup({ connect: false })

    metrics.pageView(page('/app/'))
    await settle(10 * DELAYS_MS.trackingReady)
    expect(tracking.event).not.toHaveBeenCalled()

    metrics.connect(tracking)
    await settle()
    expect(tracking.event).toHaveBeenCalledOnce()
  })

  it('holds events again after a disconnect, until the next connect is ready', async () => {
    const { metrics, tracking, disconnect, settle } = setup()
    await settle()
    disconnect()

    metrics.pageView(page('/app/'))
    await settle()
    expect(tracking.event).not.toHaveBeenCalled()

    metrics.connect(tracking)
    await settle()
    expect(tracking.event).toHaveBeenCalledOnce()
  })

  describe('searched', () => {
    it('goes out 5 s after the search settles', async () => {
      const { metrics, sent, settle } = setup()
      await settle()

      metrics.searched(search(3))
      await settle(DELAYS_MS.searchEvent - 1)
      expect(sent).toEqual([])
      await settle(1)

      expect(sent).toEqual([[VID, 'searched', search(3)]])
    })

    it('restarts the wait for a new search within the 5 s and sends only that one', async () => {
      const { metrics, sent, settle } = setup()
      await settle()

      metrics.searched(search(3))
      await settle(DELAYS_MS.searchEvent - 1)
      metrics.searched(search(4))
      await settle(DELAYS_MS.searchEvent - 1)
      expect(sent).toEqual([])
      await settle(1)

      expect(sent).toEqual([[VID, 'searched', search(4)]])
    })

    it('does not restart the wait for the same search again (another page of it, say)', async () => {
      const { metrics, sent, settle } = setup()
      await settle()

      metrics.searched(search(3))
      await settle(DELAYS_MS.searchEvent - 1)
      metrics.searched({ ...search(3), url: 'http://x.test/app/?q=3&page=2' })
      await settle(1)

      expect(sent).toEqual([[VID, 'searched', search(3)]])
    })

    it('does not send the same search twice', async () => {
      const { metrics, names, settle } = setup()
      await settle()

      metrics.searched(search(3))
      await settle(DELAYS_MS.searchEvent)
      metrics.searched(search(3))
      await settle(DELAYS_MS.searchEvent * 2)

      expect(names()).toEqual(['searched'])
    })

    it('drops a waiting search when the visitor goes back to the one already sent', async () => {
      const { metrics, sent, settle } = setup()
      await settle()

      metrics.searched(search(3))
      await settle(DELAYS_MS.searchEvent)
      metrics.searched(search(4))
      metrics.searched(search(3))
      await settle(DELAYS_MS.searchEvent * 2)

      expect(sent).toEqual([[VID, 'searched', search(3)]])
    })

    it('sends a search again after another one went out in between', async () => {
      const { metrics, names, settle } = setup()
      await settle()

      for (const bedrooms of [3, 4, 3]) {
        metrics.searched(search(bedrooms))
        await settle(DELAYS_MS.searchEvent)
      }

      expect(names()).toEqual(['searched', 'searched', 'searched'])
    })

    it('sends a waiting search at once when the page goes away', async () => {
      const { metrics, names, settle } = setup()
      await settle()

      metrics.searched(search(3))
      metrics.flushSearch()
      await settle(0)

      expect(names()).toEqual(['searched'])
    })
  })

  describe('signedIn', () => {
    it('identifies the visitor as the user, with their contact details and no blanks', async () => {
      const { metrics, sent, settle, storage } = setup()

      metrics.signedIn(user)
      await settle()

      expect(sent).toEqual([
        [
          'identify',
          {
            vid: VID,
            remote_actor_id: '3',
            user: { first_name: 'Jane', last_name: 'Buyer', email: 'jane@example.com' },
            source: 'idx',
          },
        ],
      ])
      expect(storage.getItem(IDENTIFIED_KEY)).toBe(`${VID}|3`)
    })

    it('identifies a visitor and user once, also across page loads', async () => {
      const { metrics, names, settle, storage } = setup()
      metrics.signedIn(user)
      metrics.signedIn(user)
      await settle()
      expect(names()).toEqual(['identify'])

      // The next page load, with the same browser storage.
      const identify = vi.fn(async (): Promise<TrackingOutcome> => 'sent')
      const reloaded = createSiteMetrics({ vid: () => VID, storage })
      reloaded.connect({ event: vi.fn(), identify })
      reloaded.setPolicy('send')
      reloaded.signedIn(user)
      await settle()
      expect(identify).not.toHaveBeenCalled()

      // Another user signing in on this browser is identified.
      reloaded.signedIn({ ...user, id: '4' })
      await settle()
      expect(identify).toHaveBeenCalledWith(expect.objectContaining({ vid: VID, remote_actor_id: '4' }))
    })

    it('remembers nothing when the identify was dropped, so a later session may still identify', async () => {
      const { metrics, storage, settle } = setup({ policy: 'off' })

      metrics.signedIn(user)
      await settle()

      expect(storage.getItem(IDENTIFIED_KEY)).toBeNull()
    })
  })

  it('never lets a throwing tracking client reach the caller', async () => {
    const { metrics, tracking, settle } = setup()
    tracking.event.mockImplementation(() => {
      throw new Error('broken client')
    })

    expect(() => metrics.pageView(page('/app/'))).not.toThrow()
    await settle()
    expect(tracking.event).toHaveBeenCalledOnce()
  })
})
