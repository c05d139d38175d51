import { describe, expect, it } from 'vitest'
import { chatTag, sharedRecordTag } from './endpoints/shared-record.js'
import { REALTIME_RECONNECT_TAGS, realtimeTags } from './realtime-tags.js'

const lists = { type: 'Collection', id: 'LIST' }
const searchLists = { type: 'SavedSearch', id: 'LIST' }
const chats = [
  { type: 'Comment', id: '4' },
  { type: 'Comment', id: 'saved-search-4' },
]

describe('realtimeTags', () => {
  it.each([
    [{ type: 'comments', id: '31', action: 'create', collection_id: '4' }, chats],
    [
      { type: 'collection-listings', id: '7', action: 'delete', collection_id: 4 },
      [{ type: 'Collection', id: '4' }, { type: 'CollectionListing', id: '4' }, lists],
    ],
    [
      { type: 'invitations', id: '9', action: 'create', collection_id: '4' },
      [
        { type: 'Collection', id: '4' },
        { type: 'SavedSearch', id: '4' },
      ],
    ],
    [
      { type: 'collaborators', id: '2', action: 'delete', collection_id: '4' },
      [{ type: 'Collection', id: '4' }, lists, { type: 'SavedSearch', id: '4' }, searchLists],
    ],
    [{ type: 'collections', id: '4', action: 'update', collection_id: '4' }, [{ type: 'Collection', id: '4' }, lists]],
    [
      { type: 'collections', id: '4', action: 'delete' },
      [{ type: 'Collection', id: '4' }, lists, { type: 'CollectionListing', id: '4' }, { type: 'Comment', id: '4' }],
    ],
    [
      { type: 'something-new', id: '1', action: 'update', collection_id: '4' },
      [
        { type: 'Collection', id: '4' },
        { type: 'SavedSearch', id: '4' },
      ],
    ],
  ])('%j invalidates %j', (payload, tags) => {
    expect(realtimeTags(payload)).toEqual(tags)
  })

  it('lists a saved search made for a client, and refreshes an open one and its results when it changes', () => {
    // What the server sends (saved-searches.routes.ts, alerts/publish-matched.ts): the saved
    // search's own id as collection_id, 'create' for one an agent made, 'update' after a rename,
    // new filters or new matches.
    expect(realtimeTags({ type: 'saved-search', id: '12', action: 'create', collection_id: '12' })).toEqual([
      { type: 'SavedSearch', id: '12' },
      searchLists,
    ])
    const updated = [{ type: 'SavedSearch', id: '12' }, searchLists, { type: 'Search', id: 'listings' }]
    expect(realtimeTags({ type: 'saved-search', id: '12', action: 'update', collection_id: '12' })).toEqual(updated)
    expect(realtimeTags({ type: 'saved-search', id: 12, action: 'update' })).toEqual(updated)
  })

  it('drops a deleted saved search’s chat, under its own tag and not a collection’s', () => {
    expect(realtimeTags({ type: 'saved-search', id: '12', action: 'delete', collection_id: '12' })).toEqual([
      { type: 'SavedSearch', id: '12' },
      searchLists,
      { type: 'Comment', id: 'saved-search-12' },
    ])
  })

  it('refreshes a saved search’s chat, invitations and members announced by the shared routes', () => {
    // Comments, invitations and collaborators of a saved search arrive as a collection's would.
    const tags = (type: string) => realtimeTags({ type, id: '3', action: 'create', collection_id: 12 })
    expect(tags('comments')).toContainEqual({ type: 'Comment', id: 'saved-search-12' })
    expect(tags('invitations')).toContainEqual({ type: 'SavedSearch', id: '12' })
    expect(tags('collaborators')).toEqual(expect.arrayContaining([{ type: 'SavedSearch', id: '12' }, searchLists]))
  })

  it('without a collection id refreshes only the lists, and a comment nothing', () => {
    expect(realtimeTags({ type: 'collaborators', id: '2', action: 'create', collection_id: null })).toEqual([
      lists,
      searchLists,
    ])
    expect(realtimeTags({ type: 'collections', id: ' ', action: 'create' })).toEqual([lists])
    expect(realtimeTags({ type: 'saved-search', id: ' ', action: 'create' })).toEqual([searchLists])
    expect(realtimeTags({ type: 'comments', id: '2', action: 'create', collection_id: ' ' })).toEqual([])
  })

  it('spells each tag as the endpoints provide it', () => {
    expect(realtimeTags({ type: 'comments', id: '1', action: 'create', collection_id: 12 })).toEqual([
      chatTag(12),
      chatTag(12, 'saved-search'),
    ])
    expect(realtimeTags({ type: 'invitations', id: '1', action: 'create', collection_id: 12 })).toEqual([
      sharedRecordTag(12),
      sharedRecordTag(12, 'saved-search'),
    ])
  })

  it('refetches saved searches too after a reconnect', () => {
    expect(REALTIME_RECONNECT_TAGS).toContain('SavedSearch')
  })
})
