import { STATUS_CODES } from 'node:http'

/**
 * Where a JSON:API error points: a JSON Pointer into the request body, a query parameter, or a
 * header. A bare string passed where a source is expected is a body pointer.
 */
export type ErrorSource = { pointer: string } | { parameter: string } | { header: string }

/** One member of a JSON:API error document's `errors`. */
export interface JsonApiErrorObject {
  status: string
  title: string
  detail: string
  source?: ErrorSource
}

/** A JSON:API 1.1 error document. */
export interface JsonApiErrorDocument {
  errors: JsonApiErrorObject[]
}

function toSource(source: string | ErrorSource | undefined): ErrorSource | undefined {
  return typeof source === 'string' ? { pointer: source } : source
}

/** One JSON:API error object; `title` is the HTTP reason phrase. */
export function jsonApiErrorObject(status: number, detail: string, source?: string | ErrorSource): JsonApiErrorObject {
  const where = toSource(source)
  return {
    status: String(status),
    title: STATUS_CODES[status] ?? 'Error',
    detail,
    ...(where === undefined ? {} : { source: where }),
  }
}

/**
 * A JSON:API 1.1 error document with one error.
 *
 * @example
 * jsonApiError(400, 'min must not be greater than max', '/filter/price_in_dollars/min')
 * // { errors: [{ status: '400', title: 'Bad Request', detail: '…', source: { pointer: '/filter/price_in_dollars/min' } }] }
 */
export function jsonApiError(status: number, detail: string, source?: string | ErrorSource): JsonApiErrorDocument {
  return { errors: [jsonApiErrorObject(status, detail, source)] }
}

/**
 * The one error type routes throw for expected failures; app.ts's error handler turns it into a
 * JSON:API error document. A 5xx ApiError's detail is logged, never sent.
 *
 * @example
 * throw new ApiError(400, 'Unknown market 99 for this site', { parameter: 'market_id' })
 * throw new ApiError(400, 'min must not be greater than max', '/filter/price_in_dollars/min')
 * throw new ApiError(404, 'No market 7')
 */
export class ApiError extends Error {
  readonly status: number
  readonly detail: string
  readonly source: ErrorSource | undefined
  /** Further problems reported in the same document (e.g. every invalid filter member). */
  readonly more: readonly { detail: string; source?: string | ErrorSource }[]

  constructor(
    status: number,
    detail: string,
    source?: string | ErrorSource,
    more: readonly { detail: string; source?: string | ErrorSource }[] = [],
  ) {
    super(detail)
    this.name = 'ApiError'
    this.status = status
    this.detail = detail
    this.source = toSource(source)
    this.more = more
  }

  /** The error document this error answers with. */
  toDocument(): JsonApiErrorDocument {
    return {
      errors: [
        jsonApiErrorObject(this.status, this.detail, this.source),
        ...this.more.map((m) => jsonApiErrorObject(this.status, m.detail, m.source)),
      ],
    }
  }

  /**
   * A 400 listing several body problems at once, e.g. from `validateSearchQuery`.
   *
   * @example
   * const errors = validateSearchQuery(body)
   * if (errors.length) throw ApiError.badRequest(errors)
   */
  static badRequest(problems: readonly { pointer: string; detail: string }[]): ApiError {
    return ApiError.ofProblems(400, problems)
  }

  /**
   * A 422 listing several field problems at once: a well-formed body whose values the form's rules
   * refuse (a phone number that is not one), each at its member.
   *
   * @example
   * throw ApiError.unprocessable([{ pointer: '/form/phone_number', detail: 'Enter a valid phone number' }])
   */
  static unprocessable(problems: readonly { pointer: string; detail: string }[]): ApiError {
    return ApiError.ofProblems(422, problems)
  }

  private static ofProblems(status: number, problems: readonly { pointer: string; detail: string }[]): ApiError {
    const [first, ...rest] = problems
    if (!first) throw new Error('an ApiError of problems needs at least one problem')
    return new ApiError(
      status,
      first.detail,
      first.pointer,
      rest.map((p) => ({ detail: p.detail, source: p.pointer })),
    )
  }
}

/**
 * A 401: the request lacks the credentials the route needs (a valid site token, or a signed-in
 * user's access token). The error handler adds `WWW-Authenticate: Bearer`.
 *
 * @example
 * throw new AuthenticationError('Sign in to do this: a user access token is required as the Bearer token.')
 */
export class AuthenticationError extends ApiError {
  constructor(detail: string) {
    super(401, detail)
    this.name = 'AuthenticationError'
  }
}

/**
 * A 403: the caller is known but may not do this (e.g. a session without the admin scope).
 *
 * @example
 * throw new PermissionError('This needs an administrator session (the admin scope).')
 */
export class PermissionError extends ApiError {
  constructor(detail: string) {
    super(403, detail)
    this.name = 'PermissionError'
  }
}
