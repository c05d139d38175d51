import { describe, expect, it } from 'vitest'
import { CONFIG_META_TAG_ERROR, checkSiteConfig, readSiteConfigMeta } from './site-config.js'
import { decideSsoSignIn, decideSsoSignOut } from './sso.js'

describe('checkSiteConfig', () => {
  it('accepts an api token and client id with a blank market id', () => {
    expect(checkSiteConfig({ api_token: 't0k3n', client_id: 'abc', market_id: '' })).toEqual({
      ok: true,
      config: { api_token: 't0k3n', client_id: 'abc', market_id: null },
    })
  })

  it('keeps a market id as text', () => {
    expect(checkSiteConfig({ api_token: 't', client_id: 'c', market_id: 12 })).toMatchObject({
      ok: true,
      config: { market_id: '12' },
    })
  })

  it.each([
    [{}, 'Missing the following configuration parameters: api_token, client_id'],
    [{ client_id: 'c' }, 'Missing the following configuration parameters: api_token'],
    [{ api_token: 't', client_id: ' ' }, 'Missing the following configuration parameters: client_id'],
    [
      { api_token: null, client_id: '', market_id: '3' },
      'Missing the following configuration parameters: api_token, client_id',
    ],
  ])('fails %j with %j', (input, message) => {
    expect(checkSiteConfig(input)).toMatchObject({ ok: false, message })
  })
})

describe('readSiteConfigMeta', () => {
  it('reads URI-encoded JSON, as Ember writes the config meta tag', () => {
    const content = encodeURIComponent(JSON.stringify({ api_token: 't', client_id: 'c' }))
    expect(readSiteConfigMeta(content)).toEqual({ ok: true, value: { api_token: 't', client_id: 'c' } })
  })

  it('reads plain JSON', () => {
    expect(readSiteConfigMeta('{"api_token":"a%20b"}')).toEqual({ ok: true, value: { api_token: 'a%20b' } })
  })

  it.each([null, undefined, '', 'not json', '%E0%A4%A', '[1,2]', '"text"'])(
    "fails %j with 'Could not read config from meta tag'",
    (content) => {
      expect(readSiteConfigMeta(content)).toEqual({ ok: false, message: 'Could not read config from meta tag' })
    },
  )

  it('uses the exact wording of the spec', () => {
    expect(CONFIG_META_TAG_ERROR).toBe('Could not read config from meta tag')
  })
})

const signIn = {
  idp: 'okta',
  client_id: 'client-1',
  authorize_url: 'https://idp.example.com/oauth2/v1/authorize',
  idx_url: 'https://homes.example.com/app/',
  state: 'xyz',
}

describe('decideSsoSignIn', () => {
  it('redirects when idp, client_id, authorize_url, idx_url and state are all present', () => {
    expect(decideSsoSignIn({ ...signIn, extra: 'ignored' })).toEqual({ action: 'redirect', params: signIn })
  })

  it.each(Object.keys(signIn))('waits when %s is missing', (name) => {
    expect(decideSsoSignIn({ ...signIn, [name]: undefined })).toEqual({ action: 'wait', missing: [name] })
  })

  it('lists every missing parameter in order, counting blanks as missing', () => {
    expect(decideSsoSignIn({ client_id: '', idx_url: 'x' })).toEqual({
      action: 'wait',
      missing: ['idp', 'client_id', 'authorize_url', 'state'],
    })
  })
})

const signOut = {
  post_logout_redirect_uri: 'https://homes.example.com/app/',
  id_token_hint: 'eyJ...',
  okta_logout_url: 'https://idp.example.com/oauth2/v1/logout',
  state: '/app/',
}

describe('decideSsoSignOut', () => {
  it('logs out at the identity provider when all four parameters are present', () => {
    expect(decideSsoSignOut(signOut)).toEqual({ action: 'idp-logout', params: signOut })
  })

  it.each(['post_logout_redirect_uri', 'id_token_hint', 'okta_logout_url'])(
    'only follows state when %s is missing',
    (name) => {
      expect(decideSsoSignOut({ ...signOut, [name]: null })).toEqual({ action: 'follow-state', state: '/app/' })
    },
  )

  it('does nothing without a state', () => {
    expect(decideSsoSignOut({ ...signOut, state: '' })).toEqual({ action: 'none' })
    expect(decideSsoSignOut({})).toEqual({ action: 'none' })
  })
})
