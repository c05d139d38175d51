import { describe, expect, it } from 'vitest'
import { acceptInviteRedirectPath, appRedirect, collectionRedirectPath } from './app-redirect.js'
import { isJoinType, joinPath } from './collection-routes.js'
import { isAppRoute } from './app-routes.js'

describe('collectionRedirectPath', () => {
  it('sends a bare old-style address to the collection itself', () => {
    expect(collectionRedirectPath('7')).toBe('collection/7')
    expect(collectionRedirectPath('7', '')).toBe('collection/7')
  })

  it("sends a comment's address to the chat", () => {
    expect(collectionRedirectPath('7', 'comments/31')).toBe('collection/7/chat')
  })

  it('sends subscribe to the edit page, where the notification toggles are', () => {
    expect(collectionRedirectPath('7', 'subscribe')).toBe('collection/7/edit')
  })

  it('sends accept_invite to the accept-invite route and any other name to the same child', () => {
    expect(collectionRedirectPath('7', 'accept_invite')).toBe('collection/7/accept_invite')
    expect(collectionRedirectPath('7', 'info')).toBe('collection/7/info')
    expect(collectionRedirectPath('7', 'collaborators/invite')).toBe('collection/7/collaborators/invite')
  })

  it('encodes what it copies from the address', () => {
    expect(collectionRedirectPath('7', 'a b')).toBe('collection/7/a%20b')
  })
})

describe('acceptInviteRedirectPath', () => {
  it('leads to the join splash with the given code', () => {
    expect(acceptInviteRedirectPath('collection', '7', new URLSearchParams('given=Xy_9'))).toBe(
      'join/collection/7/Xy_9',
    )
    expect(acceptInviteRedirectPath('saved-search', '4', new URLSearchParams('code=abc'))).toBe(
      'join/saved-search/4/abc',
    )
  })

  it('leads to the index for a type one cannot join or a missing code', () => {
    expect(acceptInviteRedirectPath('listing', '7', new URLSearchParams('given=abc'))).toBe('')
    expect(acceptInviteRedirectPath('collection', '7', new URLSearchParams())).toBe('')
  })
})

describe('join types', () => {
  it('accepts only collection and saved-search', () => {
    expect(isJoinType('collection')).toBe(true)
    expect(isJoinType('saved-search')).toBe(true)
    expect(isJoinType('listing')).toBe(false)
    expect(joinPath('collection', '7', 'a/b')).toBe('join/collection/7/a%2Fb')
  })
})

describe('appRedirect', () => {
  it('redirects the old-style collection addresses, keeping the query', () => {
    expect(appRedirect('collections/7', '')).toBe('collection/7')
    expect(appRedirect('collections/7/', '?page=2')).toBe('collection/7?page=2')
    expect(appRedirect('collections/7/comments/31', '?x=1')).toBe('collection/7/chat?x=1')
    expect(appRedirect('collections/7/subscribe', '')).toBe('collection/7/edit')
  })

  it('sends accept_invite to the join splash, or to the index', () => {
    expect(appRedirect('collection/7/accept_invite', '?given=abc')).toBe('join/collection/7/abc')
    expect(appRedirect('listing/7/accept_invite', '?given=abc')).toBe('')
  })

  it('leaves every other address alone', () => {
    for (const path of ['', 'collection/7', 'collection/7/chat', 'collections', 'listing/7', 'collections//x']) {
      expect(appRedirect(path, ''), path).toBeNull()
    }
  })
})

describe('saved-search addresses', () => {
  it('redirect saved_searches/{id}/… as collections/{id}/… do, to the saved search', () => {
    expect(appRedirect('saved_searches/7', '?page=2')).toBe('saved-search/7?page=2')
    expect(appRedirect('saved_searches/7/comments/31', '')).toBe('saved-search/7/chat')
    expect(appRedirect('saved_searches/7/subscribe', '')).toBe('saved-search/7/edit')
    expect(appRedirect('saved_searches/7/info', '')).toBe('saved-search/7/info')
    expect(appRedirect('saved-search/7/accept_invite', '?given=abc')).toBe('join/saved-search/7/abc')
  })

  it('are pages of the site', () => {
    expect(isAppRoute('/app/saved-search/7')).toBe(true)
    expect(isAppRoute('/app/saved-search/7/collaborators/invite')).toBe(true)
    expect(isAppRoute('/app/saved-searches')).toBe(true)
    expect(isAppRoute('/app/save-search')).toBe(true)
    expect(isAppRoute('/app/saved_searches/7/info')).toBe(true)
    expect(isAppRoute('/app/saved-search/7/nonsense')).toBe(false)
  })
})
