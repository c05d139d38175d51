import { describe, expect, it } from 'vitest'
import {
  draftChanges,
  isSavedSearchMember,
  nextDraft,
  ownsSavedSearch,
  savedSearchListingSearch,
} from './saved-search-page-state.js'

const search = { user: { id: '2', type: 'users' as const }, collaborators: [{ id: '5', type: 'users' as const }] }

describe('saved search page rules', () => {
  it('knows the owner and the members', () => {
    expect(ownsSavedSearch(search, { id: 2 })).toBe(true)
    expect(ownsSavedSearch(search, { id: '5' })).toBe(false)
    expect(isSavedSearchMember(search, { id: '5' })).toBe(true)
    expect(isSavedSearchMember(search, { id: '9' })).toBe(false)
    expect(isSavedSearchMember(search, null)).toBe(false)
  })

  it('keeps the names of places picked while editing, and drops the box once a place is picked', () => {
    const first = nextDraft(null, { bedrooms: { min: 3 } }, {}, false)
    expect(first).toEqual({ filter: { bedrooms: { min: 3 } }, names: {}, dropBox: false })
    const second = nextDraft(first, { suggestion: { value: ['area:1'] } }, { 'area:1': 'Mueller' }, true)
    expect(second.names).toEqual({ 'area:1': 'Mueller' })
    expect(nextDraft(second, {}, {}, false).dropBox).toBe(true)
  })

  it('searches listings as the saved search was saved: filter, sort, map box and market', () => {
    const box = { top_left: { lat: 30.4, lng: -97.8 }, bottom_right: { lat: 30.2, lng: -97.6 } }
    expect(savedSearchListingSearch({ filter: { bedrooms: { min: 3 } }, site_market_id: '2' })).toEqual({
      filter: { bedrooms: { min: 3 } },
      market_id: '2',
    })
    expect(savedSearchListingSearch({ filter: {}, sort: '-price_in_dollars', bounding_box: box })).toEqual({
      filter: {},
      sort: '-price_in_dollars',
      bounding_box: box,
    })
  })

  it('says whether a draft changes anything', () => {
    expect(draftChanges(null, {})).toBe(false)
    expect(draftChanges(nextDraft(null, { bedrooms: { min: 3 } }, {}, false), { bedrooms: { min: 3 } })).toBe(false)
    expect(draftChanges(nextDraft(null, { bedrooms: { min: 4 } }, {}, false), { bedrooms: { min: 3 } })).toBe(true)
  })
})
