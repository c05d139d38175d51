import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DELAYS_MS } from '@idx/domain'
import { createMetrics } from './create-metrics.js'

function setup() {
  const event = vi.fn(async () => 'sent' as const)
  const metrics = createMetrics({ tracking: { event }, vid: () => 'vid-1' })
  return { metrics, event }
}

const search = (price: number) => ({
  market: 1,
  filters: { price_in_dollars: { min: price } },
  suggestions: ['zip-78704'],
  path: '/app/',
  url: `https://lonestar.example/app/?q=${price}`,
})

describe('createMetrics in a browser', () => {
  beforeEach(() => {
    vi.stubGlobal('window', {})
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('sends viewedProperty and PropertyView with a summary of the listing, not the whole resource', () => {
    const { metrics, event } = setup()
    const listing = {
      id: '7',
      title: '1 Test St',
      price_in_dollars: 450000,
      description: 'Long text',
      photo_urls: ['a'],
    }

    metrics.viewedProperty(listing)
    metrics.propertyView(listing)

    const summary = { id: '7', title: '1 Test St', price_in_dollars: 450000 }
    expect(event.mock.calls).toEqual([
      ['vid-1', 'viewedProperty', summary],
      ['vid-1', 'PropertyView', summary],
    ])
  })

  it('sends PageView with the page given', () => {
    const { metrics, event } = setup()

    metrics.pageView({ path: '/app/listing/1', url: 'https://lonestar.example/app/listing/1', title: 'Home' })

    expect(event).toHaveBeenCalledWith('vid-1', 'PageView', {
      path: '/app/listing/1',
      url: 'https://lonestar.example/app/listing/1',
      title: 'Home',
    })
  })

  it('sends only the last search of a quiet spell, 5 s after it', () => {
    const { metrics, event } = setup()

    metrics.searched(search(100000))
    vi.advanceTimersByTime(DELAYS_MS.searchEvent - 1)
    metrics.searched(search(200000))
    vi.advanceTimersByTime(DELAYS_MS.searchEvent - 1)
    expect(event).not.toHaveBeenCalled()

    vi.advanceTimersByTime(1)
    expect(event.mock.calls).toEqual([['vid-1', 'searched', search(200000)]])
  })

  it('sends a pending search at once on flush, and drops it on cancel', () => {
    const { metrics, event } = setup()

    metrics.searched(search(1))
    metrics.flush()
    metrics.searched(search(2))
    metrics.cancel()
    vi.advanceTimersByTime(DELAYS_MS.searchEvent * 2)

    expect(event.mock.calls).toEqual([['vid-1', 'searched', search(1)]])
  })
})

describe('createMetrics on the server renderer', () => {
  it('starts no search timer', () => {
    vi.useFakeTimers()
    const { metrics, event } = setup()

    metrics.searched(search(1))

    expect(vi.getTimerCount()).toBe(0)
    vi.useRealTimers()
    expect(event).not.toHaveBeenCalled()
  })
})
