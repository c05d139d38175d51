import { describe, expect, it } from 'vitest'
import { encodeQuery } from '../http/encode-query.js'
import {
  acceptInviteBody,
  addListingBody,
  collectionCreateBody,
  collectionListQuery,
  collectionListingsQuery,
  collectionUpdateBody,
  commentBody,
  commentsQuery,
  invitationBody,
  joinRequest,
  removeListingsBody,
  subscriptionBody,
} from './collection-requests.js'

describe('collection bodies', () => {
  it('creates with a name, and a first listing with its comment when given', () => {
    expect(collectionCreateBody({ name: 'Lake' })).toEqual({
      data: { type: 'collections', attributes: { name: 'Lake' } },
    })
    expect(collectionCreateBody({ name: 'Lake', listing: 7, comment: 'Look!', is_public: true })).toEqual({
      data: { type: 'collections', attributes: { name: 'Lake', is_public: true, listing: 7, comment: 'Look!' } },
    })
  })

  it('leaves out a blank comment, and a comment without a listing', () => {
    expect(collectionCreateBody({ name: 'A', listing: '7', comment: '  ' }).data.attributes).toEqual({
      name: 'A',
      listing: '7',
    })
    expect(collectionCreateBody({ name: 'A', listing: null, comment: 'hi' }).data.attributes).toEqual({ name: 'A' })
  })

  it('updates only the fields given, with the id', () => {
    expect(collectionUpdateBody(4, { is_public: true })).toEqual({
      data: { type: 'collections', id: '4', attributes: { is_public: true } },
    })
    expect(collectionUpdateBody('4', { name: 'New', is_public: false }).data.attributes).toEqual({
      name: 'New',
      is_public: false,
    })
  })

  it('adds a listing with a comment only when one is typed', () => {
    expect(addListingBody({ property_id: 7 })).toEqual({ property_id: 7 })
    expect(addListingBody({ property_id: '7', comment: '' })).toEqual({ property_id: '7' })
    expect(addListingBody({ property_id: '7', comment: 'Great yard' })).toEqual({
      property_id: '7',
      comment: 'Great yard',
    })
  })

  it('removes listings by id, each once', () => {
    expect(removeListingsBody([7, '7', '9'])).toEqual({ property_ids: ['7', '9'] })
  })

  it('invites, uninvites, accepts and subscribes with the spec field names', () => {
    expect(invitationBody(' c@x.com ')).toEqual({ email: 'c@x.com' })
    expect(acceptInviteBody('abc_-1')).toEqual({ given: 'abc_-1' })
    expect(subscriptionBody({ subscription_action: 'comment', subscription_method: 'sms' })).toEqual({
      subscription_action: 'comment',
      subscription_method: 'sms',
    })
  })

  it('comments with a listing relationship or an explicit null', () => {
    expect(commentBody({ body: 'Nice porch', property_id: 7 })).toEqual({
      data: {
        type: 'comments',
        attributes: { body: 'Nice porch' },
        relationships: { property: { data: { type: 'listings', id: '7' } } },
      },
    })
    expect(commentBody({ body: 'Hi' }).data.relationships).toEqual({ property: { data: null } })
  })
})

describe('collection queries', () => {
  it('lists memberships or an agent’s clients', () => {
    expect(encodeQuery(collectionListQuery({ onlyMembership: true }))).toBe('filter[only_membership]=true')
    expect(encodeQuery(collectionListQuery({ onlyClients: true, page: { number: 2, size: 50 } }))).toBe(
      'filter[only_clients]=true&page[number]=2&page[size]=50',
    )
    expect(encodeQuery(collectionListQuery())).toBe('')
  })

  it('pages comments 20 at a time, newest first', () => {
    expect(encodeQuery(commentsQuery(2))).toBe('page[number]=2&page[size]=20&sort=-created_at')
  })

  it('pages listings without filter or market; size 1 for a count', () => {
    expect(encodeQuery(collectionListingsQuery({ size: 1 }))).toBe('page[number]=1&page[size]=1')
    expect(encodeQuery(collectionListingsQuery())).toBe('page[number]=1')
  })

  it('looks up a join by type, id and code', () => {
    expect(joinRequest('saved-search', 4, 'a/b')).toEqual({ path: 'joins/saved-search/4', query: { given: 'a/b' } })
  })
})
