import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ringSelfIntersects } from '../search/ring-self-intersects.js'
import { boundingBoxFromEdges, boundsChanged, polygonFromBoundingBox } from './bounding-box.js'

const austin = { top_left: { lat: 30.35, lng: -97.8 }, bottom_right: { lat: 30.23, lng: -97.66 } }

describe('boundingBoxFromEdges', () => {
  it('puts the north-west corner top left and the south-east corner bottom right', () => {
    expect(boundingBoxFromEdges({ north: 30.35, south: 30.23, east: -97.66, west: -97.8 })).toEqual(austin)
  })

  it.each([
    ['latitudes past the poles', { north: 91.2, south: -95, east: 10, west: -10 }, [90, -10, -90, 10]],
    ['longitudes past the antimeridian', { north: 1, south: 0, east: 190, west: -200 }, [1, -180, 0, 180]],
    ['a view wider than the world', { north: 1, south: 0, east: 400, west: 10 }, [1, -180, 0, 180]],
  ] as const)('clamps %s to what the API accepts', (_, edges, [north, west, south, east]) => {
    expect(boundingBoxFromEdges(edges)).toEqual({
      top_left: { lat: north, lng: west },
      bottom_right: { lat: south, lng: east },
    })
  })

  it('rounds to the API precision of 1e-7 degrees', () => {
    const box = boundingBoxFromEdges({ north: 30.123456789, south: 30.1, east: -97.1, west: -97.987654321 })
    expect(box.top_left).toEqual({ lat: 30.1234568, lng: -97.9876543 })
  })
})

describe('boundsChanged (the map reloads clusters on move-end only if bounds changed)', () => {
  it('treats the first box as a change', () => {
    expect(boundsChanged(null, austin)).toBe(true)
    expect(boundsChanged(undefined, austin)).toBe(true)
  })

  it('is no change for the same box', () => {
    expect(boundsChanged(austin, structuredClone(austin))).toBe(false)
  })

  it.each([
    ['north', { ...austin, top_left: { lat: 30.3500001, lng: -97.8 } }],
    ['west', { ...austin, top_left: { lat: 30.35, lng: -97.8000001 } }],
    ['south', { ...austin, bottom_right: { lat: 30.2300001, lng: -97.66 } }],
    ['east', { ...austin, bottom_right: { lat: 30.23, lng: -97.6599999 } }],
  ])('is a change when the %s edge moves by 1e-7 degrees', (_, moved) => {
    expect(boundsChanged(austin, moved)).toBe(true)
  })

  it('ignores differences below the API precision (sub-pixel jitter)', () => {
    const jitter = { ...austin, top_left: { lat: 30.35000002, lng: -97.79999998 } }
    expect(boundsChanged(austin, jitter)).toBe(false)
  })

  it('is a change exactly when the rounded boxes differ', () => {
    const edge = fc.double({ min: -80, max: 80, noNaN: true })
    fc.assert(
      fc.property(edge, edge, edge, edge, (n, s, e, w) => {
        const a = boundingBoxFromEdges({ north: n, south: s, east: e, west: w })
        const b = boundingBoxFromEdges({ north: n, south: s, east: e + 1e-6, west: w })
        expect(boundsChanged(a, a)).toBe(false)
        expect(boundsChanged(a, b)).toBe(true)
      }),
    )
  })
})

describe('polygonFromBoundingBox ("Search this area" gives the same geo_shape a drawing does)', () => {
  it('is the closed, counter-clockwise ring of the four corners', () => {
    expect(polygonFromBoundingBox(austin)).toEqual({
      type: 'Polygon',
      coordinates: [
        [
          [-97.8, 30.23],
          [-97.66, 30.23],
          [-97.66, 30.35],
          [-97.8, 30.35],
          [-97.8, 30.23],
        ],
      ],
    })
  })

  it('never crosses itself', () => {
    expect(ringSelfIntersects(polygonFromBoundingBox(austin).coordinates[0] ?? [])).toBe(false)
  })
})
