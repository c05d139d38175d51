import type { BoundingBox } from '@idx/domain'
import { describe, expect, it } from 'vitest'
import { mapReportKind, type MapReport } from './map-report.js'

const box = (north: number, west: number, south: number, east: number): BoundingBox => ({
  top_left: { lat: north, lng: west },
  bottom_right: { lat: south, lng: east },
})

// Reports of the search map over Austin at zoom 10, as Chromium gave them (608 x 835 px).
const opened: MapReport = { box: box(30.7654391, -98.1669617, 29.7655695, -97.3320007), zoom: 10 }
/** The same map 8 px shorter once the market's filters had loaded above it. */
const shorter: MapReport = { box: box(30.7607189, -98.1669617, 29.7703378, -97.3320007), zoom: 10 }
/** Three presses of the right arrow key (80 px each). */
const pannedRight: MapReport = { box: box(30.7654391, -97.8373, 29.7655695, -97.002539), zoom: 10 }
const zoomedIn: MapReport = { box: box(30.515, -97.958, 30.016, -97.541), zoom: 11 }
const zoomedOut: MapReport = { box: box(31.26, -98.5844, 29.26, -96.9145), zoom: 9 }

describe('what a bounds report of the search map means', () => {
  it('is where the map opened when it is the first report', () => {
    expect(mapReportKind(null, opened, null)).toBe('opened')
    expect(mapReportKind(null, pannedRight, { box: opened.box })).toBe('opened')
  })

  it('is a new layout, not a move, when the box changed size around the same centre at the same zoom', () => {
    expect(mapReportKind(opened, shorter, null)).toBe('resized')
    expect(mapReportKind(shorter, opened, null)).toBe('resized')
    expect(mapReportKind(opened, { ...shorter, zoom: 11 }, null)).toBe('moved')
  })

  it('is a move when the visitor panned or zoomed, in or out', () => {
    expect(mapReportKind(opened, pannedRight, null)).toBe('moved')
    expect(mapReportKind(opened, zoomedIn, null)).toBe('moved')
    expect(mapReportKind(zoomedIn, zoomedOut, null)).toBe('moved')
  })

  it('is the view the page asked for when the map went to its box or centre', () => {
    expect(mapReportKind(pannedRight, opened, { box: shorter.box })).toBe('shown')
    expect(mapReportKind(zoomedIn, zoomedOut, { box: opened.box })).toBe('shown')
    expect(mapReportKind(pannedRight, opened, { center: { lat: 30.267294, lng: -97.749481 } })).toBe('shown')
    expect(mapReportKind(opened, pannedRight, { box: opened.box })).toBe('moved')
  })
})
