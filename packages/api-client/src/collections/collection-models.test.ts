import { describe, expect, it } from 'vitest'
import {
  collectionFromDocument,
  collectionsFromDocument,
  commentFromDocument,
  commentsFromDocument,
  invitationFromDocument,
  isSubscribed,
  joinFromDocument,
  subscriptionToggle,
} from './collection-models.js'

const owner = { type: 'users', id: '1', attributes: { first_name: 'Ann', last_name: 'Lee', full_name: 'Ann Lee' } }
const bob = { type: 'users', id: '2', attributes: { first_name: 'Bob', last_name: 'Ray', full_name: 'Bob Ray' } }

describe('collectionsFromDocument', () => {
  it('gives each collection its unviewed_property_count from the meta, and the total from meta.total', () => {
    const { collections, total } = collectionsFromDocument({
      data: [
        { type: 'collections', id: '4', attributes: { name: 'Lake', total_count: 3 } },
        { type: 'collections', id: '5', attributes: { name: 'City', total_count: 0 } },
      ],
      meta: { total: 12, unviewed_property_counts: { 4: 2 } },
    })
    expect(total).toBe(12)
    expect(collections.map((c) => [c.id, c.name, c.unviewed_property_count, c.total_count])).toEqual([
      ['4', 'Lake', 2, 3],
      ['5', 'City', undefined, 0],
    ])
  })

  it('is empty for a missing document', () => {
    expect(collectionsFromDocument(undefined)).toEqual({ collections: [], total: null })
  })
})

describe('collectionFromDocument', () => {
  it('reads owner, collaborators, invitations and notify flags', () => {
    const collection = collectionFromDocument({
      data: {
        type: 'collections',
        id: '4',
        attributes: { name: 'Lake', is_public: false, notify_comment_email: true, notify_comment_sms: false },
        relationships: {
          user: { data: { type: 'users', id: '1' } },
          collaborators: { data: [{ type: 'users', id: '2' }] },
          invitations: { data: [{ type: 'invitations', id: '9' }] },
        },
      },
      included: [owner, bob, { type: 'invitations', id: '9', attributes: { email: 'c@x.com' } }],
    })
    expect(collection?.user?.full_name).toBe('Ann Lee')
    expect(collection?.collaborators?.map((user) => user.first_name)).toEqual(['Bob'])
    expect(collection?.invitations?.map((invitation) => invitation.email)).toEqual(['c@x.com'])
    expect(collection?.notify_comment_email).toBe(true)
    expect(collectionFromDocument({ data: null })).toBeNull()
  })
})

describe('comments', () => {
  const document = {
    data: [
      {
        type: 'comments',
        id: '31',
        attributes: { body: 'Love it', title: null, property_id: '7', created_at: '2026-11-02T10:00:00Z' },
        relationships: {
          user: { data: { type: 'users', id: '2' } },
          property: { data: { type: 'listings', id: '7' } },
        },
      },
      {
        type: 'comments',
        id: '30',
        attributes: { body: 'Hi', property_id: null, created_at: '2026-11-01T10:00:00Z' },
        relationships: { user: { data: { type: 'users', id: '1' } }, property: { data: null } },
      },
    ],
    included: [
      owner,
      bob,
      { type: 'listings', id: '7', attributes: { street: '1 Main St', listing_type: 'Residential' } },
    ],
    meta: { total: 41 },
  }

  it('reads a page newest first with authors and the mentioned listing, and the total', () => {
    const { comments, total } = commentsFromDocument(document)
    expect(total).toBe(41)
    expect(comments.map((c) => [c.id, c.body, c.user?.first_name, c.property?.street ?? null])).toEqual([
      ['31', 'Love it', 'Bob', '1 Main St'],
      ['30', 'Hi', 'Ann', null],
    ])
  })

  it('reads one comment of a create answer', () => {
    expect(commentFromDocument({ data: document.data[1] })?.body).toBe('Hi')
    expect(commentFromDocument({ data: [] })).toBeNull()
  })
})

describe('invitations and joins', () => {
  it('reads the invitation of an invite answer', () => {
    const invitation = invitationFromDocument({
      data: { type: 'invitations', id: '9', attributes: { email: 'c@x.com', created_at: '2026-11-01T00:00:00Z' } },
    })
    expect(invitation).toEqual({ id: '9', type: 'invitations', email: 'c@x.com', created_at: '2026-11-01T00:00:00Z' })
  })

  it('reads a join record, and nothing of another resource type', () => {
    const attributes = {
      collection_name: 'Lake',
      inviter_first_name: 'Ann',
      email: 'c@x.com',
      expires_at: '2026-11-15T00:00:00Z',
    }
    expect(joinFromDocument({ data: { type: 'joins', id: 'collection-4', attributes } })).toEqual({
      id: 'collection-4',
      type: 'joins',
      ...attributes,
    })
    expect(joinFromDocument({ data: { type: 'collections', id: '4' } })).toBeNull()
  })
})

describe('subscriptionToggle', () => {
  it('unsubscribes from what the member has and subscribes to what they lack', () => {
    expect(subscriptionToggle({ notify_comment_sms: true }, 'comment', 'sms')).toBe('unsubscribe')
    expect(subscriptionToggle({ notify_comment_email: false }, 'comment', 'email')).toBe('subscribe')
  })

  it('reads a missing flag as the default: e-mail on, sms off', () => {
    expect(isSubscribed({}, 'add', 'email')).toBe(true)
    expect(isSubscribed({}, 'add', 'sms')).toBe(false)
    expect(subscriptionToggle({}, 'update', 'email')).toBe('unsubscribe')
    expect(subscriptionToggle({}, 'update', 'sms')).toBe('subscribe')
  })
})
