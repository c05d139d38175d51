import { describe, expect, it } from 'vitest'
import { resoWebApiSource, ResoWebApiError, type ResoWebApiOptions } from './reso-web-api-source.js'

// A hostile or broken RESO Web API server, as the injected fetch answers it: every request the
// client makes is recorded, so a test can prove the MLS token never went anywhere else.

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>
type Call = { url: string; authorization: string | null }

const BASE = 'https://api.mls.example/odata'
const TOKEN_URL = 'https://auth.mls.example/token'

function client(handler: Handler, options: Partial<ResoWebApiOptions> = {}) {
  const calls: Call[] = []
  const fetch = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input))
    calls.push({ url: url.toString(), authorization: new Headers(init.headers).get('authorization') })
    if (url.toString() === TOKEN_URL) return Response.json({ access_token: 'mls-secret-token', expires_in: 3600 })
    return handler(url, init)
  }) as typeof globalThis.fetch
  const source = resoWebApiSource({
    baseUrl: BASE,
    tokenUrl: TOKEN_URL,
    clientId: 'c',
    clientSecret: 's',
    requestsPerSecond: 1000,
    fetch,
    ...options,
  })
  return { source, calls }
}

async function readAll(source: ReturnType<typeof client>['source']): Promise<unknown[]> {
  const records: unknown[] = []
  for await (const page of source.properties(null)) records.push(...page)
  return records
}

const page = (value: unknown[], nextLink?: string) =>
  Response.json({ value, ...(nextLink === undefined ? {} : { '@odata.nextLink': nextLink }) })

describe('resoWebApiSource against a hostile server', () => {
  it('follows next links on its own origin', async () => {
    const { source } = client((url) =>
      url.searchParams.get('$skip') === '1'
        ? page([{ ListingKey: 'b' }])
        : page([{ ListingKey: 'a' }], `${BASE}/Property?$skip=1`),
    )
    expect(await readAll(source)).toEqual([{ ListingKey: 'a' }, { ListingKey: 'b' }])
  })

  it('never sends the token to another host a next link names, and fails the run', async () => {
    const { source, calls } = client(() => page([{ ListingKey: 'a' }], 'https://evil.example/steal?page=2'))
    await expect(readAll(source)).rejects.toThrow(
      /leads to https:\/\/evil\.example, not the feed's https:\/\/api\.mls\.example/,
    )
    expect(calls.filter((call) => call.url.includes('evil.example'))).toEqual([])
  })

  it('asks once more when a kept-alive connection was closed under it, and not again', async () => {
    let resets = 0
    const reset = () => {
      resets += 1
      throw new TypeError('fetch failed', {
        cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }),
      })
    }
    const once = client(() => (resets === 0 ? reset() : page([{ ListingKey: 'a' }])))
    expect(await readAll(once.source)).toEqual([{ ListingKey: 'a' }])
    expect(resets).toBe(1)

    resets = 0
    const always = client(() => reset())
    await expect(readAll(always.source)).rejects.toThrow(/cannot reach .*: fetch failed/)
    expect(resets).toBe(2)
  })

  it('reads no data: URL as a page', async () => {
    const { source, calls } = client(() =>
      page([{ ListingKey: 'a' }], `data:application/json,${encodeURIComponent('{"value":[{"ListingKey":"x"}]}')}`),
    )
    await expect(readAll(source)).rejects.toThrow(/a data: URL/)
    expect(calls.every((call) => call.url.startsWith('https://'))).toBe(true)
  })

  it('fails the run on a redirect to another origin instead of reading its empty answer', async () => {
    const { source, calls } = client((url) =>
      url.hostname === 'api.mls.example'
        ? new Response(null, { status: 302, headers: { location: 'https://elsewhere.example/empty' } })
        : page([]),
    )
    await expect(readAll(source)).rejects.toThrow(/redirect .* leads to https:\/\/elsewhere\.example/)
    expect(calls.filter((call) => call.url.includes('elsewhere.example'))).toEqual([])
  })

  it('follows a redirect on its own origin, with the token', async () => {
    const { source, calls } = client((url) =>
      url.pathname === '/odata/Property'
        ? new Response(null, { status: 307, headers: { location: '/odata/v2/Property' } })
        : page([{ ListingKey: 'a' }]),
    )
    expect(await readAll(source)).toEqual([{ ListingKey: 'a' }])
    expect(calls.at(-1)).toEqual({
      url: 'https://api.mls.example/odata/v2/Property',
      authorization: 'Bearer mls-secret-token',
    })
  })

  it('refuses a next link it has already read (a server paging in a circle)', async () => {
    const { source } = client((url) => page([{ ListingKey: url.search }], `${BASE}/Property?$skip=1`))
    await expect(readAll(source)).rejects.toThrow(/names a next page already read/)
  })

  it('stops a server that pages without end after maxPages', async () => {
    let n = 0
    const { source, calls } = client(() => page([{ ListingKey: String(n) }], `${BASE}/Property?$skip=${++n}`), {
      maxPages: 25,
    })
    await expect(readAll(source)).rejects.toThrow(/still had a next page after 25 pages/)
    expect(calls.length).toBe(26)
  })

  it('gives up on a server that does not answer in time, or trickles its answer', async () => {
    const silent = client(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
      { requestTimeoutMs: 200 },
    )
    await expect(readAll(silent.source)).rejects.toThrow(/did not answer within 0.2 s/)

    const trickle = client(
      (_url, init) =>
        new Response(
          new ReadableStream({
            async pull(controller) {
              await new Promise((resolve) => setTimeout(resolve, 100))
              if (init.signal?.aborted) controller.error(init.signal.reason)
              else controller.enqueue(new TextEncoder().encode(' '))
            },
          }),
          { headers: { 'content-type': 'application/json' } },
        ),
      { requestTimeoutMs: 300 },
    )
    await expect(readAll(trickle.source)).rejects.toThrow(/did not finish its answer within 0.3 s/)
  })

  it('refuses an answer over maxResponseBytes, declared or streamed', async () => {
    const big = JSON.stringify({ value: [{ PublicRemarks: 'x'.repeat(5000) }] })
    const declared = client(() => new Response(big, { headers: { 'content-length': String(big.length) } }), {
      maxResponseBytes: 1000,
    })
    await expect(readAll(declared.source)).rejects.toThrow(/over the limit of 1000/)
    const streamed = client(
      () =>
        new Response(
          new ReadableStream({
            start(controller) {
              for (let i = 0; i < 10; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(500)))
              controller.close()
            },
          }),
        ),
      { maxResponseBytes: 1000 },
    )
    const error = await readAll(streamed.source).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ResoWebApiError)
    expect((error as Error).message).toMatch(/over the limit of 1000 bytes/)
  })
})
