import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '../auth/token-store.js'
import { DEFAULT_VISITOR_KEY_KEY, pageVisitorKey, VISITOR_KEY_PATTERN, visitorKey } from './visitor-key.js'

describe('visitorKey', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('makes a random key once and keeps it beside the visitor id', () => {
    const storage = createMemoryStorage()
    const key = visitorKey(storage)

    expect(key).toMatch(VISITOR_KEY_PATTERN)
    expect(visitorKey(storage)).toBe(key)
    expect(storage.getItem(DEFAULT_VISITOR_KEY_KEY)).toBe(key)
    expect(visitorKey(createMemoryStorage())).not.toBe(key)
  })

  it('replaces a kept value the tracking service would refuse', () => {
    const storage = createMemoryStorage()
    storage.setItem(DEFAULT_VISITOR_KEY_KEY, 'short')

    expect(visitorKey(storage)).toMatch(VISITOR_KEY_PATTERN)
    expect(storage.getItem(DEFAULT_VISITOR_KEY_KEY)).not.toBe('short')
  })

  it('still yields a key when storage refuses to read or write', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
      removeItem: () => {},
    }
    expect(visitorKey(refusing)).toMatch(VISITOR_KEY_PATTERN)
  })

  it('is the page’s localStorage key in a browser, and none on the server', () => {
    expect(pageVisitorKey()).toBeNull()
    const storage = createMemoryStorage()
    vi.stubGlobal('window', {})
    vi.stubGlobal('localStorage', storage)
    const key = pageVisitorKey()
    expect(key).toMatch(VISITOR_KEY_PATTERN)
    expect(storage.getItem(DEFAULT_VISITOR_KEY_KEY)).toBe(key)
  })
})
