import { describe, expect, it } from 'vitest'
import { listingsExtentView, mapEmptyCause, mapPlacesOf, placesView, PLACE_FIT_PADDING } from './map-places.js'

const square = (west: number, south: number, size: number) => ({
  type: 'Polygon' as const,
  coordinates: [
    [
      [west, south],
      [west + size, south],
      [west + size, south + size],
      [west, south + size],
      [west, south],
    ],
  ],
})

describe('the places a search picked, on the map', () => {
  it('reads the places with a position from a GET places document', () => {
    const document = {
      data: [
        { id: 'area:3', type: 'places', attributes: { name: 'Zilker', geometry: square(-97.8, 30.2, 0.1) } },
        { id: 'mls:X1', type: 'places', attributes: { name: 'X1', geometry: null } },
      ],
    }
    expect(mapPlacesOf(document)).toEqual([{ id: 'area:3', name: 'Zilker', geometry: square(-97.8, 30.2, 0.1) }])
    expect(mapPlacesOf(undefined)).toEqual([])
  })

  it('fits the map around every place with room to spare, and zooms to the listing zoom on an address', () => {
    const zilker = { id: 'area:3', name: 'Zilker', geometry: square(-97.8, 30.2, 0.1) }
    const zip = { id: 'zip:78745', name: '78745', geometry: square(-97.85, 30.1, 0.05) }
    expect(placesView([zilker, zip])).toEqual({
      box: { top_left: { lat: 30.3, lng: -97.85 }, bottom_right: { lat: 30.1, lng: -97.7 } },
      padding: PLACE_FIT_PADDING,
    })
    const address = {
      id: 'address:9',
      name: '9 Test St',
      geometry: { type: 'Point' as const, coordinates: [-97.6, 30.1] },
    }
    expect(placesView([address])).toEqual({ center: { lat: 30.1, lng: -97.6 }, zoom: 14 })
    expect(placesView([])).toBeNull()
  })
})

describe('mapEmptyCause', () => {
  it('blames the filters only when the whole market has no match for them', () => {
    expect(mapEmptyCause(0, false)).toBe('filters')
    expect(mapEmptyCause(0, true)).toBe('filters')
    expect(mapEmptyCause(250, true)).toBe('shape')
    expect(mapEmptyCause(250, false)).toBe('area')
    expect(mapEmptyCause(null, false)).toBe('area')
  })
})

describe("a collection's map", () => {
  const box = (north: number, west: number, south: number, east: number) => ({
    top_left: { lat: north, lng: west },
    bottom_right: { lat: south, lng: east },
  })

  it('opens around every cluster of its listings, with room for the buttons', () => {
    expect(
      listingsExtentView([
        { bounding_box: box(30.4, -97.8, 30.3, -97.7) },
        { bounding_box: box(30.2, -97.9, 30.1, -97.85) },
      ]),
    ).toEqual({
      box: box(30.4, -97.9, 30.1, -97.7),
      padding: PLACE_FIT_PADDING,
    })
  })

  it('opens at the listing zoom around a single listing, and at the market for an empty board', () => {
    expect(listingsExtentView([{ bounding_box: box(30.3, -97.7, 30.3, -97.7) }])).toEqual({
      center: { lat: 30.3, lng: -97.7 },
      zoom: 14,
    })
    expect(listingsExtentView([])).toBeNull()
    expect(listingsExtentView([{ bounding_box: null }])).toBeNull()
  })
})
