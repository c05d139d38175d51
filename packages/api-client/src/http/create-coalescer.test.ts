import { describe, expect, it } from 'vitest'
import { createCoalescer, type CoalescerOptions } from './create-coalescer.js'
import { createHttpClient } from './create-http-client.js'
import { answerNeverUntilAborted, fakeFetch, jsonResponse, type Answer, type RecordedCall } from './fake-fetch.js'

/** Answers a multi-fetch with the listings whose ids were asked for (in reverse order, as servers may). */
const answerWithAskedListings: Answer = (call) => {
  const url = new URL(call.url)
  const single = /\/listings\/([^/?]+)$/.exec(url.pathname)?.[1]
  const ids = single ? [decodeURIComponent(single)] : (url.searchParams.get('filter[id][value]') ?? '').split(',')
  const data = ids.reverse().map((id) => ({ type: 'listings', id, attributes: { street: `${id} Main St` } }))
  return jsonResponse(200, { data: single ? data[0] : data })
}

function setup(answer: Answer = answerWithAskedListings, options: Partial<CoalescerOptions> = {}) {
  const { fetch, calls } = fakeFetch(answer)
  const client = createHttpClient({ baseUrl: 'https://api.example.com', getToken: () => 't', fetch })
  const listings = createCoalescer({ client, path: 'listings', ...options })
  return { listings, calls }
}

function askedIds(call: RecordedCall | undefined): string | null {
  return call ? new URL(call.url).searchParams.get('filter[id][value]') : null
}

describe('createCoalescer', () => {
  it('sends one multi-fetch for finds made in the same tick and gives each caller its own record', async () => {
    const { listings, calls } = setup()
    const results = await Promise.all([listings.find('a'), listings.find('b'), listings.find('c')])
    expect(calls).toHaveLength(1)
    expect(calls[0]?.url).toBe('https://api.example.com/api/v3/listings?filter[id][value]=a,b,c')
    expect(results.map((result) => result.ok && result.data['street'])).toEqual(['a Main St', 'b Main St', 'c Main St'])
  })

  it('asks for a repeated id once and answers every caller for it', async () => {
    const { listings, calls } = setup()
    const [first, second, other] = await Promise.all([listings.find('a'), listings.find('a'), listings.find(7)])
    expect(askedIds(calls[0])).toBe('a,7')
    expect(first?.ok && second?.ok && first.data === second.data).toBe(true)
    expect(other?.ok && other.data.id).toBe('7')
  })

  it('fetches a lone id from the resource path, keeping the server’s own 404', async () => {
    const { listings, calls } = setup((call) =>
      call.url.endsWith('/listings/gone')
        ? jsonResponse(404, { errors: [{ status: '404', title: 'Not Found' }] })
        : answerWithAskedListings(call),
    )
    const found = await listings.find('a')
    const missing = await listings.find('gone')
    expect(calls.map((call) => call.url)).toEqual([
      'https://api.example.com/api/v3/listings/a',
      'https://api.example.com/api/v3/listings/gone',
    ])
    expect(found.ok && found.data.id).toBe('a')
    expect(missing.status).toBe(404)
  })

  it('sends separate requests for finds in separate ticks', async () => {
    const { listings, calls } = setup()
    await listings.find('a')
    await listings.find('b')
    expect(calls).toHaveLength(2)
  })

  it('collects finds for the whole window when one is given', async () => {
    const { listings, calls } = setup(undefined, { windowMs: 30 })
    const first = listings.find('a')
    await new Promise((resolve) => setTimeout(resolve, 5))
    const second = listings.find('b')
    await Promise.all([first, second])
    expect(calls).toHaveLength(1)
    expect(askedIds(calls[0])).toBe('a,b')
  })

  it('splits a large batch into requests of at most maxBatchSize ids', async () => {
    const { listings, calls } = setup(undefined, { maxBatchSize: 2 })
    await Promise.all(['a', 'b', 'c', 'd', 'e'].map((id) => listings.find(id)))
    expect(calls.map(askedIds)).toEqual(['a,b', 'c,d', null])
    expect(calls[2]?.url).toBe('https://api.example.com/api/v3/listings/e')
  })

  it('answers 404 to a caller whose id the multi-fetch left out', async () => {
    const { listings } = setup(() => jsonResponse(200, { data: [{ type: 'listings', id: 'a' }] }))
    const [found, missing] = await Promise.all([listings.find('a'), listings.find('b')])
    expect(found?.ok).toBe(true)
    expect(missing).toMatchObject({ ok: false, status: 404, error: { status: 404 } })
  })

  it('gives every caller in the batch the failure when the request fails', async () => {
    const { listings } = setup(() => jsonResponse(500, { errors: [{ status: '500' }] }))
    const results = await Promise.all([listings.find('a'), listings.find('b')])
    expect(results.map((result) => result.status)).toEqual([500, 500])
  })

  it('resolves an aborted caller with ABORTED at once and leaves its id out of the request', async () => {
    const { listings, calls } = setup()
    const controller = new AbortController()
    const aborted = listings.find('a', { signal: controller.signal })
    const kept = listings.find('b')
    const other = listings.find('c')
    controller.abort()
    expect((await aborted).status).toBe('ABORTED')
    await Promise.all([kept, other])
    expect(askedIds(calls[0])).toBe('b,c')
  })

  it('resolves with ABORTED without any request when the signal was already aborted', async () => {
    const { listings, calls } = setup()
    const result = await listings.find('a', { signal: AbortSignal.abort() })
    expect(result.status).toBe('ABORTED')
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(calls).toHaveLength(0)
  })

  it('cancels the shared request only once every caller in it has aborted', async () => {
    const { listings, calls } = setup(answerNeverUntilAborted)
    const first = new AbortController()
    const second = new AbortController()
    const results = [listings.find('a', { signal: first.signal }), listings.find('b', { signal: second.signal })]
    await new Promise((resolve) => setTimeout(resolve, 5))
    const sharedSignal = calls[0]?.signal
    first.abort()
    expect(sharedSignal?.aborted).toBe(false)
    second.abort()
    expect(sharedSignal?.aborted).toBe(true)
    expect((await Promise.all(results)).map((result) => result.status)).toEqual(['ABORTED', 'ABORTED'])
  })

  it('rejects a maxBatchSize that is not a positive integer', () => {
    const { fetch } = fakeFetch()
    const client = createHttpClient({ baseUrl: '', getToken: () => null, fetch })
    expect(() => createCoalescer({ client, path: 'listings', maxBatchSize: 0 })).toThrow(/maxBatchSize/)
  })
})
