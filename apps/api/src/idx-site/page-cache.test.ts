import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { PageCache, pickEncoding, plainBody, type CachedPage } from './page-cache.js'

const page = (bytes: number, etag = 'W/"a"'): CachedPage => ({
  etag,
  status: 200,
  headers: {},
  body: Buffer.alloc(bytes, 'a'),
  encoded: {},
})

describe('PageCache', () => {
  it('drops the least recently used pages first to stay under its byte cap', () => {
    const cache = new PageCache(3 * (10_000 + 1024))
    cache.set('one', page(10_000))
    cache.set('two', page(10_000))
    cache.set('three', page(10_000))
    // Reading `one` makes `two` the least recently used.
    expect(cache.get('one')).toBeDefined()
    cache.set('four', page(10_000))
    expect(cache.get('two')).toBeUndefined()
    expect(cache.get('one')).toBeDefined()
    expect(cache.get('three')).toBeDefined()
    expect(cache.get('four')).toBeDefined()
    expect(cache.bytes).toBeLessThanOrEqual(cache.maxBytes)
  })

  it('replaces the page at a key and counts only the new one', () => {
    const cache = new PageCache(1_000_000)
    cache.set('key', page(10_000, 'W/"old"'))
    cache.set('key', page(20_000, 'W/"new"'))
    expect(cache.get('key')?.etag).toBe('W/"new"')
    expect(cache.size).toBe(1)
    expect(cache.bytes).toBe(20_000 + 1024)
  })

  it('keeps nothing larger than its cap, and nothing at all with a cap of 0', () => {
    const small = new PageCache(5_000)
    small.set('big', page(10_000))
    expect(small.get('big')).toBeUndefined()
    const none = new PageCache(0)
    none.set('key', page(10))
    expect(none.size).toBe(0)
    expect(none.bytes).toBe(0)
  })

  it('makes gzip and brotli copies of a kept page in the background, then lets its plain bytes go', async () => {
    const cache = new PageCache(1_000_000)
    const kept = page(50_000)
    const plain = Buffer.from(kept.body!)
    cache.set('key', kept)
    expect(plainBody(kept).equals(plain)).toBe(true)
    await expect.poll(() => kept.body).toBeNull()
    expect(Object.keys(kept.encoded).sort()).toEqual(['br', 'gzip'])
    expect(gunzipSync(kept.encoded.gzip!).equals(plain)).toBe(true)
    expect(plainBody(kept).equals(plain)).toBe(true)
    expect(cache.bytes).toBe(1024 + kept.encoded.gzip!.length + kept.encoded.br!.length)
  })
})

describe('pickEncoding', () => {
  it('prefers brotli, follows the client’s q-values, and falls back to the plain bytes', () => {
    expect(pickEncoding('gzip, deflate, br, zstd', ['gzip', 'br'])).toBe('br')
    expect(pickEncoding('gzip, deflate, br', ['gzip'])).toBe('gzip')
    expect(pickEncoding('gzip;q=1, br;q=0.5', ['gzip', 'br'])).toBe('gzip')
    expect(pickEncoding('br;q=0, gzip;q=0', ['gzip', 'br'])).toBeNull()
    expect(pickEncoding('*', ['gzip'])).toBe('gzip')
    expect(pickEncoding('identity', ['gzip', 'br'])).toBeNull()
    expect(pickEncoding(undefined, ['gzip', 'br'])).toBeNull()
    expect(pickEncoding('gzip', [])).toBeNull()
  })
})
