import { describe, expect, it } from 'vitest'
import { isAppRoute } from './app-routes.js'

describe('isAppRoute', () => {
  it('knows the app root, the sign-in routes and the listing routes', () => {
    for (const path of [
      '/app/',
      '/app/login',
      '/app/forgot-password',
      '/app/authenticate',
      '/app/account',
      '/app/sso/sign_in',
      '/app/listing/7',
      '/app/listing/7-main-st/7',
      '/app/listing-not-found',
      '/app/work-with-agent/12',
      '/app/work-with-agent/12/get-started',
      '/app/oauth/callback',
    ]) {
      expect(isAppRoute(path), path).toBe(true)
    }
  })

  it("keeps the second document's routes, whose links exist before their screens", () => {
    expect(isAppRoute('/app/collections')).toBe(true)
    expect(isAppRoute('/app/collection/12')).toBe(true)
    expect(isAppRoute('/app/saved-search/7/info')).toBe(true)
  })

  it('knows every collection route, the join routes and the old-style redirects', () => {
    for (const path of [
      '/app/collection/12/chat',
      '/app/collection/12/collaborators/invite',
      '/app/collection/12/listing/9',
      '/app/collection/12/save/9',
      '/app/collection/12/saved/3/9',
      '/app/save/9',
      '/app/saved/3/9',
      '/app/dashboard',
      '/app/properties',
      '/app/join/collection/12/abc',
      '/app/join/collection/12/abc/accept',
      '/app/collection/12/accept_invite',
      '/app/collections/12',
      '/app/collections/12/subscribe',
      '/app/collections/12/comments/31',
    ]) {
      expect(isAppRoute(path), path).toBe(true)
    }
    expect(isAppRoute('/app/collection/12/no/such/child/page')).toBe(false)
  })

  it('accepts one trailing slash as the router does', () => {
    expect(isAppRoute('/app/login/')).toBe(true)
  })

  it('refuses any other path under the app root, and paths outside it', () => {
    for (const path of [
      '/app/no-such-page',
      '/app/listing',
      '/app/listing/a/b/c',
      '/app/login/extra',
      '/app//login',
      '/app/oauth',
      '/app',
      '/elsewhere/login',
    ]) {
      expect(isAppRoute(path), path).toBe(false)
    }
  })
})
