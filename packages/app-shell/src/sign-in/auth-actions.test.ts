import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '@idx/api-client'
import type { RegisterValues } from '@idx/account-ui'
import type { SiteConfig } from '../config/read-config.js'
import { createSiteSession } from '../session/site-session.js'
import { logIn, register, sendMagicLink, sendPasswordReset, verifyEmail } from './auth-actions.js'

const CONFIG: SiteConfig = {
  api_token: 'site-token',
  client_id: 'client-1',
  market_id: null,
  api_base_url: 'https://api.test',
  map_style: 'default',
  map_tiles: {},
  default_filter: null,
}

const TOKENS = {
  success: true,
  error: null,
  access_token: 'at-1',
  token_type: 'Bearer',
  expires_in: 3600,
  refresh_token: 'rt-1',
  scope: 'read write',
  created_at: 1,
}
const LOGIN_FAILED = 'Failed to log in. Check your username and password.'

type Call = { path: string; authorization: string | undefined; body: Record<string, unknown> }
type Answers = Record<string, () => Response>

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } })
}

/** A session whose fetch records each call and answers by path; an unexpected path fails the call. */
function setup(answers: Answers) {
  const calls: Call[] = []
  const fetch = async (input: string | URL | Request, init: RequestInit = {}) => {
    const path = new URL(String(input)).pathname
    const headers = init.headers as Record<string, string>
    calls.push({
      path,
      authorization: headers['Authorization'],
      body: JSON.parse(String(init.body)) as Record<string, unknown>,
    })
    const answer = answers[path]
    if (!answer) throw new Error(`unexpected request to ${path}`)
    return answer()
  }
  const session = createSiteSession(CONFIG, {
    storage: createMemoryStorage(),
    tabStorage: createMemoryStorage(),
    fetch: fetch as typeof globalThis.fetch,
    reload: () => undefined,
    publishToParent: () => undefined,
  })
  return { session, calls }
}

const JANE: RegisterValues = {
  first_name: 'Jane',
  last_name: 'Buyer',
  email: 'jane@example.com',
  phone_number: '5125550142',
  password: 'correct horse',
}

describe('logIn', () => {
  it('signs in with the password grant', async () => {
    const { session, calls } = setup({ '/oauth/token': () => json(200, TOKENS) })

    expect(await logIn(session, { email: 'jane@example.com', password: 'pw12' })).toEqual({ signedIn: true })

    expect(calls.map((call) => call.body)).toEqual([
      {
        grant_type: 'password',
        email: 'jane@example.com',
        password: 'pw12',
        scope: 'read write',
        client_id: 'client-1',
      },
    ])
    expect(session.status()).toBe('authenticated')
    expect(session.tokenStore.read()?.access_token).toBe('at-1')
  })

  it('says the spec text when the server refuses, whatever its own description', async () => {
    const { session } = setup({
      '/oauth/token': () => json(400, { success: false, error: 'invalid_grant', error_description: 'Bad password' }),
    })

    expect(await logIn(session, { email: 'jane@example.com', password: 'nope' })).toEqual({ _form: LOGIN_FAILED })
    expect(session.status()).toBe('anonymous')
  })

  it('says the spec text when the server cannot be reached', async () => {
    const { session } = setup({})
    expect(await logIn(session, { email: 'jane@example.com', password: 'nope' })).toEqual({ _form: LOGIN_FAILED })
  })

  it("passes on a 429's own words (how long to wait)", async () => {
    const description = 'Too many attempts. Try again in 15 minutes.'
    const { session } = setup({
      '/oauth/token': () =>
        json(
          429,
          { success: false, error: 'too_many_requests', error_description: description },
          { 'retry-after': '900' },
        ),
    })

    expect(await logIn(session, { email: 'jane@example.com', password: 'pw12' })).toEqual({ _form: description })
  })
})

describe('register', () => {
  it('registers with the site token, then logs in with the password', async () => {
    const { session, calls } = setup({
      '/oauth/session.json': () => json(201, { success: true, user: { id: '9' } }),
      '/oauth/token': () => json(200, TOKENS),
    })

    expect(await register(session, JANE, { agentId: null, marketId: '5' })).toEqual({ signedIn: true })

    expect(calls.map((call) => call.path)).toEqual(['/oauth/session.json', '/oauth/token'])
    expect(calls[0]?.authorization).toBe('Bearer site-token')
    expect(calls[0]?.body).toEqual({
      oauth: {
        email: 'jane@example.com',
        first_name: 'Jane',
        last_name: 'Buyer',
        phone_number: '5125550142',
        sms_number: '5125550142',
        password: 'correct horse',
        registration_market_id: '5',
      },
    })
    expect(calls[1]?.body).toMatchObject({
      grant_type: 'password',
      email: 'jane@example.com',
      password: 'correct horse',
    })
    expect(session.status()).toBe('authenticated')
  })

  it('makes no token call when signing up without a password (a magic link was mailed)', async () => {
    const { session, calls } = setup({
      '/oauth/session.json': () => json(202, { success: true, magic_link_sent: true }),
    })
    const { password: _password, ...withoutPassword } = JANE

    expect(await register(session, withoutPassword, { agentId: null, marketId: null })).toBeUndefined()

    expect(calls.map((call) => call.path)).toEqual(['/oauth/session.json'])
    expect(calls[0]?.body.oauth).not.toHaveProperty('password')
    expect(calls[0]?.body.oauth).not.toHaveProperty('registration_market_id')
    expect(session.status()).toBe('anonymous')
  })

  it.each([
    ['1234', '1234'],
    ['abc', undefined],
    ['12a', undefined],
    ['-1', undefined],
    ['', undefined],
    [null, undefined],
  ])('sends current_agent_id only for an all-digit agent tracking value (%j)', async (agentId, sent) => {
    const { session, calls } = setup({
      '/oauth/session.json': () => json(201, { success: true, user: { id: '9' } }),
      '/oauth/token': () => json(200, TOKENS),
    })

    await register(session, JANE, { agentId, marketId: null })

    expect((calls[0]?.body.oauth as Record<string, unknown>).current_agent_id).toBe(sent)
  })

  it("puts the server's field errors on the fields and its first one on the form, and does not log in", async () => {
    const { session, calls } = setup({
      '/oauth/session.json': () => json(422, { success: false, errors: { email: ['has already been taken'] } }),
    })

    expect(await register(session, JANE, { agentId: null, marketId: null })).toEqual({
      email: 'has already been taken',
      _form: 'Email has already been taken',
    })
    expect(calls).toHaveLength(1)
  })

  it('says "Could not sign up" when the server cannot be reached', async () => {
    const { session } = setup({})
    expect(await register(session, JANE, { agentId: null, marketId: null })).toMatchObject({
      _form: 'Could not sign up',
    })
  })
})

describe('sendMagicLink', () => {
  it('asks for a magic link and resolves with nothing once it was sent (202)', async () => {
    const { session, calls } = setup({
      '/oauth/login_type': () => json(202, { is_sso: false, magic_link_sent: true }),
    })

    expect(await sendMagicLink(session, { email: 'jane@example.com' })).toBeUndefined()
    expect(calls[0]?.body).toEqual({ oauth: { email: 'jane@example.com' }, commit: 'magic' })
  })

  it('puts a 404 (no account yet) on the email field', async () => {
    const { session } = setup({
      '/oauth/login_type': () => json(404, { is_sso: false, errors: { email: ['has no account yet'] } }),
    })

    expect(await sendMagicLink(session, { email: 'nobody@example.com' })).toEqual({
      email: 'There is no account with this email yet: sign up first.',
    })
  })

  it.each([
    ['a password account (200)', () => json(200, { is_sso: false })],
    ['a server error', () => json(500, {})],
  ])('says the link could not be sent for %s', async (_name, answer) => {
    const { session } = setup({ '/oauth/login_type': answer })
    expect(await sendMagicLink(session, { email: 'jane@example.com' })).toEqual({
      _form: 'The sign-in link could not be sent. Please try again.',
    })
  })
})

describe('sendPasswordReset and verifyEmail', () => {
  it('resolves with nothing once the reset mail is asked for', async () => {
    const { session, calls } = setup({ '/oauth/session/password.json': () => json(200, { success: true }) })

    expect(await sendPasswordReset(session, { email: 'jane@example.com' })).toBeUndefined()
    expect(calls[0]?.body).toEqual({ oauth: { email: 'jane@example.com' } })
  })

  it('goes to the login step for an account with a password, and to register for none', async () => {
    const known = setup({ '/oauth/login_type': () => json(200, { is_sso: false }) })
    expect(await verifyEmail(known.session, 'jane@example.com')).toEqual({ step: 'login', email: 'jane@example.com' })

    const unknown = setup({ '/oauth/login_type': () => json(404, { is_sso: false }) })
    expect(await verifyEmail(unknown.session, 'new@example.com')).toEqual({
      step: 'register',
      email: 'new@example.com',
    })
  })
})
