import { describe, expect, it } from 'vitest'
import { createMemoryStorage, encodeMagicAuth, type TokenResponse } from '@idx/api-client'
import type { SiteConfig } from '../config/read-config.js'
import { signInWithMagicLink } from './magic-link.js'
import { createSiteSession, type ParentMessage, type SiteSession } from './site-session.js'

const CONFIG: SiteConfig = {
  api_token: 'site-token',
  client_id: 'client-1',
  market_id: null,
  api_base_url: 'https://api.test',
  map_style: 'default',
  map_tiles: {},
  default_filter: null,
}

function tokens(access: string, refresh: string): TokenResponse {
  return {
    success: true,
    error: null,
    access_token: access,
    token_type: 'Bearer',
    expires_in: 3600,
    refresh_token: refresh,
    scope: 'read write',
    created_at: 1,
  }
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

type Call = { path: string; body: Record<string, unknown>; storedAccessToken: string | null }

/** A session over memory storages whose fetch answers the token endpoint with `answer`. */
function setup(answer: () => Response) {
  const calls: Call[] = []
  const reloads: string[] = []
  const published: ParentMessage[] = []
  let session: SiteSession | null = null
  const fetch = async (input: string | URL | Request, init: RequestInit = {}) => {
    calls.push({
      path: new URL(String(input)).pathname,
      body: JSON.parse(String(init.body)) as Record<string, unknown>,
      // What the session held when the link was redeemed.
      storedAccessToken: session?.tokenStore.read()?.access_token ?? null,
    })
    return answer()
  }
  session = createSiteSession(CONFIG, {
    storage: createMemoryStorage(),
    tabStorage: createMemoryStorage(),
    fetch: fetch as typeof globalThis.fetch,
    reload: (url) => reloads.push(url),
    publishToParent: (message) => published.push(message),
  })
  return { session, calls, reloads, published }
}

const LINK = encodeMagicAuth({ email: 'jane@example.com', token: 'magic-token' })

describe('signInWithMagicLink', () => {
  it.each([
    ['not base64', '%%%'],
    ['not JSON', btoa('hello')],
    ['without a token', btoa(JSON.stringify({ email: 'jane@example.com' }))],
    ['empty', ''],
  ])('says "Failed to log in." for a magic_auth %s, without calling the server', async (_name, magicAuth) => {
    const { session, calls } = setup(() => json(200, tokens('at-new', 'rt-new')))

    expect(await signInWithMagicLink(session, magicAuth)).toEqual({ ok: false, message: 'Failed to log in.' })
    expect(calls).toEqual([])
    expect(session.status()).toBe('anonymous')
  })

  it('says "Failed to log in." when the server refuses the link', async () => {
    const { session, calls } = setup(() => json(400, { success: false, error: 'invalid_grant' }))

    expect(await signInWithMagicLink(session, LINK)).toEqual({ ok: false, message: 'Failed to log in.' })
    expect(calls).toHaveLength(1)
    expect(session.status()).toBe('anonymous')
    expect(session.tokenStore.read()).toBeNull()
  })

  it('redeems the link with the magic-link grant and signs in', async () => {
    const { session, calls } = setup(() => json(200, tokens('at-new', 'rt-new')))

    expect(await signInWithMagicLink(session, LINK)).toEqual({ ok: true, message: 'You are logged in!' })
    expect(calls.map((call) => [call.path, call.body])).toEqual([
      [
        '/oauth/token',
        {
          grant_type: 'urn:idx:magic-link',
          email: 'jane@example.com',
          token: 'magic-token',
          client_id: 'client-1',
        },
      ],
    ])
    expect(session.status()).toBe('authenticated')
    expect(session.tokenStore.read()).toMatchObject({ access_token: 'at-new', refresh_token: 'rt-new' })
  })

  it('ends the previous session first, without reloading', async () => {
    const { session, calls, reloads, published } = setup(() => json(200, tokens('at-new', 'rt-new')))
    session.signIn(tokens('at-old', 'rt-old'), { sso: true, idToken: 'old-id-token' })

    await signInWithMagicLink(session, LINK)

    expect(calls[0]?.storedAccessToken).toBeNull()
    expect(published).toEqual([{ type: 'logout-complete', clientId: 'client-1', idpLogoutToken: 'old-id-token' }])
    expect(reloads).toEqual([])
    expect(session.isSso()).toBe(false)
    expect(session.tokenStore.read()?.access_token).toBe('at-new')
  })

  it('ends the previous session even when the link is invalid', async () => {
    const { session, reloads } = setup(() => json(200, tokens('at-new', 'rt-new')))
    session.signIn(tokens('at-old', 'rt-old'))

    await signInWithMagicLink(session, 'garbage!')

    expect(session.status()).toBe('anonymous')
    expect(reloads).toEqual([])
  })
})
