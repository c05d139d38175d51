import type { CollectionRecord } from '@idx/api-client'
import { describe, expect, it } from 'vitest'
import { collectionHeaderOf, collectionPageState, isCollectionMember, ownsCollection } from './collection-page-state.js'

const collection: CollectionRecord = {
  id: '7',
  type: 'collections',
  name: 'Lake houses',
  created_at: '2026-11-26T15:00:00Z',
  user: { id: '3', type: 'users', first_name: 'Jane', last_name: 'Buyer', full_name: 'Jane Buyer' },
  collaborators: [{ id: '9', type: 'users', first_name: 'Bob', last_name: null, full_name: 'Bob' }],
}

describe('collectionPageState', () => {
  it('shows the collection once loaded, and loading before', () => {
    expect(collectionPageState({ collection, isError: false })).toEqual({ kind: 'ready', collection })
    expect(collectionPageState({ collection: null, isError: false })).toEqual({ kind: 'loading' })
  })

  it("is 'Collection not found.' for 404, 401 and 403, the error wrapper for anything else", () => {
    for (const status of [404, 401, 403]) {
      expect(collectionPageState({ collection: null, isError: true, error: { status } })).toEqual({ kind: 'not-found' })
    }
    for (const error of [{ status: 500 }, { status: 'FETCH_ERROR' }, null, 'boom']) {
      expect(collectionPageState({ collection: null, isError: true, error })).toEqual({ kind: 'failed' })
    }
    // A failed refetch of a collection shown before is still a failure, not the old collection.
    expect(collectionPageState({ collection, isError: true, error: { status: 404 } })).toEqual({ kind: 'not-found' })
  })
})

describe('membership', () => {
  it('knows the owner and the collaborators, and nobody else', () => {
    expect(ownsCollection(collection, { id: '3' })).toBe(true)
    expect(ownsCollection(collection, { id: '9' })).toBe(false)
    expect(isCollectionMember(collection, { id: '3' })).toBe(true)
    expect(isCollectionMember(collection, { id: '9' })).toBe(true)
    expect(isCollectionMember(collection, { id: '4' })).toBe(false)
    expect(isCollectionMember(collection, null)).toBe(false)
    expect(isCollectionMember({ ...collection, user: null, collaborators: null }, { id: '3' })).toBe(false)
  })
})

describe('collectionHeaderOf', () => {
  it("gives the header the name, the date and the owner's names (no e-mail)", () => {
    expect(collectionHeaderOf(collection)).toEqual({
      name: 'Lake houses',
      created_at: '2026-11-26T15:00:00Z',
      user: { id: '3', first_name: 'Jane', last_name: 'Buyer', full_name: 'Jane Buyer', email: null },
    })
    expect(collectionHeaderOf({ ...collection, user: null, created_at: undefined })).toEqual({
      name: 'Lake houses',
      created_at: null,
      user: null,
    })
  })
})
