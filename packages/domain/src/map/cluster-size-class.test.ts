import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CLUSTER_SIZE_CLASSES, clusterSizeClass } from './cluster-size-class.js'

describe('clusterSizeClass', () => {
  it.each([
    [0, 'cluster-up-to-5'],
    [1, 'cluster-up-to-5'],
    [5, 'cluster-up-to-5'],
    [6, 'cluster-up-to-15'],
    [15, 'cluster-up-to-15'],
    [16, 'cluster-up-to-30'],
    [30, 'cluster-up-to-30'],
    [31, 'cluster-up-to-50'],
    [50, 'cluster-up-to-50'],
    [51, 'cluster-up-to-70'],
    [70, 'cluster-up-to-70'],
    [71, 'cluster-up-to-100'],
    [100, 'cluster-up-to-100'],
    [151, 'cluster-151-200'],
    [200, 'cluster-151-200'],
    [201, 'cluster-over-200'],
    [10000, 'cluster-over-200'],
  ] as const)('sizes clusters up to 5, 15, 30, 50, 70, 100; 151-200; over 200 (%j -> %s)', (count, expected) => {
    expect(clusterSizeClass(count)).toBe(expected)
  })

  it.each([101, 125, 150])('gives counts 101-150 the base style only (%j)', (count) => {
    expect(clusterSizeClass(count)).toBeNull()
  })

  it('gives a count that is not a number the base style only', () => {
    expect(clusterSizeClass(Number.NaN)).toBeNull()
  })

  it('never gets smaller as the count grows, outside the 101-150 gap', () => {
    const rank = (count: number) => CLUSTER_SIZE_CLASSES.indexOf(clusterSizeClass(count)!)
    const count = fc.integer({ min: 0, max: 100_000 }).filter((n) => n < 101 || n > 150)
    fc.assert(
      fc.property(count, count, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a]
        expect(rank(low)).toBeGreaterThanOrEqual(0)
        expect(rank(low)).toBeLessThanOrEqual(rank(high))
      }),
    )
  })
})
