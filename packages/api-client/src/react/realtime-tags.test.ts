import { describe, expect, it } from 'vitest'
import { realtimeTags } from './realtime-tags.js'

const lists = { type: 'Collection', id: 'LIST' }

describe('realtimeTags', () => {
  it.each([
    [{ type: 'comments', id: '31', action: 'create', collection_id: '4' }, [{ type: 'Comment', id: '4' }]],
    [
      { type: 'collection-listings', id: '7', action: 'delete', collection_id: 4 },
      [{ type: 'Collection', id: '4' }, { type: 'CollectionListing', id: '4' }, lists],
    ],
    [{ type: 'invitations', id: '9', action: 'create', collection_id: '4' }, [{ type: 'Collection', id: '4' }]],
    [
      { type: 'collaborators', id: '2', action: 'delete', collection_id: '4' },
      [{ type: 'Collection', id: '4' }, lists],
    ],
    [{ type: 'collections', id: '4', action: 'update', collection_id: '4' }, [{ type: 'Collection', id: '4' }, lists]],
    [
      { type: 'collections', id: '4', action: 'delete' },
      [{ type: 'Collection', id: '4' }, lists, { type: 'CollectionListing', id: '4' }, { type: 'Comment', id: '4' }],
    ],
    [{ type: 'something-new', id: '1', action: 'update', collection_id: '4' }, [{ type: 'Collection', id: '4' }]],
  ])('%j invalidates %j', (payload, tags) => {
    expect(realtimeTags(payload)).toEqual(tags)
  })

  it('without a collection id refreshes only the lists, and a comment nothing', () => {
    expect(realtimeTags({ type: 'collaborators', id: '2', action: 'create', collection_id: null })).toEqual([lists])
    expect(realtimeTags({ type: 'comments', id: '2', action: 'create', collection_id: ' ' })).toEqual([])
  })
})
