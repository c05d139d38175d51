import { describe, expect, it } from 'vitest'
import { boxesCollide, footprintBox, MARKER_FOOTPRINT, markerFootprint, worldPixel } from './marker-footprint.js'

describe('worldPixel (Leaflet EPSG:3857 at a zoom)', () => {
  it('puts the world 256 * 2^zoom pixels wide, the equator and meridian in its middle', () => {
    expect(worldPixel({ lat: 0, lng: 0 }, 0)).toEqual({ x: 128, y: 128 })
    expect(worldPixel({ lat: 0, lng: -180 }, 3)).toEqual({ x: 0, y: 1024 })
    expect(worldPixel({ lat: 85.0511287798, lng: 180 }, 1).y).toBeCloseTo(0, 6)
  })

  it('doubles every distance with each zoom level', () => {
    const a = worldPixel({ lat: 30.25, lng: -97.78 }, 10)
    const b = worldPixel({ lat: 30.26, lng: -97.77 }, 10)
    const a2 = worldPixel({ lat: 30.25, lng: -97.78 }, 11)
    const b2 = worldPixel({ lat: 30.26, lng: -97.77 }, 11)
    expect(b2.x - a2.x).toBeCloseTo(2 * (b.x - a.x), 9)
    expect(b2.y - a2.y).toBeCloseTo(2 * (b.y - a.y), 9)
    expect(b.y).toBeLessThan(a.y) // north is up
  })
})

describe('markerFootprint', () => {
  it('centres a bubble and a dot on their position', () => {
    expect(markerFootprint({ kind: 'bubble', radius: 46 })).toEqual({ width: 92, height: 92, anchorX: 46, anchorY: 46 })
    expect(markerFootprint({ kind: 'dot' })).toEqual({ width: 14, height: 14, anchorX: 7, anchorY: 7 })
  })

  it('sizes a pill by its text and puts its tail on the position', () => {
    expect(markerFootprint({ kind: 'pill', text: '$450K' })).toEqual({
      width: 58,
      height: 24,
      anchorX: 29,
      anchorY: 30,
    })
    expect(markerFootprint({ kind: 'pill', text: 'N/A' }).width).toBe(42)
    expect(markerFootprint({ kind: 'pill', text: '12 listings' }).width).toBe(106)
  })

  it("widens a saved listing's pill by its heart, keeping the tail in the middle", () => {
    expect(markerFootprint({ kind: 'pill', text: '$450K', saved: true })).toEqual({
      width: 72,
      height: 24,
      anchorX: 36,
      anchorY: 30,
    })
  })

  it('covers the pill and its tail, down to the position', () => {
    const box = footprintBox({ x: 100, y: 100 }, markerFootprint({ kind: 'pill', text: '$1.3M' }))
    expect(box).toEqual({ left: 71, top: 70, right: 129, bottom: 100 })
    expect(box.bottom - box.top).toBe(MARKER_FOOTPRINT.pillHeight + MARKER_FOOTPRINT.pillTail)
  })
})

describe('boxesCollide', () => {
  const a = { left: 0, top: 0, right: 10, bottom: 10 }
  it('keeps the gap between markers', () => {
    expect(boxesCollide(a, { left: 13, top: 0, right: 20, bottom: 10 })).toBe(true)
    expect(boxesCollide(a, { left: 14, top: 0, right: 20, bottom: 10 })).toBe(false)
    expect(boxesCollide(a, { left: 0, top: 14, right: 10, bottom: 20 })).toBe(false)
  })

  it('lets touching edges be apart without a gap, and overlapping ones not', () => {
    expect(boxesCollide(a, { left: 10, top: 0, right: 20, bottom: 10 }, 0)).toBe(false)
    expect(boxesCollide(a, { left: 9, top: 9, right: 20, bottom: 20 }, 0)).toBe(true)
  })
})
