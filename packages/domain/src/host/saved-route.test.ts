import { describe, expect, it } from 'vitest'
import { readSavedRoute, savedRouteJson } from './saved-route.js'

describe('readSavedRoute', () => {
  it('reads a collection or saved-search route the server wrote', () => {
    expect(readSavedRoute('"/app/collection/12/chat?x=1"')).toBe('/app/collection/12/chat?x=1')
    expect(readSavedRoute('"/app/saved-search/7/info"')).toBe('/app/saved-search/7/info')
  })

  it('ignores anything else: no element, garbage, other routes, other hosts', () => {
    for (const text of [
      null,
      undefined,
      '',
      'not json',
      '42',
      '"/app/account"',
      '"//evil.example/app/collection/1/x"',
    ]) {
      expect(readSavedRoute(text)).toBeNull()
    }
  })
})

describe('savedRouteJson', () => {
  it('writes a restorable route as JSON that cannot end its script element', () => {
    expect(savedRouteJson('/app/collection/12/chat?x=1')).toBe('"/app/collection/12/chat?x=1"')
    expect(savedRouteJson('/app/collection/12/chat?q=</script>')).toBe('"/app/collection/12/chat?q=\\u003c/script>"')
    expect(readSavedRoute(savedRouteJson('/app/saved-search/7/info?a=\u2028'))).toBe(
      '/app/saved-search/7/info?a=\u2028',
    )
  })

  it('writes nothing for a route the app does not restore', () => {
    for (const url of ['/app/', '/app/collection/12', '/app/account?x=/app/collection/1/x']) {
      expect(savedRouteJson(url)).toBeNull()
    }
  })
})
