import { describe, expect, it } from 'vitest'
import { createMemoryStorage, createTokenStore, restoreSession, sessionFromTokenResponse } from './token-store.js'

const session = { access_token: 'idx_at_1', refresh_token: 'idx_rt_1', expires_at: 1_000_000, scope: 'read write' }

describe('createTokenStore', () => {
  it('writes the session as JSON under its key and reads it back', () => {
    const storage = createMemoryStorage()
    const store = createTokenStore({ storage })
    store.write({ ...session, sso: true })
    expect(JSON.parse(storage.getItem('idx-session')!)).toEqual({ ...session, sso: true })
    expect(store.read()).toEqual({ ...session, sso: true })
  })

  it('uses the key it is given', () => {
    const storage = createMemoryStorage()
    createTokenStore({ storage, key: 'other' }).write(session)
    expect(storage.getItem('other')).not.toBeNull()
    expect(storage.getItem('idx-session')).toBeNull()
  })

  it('reads storage every time, so another tab’s write is seen', () => {
    const storage = createMemoryStorage()
    const store = createTokenStore({ storage })
    store.write(session)
    createTokenStore({ storage }).write({ ...session, access_token: 'idx_at_2' })
    expect(store.read()?.access_token).toBe('idx_at_2')
  })

  it('clears the session', () => {
    const store = createTokenStore({ storage: createMemoryStorage() })
    store.write(session)
    store.clear()
    expect(store.read()).toBeNull()
  })

  it.each([
    ['not JSON', '{'],
    ['JSON null', 'null'],
    ['no access token', JSON.stringify({ ...session, access_token: '' })],
    ['no expiry', JSON.stringify({ ...session, expires_at: 'soon' })],
  ])('reads %s as no session', (_case, text) => {
    const storage = createMemoryStorage()
    storage.setItem('idx-session', text)
    expect(createTokenStore({ storage }).read()).toBeNull()
  })

  it('reads a blank refresh token as none', () => {
    const storage = createMemoryStorage()
    storage.setItem('idx-session', JSON.stringify({ ...session, refresh_token: '' }))
    expect(createTokenStore({ storage }).read()?.refresh_token).toBeNull()
  })
})

describe('sessionFromTokenResponse', () => {
  it('counts the expiry from the local clock', () => {
    const response = { access_token: 'a', refresh_token: 'r', expires_in: 3600, scope: 'read write admin' }
    expect(sessionFromTokenResponse(response, 5_000)).toEqual({
      access_token: 'a',
      refresh_token: 'r',
      expires_at: 3_605_000,
      scope: 'read write admin',
    })
  })

  it('keeps the SSO flag it is given', () => {
    const response = { access_token: 'a', refresh_token: 'r', expires_in: 60, scope: 'read write' }
    expect(sessionFromTokenResponse(response, 0, { sso: true }).sso).toBe(true)
  })
})

describe('restoreSession', () => {
  it("says 'No access token found' when nothing is stored", () => {
    expect(restoreSession(createTokenStore({ storage: createMemoryStorage() }))).toEqual({
      ok: false,
      error: 'No access token found',
    })
  })

  it('restores the stored session', () => {
    const store = createTokenStore({ storage: createMemoryStorage() })
    store.write(session)
    expect(restoreSession(store)).toEqual({ ok: true, session })
  })
})
