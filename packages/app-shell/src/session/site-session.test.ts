import { describe, expect, it, vi } from 'vitest'
import { createMemoryStorage, type StorageLike, type TokenResponse } from '@idx/api-client'
import type { SiteConfig } from '../config/read-config.js'
import { PROPERTY_VIEWS_KEY, propertyViews, recordPropertyView } from './property-views.js'
import {
  AGENT_TRACKING_KEY,
  ATTEMPTED_TRANSITION_KEY,
  createSiteSession,
  SSO_ID_TOKEN_KEY,
  type ParentMessage,
} from './site-session.js'

const CONFIG: SiteConfig = {
  api_token: 'site-token',
  client_id: 'client-1',
  market_id: null,
  api_base_url: 'https://api.test',
  map_style: 'default',
  map_tiles: {},
  default_filter: null,
}
const NOW = 1_700_000_000_000

type Call = { url: URL; method: string; headers: Record<string, string>; body: unknown }

/** A fetch that records each request and answers with `answer` (a Response, or a throw for no network). */
function fakeFetch(answer: (call: Call) => Response = () => json(200, { success: true })) {
  const calls: Call[] = []
  const fetch = async (input: string | URL | Request, init: RequestInit = {}) => {
    const call: Call = {
      url: new URL(String(input)),
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    }
    calls.push(call)
    return answer(call)
  }
  return { fetch: fetch as typeof globalThis.fetch, calls }
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

function tokens(access: string, refresh: string, expiresIn = 3600): TokenResponse {
  return {
    success: true,
    error: null,
    access_token: access,
    token_type: 'Bearer',
    expires_in: expiresIn,
    refresh_token: refresh,
    scope: 'read write',
    created_at: NOW / 1000,
  }
}

function setup(
  options: { storage?: StorageLike; tabStorage?: StorageLike; fetch?: typeof fetch; now?: () => number } = {},
) {
  const storage = options.storage ?? createMemoryStorage()
  const tabStorage = options.tabStorage ?? createMemoryStorage()
  const reloads: string[] = []
  const published: ParentMessage[] = []
  const session = createSiteSession(CONFIG, {
    storage,
    tabStorage,
    fetch: options.fetch ?? fakeFetch().fetch,
    reload: (url) => reloads.push(url),
    publishToParent: (message) => published.push(message),
    now: options.now ?? (() => NOW),
  })
  return { session, storage, tabStorage, reloads, published }
}

describe('createSiteSession: status', () => {
  it('starts anonymous when nothing is stored', () => {
    expect(setup().session.status()).toBe('anonymous')
  })

  it('starts authenticated from a session another page load stored', () => {
    const storage = createMemoryStorage()
    setup({ storage }).session.signIn(tokens('at-1', 'rt-1'))

    const reopened = setup({ storage }).session
    expect(reopened.status()).toBe('authenticated')
    expect(reopened.tokenStore.read()?.access_token).toBe('at-1')
  })

  it('starts anonymous when what is stored is not a session', () => {
    const storage = createMemoryStorage()
    storage.setItem('idx-session', '{"access_token":')
    expect(setup({ storage }).session.status()).toBe('anonymous')
  })
})

describe('createSiteSession: signIn', () => {
  it('stores the tokens with their expiry and tells subscribers', () => {
    const { session } = setup()
    const listener = vi.fn()
    session.subscribe(listener)

    session.signIn(tokens('at-1', 'rt-1'))

    expect(session.status()).toBe('authenticated')
    expect(listener).toHaveBeenCalledTimes(1)
    expect(session.tokenStore.read()).toEqual({
      access_token: 'at-1',
      refresh_token: 'rt-1',
      expires_at: NOW + 3600_000,
      scope: 'read write',
      sso: false,
    })
    expect(session.isSso()).toBe(false)
  })

  it('marks a single sign-on session and keeps the provider ID token for its logout', () => {
    const { session, storage } = setup()

    session.signIn(tokens('at-1', 'rt-1'), { sso: true, idToken: 'provider-id-token' })

    expect(session.isSso()).toBe(true)
    expect(session.tokenStore.read()?.sso).toBe(true)
    expect(storage.getItem(SSO_ID_TOKEN_KEY)).toBe('provider-id-token')
  })

  it('stops telling a subscriber that unsubscribed', () => {
    const { session } = setup()
    const listener = vi.fn()
    const unsubscribe = session.subscribe(listener)
    unsubscribe()

    session.signIn(tokens('at-1', 'rt-1'))

    expect(listener).not.toHaveBeenCalled()
  })
})

describe('createSiteSession: invalidate', () => {
  function signedInWithViews() {
    const context = setup()
    recordPropertyView(context.storage, '7', { mode: 'views', limit: 3 }, false)
    recordPropertyView(context.storage, '9', { mode: 'views', limit: 3 }, false)
    context.session.signIn(tokens('at-1', 'rt-1'), { sso: true, idToken: 'provider-id-token' })
    expect(propertyViews(context.storage)).toBe(2)
    return context
  }

  it('clears the tokens, the viewed-property counter and the ID token, tells the parent and reloads to /app/', () => {
    const { session, storage, reloads, published } = signedInWithViews()
    const listener = vi.fn()
    session.subscribe(listener)

    session.invalidate()

    expect(session.status()).toBe('anonymous')
    expect(listener).toHaveBeenCalledTimes(1)
    expect(session.tokenStore.read()).toBeNull()
    expect(storage.getItem(PROPERTY_VIEWS_KEY)).toBeNull()
    expect(storage.getItem(SSO_ID_TOKEN_KEY)).toBeNull()
    expect(published).toEqual([{ type: 'logout-complete', clientId: 'client-1', idpLogoutToken: 'provider-id-token' }])
    expect(reloads).toEqual(['/app/'])
  })

  it('does not reload with reload: false, and says there is no IdP token for a password session', () => {
    const { session, reloads, published } = setup()
    session.signIn(tokens('at-1', 'rt-1'))

    session.invalidate({ reload: false })

    expect(session.status()).toBe('anonymous')
    expect(reloads).toEqual([])
    expect(published).toEqual([{ type: 'logout-complete', clientId: 'client-1', idpLogoutToken: null }])
  })

  it('keeps the agent the visitor arrived with', () => {
    const { session, storage } = signedInWithViews()
    session.setAgentTracking('42')

    session.invalidate()

    expect(session.agentTracking()).toBe('42')
    expect(storage.getItem(AGENT_TRACKING_KEY)).toBe('42')
  })
})

describe('createSiteSession: signOut', () => {
  it('revokes the refresh token at POST /oauth/revoke, then invalidates', async () => {
    const server = fakeFetch()
    const { session, reloads, published } = setup({ fetch: server.fetch })
    session.signIn(tokens('at-1', 'rt-1'))

    await session.signOut()

    expect(server.calls.map((call) => [call.method, call.url.origin + call.url.pathname])).toEqual([
      ['POST', 'https://api.test/oauth/revoke'],
    ])
    expect(server.calls[0]?.body).toEqual({ token: 'rt-1', client_id: 'client-1' })
    expect(server.calls[0]?.url.searchParams.get('client_id')).toBe('client-1')
    expect(session.status()).toBe('anonymous')
    expect(session.tokenStore.read()).toBeNull()
    expect(reloads).toEqual(['/app/'])
    expect(published).toHaveLength(1)
  })

  it.each([
    [
      'unreachable',
      () => {
        throw new TypeError('fetch failed')
      },
    ],
    ['failing', () => json(500, { error: 'boom' })],
  ])('still signs out here when the server is %s', async (_name, answer) => {
    const server = fakeFetch(answer)
    const { session, reloads } = setup({ fetch: server.fetch })
    session.signIn(tokens('at-1', 'rt-1'))

    await session.signOut()

    expect(server.calls).toHaveLength(1)
    expect(session.status()).toBe('anonymous')
    expect(session.tokenStore.read()).toBeNull()
    expect(reloads).toEqual(['/app/'])
  })

  it('makes no call when nobody is signed in', async () => {
    const server = fakeFetch()
    const { session, reloads } = setup({ fetch: server.fetch })

    await session.signOut()

    expect(server.calls).toEqual([])
    expect(reloads).toEqual(['/app/'])
  })
})

describe('createSiteSession: attempted transition', () => {
  const transition = { url: '/app/collection/12/chat?x=1', targetName: 'collection.chat', queryParams: { x: '1' } }

  it('round-trips through the tab storage, and null forgets it', () => {
    const tabStorage = createMemoryStorage()
    setup({ tabStorage }).session.setAttemptedTransition(transition)

    const reopened = setup({ tabStorage }).session
    expect(reopened.attemptedTransition()).toEqual(transition)

    reopened.setAttemptedTransition(null)
    expect(reopened.attemptedTransition()).toBeNull()
    expect(tabStorage.getItem(ATTEMPTED_TRANSITION_KEY)).toBeNull()
  })

  it('lives in the tab storage, not the shared one', () => {
    const { session, storage, tabStorage } = setup()
    session.setAttemptedTransition(transition)
    expect(storage.getItem(ATTEMPTED_TRANSITION_KEY)).toBeNull()
    expect(tabStorage.getItem(ATTEMPTED_TRANSITION_KEY)).not.toBeNull()
  })

  it.each(['{not json', 'null', '42', '"text"', '{"url":5}', '{}'])('ignores the garbage %s', (garbage) => {
    const { session, tabStorage } = setup()
    tabStorage.setItem(ATTEMPTED_TRANSITION_KEY, garbage)
    expect(session.attemptedTransition()).toBeNull()
  })
})

describe('createSiteSession: agent tracking', () => {
  it('is kept in the shared storage, so a later page load sees it', () => {
    const storage = createMemoryStorage()
    const first = setup({ storage }).session
    expect(first.agentTracking()).toBeNull()
    first.setAgentTracking('1234')

    expect(setup({ storage }).session.agentTracking()).toBe('1234')
  })
})

describe('createSiteSession: getToken', () => {
  it('gives the site token when anonymous and the user access token when signed in', async () => {
    const { session } = setup()
    expect(await session.getToken()).toBe('site-token')

    session.signIn(tokens('at-1', 'rt-1'))
    expect(await session.getToken()).toBe('at-1')

    session.invalidate({ reload: false })
    expect(await session.getToken()).toBe('site-token')
  })

  it('refreshes an access token about to expire and stores the rotated pair', async () => {
    let now = NOW
    const server = fakeFetch(() => json(200, tokens('at-2', 'rt-2')))
    const { session } = setup({ fetch: server.fetch, now: () => now })
    session.signIn(tokens('at-1', 'rt-1'))
    now = NOW + 3600_000 - 10_000

    expect(await session.getToken()).toBe('at-2')

    expect(server.calls).toHaveLength(1)
    expect(server.calls[0]?.url.pathname).toBe('/oauth/token')
    expect(server.calls[0]?.body).toMatchObject({ grant_type: 'refresh_token', refresh_token: 'rt-1' })
    expect(session.tokenStore.read()).toMatchObject({ access_token: 'at-2', refresh_token: 'rt-2' })
  })

  it('ends the session when the server refuses the refresh, and falls back to the site token', async () => {
    let now = NOW
    const server = fakeFetch(() => json(400, { success: false, error: 'invalid_grant' }))
    const { session, reloads, published } = setup({ fetch: server.fetch, now: () => now })
    session.signIn(tokens('at-1', 'rt-1'))
    now = NOW + 3600_000 - 10_000

    expect(await session.getToken()).toBe('site-token')

    expect(session.status()).toBe('anonymous')
    expect(reloads).toEqual(['/app/'])
    expect(published).toEqual([{ type: 'logout-complete', clientId: 'client-1', idpLogoutToken: null }])
  })
})
