import { describe, expect, it } from 'vitest'
import { createHttpClient } from './create-http-client.js'
import { createTokenGetter, type TokenGetter } from './create-token-getter.js'
import { answerNeverUntilAborted, fakeFetch, jsonResponse, type Answer } from './fake-fetch.js'

const BASE_URL = 'https://api.example.com'

function setup(answer?: Answer, getToken: TokenGetter = () => 'user-token') {
  const { fetch, calls } = fakeFetch(answer)
  const client = createHttpClient({ baseUrl: BASE_URL, getToken, fetch })
  return { client, calls }
}

describe('createHttpClient requests', () => {
  it('sends a GET under /api/v3 with the bearer token and the JSON:API Accept header', async () => {
    const { client, calls } = setup()
    await client.get('site', { query: { me: true } })
    expect(calls).toHaveLength(1)
    expect(calls[0]?.method).toBe('GET')
    expect(calls[0]?.url).toBe('https://api.example.com/api/v3/site?me=true')
    expect(calls[0]?.headers).toEqual({
      Accept: 'application/vnd.api+json, application/json',
      Authorization: 'Bearer user-token',
    })
    expect(calls[0]?.body).toBeUndefined()
  })

  it('sends the request in the same task when the token is at hand, and after it when the token is a promise', async () => {
    const sync = setup()
    const pending = sync.client.post('listings/search', { body: { page: { number: 1 } } })
    expect(sync.calls).toHaveLength(1)
    await pending
    const later = setup(undefined, () => Promise.resolve('user-token'))
    const waiting = later.client.get('site')
    expect(later.calls).toHaveLength(0)
    await waiting
    expect(later.calls[0]?.headers['Authorization']).toBe('Bearer user-token')
  })

  it('sends a POST body as JSON with a JSON content type', async () => {
    const { client, calls } = setup()
    const query = { filter: { listing_status: 'Active' }, market_id: 3, page: { size: 40, number: 1 } }
    await client.post('listings/search', query)
    expect(calls[0]?.method).toBe('POST')
    expect(calls[0]?.url).toBe('https://api.example.com/api/v3/listings/search')
    expect(calls[0]?.headers['Content-Type']).toBe('application/json')
    expect(calls[0]?.body).toEqual(query)
  })

  it('uses PUT, PATCH and DELETE as asked', async () => {
    const { client, calls } = setup()
    await client.put('collections/4/viewed')
    await client.patch('collections/4', { data: { type: 'collections', id: '4' } })
    await client.delete('collections/4/remove', { property_ids: ['a'] })
    expect(calls.map((call) => [call.method, call.url])).toEqual([
      ['PUT', 'https://api.example.com/api/v3/collections/4/viewed'],
      ['PATCH', 'https://api.example.com/api/v3/collections/4'],
      ['DELETE', 'https://api.example.com/api/v3/collections/4/remove'],
    ])
    expect(calls[0]?.headers['Content-Type']).toBeUndefined()
    expect(calls[2]?.body).toEqual({ property_ids: ['a'] })
  })

  it('does not prefix oauth paths, nor a path that already starts with /api/v3', async () => {
    const { client, calls } = setup()
    await client.post('/oauth/session.json', { oauth: { email: 'a@b.c' } }, { query: { client_id: 'cid' } })
    await client.post('/oauth/token', { email: 'a@b.c', password: 'pw' })
    await client.get('/api/v3/signed_urls', { query: { file: { name: 'x.jpg' } } })
    expect(calls.map((call) => call.url)).toEqual([
      'https://api.example.com/oauth/session.json?client_id=cid',
      'https://api.example.com/oauth/token',
      'https://api.example.com/api/v3/signed_urls?file[name]=x.jpg',
    ])
  })

  it('keeps the tracking service paths under /api as given', async () => {
    const { client, calls } = setup()
    await client.post('/api/events', { vid: 'v', event: 'PageView' })
    await client.put('api/visitors/v/assign', { agent_id: 1 })
    expect(calls.map((call) => call.url)).toEqual([
      'https://api.example.com/api/events',
      'https://api.example.com/api/visitors/v/assign',
    ])
  })

  it('sends extra headers but keeps its own Accept, Authorization and Content-Type', async () => {
    const { client, calls } = setup()
    await client.post(
      'listings/search',
      {},
      {
        headers: {
          'X-Listing-Unlock': 'idx_ul_a',
          Accept: 'text/html',
          Authorization: 'Bearer other',
          'Content-Type': 'text/plain',
        },
      },
    )
    expect(calls[0]?.headers).toEqual({
      'X-Listing-Unlock': 'idx_ul_a',
      Accept: 'application/vnd.api+json, application/json',
      Authorization: 'Bearer user-token',
      'Content-Type': 'application/json',
    })
    await client.get('site', { token: null, headers: { authorization: 'Bearer smuggled' } })
    expect(calls[1]?.headers).toEqual({ Accept: 'application/vnd.api+json, application/json' })
  })

  it('encodes nested JSON:API query parameters', async () => {
    const { client, calls } = setup()
    await client.get('listings', { query: { filter: { id: { value: ['a', 'b'] } }, page: { size: 20, number: 2 } } })
    expect(calls[0]?.url).toBe(
      'https://api.example.com/api/v3/listings?filter[id][value]=a,b&page[size]=20&page[number]=2',
    )
  })

  it('joins a base URL with a trailing slash and a path with a leading slash without doubling slashes', async () => {
    const { fetch, calls } = fakeFetch()
    const client = createHttpClient({ baseUrl: 'https://api.example.com/', getToken: () => 't', fetch })
    await client.get('/listings/7')
    expect(calls[0]?.url).toBe('https://api.example.com/api/v3/listings/7')
  })

  it('appends the query to a path that already has a query string', () => {
    const { client } = setup()
    expect(client.url('/oauth/login_type?client_id=cid', { commit: 'Next' })).toBe(
      'https://api.example.com/oauth/login_type?client_id=cid&commit=Next',
    )
  })

  it('builds the URL for a popup without sending anything', () => {
    const { client, calls } = setup()
    const url = client.url('/oauth/authorize', { client_id: 'cid', scope: 'read write', response_type: 'token' })
    expect(url).toBe('https://api.example.com/oauth/authorize?client_id=cid&scope=read%20write&response_type=token')
    expect(calls).toHaveLength(0)
  })

  it('refuses an absolute URL so the bearer token never goes to another host', async () => {
    const { client, calls } = setup()
    await expect(client.get('https://evil.example/steal')).rejects.toThrow(/relative to the API host/)
    expect(calls).toHaveLength(0)
  })

  it('refuses a GET with a body', async () => {
    const { client } = setup()
    await expect(client.request({ method: 'GET', path: 'listings', body: { a: 1 } })).rejects.toThrow(
      /cannot carry a body/,
    )
  })

  it('throws at creation when getToken is missing', () => {
    expect(() => createHttpClient({ baseUrl: BASE_URL } as never)).toThrow(/getToken/)
  })
})

describe('createHttpClient tokens', () => {
  it('waits for an async token getter', async () => {
    const { client, calls } = setup(undefined, async () => 'async-token')
    await client.get('user', { query: { me: true } })
    expect(calls[0]?.headers['Authorization']).toBe('Bearer async-token')
  })

  it('reads the token again on every request, so signing in takes effect at once', async () => {
    let userToken: string | null = null
    const getToken = createTokenGetter({ getUserToken: () => userToken, siteToken: 'site-token' })
    const { client, calls } = setup(undefined, getToken)
    await client.get('site')
    userToken = 'user-token'
    await client.get('site')
    expect(calls.map((call) => call.headers['Authorization'])).toEqual(['Bearer site-token', 'Bearer user-token'])
  })

  it('sends the token given for one request instead of the getter’s', async () => {
    const { client, calls } = setup()
    await client.post('/oauth/session.json', {}, { token: 'site-token' })
    expect(calls[0]?.headers['Authorization']).toBe('Bearer site-token')
  })

  it('sends no Authorization header when there is no token', async () => {
    const { client, calls } = setup(undefined, () => null)
    await client.get('site')
    expect(calls[0]?.headers).not.toHaveProperty('Authorization')
  })
})

describe('createHttpClient results', () => {
  it('resolves a 2xx answer with ok, status and the parsed body', async () => {
    const { client } = setup(() => jsonResponse(200, { data: { type: 'sites', id: '1' } }))
    expect(await client.get('site')).toEqual({ ok: true, status: 200, data: { data: { type: 'sites', id: '1' } } })
  })

  it('keeps the 202 status that means a magic link was sent', async () => {
    const { client } = setup(() => jsonResponse(202, { is_sso: false }, 'application/json'))
    const result = await client.post('/oauth/login_type', { oauth: { email: 'a@b.c' } })
    expect(result).toEqual({ ok: true, status: 202, data: { is_sso: false } })
  })

  it('resolves an empty 204 answer with null data', async () => {
    const { client } = setup(() => new Response(null, { status: 204 }))
    expect(await client.delete('collections/4')).toEqual({ ok: true, status: 204, data: null })
  })

  it('resolves an HTTP error with its status and parsed body instead of throwing', async () => {
    const body = { errors: [{ status: '422', detail: 'is invalid', source: { pointer: '/data/attributes/email' } }] }
    const { client } = setup(() => jsonResponse(422, body))
    expect(await client.post('users', {})).toEqual({ ok: false, status: 422, error: { status: 422, data: body } })
  })

  it('keeps a non-JSON error body as text', async () => {
    const { client } = setup(
      () => new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
    )
    expect(await client.get('site')).toEqual({
      ok: false,
      status: 502,
      error: { status: 502, data: '<h1>Bad gateway</h1>' },
    })
  })

  it('reports a 2xx answer that is not JSON as a parsing error', async () => {
    const { client } = setup(
      () => new Response('<html>app shell</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
    )
    const result = await client.get('site')
    expect(result.ok).toBe(false)
    expect(result.status).toBe('PARSING_ERROR')
    expect(!result.ok && result.error).toMatchObject({
      status: 'PARSING_ERROR',
      originalStatus: 200,
      data: '<html>app shell</html>',
    })
  })

  it('maps a network failure to a FETCH_ERROR value', async () => {
    const { client } = setup(() => Promise.reject(new TypeError('fetch failed')))
    expect(await client.get('site')).toEqual({
      ok: false,
      status: 'FETCH_ERROR',
      error: { status: 'FETCH_ERROR', error: 'fetch failed' },
    })
  })

  it('maps an abort to an ABORTED value, distinct from a network failure', async () => {
    const { client } = setup(answerNeverUntilAborted)
    const controller = new AbortController()
    const pending = client.post('listings/search', { page: { number: 1 } }, { signal: controller.signal })
    controller.abort()
    const result = await pending
    expect(result.status).toBe('ABORTED')
    expect(!result.ok && result.error.status).toBe('ABORTED')
  })

  it('reports an abort with a custom reason as ABORTED too', async () => {
    const { client } = setup(answerNeverUntilAborted)
    const controller = new AbortController()
    const pending = client.get('listings', { signal: controller.signal })
    controller.abort(new Error('superseded by a newer search'))
    expect(await pending).toEqual({
      ok: false,
      status: 'ABORTED',
      error: { status: 'ABORTED', error: 'superseded by a newer search' },
    })
  })

  it('hands the caller’s signal to fetch so the browser can cancel the request', async () => {
    const { client, calls } = setup()
    const controller = new AbortController()
    await client.get('listings', { signal: controller.signal })
    expect(calls[0]?.signal).toBe(controller.signal)
  })

  it('uses the global fetch when none is injected', async () => {
    const { fetch, calls } = fakeFetch()
    const original = globalThis.fetch
    globalThis.fetch = fetch as typeof globalThis.fetch
    try {
      const client = createHttpClient({ baseUrl: BASE_URL, getToken: () => 't' })
      await client.get('site')
    } finally {
      globalThis.fetch = original
    }
    expect(calls[0]?.url).toBe('https://api.example.com/api/v3/site')
  })
})
