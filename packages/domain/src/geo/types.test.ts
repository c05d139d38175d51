import { describe, expect, it } from 'vitest'
import { latLng } from './types.js'
import type { LatLng } from './types.js'

// These are compile-time checks as well: `tsc --noEmit` fails when a type drifts.
describe('geo types', () => {
  it('builds a LatLng in Leaflet order', () => {
    const centre = latLng(30.267294, -97.75)
    expect(centre[0]).toBe(30.267294)
    expect(centre[1]).toBe(-97.75)
    // @ts-expect-error a plain tuple is not a LatLng: use latLng(lat, lng)
    const plain: LatLng = [30.267294, -97.75]
    expect(plain).toHaveLength(2)
  })
})
