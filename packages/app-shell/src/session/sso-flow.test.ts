import { describe, expect, it } from 'vitest'
import { codeChallengeS256, createMemoryStorage } from '@idx/api-client'
import {
  clearPendingSsoSignIn,
  exchangeSsoCode,
  PENDING_SSO_KEY,
  pendingSsoSignIn,
  providerLogoutEndpoint,
  startSsoSignIn,
  type PendingSsoSignIn,
} from './sso-flow.js'

const PARAMS = {
  idp: 'okta',
  client_id: 'okta-client',
  authorize_url: 'https://idp.example/oauth2/default/v1/authorize',
  idx_url: 'https://site.example/app/sso/sign_in',
  state: 'caller-state',
}
const ISSUER = 'https://idp.example/oauth2/default'
const TOKEN_ENDPOINT = 'https://idp.example/oauth2/default/v1/token'

type Call = { url: string; method: string; headers: Record<string, string>; form: Record<string, string> | null }

function fakeFetch(answer: (call: Call) => Response) {
  const calls: Call[] = []
  const fetch = async (input: string | URL | Request, init: RequestInit = {}) => {
    const call: Call = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      form: typeof init.body === 'string' ? Object.fromEntries(new URLSearchParams(init.body)) : null,
    }
    calls.push(call)
    return answer(call)
  }
  return { fetch: fetch as typeof globalThis.fetch, calls }
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

/** A provider whose discovery names TOKEN_ENDPOINT and whose token endpoint answers `token`. */
function provider(token: () => Response) {
  return fakeFetch((call) =>
    call.url === `${ISSUER}/.well-known/openid-configuration`
      ? json(200, { issuer: ISSUER, token_endpoint: TOKEN_ENDPOINT })
      : call.url === TOKEN_ENDPOINT
        ? token()
        : json(404, {}),
  )
}

const PENDING: PendingSsoSignIn = {
  state: 's-1',
  verifier: 'v'.repeat(43),
  nonce: 'n-1',
  clientId: 'okta-client',
  redirectUri: PARAMS.idx_url,
  authorizeUrl: PARAMS.authorize_url,
  callerState: 'caller-state',
}

describe('startSsoSignIn', () => {
  it('builds the provider authorize URL with PKCE S256 of the stored verifier, state and nonce', async () => {
    const tabStorage = createMemoryStorage()

    const url = new URL(await startSsoSignIn(PARAMS, tabStorage))

    const pending = JSON.parse(tabStorage.getItem(PENDING_SSO_KEY)!) as PendingSsoSignIn
    expect(url.origin + url.pathname).toBe(PARAMS.authorize_url)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'okta-client',
      redirect_uri: PARAMS.idx_url,
      response_type: 'code',
      scope: 'openid email profile',
      state: pending.state,
      nonce: pending.nonce,
      code_challenge: await codeChallengeS256(pending.verifier),
      code_challenge_method: 'S256',
    })
    expect(pending).toMatchObject({
      clientId: 'okta-client',
      redirectUri: PARAMS.idx_url,
      authorizeUrl: PARAMS.authorize_url,
      callerState: 'caller-state',
    })
    expect(pending.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(pending.state).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(pending.nonce).not.toBe(pending.state)
    // The verifier stays in the tab: only its challenge travels.
    expect(url.toString()).not.toContain(pending.verifier)
  })

  it('starts each sign-in with a new state and verifier', async () => {
    const first = new URL(await startSsoSignIn(PARAMS, createMemoryStorage()))
    const second = new URL(await startSsoSignIn(PARAMS, createMemoryStorage()))
    expect(first.searchParams.get('state')).not.toBe(second.searchParams.get('state'))
    expect(first.searchParams.get('code_challenge')).not.toBe(second.searchParams.get('code_challenge'))
  })
})

describe('pendingSsoSignIn', () => {
  it('finds the sign-in only for the state it sent', async () => {
    const tabStorage = createMemoryStorage()
    const state = new URL(await startSsoSignIn(PARAMS, tabStorage)).searchParams.get('state')!

    expect(pendingSsoSignIn(tabStorage, state)?.state).toBe(state)
    expect(pendingSsoSignIn(tabStorage, 'another-state')).toBeNull()
    expect(pendingSsoSignIn(tabStorage, null)).toBeNull()
    expect(pendingSsoSignIn(tabStorage, '')).toBeNull()
  })

  it('finds nothing when nothing or garbage is stored, or once cleared', async () => {
    const tabStorage = createMemoryStorage()
    expect(pendingSsoSignIn(tabStorage, 's')).toBeNull()
    tabStorage.setItem(PENDING_SSO_KEY, '{garbage')
    expect(pendingSsoSignIn(tabStorage, 's')).toBeNull()

    const state = new URL(await startSsoSignIn(PARAMS, tabStorage)).searchParams.get('state')!
    clearPendingSsoSignIn(tabStorage)
    expect(pendingSsoSignIn(tabStorage, state)).toBeNull()
  })
})

describe('exchangeSsoCode', () => {
  it("posts the code with the verifier to the discovery document's token endpoint", async () => {
    const server = provider(() => json(200, { id_token: 'id.jwt', access_token: 'okta-at' }))

    const result = await exchangeSsoCode(`${ISSUER}/`, PENDING, 'the-code', server.fetch)

    expect(result).toEqual({ ok: true, idToken: 'id.jwt', accessToken: 'okta-at' })
    expect(server.calls.map((call) => [call.method, call.url])).toEqual([
      ['GET', `${ISSUER}/.well-known/openid-configuration`],
      ['POST', TOKEN_ENDPOINT],
    ])
    expect(server.calls[1]?.headers['content-type']).toBe('application/x-www-form-urlencoded')
    expect(server.calls[1]?.form).toEqual({
      grant_type: 'authorization_code',
      code: 'the-code',
      redirect_uri: PARAMS.idx_url,
      client_id: 'okta-client',
      code_verifier: PENDING.verifier,
    })
  })

  it('gives a null access token when the provider sent only an ID token', async () => {
    const server = provider(() => json(200, { id_token: 'id.jwt' }))
    expect(await exchangeSsoCode(ISSUER, PENDING, 'c', server.fetch)).toEqual({
      ok: true,
      idToken: 'id.jwt',
      accessToken: null,
    })
  })

  it('says the configuration could not be read when discovery fails, and posts nothing', async () => {
    const server = fakeFetch(() => json(503, {}))

    expect(await exchangeSsoCode(ISSUER, PENDING, 'c', server.fetch)).toEqual({
      ok: false,
      error: "The identity provider's configuration could not be read (503).",
    })
    expect(server.calls).toHaveLength(1)
  })

  it('says so when the discovery document names no token endpoint', async () => {
    const server = fakeFetch(() => json(200, { issuer: ISSUER }))
    expect(await exchangeSsoCode(ISSUER, PENDING, 'c', server.fetch)).toEqual({
      ok: false,
      error: "The identity provider's configuration names no token endpoint.",
    })
  })

  it("names the provider's refusal", async () => {
    const server = provider(() => json(400, { error: 'invalid_grant' }))
    expect(await exchangeSsoCode(ISSUER, PENDING, 'c', server.fetch)).toEqual({
      ok: false,
      error: 'The identity provider refused: invalid_grant',
    })
  })

  it('says no ID token came when the answer has none', async () => {
    const server = provider(() => json(200, { access_token: 'okta-at' }))
    expect(await exchangeSsoCode(ISSUER, PENDING, 'c', server.fetch)).toEqual({
      ok: false,
      error: 'The identity provider gave no ID token.',
    })
  })

  it('says the provider could not be reached on a network failure', async () => {
    const server = fakeFetch(() => {
      throw new TypeError('fetch failed')
    })
    expect(await exchangeSsoCode(ISSUER, PENDING, 'c', server.fetch)).toEqual({
      ok: false,
      error: 'The identity provider could not be reached.',
    })
  })
})

describe('providerLogoutEndpoint', () => {
  const LOGOUT = 'https://idp.example/oauth2/default/v1/logout'

  it('is the end_session_endpoint the configured issuer’s discovery document names', async () => {
    const server = fakeFetch(() => json(200, { issuer: ISSUER, end_session_endpoint: LOGOUT }))
    expect(await providerLogoutEndpoint(`${ISSUER}/`, server.fetch)).toBe(LOGOUT)
    expect(server.calls.map((call) => call.url)).toEqual([`${ISSUER}/.well-known/openid-configuration`])
  })

  it('is null when the document names none, cannot be read, or the provider is unreachable', async () => {
    expect(await providerLogoutEndpoint(ISSUER, fakeFetch(() => json(200, { issuer: ISSUER })).fetch)).toBeNull()
    expect(await providerLogoutEndpoint(ISSUER, fakeFetch(() => json(500, {})).fetch)).toBeNull()
    const down = fakeFetch(() => {
      throw new TypeError('fetch failed')
    })
    expect(await providerLogoutEndpoint(ISSUER, down.fetch)).toBeNull()
  })
})
