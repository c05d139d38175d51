import { describe, expect, it } from 'vitest'
import { afterSignInTarget, isServerRestorablePath } from './after-sign-in.js'

const transition = { url: '/app/collections?page=2', targetName: 'index.collections', queryParams: { page: '2' } }

describe('afterSignInTarget', () => {
  it('retries the attempted transition first', () => {
    expect(
      afterSignInTarget({ attemptedTransition: transition, serverSavedRoute: '/app/saved-search/1/info' }),
    ).toEqual({ source: 'attempted-transition', url: '/app/collections?page=2', transition })
  })

  it('goes to the route saved by server rendering when nothing was attempted', () => {
    expect(afterSignInTarget({ attemptedTransition: null, serverSavedRoute: '/app/saved-search/1/info' })).toEqual({
      source: 'server-saved-route',
      url: '/app/saved-search/1/info',
    })
  })

  it('goes to the index when there is neither', () => {
    expect(afterSignInTarget({})).toEqual({ source: 'index', url: '/app/' })
  })

  it.each([
    'https://evil.test/app/',
    '//evil.test/app/',
    '/\\evil.test',
    '/\t/evil.test/app/',
    '\\\\evil.test/app/',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/api/v3/user?me=true',
    '/app/../oauth/authorize',
    '',
  ])('never follows %j: off the site or outside the app', (url) => {
    expect(afterSignInTarget({ attemptedTransition: { ...transition, url } }).source).toBe('index')
    expect(afterSignInTarget({ serverSavedRoute: url }).source).toBe('index')
  })

  it('follows the path as the browser resolves it', () => {
    expect(afterSignInTarget({ serverSavedRoute: '/app/./collection/3/chat' })).toEqual({
      source: 'server-saved-route',
      url: '/app/collection/3/chat',
    })
  })

  it('falls back to the saved route when the attempted transition is off the site', () => {
    expect(
      afterSignInTarget({
        attemptedTransition: { ...transition, url: '//evil.test' },
        serverSavedRoute: '/app/collection/3/chat',
      }),
    ).toEqual({ source: 'server-saved-route', url: '/app/collection/3/chat' })
  })
})

describe('isServerRestorablePath', () => {
  it.each([
    '/app/collection/12/chat',
    '/app/saved-search/abc-1/info',
    '/app/collection/12/chat?menu=true',
    '/app/collection/12/chat/more',
  ])('recognises %s', (path) => {
    expect(isServerRestorablePath(path)).toBe(true)
  })

  it.each([
    '/app/collection/12',
    '/app/collection/12/',
    '/app/collections/12/chat',
    '/app/saved-searches/1/info',
    '/collection/12/chat',
    '/idx/app/collection/12/chat',
    '/app//12/chat',
    '/app/listing/12/chat',
  ])('does not recognise %s', (path) => {
    expect(isServerRestorablePath(path)).toBe(false)
  })
})
