import { describe, expect, it } from 'vitest'
import { combinedMoveCause, moveChangesSearch, moveReloadsClusters } from './map-move-cause.js'

describe('why the search map moved', () => {
  it('lets only the visitor’s own pan or zoom change the search', () => {
    expect(moveChangesSearch('visitor')).toBe(true)
    for (const cause of ['opened', 'view', 'resize', 'popup', 'focus'] as const) {
      expect(moveChangesSearch(cause)).toBe(false)
    }
  })

  it('keeps the clusters of the search when a popup or a focused marker nudged the map', () => {
    expect(moveReloadsClusters('popup')).toBe(false)
    expect(moveReloadsClusters('focus')).toBe(false)
    expect(moveReloadsClusters('visitor')).toBe(true)
    expect(moveReloadsClusters('resize')).toBe(true)
  })

  it('names a report covering several moves by the visitor’s move whatever came before or after it', () => {
    expect(combinedMoveCause('popup', 'visitor')).toBe('visitor')
    expect(combinedMoveCause('visitor', 'popup')).toBe('visitor')
    expect(combinedMoveCause('view', 'resize')).toBe('view')
    expect(combinedMoveCause('focus', 'popup')).toBe('popup')
    expect(combinedMoveCause(null, 'focus')).toBe('focus')
  })
})
