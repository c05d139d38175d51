import { describe, expect, it } from 'vitest'
import { decideSsoSignIn, decideSsoSignOut, SSO_REFUSAL_MESSAGES } from './sso.js'

const signIn = {
  idp: 'okta',
  client_id: 'client-1',
  authorize_url: 'https://idp.example.com/oauth2/v1/authorize',
  idx_url: 'https://homes.example.com/app/sso/sign_in',
  state: 'xyz',
}
const signInPolicy = {
  provider: { authorize_url: 'https://idp.example.com/oauth2/v1/authorize', client_id: 'client-1' },
  origin: 'https://homes.example.com',
}

describe('decideSsoSignIn', () => {
  it('redirects when idp, client_id, authorize_url, idx_url and state are all present', () => {
    expect(decideSsoSignIn({ ...signIn, extra: 'ignored' }, signInPolicy)).toEqual({
      action: 'redirect',
      params: signIn,
    })
  })

  it('keeps a query the provider’s own URL carries', () => {
    const authorize_url = `${signIn.authorize_url}?idp=0oa1`
    expect(decideSsoSignIn({ ...signIn, authorize_url }, signInPolicy)).toEqual({
      action: 'redirect',
      params: { ...signIn, authorize_url },
    })
  })

  it.each(Object.keys(signIn))('waits when %s is missing', (name) => {
    expect(decideSsoSignIn({ ...signIn, [name]: undefined }, signInPolicy)).toEqual({ action: 'wait', missing: [name] })
  })

  it('lists every missing parameter in order, counting blanks as missing', () => {
    expect(decideSsoSignIn({ client_id: '', idx_url: 'x' }, signInPolicy)).toEqual({
      action: 'wait',
      missing: ['idp', 'client_id', 'authorize_url', 'state'],
    })
  })

  it.each([
    'javascript:alert(localStorage.getItem("idx-session"))',
    'data:text/html,<script>alert(1)</script>',
    'https://evil.example/oauth2/v1/authorize',
    '//evil.example/oauth2/v1/authorize',
    'https://idp.example.com/oauth2/v1/logout',
  ])('refuses to send anyone to %j', (authorize_url) => {
    expect(decideSsoSignIn({ ...signIn, authorize_url }, signInPolicy)).toEqual({
      action: 'refuse',
      refusal: 'foreign-provider',
    })
  })

  it('refuses every provider on a site that has none', () => {
    expect(decideSsoSignIn(signIn, { ...signInPolicy, provider: null })).toEqual({
      action: 'refuse',
      refusal: 'no-provider',
    })
  })

  it('refuses another client at the provider', () => {
    expect(decideSsoSignIn({ ...signIn, client_id: 'someone-else' }, signInPolicy)).toEqual({
      action: 'refuse',
      refusal: 'foreign-client',
    })
  })

  it.each([
    'https://evil.example/app/sso/sign_in',
    'https://homes.example.com/app/',
    'https://homes.example.com/app/sso/sign_in?next=https://evil.example',
    '/app/sso/sign_in',
  ])('refuses to have the provider send the code to %j', (idx_url) => {
    expect(decideSsoSignIn({ ...signIn, idx_url }, signInPolicy)).toEqual({
      action: 'refuse',
      refusal: 'foreign-return',
    })
  })

  it('has a message for every refusal', () => {
    for (const message of Object.values(SSO_REFUSAL_MESSAGES)) expect(message).toMatch(/not followed\.$/)
  })
})

const signOut = {
  post_logout_redirect_uri: 'https://homes.example.com/app/',
  id_token_hint: 'eyJ...',
  okta_logout_url: 'https://idp.example.com/oauth2/v1/logout',
  state: '/app/',
}
const signOutPolicy = {
  logoutEndpoint: 'https://idp.example.com/oauth2/v1/logout',
  origin: 'https://homes.example.com',
}

describe('decideSsoSignOut', () => {
  it('logs out at the identity provider when all four parameters are present', () => {
    expect(decideSsoSignOut(signOut, signOutPolicy)).toEqual({ action: 'idp-logout', params: signOut })
  })

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://evil.example/oauth2/v1/logout',
    '//evil.example/oauth2/v1/logout',
    'https://idp.example.com/oauth2/v1/authorize',
  ])('refuses a logout at %j', (okta_logout_url) => {
    expect(decideSsoSignOut({ ...signOut, okta_logout_url }, signOutPolicy)).toEqual({
      action: 'refuse',
      refusal: 'foreign-logout',
    })
  })

  it('refuses a provider logout when the provider’s logout endpoint is unknown', () => {
    expect(decideSsoSignOut(signOut, { ...signOutPolicy, logoutEndpoint: null })).toEqual({
      action: 'refuse',
      refusal: 'foreign-logout',
    })
  })

  it.each(['post_logout_redirect_uri', 'id_token_hint', 'okta_logout_url'])(
    'only follows state when %s is missing',
    (name) => {
      expect(decideSsoSignOut({ ...signOut, [name]: null }, signOutPolicy)).toEqual({
        action: 'follow-state',
        state: '/app/',
      })
    },
  )

  it('follows state only to a page of the app on this origin', () => {
    const follow = (state: string) => decideSsoSignOut({ state }, signOutPolicy)
    expect(follow('https://homes.example.com/app/account?x=1')).toEqual({
      action: 'follow-state',
      state: '/app/account?x=1',
    })
    for (const state of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/api/v3/user',
    ]) {
      expect(follow(state)).toEqual({ action: 'refuse', refusal: 'foreign-state' })
    }
  })

  it('does nothing without a state', () => {
    expect(decideSsoSignOut({ ...signOut, state: '' }, signOutPolicy)).toEqual({ action: 'none' })
    expect(decideSsoSignOut({}, signOutPolicy)).toEqual({ action: 'none' })
  })
})
