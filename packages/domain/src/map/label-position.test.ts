import { describe, expect, it } from 'vitest'
import { labelPosition } from './label-position.js'

const square = (x: number, y: number, size: number) => [
  [x, y],
  [x + size, y],
  [x + size, y + size],
  [x, y + size],
  [x, y],
]

describe('labelPosition (where the offline basemap writes a state, county or area name)', () => {
  it('is the centroid of a polygon', () => {
    expect(labelPosition({ type: 'Polygon', coordinates: [square(0, 0, 2)] })).toEqual({ lat: 1, lng: 1 })
  })

  it('ignores holes', () => {
    expect(labelPosition({ type: 'Polygon', coordinates: [square(0, 0, 4), square(0, 0, 1)] })).toEqual({
      lat: 2,
      lng: 2,
    })
  })

  it('uses the largest part of a multipolygon (the mainland, not an island)', () => {
    const geometry = { type: 'MultiPolygon', coordinates: [[square(10, 10, 1)], [square(0, 0, 4)]] } as const
    expect(labelPosition(geometry)).toEqual({ lat: 2, lng: 2 })
  })

  it('is the same whichever way the ring runs', () => {
    expect(labelPosition({ type: 'Polygon', coordinates: [square(0, 0, 2).reverse()] })).toEqual({ lat: 1, lng: 1 })
  })

  it('is the middle of the extent of a line or a point', () => {
    const line = {
      type: 'LineString',
      coordinates: [
        [0, 0],
        [4, 2],
      ],
    } as const
    expect(labelPosition(line)).toEqual({ lat: 1, lng: 2 })
    expect(labelPosition({ type: 'Point', coordinates: [-97.75, 30.27] })).toEqual({ lat: 30.27, lng: -97.75 })
  })

  it('is null without positions', () => {
    expect(labelPosition({ type: 'Polygon', coordinates: [] })).toBeNull()
    expect(labelPosition({ type: 'MultiPolygon', coordinates: [] })).toBeNull()
  })
})
