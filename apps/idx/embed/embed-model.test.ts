import { describe, expect, it } from 'vitest'
import { elementPath, mergeSessionItems, readStoredSession, sessionKey, urlOwner } from './embed-model.js'

const attributes =
  (values: Record<string, string>) =>
  (name: string): string | null =>
    values[name] ?? null

describe('elementPath', () => {
  it("opens each element's page below /app/", () => {
    expect(elementPath('idx-search', attributes({}))).toBe('')
    expect(elementPath('idx-listing', attributes({ 'listing-id': '4182' }))).toBe('listing/-/4182')
    expect(elementPath('idx-listing', attributes({ 'listing-id': 'a b/c' }))).toBe('listing/-/a%20b%2Fc')
    expect(elementPath('idx-saved-homes', attributes({}))).toBe('collections')
  })

  it('takes the path attribute over the kind, without a leading slash', () => {
    expect(elementPath('idx-search', attributes({ path: '/saved-searches?x=1' }))).toBe('saved-searches?x=1')
    expect(elementPath('idx-listing', attributes({ path: 'listing/12-main-st/12', 'listing-id': '7' }))).toBe(
      'listing/12-main-st/12',
    )
  })

  it('opens the search for a listing element without its id', () => {
    expect(elementPath('idx-listing', attributes({}))).toBe('')
  })
})

describe('urlOwner', () => {
  it('gives the URL to the first search', () => {
    expect(
      urlOwner([
        { tag: 'idx-listing', syncUrl: null },
        { tag: 'idx-search', syncUrl: null },
        { tag: 'idx-search', syncUrl: null },
      ]),
    ).toBe(1)
  })

  it('skips a search that opts out, and gives it to none when all do', () => {
    expect(
      urlOwner([
        { tag: 'idx-search', syncUrl: 'false' },
        { tag: 'idx-search', syncUrl: null },
      ]),
    ).toBe(1)
    expect(urlOwner([{ tag: 'idx-search', syncUrl: 'false' }])).toBe(-1)
    expect(urlOwner([{ tag: 'idx-listing', syncUrl: null }])).toBe(-1)
    expect(urlOwner([])).toBe(-1)
  })

  it('gives it to the first element that opts in, whatever its kind', () => {
    expect(
      urlOwner([
        { tag: 'idx-search', syncUrl: null },
        { tag: 'idx-saved-homes', syncUrl: '' },
        { tag: 'idx-listing', syncUrl: 'true' },
      ]),
    ).toBe(1)
  })
})

describe('the stored session', () => {
  it('is kept per site origin', () => {
    expect(sessionKey('https://homes.example')).toBe('idx-embed:https://homes.example')
  })

  it('reads as {} when absent or unreadable, and keeps only string items', () => {
    expect(readStoredSession(null)).toEqual({})
    expect(readStoredSession('{not json')).toEqual({})
    expect(readStoredSession('[1,2]')).toEqual({})
    expect(readStoredSession('"token"')).toEqual({})
    expect(readStoredSession('{"token":"t1","n":3,"x":null}')).toEqual({ token: 't1' })
  })

  it('merges items: a string sets its key, null removes it, the rest stays', () => {
    const stored = { token: 't1', agent: 'a7' }
    expect(mergeSessionItems(stored, { token: 't2', id_token: 'i1', agent: null, gone: null })).toEqual({
      token: 't2',
      id_token: 'i1',
    })
    expect(stored).toEqual({ token: 't1', agent: 'a7' })
  })
})
