/**
 * The server answered with a non-2xx status. `data` is the parsed JSON body when it was
 * JSON, else the body text, or null when the body was empty.
 */
export interface ApiHttpError {
  readonly status: number
  readonly data: unknown
}

/** The request never got an answer (offline, DNS, CORS, connection reset). */
export interface ApiFetchError {
  readonly status: 'FETCH_ERROR'
  readonly error: string
}

/** A 2xx answer whose body was not JSON. */
export interface ApiParsingError {
  readonly status: 'PARSING_ERROR'
  readonly originalStatus: number
  readonly data: string
  readonly error: string
}

/** The caller's AbortSignal fired: the result is no longer wanted (e.g. a superseded search). */
export interface ApiAbortedError {
  readonly status: 'ABORTED'
  readonly error: string
}

/**
 * Every way a request can fail, discriminated on `status` (a number for HTTP errors, a
 * string otherwise). Plain serialisable objects, so they can live in a store.
 */
export type ApiError = ApiHttpError | ApiFetchError | ApiParsingError | ApiAbortedError

export interface ApiSuccess<T> {
  readonly ok: true
  readonly status: number
  readonly data: T
}

export interface ApiFailure {
  readonly ok: false
  readonly status: ApiError['status']
  readonly error: ApiError
}

/** What every request resolves with; HTTP and network failures are values, never thrown. */
export type ApiResult<T> = ApiSuccess<T> | ApiFailure

/** True for an error the server answered with (as opposed to network, parsing or abort). */
export function isHttpError(error: ApiError): error is ApiHttpError {
  return typeof error.status === 'number'
}

export function apiFailure(error: ApiError): ApiFailure {
  return { ok: false, status: error.status, error }
}
