import { describe, expect, it } from 'vitest'
import { drawsOfflineBasemap, keepsTileLayer, nextTileServiceState } from './tile-service-state.js'
import type { TileServiceEvent, TileServiceState } from './tile-service-state.js'

const after = (events: readonly TileServiceEvent[]): TileServiceState =>
  events.reduce(nextTileServiceState, 'waiting' as TileServiceState)

describe('nextTileServiceState', () => {
  it('calls the service loaded once a tile loads, whatever fails after', () => {
    expect(after(['tileload'])).toBe('loaded')
    expect(after(['tileload', 'tileerror', 'timeout'])).toBe('loaded')
  })

  it('calls the service failed when a tile fails before any loaded', () => {
    expect(after(['tileerror'])).toBe('failed')
    expect(after(['tileerror', 'tileload'])).toBe('failed')
  })

  it('calls the service slow when no tile came in time, and lets a late tile or failure decide', () => {
    expect(after(['timeout'])).toBe('slow')
    expect(after(['timeout', 'timeout'])).toBe('slow')
    expect(after(['timeout', 'tileload'])).toBe('loaded')
    expect(after(['timeout', 'tileerror'])).toBe('failed')
  })
})

describe('what the map draws in each state', () => {
  it.each([
    ['waiting', false, true],
    ['slow', true, true],
    ['loaded', false, true],
    ['failed', true, false],
  ] as const)('%s: offline basemap %j, tile layer %j', (state, offline, tiles) => {
    expect(drawsOfflineBasemap(state)).toBe(offline)
    expect(keepsTileLayer(state)).toBe(tiles)
  })
})
