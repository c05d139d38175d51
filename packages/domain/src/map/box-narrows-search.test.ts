import { describe, expect, it } from 'vitest'
import type { BoundingBox } from '../geo/types.js'
import { boxNarrowsSearch } from './box-narrows-search.js'

const box = (north: number, west: number, south: number, east: number): BoundingBox => ({
  top_left: { lat: north, lng: west },
  bottom_right: { lat: south, lng: east },
})

// The seeded Austin market's placed listings, and Round Rock's.
const metro = box(30.753415, -98.155775, 29.946175, -97.224471)
const roundRock = box(30.573284, -97.712772, 30.474672, -97.616584)

describe('boxNarrowsSearch (a box that holds every placed listing of the search narrows nothing)', () => {
  it('narrows nothing when the box holds the whole extent, as a map zoomed out past the area does', () => {
    expect(boxNarrowsSearch(box(31.5, -99, 29, -96.5), metro)).toBe(false)
    expect(boxNarrowsSearch(box(30.6, -97.75, 30.45, -97.6), roundRock)).toBe(false)
  })

  it('narrows when any edge of the extent lies outside the box', () => {
    expect(boxNarrowsSearch(box(30.35, -97.8, 30.23, -97.66), metro)).toBe(true)
    expect(boxNarrowsSearch(box(30.57, -97.75, 30.45, -97.6), roundRock)).toBe(true) // north edge
    expect(boxNarrowsSearch(box(30.6, -97.7, 30.45, -97.6), roundRock)).toBe(true) // west edge
    expect(boxNarrowsSearch(box(30.6, -97.75, 30.48, -97.6), roundRock)).toBe(true) // south edge
    expect(boxNarrowsSearch(box(30.6, -97.75, 30.45, -97.62), roundRock)).toBe(true) // east edge
  })

  it('holds a listing on the box’s edge, as the search’s box does', () => {
    expect(boxNarrowsSearch(roundRock, roundRock)).toBe(false)
    const point = box(30.25, -97.76, 30.25, -97.76)
    expect(boxNarrowsSearch(point, point)).toBe(false)
  })

  it('narrows nothing when no listing of the search has a place on the map', () => {
    expect(boxNarrowsSearch(box(31.5, -103.6, 31.3, -103.3), null)).toBe(false)
  })
})
