import { describe, expect, it, vi } from 'vitest'
import {
  lastResults,
  listingNeighbours,
  rememberLastResults,
  serverLastResults,
  subscribeLastResults,
} from './last-results.js'

describe('listingNeighbours', () => {
  const page = [{ id: '1' }, { id: '2' }, { id: '3' }]

  it('has no previous for the first result and no next for the last', () => {
    expect(listingNeighbours(page, '1')).toEqual({ previous: null, next: { id: '2' } })
    expect(listingNeighbours(page, '3')).toEqual({ previous: { id: '2' }, next: null })
  })

  it('has neither for a listing outside the results (opened from a link)', () => {
    expect(listingNeighbours(page, '9')).toEqual({ previous: null, next: null })
  })
})

describe('rememberLastResults', () => {
  it('keeps ids and slugs in order and tells subscribers only when they change', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeLastResults(listener)
    rememberLastResults('?sort=bedrooms', [{ id: '5', slug: 'a-st' }, { id: '6' }])
    const first = lastResults()
    expect(first).toEqual({
      search: '?sort=bedrooms',
      listings: [
        { id: '5', slug: 'a-st' },
        { id: '6', slug: null },
      ],
    })
    rememberLastResults('?sort=bedrooms', [{ id: '5', slug: 'a-st' }, { id: '6' }])
    expect(lastResults()).toBe(first)
    expect(listener).toHaveBeenCalledTimes(1)
    unsubscribe()
  })
})

describe('serverLastResults', () => {
  it('stays empty, as the server rendered, whatever the search screen remembered since', () => {
    rememberLastResults('?sort=price', [{ id: '7' }])
    expect(lastResults().listings).toHaveLength(1)
    expect(serverLastResults()).toEqual({ search: '', listings: [] })
  })
})
