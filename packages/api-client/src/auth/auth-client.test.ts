import { describe, expect, it } from 'vitest'
import { fakeFetch, jsonResponse, type Answer } from '../http/fake-fetch.js'
import { createAuthClient } from './auth-client.js'

const BASE_URL = 'https://api.example.com'
const tokenAnswer = {
  success: true,
  error: null,
  access_token: 'idx_at_new',
  token_type: 'Bearer',
  expires_in: 3600,
  refresh_token: 'idx_rt_new',
  scope: 'read write',
  created_at: 1_700_000_000,
}

function setup(answer: Answer = () => jsonResponse(200, tokenAnswer, 'application/json')) {
  const { fetch, calls } = fakeFetch(answer)
  const auth = createAuthClient({ baseUrl: BASE_URL, clientId: 'idx-demo-client', siteToken: 'site-token', fetch })
  return { auth, calls }
}

describe('createAuthClient requests', () => {
  it('registers with the oauth body, the client id and the site token', async () => {
    const { auth, calls } = setup(() => jsonResponse(201, { success: true, user: { id: '1' } }))
    const values = {
      email: 'jane@example.com',
      password: 'secret',
      password_confirmation: 'secret',
      first_name: 'Jane',
    }
    const result = await auth.register(values)
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: `${BASE_URL}/oauth/session.json?client_id=idx-demo-client`,
      body: { oauth: values },
    })
    expect(calls[0]?.headers['Authorization']).toBe('Bearer site-token')
    expect(result).toEqual({ ok: true, status: 201, data: { success: true, user: { id: '1' } } })
  })

  it('checks the e-mail at login_type, with commit only when given', async () => {
    const { auth, calls } = setup(() => jsonResponse(200, { is_sso: false }))
    await auth.loginType('jane@example.com')
    await auth.loginType('jane@example.com', 'magic')
    expect(calls.map((call) => [call.method, call.url, call.body])).toEqual([
      ['POST', `${BASE_URL}/oauth/login_type?client_id=idx-demo-client`, { oauth: { email: 'jane@example.com' } }],
      [
        'POST',
        `${BASE_URL}/oauth/login_type?client_id=idx-demo-client`,
        { oauth: { email: 'jane@example.com' }, commit: 'magic' },
      ],
    ])
  })

  it('asks for a reset mail with POST and sets the new password with PUT on the same path', async () => {
    const { auth, calls } = setup(() => jsonResponse(200, { success: true }))
    await auth.requestPasswordReset('jane@example.com')
    await auth.resetPassword({ reset_token: 'rt', password: 'new-pass', password_confirmation: 'new-pass' })
    const path = `${BASE_URL}/oauth/session/password.json?client_id=idx-demo-client`
    expect(calls.map((call) => [call.method, call.url, call.body])).toEqual([
      ['POST', path, { oauth: { email: 'jane@example.com' } }],
      ['PUT', path, { oauth: { reset_token: 'rt', password: 'new-pass', password_confirmation: 'new-pass' } }],
    ])
  })

  it('sends every grant to /oauth/token with its grant type and the client id', async () => {
    const { auth, calls } = setup()
    await auth.passwordGrant({ email: 'jane@example.com', password: 'secret' })
    await auth.passwordGrant({ email: 'admin@example.com', password: 'secret', scope: 'read write admin' })
    await auth.refreshGrant('idx_rt_old')
    await auth.magicLinkGrant({ email: 'jane@example.com', token: 'magic' })
    await auth.authorizationCodeGrant({
      code: 'c0de',
      redirect_uri: 'https://site.test/app/oauth/callback',
      code_verifier: 'v',
    })
    expect(new Set(calls.map((call) => `${call.method} ${call.url}`))).toEqual(
      new Set([`POST ${BASE_URL}/oauth/token?client_id=idx-demo-client`]),
    )
    const client_id = 'idx-demo-client'
    expect(calls.map((call) => call.body)).toEqual([
      { grant_type: 'password', email: 'jane@example.com', password: 'secret', scope: 'read write', client_id },
      { grant_type: 'password', email: 'admin@example.com', password: 'secret', scope: 'read write admin', client_id },
      { grant_type: 'refresh_token', refresh_token: 'idx_rt_old', client_id },
      { grant_type: 'urn:idx:magic-link', email: 'jane@example.com', token: 'magic', client_id },
      {
        grant_type: 'authorization_code',
        code: 'c0de',
        redirect_uri: 'https://site.test/app/oauth/callback',
        code_verifier: 'v',
        client_id,
      },
    ])
  })

  it('exchanges a provider token at /oauth/okta/token with scope read write', async () => {
    const { auth, calls } = setup()
    const result = await auth.oktaToken('eyJ.provider.jwt')
    expect(calls[0]?.method).toBe('GET')
    expect(calls[0]?.url).toBe(
      `${BASE_URL}/oauth/okta/token?client_id=idx-demo-client&scope=read%20write&access_token=eyJ.provider.jwt`,
    )
    expect(result.ok && result.data.access_token).toBe('idx_at_new')
  })

  it('revokes a token at logout', async () => {
    const { auth, calls } = setup(() => jsonResponse(200, {}))
    await auth.revoke('idx_at_old')
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: `${BASE_URL}/oauth/revoke?client_id=idx-demo-client`,
      body: { token: 'idx_at_old', client_id: 'idx-demo-client' },
    })
  })

  it('builds the popup URL for the code flow with PKCE S256', () => {
    const { auth, calls } = setup()
    const url = new URL(
      auth.authorizeUrl({
        redirectUri: 'https://site.test/app/oauth/callback',
        state: 'st',
        origin: 'https://site.test',
        codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        provider: 'google',
      }),
    )
    expect(url.origin + url.pathname).toBe(`${BASE_URL}/oauth/authorize`)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'idx-demo-client',
      redirect_uri: 'https://site.test/app/oauth/callback',
      state: 'st',
      origin: 'https://site.test',
      scope: 'read write',
      response_type: 'code',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
      provider: 'google',
    })
    expect(calls).toHaveLength(0)
  })

  it('leaves provider out of the popup URL when none is given', () => {
    const { auth } = setup()
    const url = new URL(
      auth.authorizeUrl({ redirectUri: 'https://s/cb', state: 's', origin: 'https://s', codeChallenge: 'c' }),
    )
    expect(url.searchParams.has('provider')).toBe(false)
  })

  it('refuses to be built without a client id', () => {
    expect(() => createAuthClient({ baseUrl: BASE_URL, clientId: ' ', siteToken: 't' })).toThrow(/clientId/)
  })
})

describe('createAuthClient results', () => {
  it('resolves an OAuth error answer as an HTTP error, never a throw', async () => {
    const body = { success: false, error: 'invalid_grant', error_description: 'Wrong email or password.' }
    const { auth } = setup(() => jsonResponse(401, body))
    expect(await auth.passwordGrant({ email: 'jane@example.com', password: 'nope' })).toEqual({
      ok: false,
      status: 401,
      error: { status: 401, data: body },
    })
  })

  it('keeps the 202 of a magic link sent at login_type as a success with its status', async () => {
    const { auth } = setup(() => jsonResponse(202, { is_sso: false, magic_link_sent: true }))
    expect(await auth.loginType('jane@example.com')).toEqual({
      ok: true,
      status: 202,
      data: { is_sso: false, magic_link_sent: true },
    })
  })

  it.each([
    ['the Okta exchange', (auth: ReturnType<typeof setup>['auth']) => auth.oktaToken('jwt')],
    [
      'a password grant',
      (auth: ReturnType<typeof setup>['auth']) => auth.passwordGrant({ email: 'a@b.co', password: 'x' }),
    ],
  ])(
    "turns a success without access_token from %s into 'access_token is missing in server response'",
    async (_name, call) => {
      const { auth } = setup(() => jsonResponse(200, { success: true, error: null }))
      expect(await call(auth)).toEqual({
        ok: false,
        status: 'PARSING_ERROR',
        error: {
          status: 'PARSING_ERROR',
          originalStatus: 200,
          data: '{"success":true,"error":null}',
          error: 'access_token is missing in server response',
        },
      })
    },
  )

  it('reports a network failure as FETCH_ERROR', async () => {
    const { auth } = setup(() => Promise.reject(new TypeError('fetch failed')))
    const result = await auth.refreshGrant('idx_rt_old')
    expect(result).toMatchObject({ ok: false, status: 'FETCH_ERROR' })
  })
})
