import { createMemoryStorage } from '@idx/api-client'
import { describe, expect, it } from 'vitest'
import { createListingUnlockClient, LISTING_UNLOCKS_KEY, unlockToken } from './unlock'

type Call = { url: string; init: RequestInit }

function fakeFetch(status: number, body: unknown) {
  const calls: Call[] = []
  const fetch = async (url: string, init: RequestInit) => {
    calls.push({ url, init })
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  }
  return { fetch, calls }
}

const FUTURE = '2999-01-01T00:00:00Z'

function client(status: number, body: unknown) {
  const storage = createMemoryStorage()
  const fake = fakeFetch(status, body)
  const unlocks = createListingUnlockClient({ baseUrl: '', getToken: () => 'site-token', storage, fetch: fake.fetch })
  return { unlocks, storage, calls: fake.calls }
}

describe('createListingUnlockClient', () => {
  it('posts the password with the session token and keeps the token a right one earns', async () => {
    const { unlocks, calls } = client(200, {
      data: {
        type: 'listing_unlocks',
        id: '17',
        attributes: { token: 'idx_ul_abc', listing_id: 17, expires_at: FUTURE },
      },
    })
    expect(await unlocks.unlock('17', 'open-sesame')).toBe(true)
    expect(calls[0]!.url).toBe('/api/v3/listings/17/unlock')
    expect(calls[0]!.init.method).toBe('POST')
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ password: 'open-sesame' })
    expect((calls[0]!.init.headers as Record<string, string>)['Authorization']).toBe('Bearer site-token')
    expect(unlocks.token('17')).toBe('idx_ul_abc')
  })

  it('answers false for a wrong password (422) and keeps no token', async () => {
    const { unlocks } = client(422, { errors: [{ status: '422', detail: 'The password is not right.' }] })
    expect(await unlocks.unlock('17', 'guess')).toBe(false)
    expect(unlocks.token('17')).toBeNull()
  })

  it("passes a throttle's message on to the gate", async () => {
    const { unlocks } = client(429, { errors: [{ status: '429', detail: 'Too many attempts. Try again later.' }] })
    expect(await unlocks.unlock('17', 'guess')).toEqual({ message: 'Too many attempts. Try again later.' })
  })

  it('sends the kept token in X-Listing-Unlock when reading the listing', async () => {
    const { unlocks, storage, calls } = client(200, { data: { type: 'listings', id: '17', attributes: {} } })
    storage.setItem(LISTING_UNLOCKS_KEY, JSON.stringify({ 17: { token: 'idx_ul_abc', expires_at: FUTURE } }))
    await unlocks.fetchListing('17')
    expect(calls[0]!.url).toBe('/api/v3/listings/17')
    expect((calls[0]!.init.headers as Record<string, string>)['X-Listing-Unlock']).toBe('idx_ul_abc')
  })
})

describe('unlockToken', () => {
  it('drops an expired token and ignores garbage', () => {
    const storage = createMemoryStorage()
    storage.setItem(
      LISTING_UNLOCKS_KEY,
      JSON.stringify({ 17: { token: 'idx_ul_old', expires_at: '2000-01-01T00:00:00Z' } }),
    )
    expect(unlockToken(storage, '17')).toBeNull()
    expect(storage.getItem(LISTING_UNLOCKS_KEY)).toBe('{}')
    storage.setItem(LISTING_UNLOCKS_KEY, 'not json')
    expect(unlockToken(storage, '17')).toBeNull()
  })
})
