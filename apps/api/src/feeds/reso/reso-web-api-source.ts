import type { ResoRecord } from '@idx/domain'
import type { HighWaterMark, ResoRelatedRecords, ResoSource } from './reso-source.js'

export interface ResoWebApiOptions {
  /** The server's base URL, e.g. 'https://api.mls.example/reso/odata' (Property is `${baseUrl}/Property`). */
  baseUrl: string
  /** OAuth2 token endpoint (client credentials grant). */
  tokenUrl: string
  clientId: string
  clientSecret: string
  /** Requests a second at most (token requests included); MLS replication APIs allow a few. Default 2. */
  requestsPerSecond?: number
  /** Records a page (`$top`). Default 500. */
  pageSize?: number
  /** How many times one request is retried after a 429 or 503 before the run fails. Default 8. */
  maxRetries?: number
  /**
   * The first wait before retrying a 429 or 503 that names no Retry-After, in milliseconds; each
   * further retry of the request doubles it (at most maxRetryAfterSeconds). Default 1000.
   */
  retryBaseMs?: number
  /** Longest wait a Retry-After may ask for, in seconds; longer fails the run. Default 120. */
  maxRetryAfterSeconds?: number
  /**
   * Longest one request may take, its body included, in milliseconds: a hung MLS fails the run
   * with a message naming its host. Default 60,000.
   */
  requestTimeoutMs?: number
  /** Most pages one resource may take in a run (a server paging without end fails the run). Default 10,000. */
  maxPages?: number
  /** Largest body one answer may have, in bytes. Default 64 MiB. */
  maxResponseBytes?: number
  /** Injected for tests; default the global fetch. */
  fetch?: typeof fetch
}

const DEFAULTS = {
  requestsPerSecond: 2,
  pageSize: 500,
  maxRetries: 8,
  maxRetryAfterSeconds: 120,
  retryBaseMs: 1000,
  requestTimeoutMs: 60_000,
  maxPages: 10_000,
  maxResponseBytes: 64 * 1024 * 1024,
}

/** Same-origin redirects a request follows (each carries the MLS token, so none leaves the origin). */
const MAX_REDIRECTS = 5

/**
 * A RESO Web API server (OData): an OAuth2 client-credentials token, Property records by
 * `$filter=ModificationTimestamp ge <mark>` and `$orderby=ModificationTimestamp,ListingKey` with
 * Media and OpenHouse expanded, `$top` records a page, following `@odata.nextLink`. Requests are
 * spaced to `requestsPerSecond`; a 429 or 503 (an MLS busy or briefly down for maintenance) waits
 * as its Retry-After says, or without one a growing backoff, then retries.
 *
 * The MLS's bearer token goes to the base URL's origin only: a next link or a redirect to another
 * origin (or a `data:` URL) fails the run instead of being followed. A run also fails, rather than
 * hanging or filling memory, on a request slower than `requestTimeoutMs`, an answer over
 * `maxResponseBytes`, a next link it has already read, and more than `maxPages` pages.
 *
 * @example
 * const source = resoWebApiSource({ baseUrl, tokenUrl, clientId, clientSecret, requestsPerSecond: 2 })
 */
export function resoWebApiSource(options: ResoWebApiOptions): ResoSource {
  const client = new ResoWebApiClient(options)
  const base = options.baseUrl.replace(/\/+$/, '')
  const top = options.pageSize ?? DEFAULTS.pageSize
  const sinceFilter = (since: HighWaterMark | null): Record<string, string> =>
    since === null ? {} : { $filter: `ModificationTimestamp ge ${since.modifiedAt.toISOString()}` }
  return {
    kind: 'web-api',
    async related(since, signal) {
      const query = { ...sinceFilter(since), $top: String(top) }
      const members: ResoRecord[] = []
      const offices: ResoRecord[] = []
      for await (const page of client.pages(`${base}/Office`, query, signal)) offices.push(...page)
      for await (const page of client.pages(`${base}/Member`, query, signal)) members.push(...page)
      // Media and open houses come expanded on each Property.
      return { members, offices, openHouses: new Map(), media: new Map() } satisfies ResoRelatedRecords
    },
    properties(since, signal) {
      return client.pages(
        `${base}/Property`,
        {
          ...sinceFilter(since),
          $orderby: 'ModificationTimestamp,ListingKey',
          $top: String(top),
          $expand: 'Media,OpenHouse',
        },
        signal,
      )
    },
  }
}

/** Thrown when the server answers with an error the import cannot work around. */
export class ResoWebApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message)
    this.name = 'ResoWebApiError'
  }
}

class ResoWebApiClient {
  private token: { value: string; expiresAt: number } | null = null
  private nextRequestAt = 0
  private readonly fetch: typeof fetch
  private readonly interval: number

  constructor(private readonly options: ResoWebApiOptions) {
    this.fetch = options.fetch ?? globalThis.fetch
    const rate = options.requestsPerSecond ?? DEFAULTS.requestsPerSecond
    if (!(rate > 0)) throw new RangeError(`requestsPerSecond must be above 0, got ${rate}`)
    this.interval = 1000 / rate
  }

  async *pages(url: string, query: Record<string, string>, signal?: AbortSignal): AsyncGenerator<ResoRecord[]> {
    const origin = new URL(this.options.baseUrl).origin
    const maxPages = this.options.maxPages ?? DEFAULTS.maxPages
    const seen = new Set<string>()
    let next: string | null = `${url}?${new URLSearchParams(query).toString()}`
    while (next !== null) {
      signal?.throwIfAborted()
      if (seen.size >= maxPages) {
        throw new ResoWebApiError(`${url} still had a next page after ${maxPages} pages: stopping the run`, null)
      }
      seen.add(next)
      const page = (await this.getJson(next, signal)) as { value?: unknown; '@odata.nextLink'?: unknown }
      if (!Array.isArray(page?.value)) throw new ResoWebApiError(`${next} answered without a "value" array`, null)
      yield page.value.filter((record): record is ResoRecord => typeof record === 'object' && record !== null)
      const link = page['@odata.nextLink']
      if (typeof link !== 'string' || link === '') break
      const target = sameOriginUrl(link, next, origin, '@odata.nextLink')
      if (seen.has(target)) throw new ResoWebApiError(`${next} names a next page already read (${target})`, null)
      next = target
    }
  }

  private async getJson(url: string, signal?: AbortSignal): Promise<unknown> {
    const maxRetries = this.options.maxRetries ?? DEFAULTS.maxRetries
    let renewedToken = false
    for (let attempt = 0; ; attempt++) {
      const token = await this.accessToken(signal)
      const response = await this.request(
        url,
        { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } },
        signal,
      )
      if (response.status === 401 && !renewedToken) {
        // The token ran out early (or was revoked): one fresh token, then the request again.
        renewedToken = true
        this.token = null
        continue
      }
      if (isBusy(response.status) && attempt < maxRetries) {
        await this.waitRetryAfter(response, attempt, signal)
        continue
      }
      if (!response.ok) {
        throw new ResoWebApiError(
          `the MLS at ${hostOf(url)} answered ${response.status} to GET ${url}: ${await bodySnippet(response)}`,
          response.status,
        )
      }
      return response.json()
    }
  }

  private async accessToken(signal?: AbortSignal): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now() + 30_000) return this.token.value
    const { tokenUrl, clientId, clientSecret } = this.options
    const maxRetries = this.options.maxRetries ?? DEFAULTS.maxRetries
    for (let attempt = 0; ; attempt++) {
      const response = await this.request(
        tokenUrl,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({
            grant_type: 'client_credentials',
            client_id: clientId,
            client_secret: clientSecret,
          }).toString(),
        },
        signal,
      )
      if (isBusy(response.status) && attempt < maxRetries) {
        await this.waitRetryAfter(response, attempt, signal)
        continue
      }
      if (!response.ok) throw new ResoWebApiError(await tokenRefusal(tokenUrl, response), response.status)
      const body = (await response.json().catch(() => null)) as { access_token?: unknown; expires_in?: unknown } | null
      if (typeof body?.access_token !== 'string')
        throw new ResoWebApiError(`the token endpoint ${tokenUrl} answered without an access_token`, null)
      const seconds = typeof body.expires_in === 'number' ? body.expires_in : 3600
      this.token = { value: body.access_token, expiresAt: Date.now() + seconds * 1000 }
      return this.token.value
    }
  }

  // Every request waits its turn, so the run never exceeds the configured rate. Redirects are
  // followed here, not by fetch: one to another origin would carry the token away.
  private async request(url: string, init: RequestInit, signal?: AbortSignal): Promise<Response> {
    const origin = new URL(url).origin
    let target = url
    for (let redirects = 0; ; redirects++) {
      const response = await this.requestOnce(target, init, signal)
      const location = response.headers.get('location')
      const isGet = (init.method ?? 'GET') === 'GET'
      if (response.status < 300 || response.status >= 400 || location === null || !isGet) return response
      await response.body?.cancel()
      if (redirects >= MAX_REDIRECTS)
        throw new ResoWebApiError(`${url} redirected more than ${MAX_REDIRECTS} times`, null)
      target = sameOriginUrl(location, target, origin, `the redirect of ${target}`)
    }
  }

  private async requestOnce(url: string, init: RequestInit, signal?: AbortSignal): Promise<Response> {
    const wait = this.nextRequestAt - Date.now()
    this.nextRequestAt = Math.max(Date.now(), this.nextRequestAt) + this.interval
    if (wait > 0) await sleep(wait, signal)
    const timeoutMs = this.options.requestTimeoutMs ?? DEFAULTS.requestTimeoutMs
    const timeout = AbortSignal.timeout(timeoutMs)
    const both = signal ? AbortSignal.any([signal, timeout]) : timeout
    let response: Response
    for (let attempt = 1; ; attempt++) {
      try {
        response = await this.fetch(url, { ...init, signal: both, redirect: 'manual' })
        break
      } catch (error) {
        if (signal?.aborted) throw error
        if (timeout.aborted)
          throw new ResoWebApiError(
            `the MLS at ${hostOf(url)} did not answer within ${timeoutMs / 1000} s (${url}): the run stops`,
            null,
          )
        // A kept-alive connection the server closed just as it was reused fails before the
        // request reached the server: asking once more on a fresh connection is safe.
        if (attempt === 1 && isClosedConnection(error)) continue
        throw new ResoWebApiError(`cannot reach the MLS at ${hostOf(url)} (${url}): ${(error as Error).message}`, null)
      }
    }
    // The body is read here, under the same time limit and a size limit, so a server that sends
    // a byte every few seconds, or gigabytes, fails the run instead of holding it.
    const body = await readLimited(response, this.options.maxResponseBytes ?? DEFAULTS.maxResponseBytes).catch(
      (error: unknown) => {
        if (signal?.aborted) throw error
        if (timeout.aborted)
          throw new ResoWebApiError(
            `the MLS at ${hostOf(url)} did not finish its answer within ${timeoutMs / 1000} s (${url}): the run stops`,
            null,
          )
        if (error instanceof ResoWebApiError) throw new ResoWebApiError(`${url}: ${error.message}`, null)
        throw new ResoWebApiError(`cannot read the answer of ${url}: ${(error as Error).message}`, null)
      },
    )
    return new Response(body.byteLength === 0 ? null : body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    })
  }

  // A Retry-After is obeyed (up to the limit); without one, the wait doubles with each retry of
  // the same request, so a server down for a minute's maintenance is not asked eight times a second.
  private async waitRetryAfter(response: Response, attempt: number, signal?: AbortSignal): Promise<void> {
    await response.body?.cancel()
    const header = response.headers.get('retry-after')
    const limit = this.options.maxRetryAfterSeconds ?? DEFAULTS.maxRetryAfterSeconds
    const base = this.options.retryBaseMs ?? DEFAULTS.retryBaseMs
    const seconds =
      header === null || header.trim() === ''
        ? Math.min(limit, (base * 2 ** attempt) / 1000)
        : retryAfterSeconds(header)
    if (seconds > limit) {
      throw new ResoWebApiError(
        `the server asks to wait ${seconds} s (Retry-After, answering ${response.status}), more than ${limit} s`,
        response.status,
      )
    }
    await sleep(seconds * 1000, signal)
  }
}

/**
 * `link` read against `base`, if it stays on `origin` over http(s); else the run fails: the
 * request would carry the MLS's token to another host, or read a `data:` URL as a page.
 */
function sameOriginUrl(link: string, base: string, origin: string, what: string): string {
  let url: URL
  try {
    url = new URL(link, base)
  } catch {
    throw new ResoWebApiError(`${what} is no URL: ${link.slice(0, 200)}`, null)
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== origin) {
    throw new ResoWebApiError(
      `${what} leads to ${url.protocol === 'data:' ? 'a data: URL' : url.origin}, not the feed's ${origin}: not followed (the request would carry the MLS token)`,
      null,
    )
  }
  return url.toString()
}

/** A response's body, at most `limit` bytes (more fails with ResoWebApiError). */
async function readLimited(response: Response, limit: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > limit) {
    await response.body?.cancel()
    throw new ResoWebApiError(`the answer is ${declared} bytes, over the limit of ${limit}`, null)
  }
  if (!response.body) return new Uint8Array()
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength
    if (size > limit) {
      await response.body.cancel().catch(() => undefined)
      throw new ResoWebApiError(`the answer is over the limit of ${limit} bytes`, null)
    }
    chunks.push(chunk)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}

/** Seconds a Retry-After header asks for: a number of seconds or an HTTP date; 1 when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number {
  if (header === null || header.trim() === '') return 1
  const seconds = Number(header)
  if (Number.isFinite(seconds)) return Math.max(0, seconds)
  const at = Date.parse(header)
  return Number.isNaN(at) ? 1 : Math.max(0, (at - now) / 1000)
}

/** 429 Too Many Requests and 503 Service Unavailable: the server asks the client to come back later. */
function isBusy(status: number): boolean {
  return status === 429 || status === 503
}

function hostOf(url: string): string {
  return URL.canParse(url) ? new URL(url).host : url
}

/**
 * The token endpoint's refusal in words: 400/401 with an OAuth error (`invalid_client`) is the
 * client credentials refused, anything else the endpoint failing.
 */
async function tokenRefusal(tokenUrl: string, response: Response): Promise<string> {
  const text = await response.text().catch(() => '')
  let error: string | null = null
  try {
    const body = JSON.parse(text) as { error?: unknown }
    if (typeof body.error === 'string') error = body.error.slice(0, 100)
  } catch {
    // not JSON: the status says it
  }
  const code = `${response.status}${error ? ` ${error}` : ''}`
  if (
    response.status === 401 ||
    response.status === 403 ||
    error === 'invalid_client' ||
    error === 'unauthorized_client'
  )
    return `the token endpoint ${tokenUrl} refused the client credentials (${code}): check the client id and secret`
  return `the token endpoint ${tokenUrl} failed (${code}${error ? '' : `: ${text.slice(0, 200)}`})`
}

async function bodySnippet(response: Response): Promise<string> {
  const text = await response.text().catch(() => '')
  return text.slice(0, 200)
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal!.reason)
    }
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

/** Node's fetch failing on a socket the other side closed (a reused keep-alive connection). */
function isClosedConnection(error: unknown): boolean {
  const code = ((error as { cause?: { code?: unknown } } | null)?.cause as { code?: unknown } | undefined)?.code
  return code === 'ECONNRESET' || code === 'EPIPE' || code === 'UND_ERR_SOCKET'
}
