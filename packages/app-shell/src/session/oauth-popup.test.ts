import { describe, expect, it, vi } from 'vitest'
import { codeChallengeS256, createAuthClient } from '@idx/api-client'
import { callbackMessage, POPUP_FEATURES, signInWithPopup, type PopupEnvironment } from './oauth-popup.js'

const ORIGIN = 'https://site.example'
const CALLBACK = `${ORIGIN}/app/oauth/callback`

type Call = { url: URL; method: string; body: Record<string, unknown> | undefined }
type Listener = Parameters<PopupEnvironment['addMessageListener']>[0]

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
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

/** The real auth client over a fetch that records calls; a browser window with one popup. */
function setup(grant: () => Response = () => json(200, TOKENS), { blocked = false } = {}) {
  const calls: Call[] = []
  const fetch = async (input: string | URL | Request, init: RequestInit = {}) => {
    calls.push({
      url: new URL(String(input)),
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined,
    })
    return grant()
  }
  const authClient = createAuthClient({
    baseUrl: 'https://api.example',
    clientId: 'client-1',
    siteToken: 'site-token',
    fetch: fetch as typeof globalThis.fetch,
  })
  const popup = { closed: false, close: vi.fn(() => void (popup.closed = true)), location: { href: '' } }
  const opened: [string, string, string][] = []
  const listeners = new Set<Listener>()
  const env: PopupEnvironment = {
    open(url, name, features) {
      opened.push([url, name, features])
      return blocked ? null : popup
    },
    addMessageListener(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    origin: ORIGIN,
  }
  /** Waits until the popup is on the authorize page and the window listens, and returns that URL. */
  async function authorizePage(): Promise<URL> {
    await vi.waitFor(() => expect(listeners.size).toBe(1))
    return new URL(popup.location.href)
  }
  const post = (event: Parameters<Listener>[0]) => listeners.forEach((listener) => listener(event))
  return { authClient, env, popup, opened, listeners, calls, authorizePage, post }
}

/** Whether `promise` has settled by the time pending callbacks ran. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false
  void promise.then(() => (done = true))
  await new Promise((resolve) => setTimeout(resolve, 20))
  return done
}

describe('callbackMessage', () => {
  it('reads the code and state', () => {
    expect(callbackMessage('?code=abc&state=s1')).toEqual({
      type: 'idx:oauth-callback',
      code: 'abc',
      state: 's1',
      error: null,
    })
  })

  it("reads an error, preferring the server's description", () => {
    expect(callbackMessage('?error=access_denied&error_description=You+said+no&state=s1')).toMatchObject({
      code: null,
      state: 's1',
      error: 'You said no',
    })
    expect(callbackMessage('?error=access_denied').error).toBe('access_denied')
  })

  it('reads nothing from an empty query', () => {
    expect(callbackMessage('')).toEqual({ type: 'idx:oauth-callback', code: null, state: null, error: null })
  })
})

describe('signInWithPopup', () => {
  it('says the window was blocked when the browser refuses the popup, and calls nobody', async () => {
    const { authClient, env, calls } = setup(undefined, { blocked: true })

    expect(await signInWithPopup(authClient, env)).toEqual({
      ok: false,
      error: 'The sign-in window was blocked. Allow pop-ups for this site and try again.',
    })
    expect(calls).toEqual([])
  })

  it('opens a 600 by 600 popup on the authorize URL with a PKCE S256 challenge', async () => {
    const { authClient, env, opened, authorizePage, popup } = setup()
    void signInWithPopup(authClient, env, { provider: 'google', pollMs: 5 })

    const url = await authorizePage()
    expect(opened).toEqual([['about:blank', 'idx-sign-in', POPUP_FEATURES]])
    expect(POPUP_FEATURES).toContain('width=600,height=600')
    expect(url.origin + url.pathname).toBe('https://api.example/oauth/authorize')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'client-1',
      redirect_uri: CALLBACK,
      origin: ORIGIN,
      response_type: 'code',
      code_challenge_method: 'S256',
      provider: 'google',
    })
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    popup.closed = true
  })

  it('ignores messages from another origin, another window or with another state, then redeems the right one', async () => {
    const { authClient, env, popup, calls, authorizePage, post } = setup()
    const result = signInWithPopup(authClient, env, { pollMs: 5 })
    const url = await authorizePage()
    const state = url.searchParams.get('state')!
    const message = { type: 'idx:oauth-callback', code: 'the-code', state, error: null }

    post({ origin: 'https://evil.example', source: popup, data: message })
    post({ origin: ORIGIN, source: {}, data: message })
    post({ origin: ORIGIN, source: popup, data: { ...message, state: 'forged-state', code: 'forged-code' } })
    post({ origin: ORIGIN, source: popup, data: { ...message, type: 'something-else' } })
    post({ origin: ORIGIN, source: popup, data: null })
    expect(await settled(result)).toBe(false)
    expect(calls).toEqual([])

    post({ origin: ORIGIN, source: popup, data: message })

    expect(await result).toEqual({ ok: true, tokens: TOKENS })
    expect(calls).toHaveLength(1)
    expect(calls[0]?.method).toBe('POST')
    expect(calls[0]?.url.pathname).toBe('/oauth/token')
    const body = calls[0]!.body!
    expect(body).toMatchObject({ grant_type: 'authorization_code', code: 'the-code', client_id: 'client-1' })
    expect(body.redirect_uri).toBe(url.searchParams.get('redirect_uri'))
    expect(await codeChallengeS256(String(body.code_verifier))).toBe(url.searchParams.get('code_challenge'))
    expect(popup.close).toHaveBeenCalled()
  })

  it('ends with "The sign-in window was closed." when the visitor closes the popup', async () => {
    const { authClient, env, popup, listeners, calls, authorizePage } = setup()
    const result = signInWithPopup(authClient, env, { pollMs: 5 })
    await authorizePage()

    popup.closed = true

    expect(await result).toEqual({ ok: false, error: 'The sign-in window was closed.' })
    expect(listeners.size).toBe(0)
    expect(calls).toEqual([])
  })

  it('passes on the error the callback carried, without a token call', async () => {
    const { authClient, env, popup, calls, authorizePage, post } = setup()
    const result = signInWithPopup(authClient, env, { pollMs: 5 })
    const state = (await authorizePage()).searchParams.get('state')

    post({ origin: ORIGIN, source: popup, data: { type: 'idx:oauth-callback', code: null, state, error: 'Denied' } })

    expect(await result).toEqual({ ok: false, error: 'Denied' })
    expect(calls).toEqual([])
    expect(popup.close).toHaveBeenCalled()
  })

  it('says sign-in could not be completed when the server refuses the code', async () => {
    const { authClient, env, popup, authorizePage, post } = setup(() =>
      json(400, { success: false, error: 'invalid_grant' }),
    )
    const result = signInWithPopup(authClient, env, { pollMs: 5 })
    const state = (await authorizePage()).searchParams.get('state')

    post({ origin: ORIGIN, source: popup, data: { type: 'idx:oauth-callback', code: 'c', state, error: null } })

    expect(await result).toEqual({ ok: false, error: 'Sign-in could not be completed.' })
  })
})
