import { describe, expect, it } from 'vitest'
import { CLUSTER_SIZE_CLASSES } from './cluster-size-class.js'
import { CLUSTER_MARKER_MIN_RADIUS } from './constants.js'
import { clusterMarkerRadius } from './cluster-marker-radius.js'

describe('clusterMarkerRadius (cluster marker minimum radius 25, one size per class)', () => {
  it.each([
    ['cluster-up-to-5', 25],
    ['cluster-up-to-15', 28],
    ['cluster-up-to-30', 31],
    ['cluster-up-to-50', 34],
    ['cluster-up-to-70', 37],
    ['cluster-up-to-100', 40],
    ['cluster-151-200', 43],
    ['cluster-over-200', 46],
  ] as const)('%s is %j px', (sizeClass, radius) => {
    expect(clusterMarkerRadius(sizeClass)).toBe(radius)
  })

  it('gives the base style (counts 101-150) the minimum radius', () => {
    expect(clusterMarkerRadius(null)).toBe(CLUSTER_MARKER_MIN_RADIUS)
  })

  it('never goes below the minimum and grows with the class', () => {
    const radii = CLUSTER_SIZE_CLASSES.map(clusterMarkerRadius)
    expect(Math.min(...radii)).toBe(CLUSTER_MARKER_MIN_RADIUS)
    expect([...radii].sort((a, b) => a - b)).toEqual(radii)
  })
})
