import { describe, expect, it } from 'vitest'
import { waterRibbon } from './water-ribbon.js'

describe('waterRibbon', () => {
  it('puts the banks half a width either side of an east-flowing centreline, closed', () => {
    const ring = waterRibbon([
      [30, -97, 100],
      [30, -96.99, 100],
    ])
    expect(ring).toHaveLength(5)
    expect(ring[0]).toEqual(ring[4])
    const northBank = ring[0]![1]
    const southBank = ring[3]![1]
    expect((northBank - 30) * 111_320).toBeCloseTo(100, 0)
    expect((30 - southBank) * 111_320).toBeCloseTo(100, 0)
  })

  it('refuses a centreline of one point', () => {
    expect(() => waterRibbon([[30, -97, 100]])).toThrow(/two centreline points/)
  })
})
