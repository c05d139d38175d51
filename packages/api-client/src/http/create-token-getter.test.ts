import { describe, expect, it } from 'vitest'
import { createTokenGetter } from './create-token-getter.js'

describe('createTokenGetter', () => {
  it('returns the user token when the user is signed in', () => {
    expect(createTokenGetter({ getUserToken: () => 'user', siteToken: 'site' })()).toBe('user')
  })

  it('falls back to the site token when there is no user token', () => {
    for (const userToken of [null, undefined, '', '   ']) {
      expect(createTokenGetter({ getUserToken: () => userToken, siteToken: 'site' })()).toBe('site')
    }
  })

  it('stays synchronous for a synchronous user token getter', () => {
    const token = createTokenGetter({ getUserToken: () => null, siteToken: 'site' })()
    expect(token).not.toBeInstanceOf(Promise)
  })

  it('resolves an async user token getter, with the same fallback', async () => {
    await expect(createTokenGetter({ getUserToken: async () => 'user', siteToken: 'site' })()).resolves.toBe('user')
    await expect(createTokenGetter({ getUserToken: async () => null, siteToken: 'site' })()).resolves.toBe('site')
  })

  it('throws at creation when the site token is blank, naming the configuration value', () => {
    expect(() => createTokenGetter({ getUserToken: () => null, siteToken: '' })).toThrow(/api_token/)
  })
})
