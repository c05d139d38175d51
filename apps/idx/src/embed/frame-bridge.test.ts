import { describe, expect, it } from 'vitest'
import { AGENT_TRACKING_KEY, PROPERTY_VIEWS_KEY, SSO_ID_TOKEN_KEY } from '@idx/app-shell'
import { createMemoryStorage, DEFAULT_TOKEN_STORE_KEY } from '@idx/api-client'
import { bridgedStorage, bridgeUser, parentOriginsOf, pathBelowApp, SESSION_KEYS } from './frame-bridge.js'

describe('the frame side of the embed bridge', () => {
  it('keeps the session keys the app-shell and api-client name', () => {
    expect([...SESSION_KEYS].sort()).toEqual(
      [DEFAULT_TOKEN_STORE_KEY, SSO_ID_TOKEN_KEY, AGENT_TRACKING_KEY, PROPERTY_VIEWS_KEY].sort(),
    )
  })

  it('keeps session keys in the parent and everything else in the frame', () => {
    const base = createMemoryStorage()
    const kept = new Map([['idx-session', '{"access_token":"a"}']])
    const sent: Record<string, string | null>[] = []
    const storage = bridgedStorage(base, kept, (items) => sent.push(items))
    expect(storage.getItem('idx-session')).toBe('{"access_token":"a"}')
    storage.setItem('idx-session', '{"access_token":"b"}')
    storage.setItem('idx-session', '{"access_token":"b"}') // unchanged: not sent again
    storage.setItem('disclaimer_open', 'true')
    storage.removeItem('idx-session')
    storage.removeItem('idx-session')
    expect(sent).toEqual([{ 'idx-session': '{"access_token":"b"}' }, { 'idx-session': null }])
    expect(base.getItem('disclaimer_open')).toBe('true')
    expect(base.getItem('idx-session')).toBeNull()
  })

  it('speaks only to a registered parent', () => {
    const registered = ['http://127.0.0.1:4599', 'https://broker.example']
    expect(parentOriginsOf('https://broker.example', registered)).toEqual(['https://broker.example'])
    expect(parentOriginsOf('https://evil.example', registered)).toBeNull()
    // A browser that does not say who embeds: every registered origin, which the browser filters.
    expect(parentOriginsOf(null, registered)).toEqual(registered)
  })

  it('reads the path below /app/ and the user the parent is told of', () => {
    expect(pathBelowApp('/app/listing/12-main-st/12', '?x=1')).toBe('listing/12-main-st/12?x=1')
    expect(pathBelowApp('/app/', '')).toBe('')
    expect(bridgeUser({ id: '7', first_name: 'Jane', last_name: 'Buyer', email: 'j@example.com' })).toEqual({
      id: '7',
      name: 'Jane Buyer',
      email: 'j@example.com',
    })
    expect(bridgeUser(null)).toBeNull()
  })
})
