import { describe, expect, expectTypeOf, it } from 'vitest'
import type { Listing } from '@idx/domain'
import type { CollectionRecord, CommentRecord, JoinRecordInfo } from '../../collections/collection-models.js'
import { fakeFetch, jsonResponse, type Answer, type RecordedCall } from '../../http/fake-fetch.js'
import { createIdxApi, type IdxApi } from '../create-idx-api.js'
import { normalizeCached } from '../normalize-cached.js'
import { createTestStore, nextTick } from '../test-store.js'
import type { TypedDocument } from '../typed-document.js'
import { commentsOldestFirst } from './inject-collection-endpoints.js'

const BASE = 'http://api.test'
const PREFIX = `${BASE}/api/v3/`

function setup(answer: Answer = () => jsonResponse(200, { data: null })) {
  const { fetch, calls } = fakeFetch(answer)
  const api = createIdxApi({ baseUrl: BASE, getToken: () => 'idx_at_user', fetch })
  const store = createTestStore(api)
  const wire = () => calls.map((call) => `${call.method} ${decodeURIComponent(call.url.slice(PREFIX.length))}`)
  return { api, store, calls, wire }
}

const collection = (id: string, attributes: Record<string, unknown> = {}) => ({
  data: { type: 'collections', id, attributes: { name: 'Lake', ...attributes } },
})

/** A page of `count` comments numbered down from `newest`, with `meta.total`. */
function commentPage(newest: number, count: number, total: number) {
  return {
    data: Array.from({ length: count }, (_, index) => ({
      type: 'comments',
      id: String(newest - index),
      attributes: { body: `comment ${newest - index}`, created_at: '2026-11-01T00:00:00Z' },
      relationships: { user: { data: { type: 'users', id: '1' } } },
    })),
    included: [{ type: 'users', id: '1', attributes: { first_name: 'Ann' } }],
    meta: { total },
  }
}

/** An answer the test releases later. */
function deferred() {
  let release!: (response: Response) => void
  const promise = new Promise<Response>((resolve) => (release = resolve))
  return { promise, release }
}

describe('collection endpoint types', () => {
  it('types every read with the model its data normalises to', () => {
    type Result<Name extends keyof IdxApi['endpoints']> = IdxApi['endpoints'][Name]['Types']['ResultType']
    expectTypeOf<Result<'getCollections'>>().toEqualTypeOf<TypedDocument<CollectionRecord[]>>()
    expectTypeOf<Result<'getCollection'>>().toEqualTypeOf<TypedDocument<CollectionRecord | null>>()
    expectTypeOf<Result<'getCollectionListings'>>().toEqualTypeOf<TypedDocument<Listing[]>>()
    expectTypeOf<Result<'getCollectionComments'>>().toEqualTypeOf<TypedDocument<CommentRecord[]>>()
    expectTypeOf<Result<'getJoin'>>().toEqualTypeOf<TypedDocument<JoinRecordInfo | null>>()
  })
})

describe('collection requests', () => {
  it('sends every change to the path and with the body of the contract', async () => {
    const { api, store, calls, wire } = setup((call) =>
      jsonResponse(call.method === 'DELETE' ? 200 : 201, { data: null }),
    )
    const e = api.endpoints
    await store.dispatch(e.createCollection.initiate({ name: 'Lake', listing: 7, comment: 'Look' }))
    await store.dispatch(e.updateCollection.initiate({ id: 4, name: 'Lake house' }))
    await store.dispatch(e.deleteCollection.initiate(4))
    await store.dispatch(e.addToCollection.initiate({ id: 4, property_id: '7', comment: 'Porch' }))
    await store.dispatch(e.removeFromCollection.initiate({ id: 4, property_ids: ['7', 9] }))
    await store.dispatch(e.markCollectionViewed.initiate(4))
    await store.dispatch(e.inviteToCollection.initiate({ id: 4, email: ' c@x.com' }))
    await store.dispatch(e.uninviteFromCollection.initiate({ id: 4, email: 'c@x.com' }))
    await store.dispatch(e.acceptCollectionInvite.initiate({ id: 4, given: 'code-1' }))
    await store.dispatch(e.removeCollectionMember.initiate({ id: 4, userId: 2 }))
    const key = { subscription_action: 'comment', subscription_method: 'sms' } as const
    await store.dispatch(e.subscribeCollection.initiate({ id: 4, ...key }))
    await store.dispatch(e.unsubscribeCollection.initiate({ id: 4, ...key }))
    await store.dispatch(e.createComment.initiate({ id: 4, body: 'Hi', property_id: 7 }))
    await store.dispatch(e.updateComment.initiate({ id: 4, commentId: 31, body: 'Hello' }))
    await store.dispatch(e.deleteComment.initiate({ id: 4, commentId: 31 }))

    expect(wire()).toEqual([
      'POST collections',
      'PATCH collections/4',
      'DELETE collections/4',
      'POST collections/4/add',
      'DELETE collections/4/remove',
      'PUT collections/4/viewed',
      'POST collections/4/invite',
      'DELETE collections/4/uninvite',
      'PUT collections/4/accept_invite',
      'DELETE collections/4/members/2',
      'PUT collections/4/subscribe',
      'PUT collections/4/unsubscribe',
      'POST collections/4/comments',
      'PUT collections/4/comments/31',
      'DELETE collections/4/comments/31',
    ])
    expect(calls.map((call) => call.body)).toEqual([
      { data: { type: 'collections', attributes: { name: 'Lake', listing: 7, comment: 'Look' } } },
      { data: { type: 'collections', id: '4', attributes: { name: 'Lake house' } } },
      undefined,
      { property_id: '7', comment: 'Porch' },
      { property_ids: ['7', '9'] },
      undefined,
      { email: 'c@x.com' },
      { email: 'c@x.com' },
      { given: 'code-1' },
      undefined,
      key,
      key,
      {
        data: {
          type: 'comments',
          attributes: { body: 'Hi' },
          relationships: { property: { data: { type: 'listings', id: '7' } } },
        },
      },
      { data: { type: 'comments', attributes: { body: 'Hello' }, relationships: { property: { data: null } } } },
      undefined,
    ])
    expect(calls.every((call) => call.headers['Authorization'] === 'Bearer idx_at_user')).toBe(true)
  })

  it('lists memberships 100 a page, reads one collection, its listings, and a join link', async () => {
    const { api, store, wire } = setup((call) =>
      call.url.includes('/joins/')
        ? jsonResponse(200, { data: { type: 'joins', id: 'collection-4', attributes: { collection_name: 'Lake' } } })
        : jsonResponse(200, {
            data: [{ type: 'collections', id: '4', attributes: { name: 'Lake' } }],
            meta: { total: 1, unviewed_property_counts: { 4: 3 } },
          }),
    )
    const list = await store.dispatch(api.endpoints.getCollections.initiate({ onlyMembership: true }))
    await store.dispatch(api.endpoints.getCollections.initiate({ onlyClients: true }))
    await store.dispatch(api.endpoints.getCollection.initiate(4))
    await store.dispatch(api.endpoints.getCollectionListings.initiate({ id: 4, size: 1 }))
    const join = await store.dispatch(api.endpoints.getJoin.initiate({ type: 'collection', id: 4, given: 'c/1' }))
    expect(wire()).toEqual([
      'GET collections?filter[only_membership]=true&page[size]=100',
      'GET collections?filter[only_clients]=true&page[size]=100',
      'GET collections/4',
      'GET collections/4/listings?page[number]=1&page[size]=1',
      'GET joins/collection/4?given=c/1',
    ])
    expect(normalizeCached(list.data!).data[0]).toMatchObject({ id: '4', unviewed_property_count: 3 })
    expect(normalizeCached(join.data!).data).toMatchObject({ id: 'collection-4', collection_name: 'Lake' })
  })
})

describe('collection tags', () => {
  it('refetches the collection after an invite, and the lists after an add, but nothing after a failure', async () => {
    let inviteStatus = 201
    const { api, store, wire } = setup((call) => {
      if (call.url.endsWith('/invite')) return jsonResponse(inviteStatus, { errors: [{ detail: 'Already invited' }] })
      if (call.url.endsWith('/add')) return jsonResponse(200, {})
      if (call.url.includes('collections?')) return jsonResponse(200, { data: [], meta: { total: 0 } })
      return jsonResponse(200, collection('4'))
    })
    const one = store.dispatch(api.endpoints.getCollection.initiate(4))
    const list = store.dispatch(api.endpoints.getCollections.initiate({ onlyMembership: true }))
    await Promise.all([one, list])
    await store.dispatch(api.endpoints.inviteToCollection.initiate({ id: 4, email: 'c@x.com' }))
    await nextTick()
    inviteStatus = 422
    await store.dispatch(api.endpoints.inviteToCollection.initiate({ id: 4, email: 'c@x.com' }))
    await nextTick()
    await store.dispatch(api.endpoints.addToCollection.initiate({ id: 4, property_id: 7 }))
    await nextTick()
    await nextTick()
    expect(wire()).toEqual([
      'GET collections/4',
      'GET collections?filter[only_membership]=true&page[size]=100',
      'POST collections/4/invite',
      'GET collections/4',
      'POST collections/4/invite',
      'POST collections/4/add',
      'GET collections/4',
      'GET collections?filter[only_membership]=true&page[size]=100',
    ])
    one.unsubscribe()
    list.unsubscribe()
  })
})

describe('toggleCollectionSubscription', () => {
  it.each([
    [{ notify_comment_sms: true }, 'unsubscribe'],
    [{ notify_comment_sms: false }, 'subscribe'],
    [{}, 'subscribe'],
  ])('with %j it reads the flags fresh, then calls %s', async (flags, action) => {
    const { api, store, wire, calls } = setup(() => jsonResponse(200, collection('4', flags)))
    const result = await store.dispatch(
      api.endpoints.toggleCollectionSubscription.initiate({
        id: 4,
        subscription_action: 'comment',
        subscription_method: 'sms',
      }),
    )
    expect(result.error).toBeUndefined()
    expect(wire()).toEqual(['GET collections/4', `PUT collections/4/${action}`])
    expect(calls[1]!.body).toEqual({ subscription_action: 'comment', subscription_method: 'sms' })
  })

  it('stops at a failed read', async () => {
    const { api, store, wire } = setup(() => jsonResponse(404, { errors: [{ detail: 'Collection not found.' }] }))
    const result = await store.dispatch(
      api.endpoints.toggleCollectionSubscription.initiate({
        id: 4,
        subscription_action: 'add',
        subscription_method: 'email',
      }),
    )
    expect(result.error).toMatchObject({ status: 404 })
    expect(wire()).toEqual(['GET collections/4'])
  })
})

describe('collection comments', () => {
  it('loads the newest 20 first, older pages on demand, and reads them oldest first', async () => {
    const { api, store, wire } = setup((call) =>
      jsonResponse(200, call.url.includes('page[number]=1') ? commentPage(25, 20, 25) : commentPage(5, 5, 25)),
    )
    const first = await store.dispatch(api.endpoints.getCollectionComments.initiate(4))
    expect(first.hasNextPage).toBe(true)
    const both = await store.dispatch(api.endpoints.getCollectionComments.initiate(4, { direction: 'forward' }))
    expect(both.hasNextPage).toBe(false)
    expect(wire()).toEqual([
      'GET collections/4/comments?page[number]=1&page[size]=20&sort=-created_at',
      'GET collections/4/comments?page[number]=2&page[size]=20&sort=-created_at',
    ])
    const { comments, total } = commentsOldestFirst(both.data)
    expect(total).toBe(25)
    expect(comments.map((comment) => comment.id)).toEqual(Array.from({ length: 25 }, (_, index) => String(index + 1)))
    expect(comments[0]!.user?.first_name).toBe('Ann')
  })

  it('shows a new comment at once, keeps it when the server takes it, and refetches the chat', async () => {
    const post = deferred()
    let comments = commentPage(2, 2, 2)
    const { api, store, wire } = setup((call: RecordedCall) => {
      if (call.method === 'POST') return post.promise
      return jsonResponse(200, comments)
    })
    const chat = store.dispatch(api.endpoints.getCollectionComments.initiate(4))
    await chat
    const created = store.dispatch(
      api.endpoints.createComment.initiate({ id: 4, body: ' New one ', author: { id: 9, first_name: 'Zed' } }),
    )
    await nextTick()
    const cached = () => api.endpoints.getCollectionComments.select(4)(store.getState()).data
    const optimistic = commentsOldestFirst(cached())
    expect(optimistic.comments.map((comment) => comment.body)).toEqual(['comment 1', 'comment 2', 'New one'])
    expect(optimistic.comments[2]!.user?.first_name).toBe('Zed')
    expect(optimistic.total).toBe(3)

    comments = commentPage(3, 3, 3)
    post.release(jsonResponse(201, { data: commentPage(3, 1, 1).data[0] }))
    await created
    await nextTick()
    await nextTick()
    expect(wire()).toEqual([
      'GET collections/4/comments?page[number]=1&page[size]=20&sort=-created_at',
      'POST collections/4/comments',
      'GET collections/4/comments?page[number]=1&page[size]=20&sort=-created_at',
    ])
    expect(commentsOldestFirst(cached()).comments.map((comment) => comment.id)).toEqual(['1', '2', '3'])
    chat.unsubscribe()
  })

  it('rolls a refused comment, edit or delete back and does not refetch', async () => {
    let change = deferred()
    const { api, store, wire } = setup((call) =>
      call.method === 'GET' ? jsonResponse(200, commentPage(2, 2, 2)) : change.promise,
    )
    const refuse = () =>
      change.release(jsonResponse(403, { errors: [{ detail: 'You are not authorized to perform that action.' }] }))
    const chat = store.dispatch(api.endpoints.getCollectionComments.initiate(4))
    await chat
    const cached = () => commentsOldestFirst(api.endpoints.getCollectionComments.select(4)(store.getState()).data)
    const before = cached()

    const edit = store.dispatch(api.endpoints.updateComment.initiate({ id: 4, commentId: 2, body: 'Edited' }))
    await nextTick()
    expect(cached().comments.map((comment) => comment.body)).toEqual(['comment 1', 'Edited'])
    refuse()
    expect((await edit).error).toMatchObject({ status: 403 })
    expect(cached().comments.map((comment) => comment.body)).toEqual(['comment 1', 'comment 2'])

    change = deferred()
    const removal = store.dispatch(api.endpoints.deleteComment.initiate({ id: 4, commentId: 1 }))
    await nextTick()
    expect(cached()).toMatchObject({ total: 1 })
    expect(cached().comments.map((comment) => comment.id)).toEqual(['2'])
    refuse()
    await removal
    expect(cached().comments.map((comment) => comment.id)).toEqual(['1', '2'])

    change = deferred()
    const creation = store.dispatch(api.endpoints.createComment.initiate({ id: 4, body: 'Nope' }))
    await nextTick()
    expect(cached().comments.map((comment) => comment.body)).toEqual(['comment 1', 'comment 2', 'Nope'])
    refuse()
    await creation
    await nextTick()
    expect(cached()).toEqual(before)
    expect(wire().filter((line) => line.startsWith('GET'))).toHaveLength(1)
    chat.unsubscribe()
  })
})

describe('a saved search’s collaboration through the collection endpoints', () => {
  const savedSearch = { id: 12, kind: 'saved-search' } as const

  it('sends its chat, invitations, uninvite, accept and member removal to saved_searches/{id}', async () => {
    const { api, store, wire } = setup((call) =>
      jsonResponse(call.method === 'GET' ? 200 : 201, call.method === 'GET' ? commentPage(1, 1, 1) : { data: null }),
    )
    const e = api.endpoints
    const chat = store.dispatch(e.getCollectionComments.initiate(savedSearch))
    await chat
    await store.dispatch(e.inviteToCollection.initiate({ ...savedSearch, email: 'c@x.com' }))
    await store.dispatch(e.uninviteFromCollection.initiate({ ...savedSearch, email: 'c@x.com' }))
    await store.dispatch(e.acceptCollectionInvite.initiate({ ...savedSearch, given: 'code-1' }))
    await store.dispatch(e.removeCollectionMember.initiate({ ...savedSearch, userId: 2 }))
    await store.dispatch(e.createComment.initiate({ ...savedSearch, body: 'Hi' }))
    await store.dispatch(e.updateComment.initiate({ ...savedSearch, commentId: 31, body: 'Hello' }))
    await store.dispatch(e.deleteComment.initiate({ ...savedSearch, commentId: 31 }))
    expect(wire().filter((line) => !line.startsWith('GET'))).toEqual([
      'POST saved_searches/12/invite',
      'DELETE saved_searches/12/uninvite',
      'PUT saved_searches/12/accept_invite',
      'DELETE saved_searches/12/members/2',
      'POST saved_searches/12/comments',
      'PUT saved_searches/12/comments/31',
      'DELETE saved_searches/12/comments/31',
    ])
    expect(wire()[0]).toBe('GET saved_searches/12/comments?page[number]=1&page[size]=20&sort=-created_at')
    chat.unsubscribe()
  })

  it('refetches the saved search after an invite and a removal, the list after a removal, never a collection', async () => {
    const { api, store, wire } = setup((call) => {
      if (call.method !== 'GET') return jsonResponse(201, { data: null })
      if (call.url.includes('saved_searches?')) return jsonResponse(200, { data: [], meta: { total: 0 } })
      return jsonResponse(200, { data: { type: 'saved-search', id: '12', attributes: { name: 'Lake' } } })
    })
    const one = store.dispatch(api.endpoints.getSavedSearch.initiate(12))
    const list = store.dispatch(api.endpoints.getSavedSearches.initiate({ onlyMembership: true }))
    const board = store.dispatch(api.endpoints.getCollection.initiate(12))
    await Promise.all([one, list, board])
    await store.dispatch(api.endpoints.inviteToCollection.initiate({ ...savedSearch, email: 'c@x.com' }))
    await nextTick()
    await store.dispatch(api.endpoints.removeCollectionMember.initiate({ ...savedSearch, userId: 2 }))
    await nextTick()
    await nextTick()
    expect(wire().slice(3)).toEqual([
      'POST saved_searches/12/invite',
      'GET saved_searches/12',
      'DELETE saved_searches/12/members/2',
      'GET saved_searches/12',
      'GET saved_searches?filter[only_membership]=true&page[size]=100',
    ])
    one.unsubscribe()
    list.unsubscribe()
    board.unsubscribe()
  })

  it('keeps a saved search’s chat apart from a collection’s of the same number, optimistic comments included', async () => {
    const post = deferred()
    const { api, store, wire } = setup((call) => {
      if (call.method === 'POST') return post.promise
      return jsonResponse(200, call.url.includes('saved_searches') ? commentPage(8, 1, 1) : commentPage(2, 2, 2))
    })
    const searchChat = store.dispatch(api.endpoints.getCollectionComments.initiate(savedSearch))
    const boardChat = store.dispatch(api.endpoints.getCollectionComments.initiate(12))
    await Promise.all([searchChat, boardChat])
    const cached = (arg: Parameters<typeof api.endpoints.getCollectionComments.select>[0]) =>
      commentsOldestFirst(api.endpoints.getCollectionComments.select(arg)(store.getState()).data)

    const created = store.dispatch(api.endpoints.createComment.initiate({ ...savedSearch, body: 'New one' }))
    await nextTick()
    expect(cached(savedSearch).comments.map((comment) => comment.body)).toEqual(['comment 8', 'New one'])
    expect(cached(12).comments.map((comment) => comment.body)).toEqual(['comment 1', 'comment 2'])

    post.release(jsonResponse(201, { data: commentPage(9, 1, 1).data[0] }))
    await created
    await nextTick()
    await nextTick()
    // Only the saved search's chat refetches: its tag is `saved-search-12`, not `12`.
    expect(wire().slice(2)).toEqual([
      'POST saved_searches/12/comments',
      'GET saved_searches/12/comments?page[number]=1&page[size]=20&sort=-created_at',
    ])
    searchChat.unsubscribe()
    boardChat.unsubscribe()
  })

  it('reads a collection’s chat spelled { id } from the same cache entry as its bare id', async () => {
    const { api, store, wire } = setup(() => jsonResponse(200, commentPage(2, 2, 2)))
    await store.dispatch(api.endpoints.getCollectionComments.initiate(4))
    await store.dispatch(api.endpoints.getCollectionComments.initiate({ id: 4 }))
    expect(wire()).toHaveLength(1)
    expect(api.endpoints.getCollectionComments.select({ id: 4, kind: 'collection' })(store.getState()).data).toBe(
      api.endpoints.getCollectionComments.select(4)(store.getState()).data,
    )
  })
})
