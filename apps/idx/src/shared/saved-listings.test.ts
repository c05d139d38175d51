import { describe, expect, it } from 'vitest'
import { NOTHING_SAVED, savedListingsOf } from './saved-listings.js'

describe('savedListingsOf', () => {
  it('names, for each listing, every collection holding it, in the list order, with its page', () => {
    const saved = savedListingsOf([
      { id: '3', name: 'Lake houses', property_ids: ['7'] },
      { id: '4', name: 'Porches', property_ids: ['7', '9'] },
    ])
    expect(saved.savedIn('7')).toEqual([
      { id: '3', name: 'Lake houses', href: '/app/collection/3' },
      { id: '4', name: 'Porches', href: '/app/collection/4' },
    ])
    expect(saved.savedIn('9')).toEqual([{ id: '4', name: 'Porches', href: '/app/collection/4' }])
    expect([...saved.ids].sort()).toEqual(['7', '9'])
  })

  it('finds nothing for a listing no collection holds', () => {
    expect(savedListingsOf([{ id: '3', name: 'Lake houses', property_ids: ['7'] }]).savedIn('8')).toBeNull()
  })

  it('reads numeric ids as strings and names a collection once however often its list repeats an id', () => {
    const saved = savedListingsOf([{ id: '3', name: 'Lake houses', property_ids: [7, '7'] as unknown as string[] }])
    expect(saved.savedIn('7')).toHaveLength(1)
  })

  it('is the one empty value without collections or without saved listings (the map keeps its set)', () => {
    expect(savedListingsOf([])).toBe(NOTHING_SAVED)
    expect(
      savedListingsOf([
        { id: '3', name: 'Empty', property_ids: [] },
        { id: '4', name: 'Null', property_ids: null },
      ]),
    ).toBe(NOTHING_SAVED)
    expect(NOTHING_SAVED.ids.size).toBe(0)
  })
})
