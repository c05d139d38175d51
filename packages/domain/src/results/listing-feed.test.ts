import { describe, expect, it } from 'vitest'
import { listingFeed } from './listing-feed.js'
import type { FeedWithKey } from './listing-feed.js'

const feeds: FeedWithKey[] = [
  { id: '1', data_source_name: 'actris' },
  { id: '2', data_source_name: 'abor' },
]

describe('listingFeed', () => {
  it.each([
    [{ feed_id: 2 }, '2'],
    [{ feed_id: '1' }, '1'],
    [{ data_source_name: 'abor' }, '2'],
    [{ feed_id: 9, data_source_name: 'actris' }, '1'],
    [{ feed_id: 9 }, null],
    [{ data_source_name: 'wbr' }, null],
    [{}, null],
  ])("finds the listing's feed by feed_id, else by data_source_name (%j)", (listing, id) => {
    expect(listingFeed(listing, feeds)?.id ?? null).toBe(id)
  })

  it('finds nothing among no feeds', () => {
    expect(listingFeed({ feed_id: 1 }, null)).toBeNull()
    expect(listingFeed({ feed_id: 1 }, [])).toBeNull()
  })
})
