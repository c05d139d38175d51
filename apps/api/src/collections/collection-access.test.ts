import { describe, expect, it } from 'vitest'
import { collectionAccess, type CollectionAction } from './collection-access.js'

const actions: CollectionAction[] = ['read', 'edit', 'delete']

describe('collectionAccess', () => {
  it('lets the owner read, edit and delete', () => {
    for (const isPublic of [false, true]) {
      expect(actions.map((action) => collectionAccess({ is_public: isPublic, role: 'owner' }, action))).toEqual([
        'allowed',
        'allowed',
        'allowed',
      ])
    }
  })

  it('lets a collaborator read and edit but not delete', () => {
    expect(actions.map((action) => collectionAccess({ is_public: false, role: 'collaborator' }, action))).toEqual([
      'allowed',
      'allowed',
      'forbidden',
    ])
  })

  it('hides a private board from a stranger as if it did not exist', () => {
    expect(actions.map((action) => collectionAccess({ is_public: false, role: null }, action))).toEqual([
      'not_found',
      'not_found',
      'not_found',
    ])
  })

  it('shows a public board to a stranger read-only', () => {
    expect(actions.map((action) => collectionAccess({ is_public: true, role: null }, action))).toEqual([
      'allowed',
      'forbidden',
      'forbidden',
    ])
  })

  it("shows a client's private board to the owner's agent read-only", () => {
    const access = (action: (typeof actions)[number]) =>
      collectionAccess({ is_public: false, role: null }, action, { ownersAgent: true })
    expect(actions.map(access)).toEqual(['allowed', 'forbidden', 'forbidden'])
  })
})
