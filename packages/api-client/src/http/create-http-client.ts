import { apiFailure, type ApiError, type ApiResult } from './api-result.js'
import type { AccessToken, TokenGetter } from './create-token-getter.js'
import { encodeQuery, type QueryParams } from './encode-query.js'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>

export interface HttpClientOptions {
  /** The API host, e.g. `https://api.example.com` (a trailing slash is fine; `''` means same origin). */
  readonly baseUrl: string
  /** Read before every request; see `createTokenGetter`. */
  readonly getToken: TokenGetter
  /** Defaults to the global `fetch`, looked up per request. Inject a fake in tests. */
  readonly fetch?: FetchFunction
}

export interface RequestOptions {
  /** Default `GET`. */
  readonly method?: HttpMethod
  /**
   * `listings/search` -> `/api/v3/listings/search`; `/oauth/...` and `/api/...` (the tracking
   * service, `/api/v3/...`) are used as given.
   */
  readonly path: string
  readonly query?: QueryParams
  /** Sent as JSON. Not allowed with GET. */
  readonly body?: unknown
  /** Aborting resolves the request with `status: 'ABORTED'`. */
  readonly signal?: AbortSignal
  /**
   * Overrides `getToken` for this request: a token to send instead (e.g. the site token for
   * register and login calls), or null to send no Authorization header.
   */
  readonly token?: string | null
  /**
   * Extra request headers, e.g. `X-Listing-Unlock`. They cannot replace `Accept`, `Authorization`
   * or `Content-Type`, which the client owns.
   */
  readonly headers?: Readonly<Record<string, string>>
}

export type RequestShortcutOptions = Pick<RequestOptions, 'query' | 'signal' | 'token' | 'headers'>

export interface HttpClient {
  /** Sends one request; resolves with a result value and never rejects for HTTP or network failures. */
  request<T = unknown>(options: RequestOptions): Promise<ApiResult<T>>
  get<T = unknown>(path: string, options?: RequestShortcutOptions): Promise<ApiResult<T>>
  post<T = unknown>(path: string, body?: unknown, options?: RequestShortcutOptions): Promise<ApiResult<T>>
  put<T = unknown>(path: string, body?: unknown, options?: RequestShortcutOptions): Promise<ApiResult<T>>
  patch<T = unknown>(path: string, body?: unknown, options?: RequestShortcutOptions): Promise<ApiResult<T>>
  delete<T = unknown>(path: string, body?: unknown, options?: RequestShortcutOptions): Promise<ApiResult<T>>
  /** The absolute URL a request to `path` would use, e.g. for the OAuth popup. */
  url(path: string, query?: QueryParams): string
}

export const API_PREFIX = '/api/v3'
export const ACCEPT_HEADER = 'application/vnd.api+json, application/json'

/**
 * Creates the API client: bearer auth from `getToken`, JSON in and out, paths under `/api/v3`
 * (except `/oauth/...`), nested JSON:API query strings, and typed results instead of throws.
 *
 * It only rejects for programmer mistakes (an absolute URL as path, a GET with a body) or
 * when `getToken` itself throws.
 *
 * @example
 * const client = createHttpClient({ baseUrl: 'https://api.example.com', getToken })
 * const result = await client.get('listings', { query: { filter: { id: { value: ['a', 'b'] } } } })
 * if (result.ok) normalizeDocument(result.data as JsonApiDocument)
 * else if (result.status === 'ABORTED') return
 * else showError(errorMessage(result.error))
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  if (typeof options.baseUrl !== 'string') {
    throw new TypeError("createHttpClient needs baseUrl: the API host as a string, e.g. 'https://api.example.com'.")
  }
  if (typeof options.getToken !== 'function') {
    throw new TypeError(
      'createHttpClient needs getToken: a function returning the access token (see createTokenGetter).',
    )
  }
  const baseUrl = options.baseUrl.replace(/\/+$/, '')
  const fetchFn: FetchFunction = options.fetch ?? ((input, init) => globalThis.fetch(input, init))

  function url(path: string, query?: QueryParams): string {
    if (/^[a-z][a-z\d+.-]*:/i.test(path) || path.startsWith('//')) {
      throw new TypeError(
        `HttpClient paths are relative to the API host; got '${path}'. Call fetch directly for other hosts so the bearer token is not sent there.`,
      )
    }
    const queryString = query ? encodeQuery(query) : ''
    const joined = baseUrl + apiPath(path)
    if (queryString === '') return joined
    return joined + (joined.includes('?') ? '&' : '?') + queryString
  }

  async function request<T>(requestOptions: RequestOptions): Promise<ApiResult<T>> {
    const { method = 'GET', path, query, body, signal } = requestOptions
    if (body !== undefined && method === 'GET') {
      throw new TypeError(`A GET request cannot carry a body (path '${path}'); pass the values as query instead.`)
    }
    const target = url(path, query)
    // A token the getter has at hand is used without awaiting it: the request then leaves in the
    // same task as its cause (a click's search goes out before the page renders the click).
    const got = requestOptions.token !== undefined ? requestOptions.token : options.getToken()
    const token: AccessToken = got instanceof Promise ? await got : got

    const headers: Record<string, string> = { ...extraHeaders(requestOptions.headers), Accept: ACCEPT_HEADER }
    if (typeof token === 'string' && token !== '') headers['Authorization'] = `Bearer ${token}`
    const init: RequestInit = { method, headers }
    if (body !== undefined) {
      headers['Content-Type'] = 'application/json'
      init.body = JSON.stringify(body)
    }
    if (signal) init.signal = signal

    let response: Response
    let text: string
    try {
      response = await fetchFn(target, init)
      text = await response.text()
    } catch (cause) {
      return apiFailure(failureFromThrown(cause, signal))
    }

    const parsed = parseJson(text)
    if (response.ok) {
      if (parsed.ok) return { ok: true, status: response.status, data: parsed.value as T }
      return apiFailure({ status: 'PARSING_ERROR', originalStatus: response.status, data: text, error: parsed.error })
    }
    return apiFailure({ status: response.status, data: parsed.ok ? parsed.value : text })
  }

  const withBody =
    (method: HttpMethod) =>
    <T = unknown>(path: string, body?: unknown, shortcut: RequestShortcutOptions = {}) =>
      request<T>({ ...shortcut, method, path, body })

  return {
    request,
    get: (path, shortcut = {}) => request({ ...shortcut, method: 'GET', path }),
    post: withBody('POST'),
    put: withBody('PUT'),
    patch: withBody('PATCH'),
    delete: withBody('DELETE'),
    url,
  }
}

/** `/oauth/...` and `/api/...` (the tracking service beside `/api/v3`) are kept; everything else goes under `/api/v3`. */
function apiPath(path: string): string {
  const absolute = '/' + path.replace(/^\/+/, '')
  if (/^\/oauth(?:[/?.]|$)/.test(absolute) || absolute.startsWith('/api/')) return absolute
  return API_PREFIX + absolute
}

/** The caller's extra headers without the ones the client owns (in any letter case). */
function extraHeaders(headers: Readonly<Record<string, string>> | undefined): Record<string, string> {
  if (!headers) return {}
  const owned = new Set(['accept', 'authorization', 'content-type'])
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !owned.has(name.toLowerCase())))
}

function failureFromThrown(cause: unknown, signal: AbortSignal | undefined): ApiError {
  const message = cause instanceof Error ? cause.message : String(cause)
  // A signal aborted with a custom reason rejects with that reason, not an AbortError: ask the signal.
  if (signal?.aborted) return { status: 'ABORTED', error: message || 'The request was aborted.' }
  return { status: 'FETCH_ERROR', error: message || 'The request failed before the server answered.' }
}

type Parsed = { ok: true; value: unknown } | { ok: false; error: string }

/** An empty body is null; anything else must be JSON. */
function parseJson(text: string): Parsed {
  if (text.trim() === '') return { ok: true, value: null }
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch (cause) {
    return { ok: false, error: cause instanceof Error ? cause.message : String(cause) }
  }
}
