import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../auth/token-store.js'
import { fakeFetch, jsonResponse, type RecordedCall } from '../http/fake-fetch.js'
import { createIdxApi } from './create-idx-api.js'
import { createTestStore, nextTick } from './test-store.js'
import { createUnlockTokenStore, MAX_UNLOCK_TOKENS, unlockHeaders } from './unlock-tokens.js'
import { UNLOCK_THROTTLED_MESSAGE, unlockFailure, unlockOutcome } from './unlock-outcome.js'

const BASE = 'http://api.test'
const BOX = { bounding_box: { top_left: { lat: 30.3, lng: -97.8 }, bottom_right: { lat: 30.2, lng: -97.7 } } }
const token = (n: number) => `idx_ul_${String(n).padStart(43, 'A')}`
const UNLOCKED = {
  data: {
    type: 'listing_unlocks',
    id: '7',
    attributes: { token: token(1), listing_id: 7, expires_at: '2026-01-01T12:00:00.000Z' },
  },
}

/** A fake server: the unlock answers `unlockAnswer`; listing 7 has a price only with a token. */
function setup(unlockAnswer: () => Response = () => jsonResponse(200, UNLOCKED)) {
  const answer = (call: RecordedCall) => {
    if (call.url.endsWith('/unlock')) return unlockAnswer()
    const open = (call.headers['X-Listing-Unlock'] ?? '').includes(token(1))
    return jsonResponse(200, {
      data: { type: 'listings', id: '7', attributes: { locked: !open, price_in_dollars: open ? 450000 : null } },
    })
  }
  const { fetch, calls } = fakeFetch(answer)
  const unlockTokens = createUnlockTokenStore()
  const api = createIdxApi({ baseUrl: BASE, getToken: () => 'site-token', fetch, unlockTokens })
  const store = createTestStore(api)
  return { api, store, calls, unlockTokens }
}

describe('unlockListing', () => {
  it('posts the password, keeps the token and refetches the listing, which then comes with its price', async () => {
    const { api, store, calls, unlockTokens } = setup()
    const listing = store.dispatch(api.endpoints.getListing.initiate(7))
    expect((await listing).data?.data).toMatchObject({ attributes: { locked: true, price_in_dollars: null } })
    expect(calls[0]?.headers).not.toHaveProperty('X-Listing-Unlock')

    const result = await store.dispatch(api.endpoints.unlockListing.initiate({ id: 7, password: 'open-sesame' }))
    await nextTick()
    await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()))

    expect(result.data).toEqual({ token: token(1), listing_id: '7', expires_at: '2026-01-01T12:00:00.000Z' })
    expect(calls[1]).toMatchObject({
      method: 'POST',
      url: `${BASE}/api/v3/listings/7/unlock`,
      body: { password: 'open-sesame' },
    })
    expect(unlockTokens.get()).toEqual([token(1)])
    expect(calls[2]?.headers['X-Listing-Unlock']).toBe(token(1))
    expect(api.endpoints.getListing.select(7)(store.getState()).data?.data).toMatchObject({
      attributes: { locked: false, price_in_dollars: 450000 },
    })
    listing.unsubscribe()
  })

  it('sends the tokens with every listing request: detail, multi-fetch, searches, clusters and history', async () => {
    const { api, store, calls, unlockTokens } = setup()
    unlockTokens.add(token(1))
    unlockTokens.add(token(2))
    const e = api.endpoints

    await Promise.all([
      store.dispatch(e.getListing.initiate(7)),
      store.dispatch(e.getProperty.initiate(7)),
      store.dispatch(e.getListingsByIds.initiate([7, 8])),
      store.dispatch(e.searchListings.initiate({ sort: '-price_in_dollars' })),
      store.dispatch(e.searchProperties.initiate({})),
      store.dispatch(e.getHistory.initiate(7)),
      store.dispatch(e.getClusters.initiate(BOX)),
      store.dispatch(e.getPropertyClusters.initiate(BOX)),
      store.dispatch(e.getSite.initiate()),
    ])

    const sent = calls.map((call) => [call.url.slice(BASE.length).split('?')[0], call.headers['X-Listing-Unlock']])
    expect(sent).toEqual([
      ['/api/v3/listings/7', `${token(1)}, ${token(2)}`],
      ['/api/v3/properties/7', `${token(1)}, ${token(2)}`],
      ['/api/v3/listings', `${token(1)}, ${token(2)}`],
      ['/api/v3/listings/search', `${token(1)}, ${token(2)}`],
      ['/api/v3/properties/search', `${token(1)}, ${token(2)}`],
      ['/api/v3/listings/7/history', `${token(1)}, ${token(2)}`],
      ['/api/v3/listings/map/clusters', `${token(1)}, ${token(2)}`],
      ['/api/v3/properties/map/clusters', `${token(1)}, ${token(2)}`],
      ['/api/v3/site', undefined],
    ])
  })

  it("refetches the map's clusters after an unlock, so the listing's marker shows its price", async () => {
    const { api, store, calls } = setup()
    const clusters = store.dispatch(api.endpoints.getClusters.initiate(BOX))
    await clusters

    await store.dispatch(api.endpoints.unlockListing.initiate({ id: 7, password: 'open-sesame' }))
    await nextTick()
    await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()))

    const clusterCalls = calls.filter((call) => call.url.endsWith('/map/clusters'))
    expect(clusterCalls.map((call) => call.headers['X-Listing-Unlock'])).toEqual([undefined, token(1)])
    clusters.unsubscribe()
  })

  it('fails a wrong password with the 422, keeping no token and refetching nothing', async () => {
    const wrong = {
      errors: [{ status: '422', detail: 'The password is not right.', source: { pointer: '/password' } }],
    }
    const { api, store, calls, unlockTokens } = setup(() => jsonResponse(422, wrong))
    await store.dispatch(api.endpoints.getListing.initiate(7))

    const result = await store.dispatch(api.endpoints.unlockListing.initiate({ id: 7, password: 'guess' }))
    await nextTick()

    expect(result.error).toEqual({ status: 422, data: wrong })
    expect(unlockOutcome(result)).toBe(false)
    expect(unlockTokens.get()).toEqual([])
    expect(calls).toHaveLength(2)
  })

  it('refetches the listing after a 409: it has no password any more', async () => {
    const gone = { errors: [{ status: '409', detail: 'Listing 7 has no password to unlock.' }] }
    const { api, store, calls } = setup(() => jsonResponse(409, gone))
    const listing = store.dispatch(api.endpoints.getListing.initiate(7))
    await listing

    const result = await store.dispatch(api.endpoints.unlockListing.initiate({ id: 7, password: 'x' }))
    await nextTick()
    await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()))

    expect(unlockOutcome(result)).toBe(true)
    expect(calls.map((call) => call.url.slice(BASE.length))).toEqual([
      '/api/v3/listings/7',
      '/api/v3/listings/7/unlock',
      '/api/v3/listings/7',
    ])
    listing.unsubscribe()
  })

  it('treats a 200 without a token as a parsing error', async () => {
    const { api, store, unlockTokens } = setup(() => jsonResponse(200, { data: null }))

    const result = await store.dispatch(api.endpoints.unlockListing.initiate({ id: 7, password: 'x' }))

    expect(result.error).toMatchObject({ status: 'PARSING_ERROR', originalStatus: 200 })
    expect(unlockTokens.get()).toEqual([])
  })
})

describe('unlockOutcome and unlockFailure', () => {
  it('answers the gate: true unlocked, false wrong password, the message when throttled or failed', () => {
    const throttled = {
      status: 429,
      data: { errors: [{ status: '429', detail: 'Too many attempts. Try again in 840 seconds.' }] },
    }

    expect(unlockOutcome({ data: { token: token(1) } })).toBe(true)
    expect(unlockOutcome({ error: { status: 422, data: null } })).toBe(false)
    expect(unlockOutcome({ error: throttled })).toEqual({ message: 'Too many attempts. Try again in 840 seconds.' })
    expect(unlockOutcome({ error: { status: 'FETCH_ERROR', error: 'offline' } })).toEqual({
      message: 'Oops, Something went wrong...',
    })
  })

  it('types the failure, with a fallback for a throttle without detail', () => {
    expect(unlockFailure({ status: 422, data: null })).toEqual({ reason: 'wrong-password' })
    expect(unlockFailure({ status: 429, data: '' })).toEqual({ reason: 'throttled', message: UNLOCK_THROTTLED_MESSAGE })
    expect(unlockFailure({ status: 404, data: { errors: [{ detail: 'No listing 7' }] } })).toEqual({
      reason: 'failed',
      message: 'No listing 7',
    })
  })
})

describe('createUnlockTokenStore', () => {
  it('keeps each token once, the newest 50, and sends them comma-joined', () => {
    const store = createUnlockTokenStore()
    for (let n = 1; n <= MAX_UNLOCK_TOKENS + 5; n++) store.add(token(n))
    store.add(token(6))

    const tokens = store.get()
    expect(tokens).toHaveLength(MAX_UNLOCK_TOKENS)
    expect(tokens[0]).toBe(token(7))
    expect(tokens.at(-1)).toBe(token(6))
    expect(unlockHeaders(store)?.['X-Listing-Unlock']?.split(', ')).toEqual(tokens)
    expect(unlockHeaders(createUnlockTokenStore())).toBeUndefined()
  })

  it('keeps the tokens in the storage given, so another slice of the session reads them', () => {
    const storage = createMemoryStorage()
    createUnlockTokenStore({ storage }).add(token(1))

    expect(createUnlockTokenStore({ storage }).get()).toEqual([token(1)])
  })

  it('reads broken storage as no tokens, and keeps tokens in memory when storage refuses them', () => {
    const storage = createMemoryStorage()
    storage.setItem('idx-listing-unlocks', '{not json')
    expect(createUnlockTokenStore({ storage }).get()).toEqual([])

    const refusing = {
      ...createMemoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    const store = createUnlockTokenStore({ storage: refusing })
    store.add(token(1))
    expect(store.get()).toEqual([token(1)])
  })

  it('caps what a host store returns at the newest 50 in the header', () => {
    const many = Array.from({ length: 60 }, (_, n) => token(n))

    expect(unlockHeaders({ get: () => many, add: () => undefined })?.['X-Listing-Unlock']?.split(', ')).toEqual(
      many.slice(10),
    )
  })
})
