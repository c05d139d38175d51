import { describe, expect, it } from 'vitest'
import { listingAddress, mentionMatches, mentionQuery, removeMention } from './mention-rules.js'

const listings = [
  { id: '1', street: '12 Lake Shore Dr', city: 'Austin' },
  { id: '2', street: '4 Cedar Ln', city: 'Austin' },
  { id: '3', street: '7 Lakeview', city: 'Waco', withdrawn: true },
  { id: '4', title: 'Downtown loft' },
]

describe('mentionQuery', () => {
  it('finds the mention typed before the caret', () => {
    expect(mentionQuery('see @12 La', 10)).toEqual({ start: 4, query: '12 La' })
    expect(mentionQuery('@', 1)).toEqual({ start: 0, query: '' })
  })
  it('ignores an @ inside a word (an e-mail) and a mention ended by a line break', () => {
    expect(mentionQuery('me@x.com', 8)).toBeNull()
    expect(mentionQuery('@12\nnext', 8)).toBeNull()
    expect(mentionQuery('no mention', 10)).toBeNull()
  })
})

describe('mentionMatches', () => {
  it('matches addresses without case and leaves withdrawn listings out', () => {
    expect(mentionMatches(listings, 'LAKE').map((l) => l.id)).toEqual(['1'])
    expect(mentionMatches(listings, '').map((l) => l.id)).toEqual(['1', '2', '4'])
  })
})

describe('listingAddress', () => {
  it('reads street and city, else the title', () => {
    expect(listingAddress(listings[0]!)).toBe('12 Lake Shore Dr, Austin')
    expect(listingAddress(listings[3]!)).toBe('Downtown loft')
    expect(listingAddress({ id: '9' })).toBe('Listing 9')
  })
})

describe('removeMention', () => {
  it('cuts the mention out and puts the caret where it began', () => {
    expect(removeMention('see @12 La now', { start: 4, query: '12 La' })).toEqual({ text: 'see  now', caret: 4 })
  })
})
