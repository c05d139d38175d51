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
  /** How many times one request is retried after a 429 before the run fails. Default 8. */
  maxRetries?: number
  /** Longest wait a Retry-After may ask for, in seconds; longer fails the run. Default 120. */
  maxRetryAfterSeconds?: number
  /** Injected for tests; default the global fetch. */
  fetch?: typeof fetch
}

const DEFAULTS = { requestsPerSecond: 2, pageSize: 500, maxRetries: 8, maxRetryAfterSeconds: 120 }

/**
 * A RESO Web API server (OData): an OAuth2 client-credentials token, Property records by
 * `$filter=ModificationTimestamp ge <mark>` and `$orderby=ModificationTimestamp,ListingKey` with
 * Media and OpenHouse expanded, `$top` records a page, following `@odata.nextLink`. Requests are
 * spaced to `requestsPerSecond`; a 429 waits as its Retry-After says, then retries.
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
    let next: string | null = `${url}?${new URLSearchParams(query).toString()}`
    while (next !== null) {
      signal?.throwIfAborted()
      const page = (await this.getJson(next, signal)) as { value?: unknown; '@odata.nextLink'?: unknown }
      if (!Array.isArray(page?.value)) throw new ResoWebApiError(`${next} answered without a "value" array`, null)
      yield page.value.filter((record): record is ResoRecord => typeof record === 'object' && record !== null)
      const link = page['@odata.nextLink']
      next = typeof link === 'string' && link !== '' ? new URL(link, next).toString() : null
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
      if (response.status === 429 && attempt < maxRetries) {
        await this.waitRetryAfter(response, signal)
        continue
      }
      if (!response.ok) {
        throw new ResoWebApiError(
          `GET ${url} answered ${response.status} ${await bodySnippet(response)}`,
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
      if (response.status === 429 && attempt < maxRetries) {
        await this.waitRetryAfter(response, signal)
        continue
      }
      if (!response.ok) {
        throw new ResoWebApiError(
          `the token endpoint ${tokenUrl} refused the client credentials: ${response.status} ${await bodySnippet(response)}`,
          response.status,
        )
      }
      const body = (await response.json()) as { access_token?: unknown; expires_in?: unknown }
      if (typeof body.access_token !== 'string')
        throw new ResoWebApiError(`${tokenUrl} answered without an access_token`, null)
      const seconds = typeof body.expires_in === 'number' ? body.expires_in : 3600
      this.token = { value: body.access_token, expiresAt: Date.now() + seconds * 1000 }
      return this.token.value
    }
  }

  // Every request waits its turn, so the run never exceeds the configured rate.
  private async request(url: string, init: RequestInit, signal?: AbortSignal): Promise<Response> {
    const wait = this.nextRequestAt - Date.now()
    this.nextRequestAt = Math.max(Date.now(), this.nextRequestAt) + this.interval
    if (wait > 0) await sleep(wait, signal)
    try {
      return await this.fetch(url, { ...init, signal })
    } catch (error) {
      if (signal?.aborted) throw error
      throw new ResoWebApiError(`cannot reach ${url}: ${(error as Error).message}`, null)
    }
  }

  private async waitRetryAfter(response: Response, signal?: AbortSignal): Promise<void> {
    await response.body?.cancel()
    const seconds = retryAfterSeconds(response.headers.get('retry-after'))
    const limit = this.options.maxRetryAfterSeconds ?? DEFAULTS.maxRetryAfterSeconds
    if (seconds > limit) {
      throw new ResoWebApiError(`the server asks to wait ${seconds} s (Retry-After), more than ${limit} s`, 429)
    }
    await sleep(seconds * 1000, signal)
  }
}

/** Seconds a Retry-After header asks for: a number of seconds or an HTTP date; 1 when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number {
  if (header === null || header.trim() === '') return 1
  const seconds = Number(header)
  if (Number.isFinite(seconds)) return Math.max(0, seconds)
  const at = Date.parse(header)
  return Number.isNaN(at) ? 1 : Math.max(0, (at - now) / 1000)
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
