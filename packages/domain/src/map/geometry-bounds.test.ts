import { describe, expect, it } from 'vitest'
import { geometryBoundingBox, unionBoundingBox } from './geometry-bounds.js'

describe('geometryBoundingBox (where the map goes for a picked place)', () => {
  it('is the box around a polygon’s ring, north-west to south-east', () => {
    expect(
      geometryBoundingBox({
        type: 'Polygon',
        coordinates: [
          [
            [-97.8, 30.2],
            [-97.7, 30.25],
            [-97.72, 30.3],
            [-97.8, 30.2],
          ],
        ],
      }),
    ).toEqual({ top_left: { lat: 30.3, lng: -97.8 }, bottom_right: { lat: 30.2, lng: -97.7 } })
  })

  it('covers every part of a multipolygon, and a point is a box of no size', () => {
    expect(
      geometryBoundingBox({
        type: 'MultiPolygon',
        coordinates: [
          [
            [
              [0, 0],
              [1, 0],
              [1, 1],
              [0, 0],
            ],
          ],
          [
            [
              [5, 5],
              [6, 5],
              [6, 7],
              [5, 5],
            ],
          ],
        ],
      }),
    ).toEqual({ top_left: { lat: 7, lng: 0 }, bottom_right: { lat: 0, lng: 6 } })
    expect(geometryBoundingBox({ type: 'Point', coordinates: [-97.7, 30.2] })).toEqual({
      top_left: { lat: 30.2, lng: -97.7 },
      bottom_right: { lat: 30.2, lng: -97.7 },
    })
  })

  it('is null without a usable position', () => {
    expect(geometryBoundingBox({ type: 'MultiPoint', coordinates: [] })).toBeNull()
    expect(geometryBoundingBox({ type: 'Point', coordinates: [Number.NaN, 1] })).toBeNull()
  })
})

describe('unionBoundingBox', () => {
  it('holds every box, and is null for none', () => {
    const a = { top_left: { lat: 2, lng: 0 }, bottom_right: { lat: 1, lng: 1 } }
    const b = { top_left: { lat: 5, lng: 3 }, bottom_right: { lat: 4, lng: 4 } }
    expect(unionBoundingBox([a, b])).toEqual({ top_left: { lat: 5, lng: 0 }, bottom_right: { lat: 1, lng: 4 } })
    expect(unionBoundingBox([])).toBeNull()
  })
})
