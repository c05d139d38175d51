import { describe, expect, it } from 'vitest'
import type { BasemapAreaFeature } from './basemap-types.js'
import { areaContaining, geometryContains } from './area-containing.js'

const square = (west: number, south: number, size: number) => [
  [west, south],
  [west + size, south],
  [west + size, south + size],
  [west, south + size],
  [west, south],
]

const area = (name: string, kind: 'zip' | 'neighborhood', west: number, south: number, size: number) =>
  ({
    type: 'Feature',
    properties: { name, kind },
    geometry: { type: 'Polygon', coordinates: [square(west, south, size)] },
  }) satisfies BasemapAreaFeature

describe('geometryContains', () => {
  it('is true inside a polygon and false in its hole or outside', () => {
    const withHole = { type: 'Polygon' as const, coordinates: [square(0, 0, 10), square(4, 4, 2)] }
    expect(geometryContains(withHole, { lat: 1, lng: 1 })).toBe(true)
    expect(geometryContains(withHole, { lat: 5, lng: 5 })).toBe(false)
    expect(geometryContains(withHole, { lat: 11, lng: 1 })).toBe(false)
  })

  it('checks every polygon of a MultiPolygon', () => {
    const two = { type: 'MultiPolygon' as const, coordinates: [[square(0, 0, 1)], [square(5, 5, 1)]] }
    expect(geometryContains(two, { lat: 5.5, lng: 5.5 })).toBe(true)
  })
})

describe('areaContaining', () => {
  const areas = [area('78704', 'zip', -98, 30, 1), area('Zilker', 'neighborhood', -97.8, 30.2, 0.1)]

  it('prefers the first kind asked for, then falls back to the next', () => {
    expect(areaContaining(areas, { lat: 30.25, lng: -97.75 }, ['neighborhood', 'zip'])?.properties?.name).toBe('Zilker')
    expect(areaContaining(areas, { lat: 30.5, lng: -97.5 }, ['neighborhood', 'zip'])?.properties?.name).toBe('78704')
    expect(areaContaining(areas, { lat: 40, lng: -97.5 }, ['neighborhood', 'zip'])).toBeUndefined()
  })
})
