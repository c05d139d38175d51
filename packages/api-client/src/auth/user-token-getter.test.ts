import { describe, expect, it } from 'vitest'
import { createTokenGetter } from '../http/create-token-getter.js'
import { fakeFetch, jsonResponse, type Answer } from '../http/fake-fetch.js'
import { createAuthClient } from './auth-client.js'
import { createMemoryStorage, createTokenStore, type StorageLike, type StoredSession } from './token-store.js'
import { createUserTokenGetter, type RefreshLock, type SessionInvalidation } from './user-token-getter.js'

const HOUR = 3_600_000

function rotated(n: number) {
  return {
    success: true,
    error: null,
    access_token: `idx_at_${n}`,
    token_type: 'Bearer',
    expires_in: 3600,
    refresh_token: `idx_rt_${n}`,
    scope: 'read write',
    created_at: 0,
  }
}

function setup(
  options: { session?: StoredSession | null; answer?: Answer; withLock?: RefreshLock; storage?: StorageLike } = {},
) {
  let refreshes = 0
  const answer: Answer = options.answer ?? (() => jsonResponse(200, rotated(++refreshes + 1)))
  const { fetch, calls } = fakeFetch(answer)
  const authClient = createAuthClient({ baseUrl: 'https://api.test', clientId: 'c', siteToken: 'site-token', fetch })
  const store = createTokenStore({ storage: options.storage ?? createMemoryStorage() })
  if (options.session !== null) {
    store.write(
      options.session ?? { access_token: 'idx_at_1', refresh_token: 'idx_rt_1', expires_at: HOUR, scope: 'read write' },
    )
  }
  let time = 0
  const invalidations: SessionInvalidation[] = []
  const getUserToken = createUserTokenGetter({
    store,
    authClient,
    now: () => time,
    onInvalidated: (invalidation) => invalidations.push(invalidation),
    ...(options.withLock ? { withLock: options.withLock } : {}),
  })
  return {
    getUserToken,
    store,
    calls,
    invalidations,
    at: (ms: number) => {
      time = ms
    },
  }
}

describe('createUserTokenGetter', () => {
  it('answers at once while no refresh is due (null when nobody is signed in), so a request leaves in the same task', async () => {
    const { getUserToken, calls } = setup({ session: null })
    expect(getUserToken()).toBeNull()
    expect(createTokenGetter({ getUserToken, siteToken: 'site-token' })()).toBe('site-token')
    expect(calls).toHaveLength(0)
  })

  it('returns the stored access token while it is not about to expire', async () => {
    const { getUserToken, calls, at } = setup()
    at(HOUR - 61_000)
    expect(getUserToken()).toBe('idx_at_1')
    expect(calls).toHaveLength(0)
  })

  it('refreshes a minute before expiry and stores the rotated pair', async () => {
    const { getUserToken, calls, store, at } = setup()
    at(HOUR - 60_000)
    expect(await getUserToken()).toBe('idx_at_2')
    expect(calls.map((call) => call.body)).toEqual([
      { grant_type: 'refresh_token', refresh_token: 'idx_rt_1', client_id: 'c' },
    ])
    expect(store.read()).toEqual({
      access_token: 'idx_at_2',
      refresh_token: 'idx_rt_2',
      expires_at: HOUR - 60_000 + HOUR,
      scope: 'read write',
    })
    // The next refresh presents the new refresh token, never the used one.
    at(2 * HOUR)
    expect(await getUserToken()).toBe('idx_at_3')
    expect(calls.map((call) => (call.body as { refresh_token: string }).refresh_token)).toEqual([
      'idx_rt_1',
      'idx_rt_2',
    ])
  })

  it('shares one refresh among concurrent callers', async () => {
    const { getUserToken, calls, at } = setup()
    at(HOUR)
    const tokens = await Promise.all([getUserToken(), getUserToken(), getUserToken()])
    expect(tokens).toEqual(['idx_at_2', 'idx_at_2', 'idx_at_2'])
    expect(calls).toHaveLength(1)
    // Once done, a later due token starts a new refresh.
    at(3 * HOUR)
    expect(await getUserToken()).toBe('idx_at_3')
    expect(calls).toHaveLength(2)
  })

  it('keeps the SSO flag across a refresh', async () => {
    const { getUserToken, store, at } = setup({
      session: {
        access_token: 'idx_at_1',
        refresh_token: 'idx_rt_1',
        expires_at: HOUR,
        scope: 'read write',
        sso: true,
      },
    })
    at(HOUR)
    await getUserToken()
    expect(store.read()?.sso).toBe(true)
  })

  it('clears the store and reports the invalidation when the server refuses the refresh', async () => {
    const refused = { success: false, error: 'invalid_grant', error_description: 'The refresh token was revoked.' }
    const { getUserToken, store, invalidations, at } = setup({ answer: () => jsonResponse(400, refused) })
    at(HOUR - 30_000)
    expect(await getUserToken()).toBeNull()
    expect(store.read()).toBeNull()
    expect(invalidations).toEqual([{ reason: 'refresh-failed', error: { status: 400, data: refused } }])
  })

  it('keeps a still-valid token when the refresh got no answer, and tries again next time', async () => {
    let fail = true
    const { getUserToken, store, calls, invalidations, at } = setup({
      answer: () => (fail ? Promise.reject(new TypeError('fetch failed')) : jsonResponse(200, rotated(2))),
    })
    at(HOUR - 30_000)
    expect(await getUserToken()).toBe('idx_at_1')
    expect(store.read()?.access_token).toBe('idx_at_1')
    expect(invalidations).toEqual([])
    fail = false
    expect(await getUserToken()).toBe('idx_at_2')
    expect(calls).toHaveLength(2)
  })

  it('ends the session when the refresh got no answer and the token has expired', async () => {
    const { getUserToken, store, invalidations, at } = setup({ answer: () => jsonResponse(503, null) })
    at(HOUR + 1)
    expect(await getUserToken()).toBeNull()
    expect(store.read()).toBeNull()
    expect(invalidations).toEqual([{ reason: 'refresh-failed', error: { status: 503, data: null } }])
  })

  it('ends an expired session that has no refresh token without asking the server', async () => {
    const { getUserToken, calls, invalidations, at } = setup({
      session: { access_token: 'idx_at_1', refresh_token: null, expires_at: HOUR, scope: 'read write' },
    })
    at(HOUR - 1)
    expect(await getUserToken()).toBe('idx_at_1')
    at(HOUR)
    expect(await getUserToken()).toBeNull()
    expect(invalidations).toEqual([{ reason: 'expired' }])
    expect(calls).toHaveLength(0)
  })

  it('uses the token another tab refreshed while this one waited for the lock', async () => {
    const storage = createMemoryStorage()
    const otherTab = createTokenStore({ storage })
    const withLock: RefreshLock = async (task) => {
      otherTab.write({ access_token: 'idx_at_9', refresh_token: 'idx_rt_9', expires_at: 3 * HOUR, scope: 'read write' })
      return task()
    }
    const { getUserToken, calls, at } = setup({ withLock, storage })
    at(HOUR)
    expect(await getUserToken()).toBe('idx_at_9')
    expect(calls).toHaveLength(0)
  })

  it('runs refreshes inside the lock it is given', async () => {
    let locked = 0
    const withLock: RefreshLock = (task) => {
      locked += 1
      return task()
    }
    const { getUserToken, at } = setup({ withLock })
    at(HOUR)
    await getUserToken()
    expect(locked).toBe(1)
  })

  it('keeps the pair another tab rotated while this refresh was refused', async () => {
    const storage = createMemoryStorage()
    const otherTab = createTokenStore({ storage })
    const { getUserToken, store, invalidations, at } = setup({
      storage,
      answer: () => {
        otherTab.write({
          access_token: 'idx_at_9',
          refresh_token: 'idx_rt_9',
          expires_at: 3 * HOUR,
          scope: 'read write',
        })
        return jsonResponse(400, { success: false, error: 'invalid_grant' })
      },
    })
    at(HOUR)
    expect(await getUserToken()).toBe('idx_at_9')
    expect(invalidations).toEqual([])
    expect(store.read()?.refresh_token).toBe('idx_rt_9')
  })
})
