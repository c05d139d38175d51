import { describe, expect, it } from 'vitest'
import { readSavedRoute } from './saved-route'

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
