import { describe, expect, it } from 'vitest'
import type { Cluster } from './cluster.js'
import type { Listing } from '../listing/types.js'
import { mapMarkers } from './map-markers.js'

const box = { top_left: { lat: 30.27, lng: -97.81 }, bottom_right: { lat: 30.225, lng: -97.76 } }

function listing(id: string, lat: number | null, lng: number | null, price: number | null = 300000): Listing {
  return { id, lat, lng, price_in_dollars: price, title: `${id} Test St`, subtitle: 'Austin, TX 78704' }
}

function cluster(count: number, listings: Listing[] = []): Cluster {
  return {
    centroid: { lat: 30.25, lng: -97.78 },
    bounding_box: box,
    document_count: count,
    hit_count: listings.length,
    listings,
  }
}

describe('mapMarkers', () => {
  it('draws a cluster without its listings as a count bubble sized by its class', () => {
    expect(mapMarkers([cluster(240)])).toEqual([
      {
        kind: 'cluster',
        key: 'cluster:30.25,-97.78:240',
        position: { lat: 30.25, lng: -97.78 },
        box,
        count: 240,
        sizeClass: 'cluster-over-200',
        radius: 46,
        text: '240',
        label: '240 listings in this area. Zoom in',
      },
    ])
  })

  it('gives a cluster of 101-150 the base style only', () => {
    expect(mapMarkers([cluster(120)])[0]).toMatchObject({ sizeClass: null, radius: 25 })
  })

  it('draws each listing of a small cluster as a price marker, N/A without a price', () => {
    const markers = mapMarkers([cluster(2, [listing('1', 30.25, -97.78), listing('2', 30.26, -97.79, null)])])
    expect(markers.map((m) => [m.kind, m.key, m.text, m.position])).toEqual([
      ['listing', 'listing:1', '$300K', { lat: 30.25, lng: -97.78 }],
      ['listing', 'listing:2', 'N/A', { lat: 30.26, lng: -97.79 }],
    ])
    expect(markers[1]?.label).toBe('N/A, 2 Test St, Austin, TX 78704')
  })

  it('draws listings at the same position as one {n} listings marker', () => {
    const units = [listing('1', 30.25, -97.78), listing('2', 30.25, -97.78), listing('3', 30.25, -97.78)]
    const [marker] = mapMarkers([cluster(3, units)])
    expect(marker).toMatchObject({ kind: 'multi-listing', key: 'listings:1,2,3', text: '3 listings', listings: units })
  })

  it('reads listings placed as latitude/longitude or numeric strings (usableCoordinates)', () => {
    const spelled: Listing = { id: '9', latitude: '30.2', longitude: '-97.7', price_in_dollars: 1250000 }
    expect(mapMarkers([cluster(1, [spelled])])[0]).toMatchObject({ position: { lat: 30.2, lng: -97.7 }, text: '$1.3M' })
  })

  it('marks the saved listings, naming them Saved, and counts the saved ones of a {n} listings marker', () => {
    const units = [listing('5', 30.25, -97.78), listing('6', 30.25, -97.78)]
    const markers = mapMarkers(
      [cluster(4, [listing('1', 30.26, -97.78), listing('2', 30.27, -97.78), ...units])],
      new Set(['2', '6']),
    )
    expect(
      markers.map((m) => [m.key, m.kind === 'listing' ? m.saved : m.kind === 'multi-listing' && m.savedCount]),
    ).toEqual([
      ['listing:1', false],
      ['listing:2', true],
      ['listings:5,6', 1],
    ])
    expect(markers[0]?.label).toBe('$300K, 1 Test St, Austin, TX 78704')
    expect(markers[1]?.label).toBe('$300K, 2 Test St, Austin, TX 78704, Saved')
    expect(markers[2]?.label).toBe('2 listings at 5 Test St, Austin, TX 78704, 1 saved')
  })

  it('leaves out listings without usable coordinates', () => {
    expect(mapMarkers([cluster(2, [listing('1', null, -97.78), listing('2', 30.25, -97.78)])])).toHaveLength(1)
  })

  it('opens every listing of a cluster that carries them all: layoutMapMarkers decides what fits', () => {
    const four = ['1', '2', '3', '4'].map((id, i) => listing(id, 30.25 + i / 1000, -97.78))
    expect(mapMarkers([cluster(4, four)]).map((m) => m.kind)).toEqual(['listing', 'listing', 'listing', 'listing'])
    const building = ['1', '2', '3', '4', '5'].map((id) => listing(id, 30.25, -97.78))
    expect(mapMarkers([cluster(5, building)]).map((m) => m.kind)).toEqual(['multi-listing'])
  })

  it('keeps the bubble when a cluster carries only some of its listings', () => {
    expect(mapMarkers([cluster(12, [listing('1', 30.25, -97.78)])])[0]?.kind).toBe('cluster')
  })

  it('draws nothing for no clusters', () => {
    expect(mapMarkers([])).toEqual([])
  })
})
