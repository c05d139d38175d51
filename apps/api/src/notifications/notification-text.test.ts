import { describe, expect, it } from 'vitest'
import { notificationPath, notificationText, QUOTE_MAX } from './notification-text.js'

describe('notificationText', () => {
  it('says who did what to which collection', () => {
    const board = 'Barton Hills homes'
    expect(notificationText('Jane', board, { event: 'comment', body: 'Love  the\nporch' })).toBe(
      'Jane commented on Barton Hills homes: "Love the porch"',
    )
    expect(notificationText('Jane', board, { event: 'add', listingTitle: '12 Oak St' })).toBe(
      'Jane added 12 Oak St to Barton Hills homes',
    )
    expect(notificationText('Jane', board, { event: 'add', listingTitle: null })).toBe(
      'Jane added a listing to Barton Hills homes',
    )
    expect(notificationText('Jane', board, { event: 'remove', count: 1 })).toBe(
      'Jane removed a listing from Barton Hills homes',
    )
    expect(notificationText('Jane', board, { event: 'remove', count: 3 })).toBe(
      'Jane removed 3 listings from Barton Hills homes',
    )
    expect(notificationText('Jane', board, { event: 'update', name: { from: board, to: 'Zilker' } })).toBe(
      'Jane renamed Barton Hills homes to Zilker',
    )
    expect(
      notificationText('Jane', 'Zilker', { event: 'update', name: { from: board, to: 'Zilker' }, isPublic: true }),
    ).toBe('Jane renamed Barton Hills homes to Zilker and made it public')
    expect(notificationText('Jane', board, { event: 'update', isPublic: false })).toBe(
      'Jane made Barton Hills homes private',
    )
    expect(notificationText('  ', board, { event: 'invite' })).toBe('Someone joined Barton Hills homes')
  })

  it('quotes at most QUOTE_MAX characters of a comment', () => {
    const text = notificationText('Jane', 'B', { event: 'comment', body: 'x'.repeat(QUOTE_MAX + 10) })
    expect(text).toBe(`Jane commented on B: "${'x'.repeat(QUOTE_MAX - 1)}…"`)
  })

  it('links comments to the chat, other events to the board', () => {
    expect(notificationPath(7, 'comment')).toBe('/app/collection/7/chat')
    expect(notificationPath(7, 'add')).toBe('/app/collection/7')
  })
})

describe("a saved search's notifications", () => {
  it('say its filters changed, and link to the saved search', () => {
    expect(notificationText('Jane', 'Condos', { event: 'update', filters: true })).toBe(
      'Jane changed the filters of Condos',
    )
    expect(
      notificationText('Jane', 'Lofts', { event: 'update', name: { from: 'Condos', to: 'Lofts' }, filters: true }),
    ).toBe('Jane renamed Condos to Lofts and changed the filters of Lofts')
    expect(notificationPath(7, 'update', 'saved-search')).toBe('/app/saved-search/7')
    expect(notificationPath(7, 'comment', 'saved-search')).toBe('/app/saved-search/7/chat')
  })
})
