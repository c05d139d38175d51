import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { inAppPath } from './in-app-path.js'

const ORIGIN = 'https://homes.example'

describe('inAppPath', () => {
  it.each([
    ['/app/', '/app/'],
    ['/app', '/app/'],
    ['/app/collections?page=2#top', '/app/collections?page=2#top'],
    ['/app/listing/a-b/7?inquiry=true', '/app/listing/a-b/7?inquiry=true'],
    ['login', '/app/login'],
    ['/app/./account', '/app/account'],
  ])('keeps the app page %j as %j', (value, path) => {
    expect(inAppPath(value)).toBe(path)
  })

  it('takes an absolute URL of the page’s own origin as its path', () => {
    expect(inAppPath('https://homes.example/app/account?x=1', ORIGIN)).toBe('/app/account?x=1')
  })

  it.each([
    'https://evil.example/app/',
    'http://homes.example/app/',
    'https://homes.example:8443/app/',
    'https://user:pass@homes.example/app/',
    '//evil.example/app/',
    '///evil.example/app/',
    '/\\evil.example/app/',
    '\\\\evil.example/app/',
    '/\t/evil.example/app/',
    '\n//evil.example/app/',
    ' //evil.example/app/',
    'javascript:alert(document.domain)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '/api/v3/user?me=true',
    '/oauth/authorize',
    '/app/../oauth/authorize',
    '/app/%2e%2e/oauth/authorize',
    '/apple',
    '/',
    '',
    '   ',
  ])('refuses %j', (value) => {
    expect(inAppPath(value, ORIGIN)).toBeNull()
  })

  it('refuses what is no string', () => {
    for (const value of [null, undefined, 42, {}, ['/app/']]) expect(inAppPath(value)).toBeNull()
  })

  it('only ever answers a path under /app/ that the browser resolves on the page’s origin', () => {
    const piece = fc.constantFrom('/', '\\', '//', '/\\', '.', '..', '%2f', '%5c', '\t', '\n', ' ', ':', '@', '?', '#')
    const word = fc.constantFrom('app', 'evil.example', 'javascript', 'data', 'homes.example', 'api', 'https')
    const value = fc
      .array(fc.oneof(piece, word, fc.string({ maxLength: 4 })), { maxLength: 12 })
      .map((parts) => parts.join(''))
    fc.assert(
      fc.property(value, (candidate) => {
        const path = inAppPath(candidate, ORIGIN)
        if (path === null) return
        expect(path.startsWith('/app/')).toBe(true)
        // What a link or location.assign would reach from a page of the site.
        const reached = new URL(path, `${ORIGIN}/app/listing/x/1`)
        expect(reached.origin).toBe(ORIGIN)
        expect(reached.pathname.startsWith('/app/')).toBe(true)
      }),
      { numRuns: 2000 },
    )
  })
})
