import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../auth/token-store.js'
import { DEFAULT_VISITOR_ID_KEY, VISITOR_ID_PATTERN, visitorId } from './visitor-id.js'
import { randomId } from './random-id.js'

describe('visitorId', () => {
  it('makes a random id once and keeps it for every later call', () => {
    const storage = createMemoryStorage()
    const first = visitorId(storage, { search: '' })

    expect(first).toMatch(VISITOR_ID_PATTERN)
    expect(visitorId(storage, { search: '' })).toBe(first)
    expect(storage.getItem(DEFAULT_VISITOR_ID_KEY)).toBe(first)
  })

  it('lets a _vid query parameter win over the kept id, and keeps it', () => {
    const storage = createMemoryStorage()
    visitorId(storage, { search: '', newId: () => 'made-here' })

    expect(visitorId(storage, { search: '?q=%7B%7D&_vid=handed.over-1' })).toBe('handed.over-1')
    expect(visitorId(storage, { search: '' })).toBe('handed.over-1')
  })

  it('ignores a _vid the tracking service would refuse', () => {
    const storage = createMemoryStorage()

    expect(visitorId(storage, { search: new URLSearchParams({ _vid: 'no spaces<>' }), newId: () => 'fresh' })).toBe(
      'fresh',
    )
    expect(visitorId(storage, { search: `?_vid=${'x'.repeat(65)}` })).toBe('fresh')
  })

  it('replaces a kept value that is not a vid', () => {
    const storage = createMemoryStorage()
    storage.setItem(DEFAULT_VISITOR_ID_KEY, 'not a vid')

    expect(visitorId(storage, { search: '', newId: () => 'fresh' })).toBe('fresh')
  })

  it('still yields an id when storage refuses to read or write', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => undefined,
    }

    expect(visitorId(refusing, { search: '', newId: () => 'ephemeral' })).toBe('ephemeral')
  })

  it('reads no _vid outside a browser when no search is given', () => {
    expect(visitorId(createMemoryStorage(), { newId: () => 'server' })).toBe('server')
  })
})

describe('randomId', () => {
  it('makes 22-character base64url ids that differ', () => {
    const ids = new Set(Array.from({ length: 100 }, randomId))

    expect(ids.size).toBe(100)
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/)
  })
})
