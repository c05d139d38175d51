import { describe, expect, it } from 'vitest'
import { SEARCH_MAX_RING_POSITIONS } from '../search/search-query.js'
import { DRAWN_POLYGON_MESSAGES, latLngsFromPolygon, polygonFromDrawnLatLngs } from './drawn-polygon.js'

const p = (lat: number, lng: number) => ({ lat, lng })

describe('polygonFromDrawnLatLngs (a drawn shape becomes the geo_shape filter)', () => {
  it('closes the ring and writes GeoJSON positions, longitude first', () => {
    expect(polygonFromDrawnLatLngs([p(30.2, -97.8), p(30.2, -97.7), p(30.3, -97.7)])).toEqual({
      ok: true,
      polygon: {
        type: 'Polygon',
        coordinates: [
          [
            [-97.8, 30.2],
            [-97.7, 30.2],
            [-97.7, 30.3],
            [-97.8, 30.2],
          ],
        ],
      },
    })
  })

  it('turns a clockwise drawing counter-clockwise (RFC 7946 right-hand rule)', () => {
    const result = polygonFromDrawnLatLngs([p(0, 0), p(1, 0), p(1, 1), p(0, 1)])
    expect(result).toEqual({
      ok: true,
      polygon: {
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [1, 0],
            [1, 1],
            [0, 1],
            [0, 0],
          ],
        ],
      },
    })
  })

  it('accepts an already closed ring and drops repeated corners (a double click)', () => {
    const result = polygonFromDrawnLatLngs([p(0, 0), p(0, 1), p(0, 1), p(1, 1), p(0, 0)])
    expect(result.ok && result.polygon.coordinates[0]).toEqual([
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 0],
    ])
  })

  it('rounds corners to the API precision of 1e-7 degrees', () => {
    const result = polygonFromDrawnLatLngs([p(0.123456789, 0), p(0, 1), p(1, 1)])
    expect(result.ok && result.polygon.coordinates[0]?.[0]).toEqual([0, 0.1234568])
  })

  it.each([
    ['no corners', []],
    ['two corners', [p(0, 0), p(1, 1)]],
    ['three clicks on two spots', [p(0, 0), p(1, 1), p(1, 1)]],
  ])('refuses %s (too few corners)', (_, corners) => {
    expect(polygonFromDrawnLatLngs(corners)).toEqual({ ok: false, problem: 'too-few-corners' })
  })

  it.each([
    ['a bow tie', [p(0, 0), p(1, 1), p(0, 1), p(1, 0)]],
    ['corners on one line', [p(0, 0), p(1, 1), p(2, 2)]],
    ['a figure of eight', [p(0, 0), p(2, 2), p(2, 0), p(0, 2)]],
  ])('refuses %s (polygon draw control with no self-intersection)', (_, corners) => {
    expect(polygonFromDrawnLatLngs(corners)).toEqual({ ok: false, problem: 'self-intersecting' })
  })

  it('refuses more corners than the API accepts in a ring', () => {
    const corners = Array.from({ length: SEARCH_MAX_RING_POSITIONS }, (_, i) => {
      const angle = (2 * Math.PI * i) / SEARCH_MAX_RING_POSITIONS
      return p(Math.sin(angle), Math.cos(angle))
    })
    expect(polygonFromDrawnLatLngs(corners)).toEqual({ ok: false, problem: 'too-many-corners' })
    expect(polygonFromDrawnLatLngs(corners.slice(1)).ok).toBe(true)
  })

  it('has a message for every refusal', () => {
    expect(DRAWN_POLYGON_MESSAGES['self-intersecting']).toBe(
      'The outline crosses itself. Draw the area again without crossing lines.',
    )
    expect(Object.values(DRAWN_POLYGON_MESSAGES).every((text) => text.endsWith('.'))).toBe(true)
  })
})

describe('latLngsFromPolygon', () => {
  it('gives the outer ring in Leaflet order without the closing repeat', () => {
    expect(
      latLngsFromPolygon({
        type: 'Polygon',
        coordinates: [
          [
            [-97.8, 30.2],
            [-97.7, 30.2],
            [-97.7, 30.3],
            [-97.8, 30.2],
          ],
        ],
      }),
    ).toEqual([p(30.2, -97.8), p(30.2, -97.7), p(30.3, -97.7)])
  })

  it('round-trips a drawn shape', () => {
    const corners = [p(30.2, -97.8), p(30.2, -97.7), p(30.3, -97.7), p(30.3, -97.8)]
    const drawn = polygonFromDrawnLatLngs(corners)
    expect(drawn.ok && polygonFromDrawnLatLngs(latLngsFromPolygon(drawn.polygon))).toEqual(drawn)
  })

  it('is empty for a polygon without rings', () => {
    expect(latLngsFromPolygon({ type: 'Polygon', coordinates: [] })).toEqual([])
  })
})
