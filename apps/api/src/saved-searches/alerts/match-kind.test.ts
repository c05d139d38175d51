import { describe, expect, it } from 'vitest'
import { matchKind } from './match-kind.js'

describe('matchKind', () => {
  it('calls a listed or returning listing that passes the filter new', () => {
    expect(matchKind({ change: 'listed', matchedBefore: false, matchesAfter: true, lastMatch: undefined })).toBe('new')
    expect(
      matchKind({ change: 'back_on_market', matchedBefore: false, matchesAfter: true, lastMatch: 'withdrawn' }),
    ).toBe('new')
  })

  it('calls a price cut that brings a listing under the maximum new, not a price change', () => {
    expect(matchKind({ change: 'price', matchedBefore: false, matchesAfter: true, lastMatch: undefined })).toBe('new')
  })

  it("tells of a matching listing's price and status changes, even when they take it out of the filter", () => {
    expect(matchKind({ change: 'price', matchedBefore: true, matchesAfter: true, lastMatch: undefined })).toBe('price')
    expect(matchKind({ change: 'status', matchedBefore: true, matchesAfter: false, lastMatch: 'new' })).toBe('status')
  })

  it('says nothing of a listing that never passed the filter', () => {
    expect(matchKind({ change: 'price', matchedBefore: false, matchesAfter: false, lastMatch: undefined })).toBeNull()
    expect(matchKind({ change: 'listed', matchedBefore: false, matchesAfter: false, lastMatch: undefined })).toBeNull()
  })

  it('tells of a withdrawal only when the search told about the listing, and only once', () => {
    expect(
      matchKind({ change: 'withdrawn', matchedBefore: true, matchesAfter: false, lastMatch: undefined }),
    ).toBeNull()
    expect(matchKind({ change: 'withdrawn', matchedBefore: false, matchesAfter: false, lastMatch: 'price' })).toBe(
      'withdrawn',
    )
    expect(
      matchKind({ change: 'withdrawn', matchedBefore: false, matchesAfter: false, lastMatch: 'withdrawn' }),
    ).toBeNull()
  })
})
