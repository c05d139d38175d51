import { describe, expect, it } from 'vitest'
import type { CommentRecord } from '@idx/api-client'
import {
  commentForThread,
  failureMessage,
  memberAsUser,
  opensInvite,
  panelTo,
  RECORD_PANEL_WORDS,
  recordPath,
} from './panel-models.js'

describe('the shared panels’ models', () => {
  it('jumps to the invite form only while nobody but the owner is a member or invited', () => {
    expect(opensInvite({ collaborators: [], invitations: [] })).toBe(true)
    expect(opensInvite({ collaborators: null, invitations: null })).toBe(true)
    expect(opensInvite({ collaborators: [], invitations: [{ id: '1', type: 'invitations', email: 'b@x.com' }] })).toBe(
      false,
    )
    expect(opensInvite({ collaborators: [{ id: '2', type: 'users', first_name: 'Bob' }], invitations: [] })).toBe(false)
  })

  it('keeps the results’ query between panels but drops the chat’s selected listing', () => {
    expect(panelTo('7', 'info', '?page=2&property_id=5&map=false')).toEqual({
      pathname: '/collection/7/info',
      search: '?page=2&map=false',
    })
    expect(panelTo('7', 'collaborators/invite', '')).toEqual({
      pathname: '/collection/7/collaborators/invite',
      search: '',
    })
  })

  it('leads a saved search’s panels under its own page, with its own words', () => {
    expect(panelTo('12', 'collaborators/invite', '?map=false&property_id=5', 'saved-search')).toEqual({
      pathname: '/saved-search/12/collaborators/invite',
      search: '?map=false',
    })
    expect(recordPath('saved-search', '12', 'listing/9')).toBe('saved-search/12/listing/9')
    expect(recordPath('collection', '12')).toBe('collection/12')
    expect(RECORD_PANEL_WORDS['saved-search']).toMatchObject({ noun: 'saved search', inviteTitle: 'Invite to Search' })
    expect(RECORD_PANEL_WORDS.collection.inviteTitle).toBe('Invite to Collection')
    expect(RECORD_PANEL_WORDS['saved-search'].menu.map((item) => item.label)).toEqual([
      'Chat',
      'Collaborators',
      'Search Info',
      'Edit Search',
    ])
  })

  it('reads a member as a user without an e-mail, and a comment’s gone listing as withdrawn', () => {
    expect(memberAsUser({ id: '3', type: 'users', first_name: 'Ada' })).toEqual({
      id: '3',
      first_name: 'Ada',
      last_name: null,
      full_name: null,
      email: null,
    })
    const record: CommentRecord = {
      id: '9',
      type: 'comments',
      body: 'Look',
      property_id: '100',
      created_at: '2026-01-02T03:04:05Z',
      user: { id: '3', type: 'users', full_name: 'Ada Lovelace' },
      property: { id: '100', street: '1 Main St', listing_status: 'Withdrawn' },
    }
    expect(commentForThread(record)).toMatchObject({
      id: '9',
      user: { id: '3', full_name: 'Ada Lovelace', email: null },
      property: { id: '100', withdrawn: true },
    })
    expect(commentForThread({ ...record, property: { id: '100', listing_status: 'Active' } }).property).toMatchObject({
      withdrawn: false,
    })
  })

  it('says what a failed change was refused for: the first error detail, 403 as not authorized', () => {
    const refused = { status: 422, data: { errors: [{ detail: 'Name is required' }, { detail: 'Other' }] } }
    expect(failureMessage(refused)).toBe('Name is required')
    expect(failureMessage({ status: 403, data: {} })).toBe('You are not authorized to perform that action.')
    // An invitation past a sending limit: the person reads the limit and when to try again.
    const limited =
      'You have sent 20 invitations in the last hour, the most allowed. You can invite more in 40 minutes.'
    expect(failureMessage({ status: 429, data: { errors: [{ status: '429', detail: limited }] } })).toBe(limited)
    expect(failureMessage({ message: 'Aborted' })).toBe('Oops, Something went wrong...')
  })
})
