import { describe, expect, it } from 'vitest'
import type { JsonApiDocument } from '../jsonapi/types.js'
import { userFromDocument, userUpdateDocument } from './current-user.js'

const agent = {
  id: 12,
  full_name: 'Ann Lee',
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann@broker.test',
  sms_number: '512-555-0100',
  broker_name: 'Lee Realty',
  pictures: { thumb_url: '/a.png' },
  active_feeds: ['actris'],
}

const meDocument: JsonApiDocument = {
  data: {
    type: 'users',
    id: '3',
    attributes: {
      first_name: 'Jane',
      last_name: 'Doe',
      full_name: 'Jane Doe',
      email: 'jane@example.com',
      phone_number: '512-555-0134',
      sms_number: '512-555-0135',
      share_token: 'share-1',
      sso: true,
      admin: false,
      current_agent: agent,
      as_agent: { active_feeds: ['actris', 'har'] },
    },
  },
}

describe('userFromDocument', () => {
  it('maps the GET user?me=true document to the domain user with its flags', () => {
    expect(userFromDocument(meDocument)).toEqual({
      id: '3',
      first_name: 'Jane',
      last_name: 'Doe',
      full_name: 'Jane Doe',
      email: 'jane@example.com',
      phone_number: '512-555-0134',
      sms_number: '512-555-0135',
      share_token: 'share-1',
      sso: true,
      admin: false,
      current_agent: {
        id: '12',
        full_name: 'Ann Lee',
        first_name: 'Ann',
        last_name: 'Lee',
        email: 'ann@broker.test',
        sms_number: '512-555-0100',
        broker_name: 'Lee Realty',
        bio: null,
        pictures: { thumb_url: '/a.png' },
        share_token: null,
        active_feeds: ['actris'],
      },
      as_agent: { active_feeds: ['actris', 'har'] },
    })
  })

  it('joins first and last name when full_name is missing, and defaults the flags to false', () => {
    const user = userFromDocument({
      data: { type: 'users', id: '4', attributes: { first_name: 'Jo', last_name: null } },
    })
    expect(user).toMatchObject({ full_name: 'Jo', sso: false, admin: false, current_agent: null, as_agent: null })
  })

  it('reads a current agent given as a related resource', () => {
    const user = userFromDocument({
      data: {
        type: 'users',
        id: '3',
        attributes: { first_name: 'Jane' },
        relationships: { current_agent: { data: { type: 'agents', id: '12' } } },
      },
      included: [{ type: 'agents', id: '12', attributes: { full_name: 'Ann Lee' } }],
    })
    expect(user?.current_agent).toMatchObject({ id: '12', full_name: 'Ann Lee' })
  })

  it.each([
    ['no document', null],
    ['an empty document', { data: null }],
    ['another resource type', { data: { type: 'sites', id: '1' } }],
  ])('is null for %s', (_case, document) => {
    expect(userFromDocument(document as JsonApiDocument | null)).toBeNull()
  })
})

describe('userUpdateDocument', () => {
  it('wraps profile attributes as a users resource', () => {
    expect(userUpdateDocument({ first_name: 'Jo', sms_number: '512' })).toEqual({
      data: { type: 'users', attributes: { first_name: 'Jo', sms_number: '512' } },
    })
  })
})
