import { describe, expect, it } from 'vitest'
import { PngCache } from './png-cache.js'

/** A stand-in rasteriser: a buffer of `svg.length` bytes, counting its calls. */
function counting() {
  const calls: string[] = []
  return {
    calls,
    rasterise: async (svg: string) => {
      calls.push(svg)
      if (svg === 'bad') throw new Error('cannot draw')
      return Buffer.alloc(svg.length, svg)
    },
  }
}

describe('PngCache', () => {
  it('rasterises a drawing once, however often and however concurrently it is asked for', async () => {
    const { calls, rasterise } = counting()
    const cache = new PngCache(rasterise)
    const [a, b] = await Promise.all([cache.png('<svg a/>'), cache.png('<svg a/>')])
    const c = await cache.png('<svg a/>')
    expect(calls).toEqual(['<svg a/>'])
    expect(a).toBe(b)
    expect(c).toBe(a)
    expect(cache.size).toEqual({ entries: 1, bytes: 8 })
  })

  it('drops the least recently used drawings past its byte budget', async () => {
    const { calls, rasterise } = counting()
    const cache = new PngCache(rasterise, 10)
    await cache.png('aaaa') // 4 bytes
    await cache.png('bbbb') // 8
    await cache.png('aaaa') // used again: bbbb is now the oldest
    await cache.png('cccc') // 12 > 10: bbbb goes
    expect(cache.size).toEqual({ entries: 2, bytes: 8 })
    await cache.png('aaaa')
    await cache.png('bbbb')
    expect(calls).toEqual(['aaaa', 'bbbb', 'cccc', 'bbbb'])
    // A PNG larger than the whole budget is served but not kept.
    await cache.png('x'.repeat(11))
    expect(cache.size.bytes).toBeLessThanOrEqual(10)
  })

  it('keeps no failure: the next request tries again', async () => {
    const { calls, rasterise } = counting()
    const cache = new PngCache(rasterise)
    await expect(cache.png('bad')).rejects.toThrow('cannot draw')
    await expect(cache.png('bad')).rejects.toThrow('cannot draw')
    expect(calls).toEqual(['bad', 'bad'])
    expect(cache.size.entries).toBe(0)
  })
})
