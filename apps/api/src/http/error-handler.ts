import { STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify'
import {
  ApiError,
  jsonApiError,
  jsonApiErrorObject,
  type JsonApiErrorDocument,
  type JsonApiErrorObject,
} from './errors.js'

// The one place that turns errors into HTTP responses. Routes throw `ApiError` for expected
// failures; Fastify's own errors (validation, body parsing, routing) are mapped here; anything
// else is a 500 whose detail is logged and never sent.

export const JSON_API_MEDIA_TYPE = 'application/vnd.api+json'
const HIDDEN_5XX_DETAIL = 'The server could not complete this request.'

/** One ajv error as Fastify reports it on `error.validation`. */
interface ValidationIssue {
  keyword: string
  instancePath: string
  params: Record<string, unknown>
  message?: string
}

type ValidationContext = 'body' | 'querystring' | 'params' | 'headers'

interface AnsweredError {
  status: number
  document: JsonApiErrorDocument
  /** Response headers the answer needs (Retry-After while the database cannot be reached). */
  headers?: Record<string, string>
}

function unescapeToken(token: string): string {
  return token.replace(/~1/g, '/').replace(/~0/g, '~')
}

function escapeToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1')
}

/** The member an issue is about, as a JSON Pointer from the validated part's root. */
function issuePointer(issue: ValidationIssue): string {
  const { keyword, instancePath, params } = issue
  if (keyword === 'required') return `${instancePath}/${escapeToken(String(params.missingProperty))}`
  if (keyword === 'additionalProperties') return `${instancePath}/${escapeToken(String(params.additionalProperty))}`
  if (keyword === 'propertyNames') return `${instancePath}/${escapeToken(String(params.propertyName))}`
  return instancePath
}

function issueDetail(issue: ValidationIssue, name: string, unknownWhat: string): string {
  const { keyword, params } = issue
  switch (keyword) {
    case 'required':
      return `'${name}' is required`
    case 'additionalProperties':
    case 'propertyNames':
      return `Unknown ${unknownWhat} '${name}'`
    case 'enum':
      return `'${name}' must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}`
    case 'const':
      return `'${name}' must be ${JSON.stringify(params.allowedValue)}`
    case 'type':
      return `'${name}' must be ${String(params.type).split(',').join(' or ')}`
    default:
      return `'${name}' ${issue.message ?? 'is invalid'}`
  }
}

/**
 * JSON:API errors for a schema-validation failure: body members get `source.pointer`
 * ('/filter/price_in_dollars/min'), query parameters `source.parameter` ('page[size]'),
 * headers `source.header`. Path parameters have no JSON:API source member; the detail names them.
 */
export function validationErrors(issues: readonly ValidationIssue[], context: ValidationContext): JsonApiErrorObject[] {
  return issues.map((issue) => {
    const pointer = issuePointer(issue)
    const tokens = pointer.split('/').slice(1).map(unescapeToken)
    const last = tokens[tokens.length - 1] ?? ''
    switch (context) {
      case 'body':
        return jsonApiErrorObject(400, issueDetail(issue, last || 'body', 'member'), { pointer: pointer || '/' })
      case 'querystring': {
        const parameter = tokens[0] ?? ''
        return jsonApiErrorObject(
          400,
          issueDetail(issue, parameter || 'query', 'query parameter'),
          parameter ? { parameter } : undefined,
        )
      }
      case 'headers': {
        const header = tokens[0] ?? ''
        return jsonApiErrorObject(400, issueDetail(issue, header, 'header'), header ? { header } : undefined)
      }
      default:
        return jsonApiErrorObject(400, `Path parameter ${issueDetail(issue, tokens[0] ?? '', 'path parameter')}`)
    }
  })
}

/** PostgreSQL data exceptions (SQLSTATE class 22, e.g. an id past the integer range) are bad input. */
function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown }).code
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)
}

/** The detail of a 503 while the database cannot be reached. */
export const DATABASE_UNAVAILABLE_DETAIL = 'The service is briefly unavailable: try again in a few seconds.'

/** Seconds a client should wait before retrying while the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 5

// node-postgres' own words for a pool that cannot get or keep a connection.
const CONNECTION_LOST =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/

/**
 * Whether the database could not be reached (PostgreSQL down, restarting, refusing connections):
 * SQLSTATE class 08 (connection exception), 57P01 to 57P03 (shutting down, cannot connect now),
 * 53300 (too many connections), a refused or unreachable socket, or the pool's connection errors.
 * Such a request may well succeed in a moment: it is a 503 with Retry-After, not a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { code, message } = error as { code?: unknown; message?: unknown }
  if (typeof code === 'string') {
    if (/^08[0-9A-Z]{3}$/.test(code) || /^57P0[1-3]$/.test(code) || code === '53300') return true
    if (['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ETIMEDOUT', 'EAI_AGAIN'].includes(code)) return true
  }
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable)
  return typeof message === 'string' && CONNECTION_LOST.test(message)
}

/** Maps any thrown value to the status and JSON:API document to answer with. */
export function answerFor(error: unknown): AnsweredError {
  if (error instanceof ApiError) {
    if (error.status >= 500) return { status: error.status, document: jsonApiError(error.status, HIDDEN_5XX_DETAIL) }
    return { status: error.status, document: error.toDocument() }
  }
  const fastifyError = error as Partial<FastifyError> & { validationContext?: ValidationContext }
  if (Array.isArray(fastifyError.validation) && fastifyError.validation.length > 0) {
    const errors = validationErrors(fastifyError.validation, fastifyError.validationContext ?? 'body')
    return { status: 400, document: { errors } }
  }
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, document: jsonApiError(400, 'Malformed JSON: the request body could not be parsed.', '/') }
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, document: jsonApiError(400, 'Malformed JSON: the request body is empty.', '/') }
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, document: jsonApiError(413, 'The request body is too large.') }
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: 415,
        document: jsonApiError(
          415,
          `Unsupported media type: send the body as ${JSON_API_MEDIA_TYPE} or application/json.`,
          {
            header: 'content-type',
          },
        ),
      }
    case 'FST_ERR_BAD_URL':
      return { status: 400, document: jsonApiError(400, 'The URL is not valid: a path segment is badly encoded.') }
    default:
      break
  }
  if (isDataException(error)) {
    return { status: 400, document: jsonApiError(400, 'A value in the request is out of range or malformed.') }
  }
  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      document: jsonApiError(503, DATABASE_UNAVAILABLE_DETAIL),
      headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
    }
  }
  const status = fastifyError.statusCode
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, document: jsonApiError(status, fastifyError.message ?? 'Bad request') }
  }
  const serverStatus = typeof status === 'number' && status >= 500 && status < 600 ? status : 500
  return { status: serverStatus, document: jsonApiError(serverStatus, HIDDEN_5XX_DETAIL) }
}

function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  if (isClientDisconnect(error)) {
    // The body was cut short: the client is gone, and nothing went wrong on the server.
    request.log.info({ code: (error as { code?: unknown }).code }, 'client disconnected')
    return reply.status(400).type(JSON_API_MEDIA_TYPE).send(jsonApiError(400, 'The request body was cut short.'))
  }
  const { status, document, headers } = answerFor(error)
  if (status >= 500) request.log.error({ err: error }, 'request failed')
  else if (isDataException(error)) request.log.warn({ err: error }, 'data exception answered as 400')
  if (status === 401) reply.header('www-authenticate', 'Bearer')
  if (headers) reply.headers(headers)
  return reply.status(status).type(JSON_API_MEDIA_TYPE).send(document)
}

/** Fastify's `frameworkErrors` option: errors raised before routing (a badly encoded URL). */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  void sendError(request, reply, error)
}

/** Node's codes for a client that went away: nothing to answer, and nothing wrong with the server. */
// HPE_INVALID_EOF_STATE: the connection closed in the middle of a request (a body cut short).
const DISCONNECTS = new Set([
  'ECONNRESET',
  'EPIPE',
  'ECONNABORTED',
  'ERR_STREAM_PREMATURE_CLOSE',
  'HPE_INVALID_EOF_STATE',
])

/** Whether an error only says that the client closed its connection. */
export function isClientDisconnect(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && DISCONNECTS.has(code)
}

/** The status and detail for a request Node's HTTP parser refused before Fastify saw it. */
export function clientErrorAnswer(code: string | undefined): { status: number; detail: string } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, detail: 'The request headers are too large.' }
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, detail: 'The request took too long to arrive.' }
    default:
      return { status: 400, detail: 'The request is not valid HTTP.' }
  }
}

/**
 * Fastify's `clientErrorHandler` (Node's 'clientError' event): a request its HTTP parser refused
 * (headers too large, a malformed request line or header, a NUL byte) is answered with a JSON:API
 * error document like every other error, not Fastify's own JSON; a client that went away is
 * logged at info, as Fastify does, without an error's stack.
 */
export function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Duplex): void {
  if (isClientDisconnect(error) || socket.destroyed) {
    this.log.info({ code: error.code }, 'client disconnected')
    socket.destroy() // a half-closed connection would otherwise stay open, and hold up shutdown
    return
  }
  const { status, detail } = clientErrorAnswer(error.code)
  this.log.info({ code: error.code, status }, 'request refused by the HTTP parser')
  if (socket.writable) {
    const body = JSON.stringify(jsonApiError(status, detail))
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}\r\n` +
        `Content-Type: ${JSON_API_MEDIA_TYPE}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy(error)
}

/** The paths and methods the app serves, to tell 405 (known path, other method) from 404. */
export class RouteTable {
  private readonly routes: { pattern: RegExp; methods: Set<string> }[] = []
  /** Every (method, url pattern) added, in order, e.g. { method: 'GET', url: '/api/v3/markets/:id' }. */
  readonly entries: { method: string; url: string }[] = []

  add(route: Pick<RouteOptions, 'method' | 'url'>): void {
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    for (const method of methods) this.entries.push({ method: method.toUpperCase(), url: route.url })
    const source = route.url
      .split('/')
      .map((segment) =>
        segment === '*'
          ? '.*'
          : segment.startsWith(':')
            ? '[^/]+'
            : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\*$/, '.*'),
      )
      .join('/')
    const pattern = new RegExp(`^${source}$`)
    const existing = this.routes.find((r) => r.pattern.source === pattern.source)
    if (existing) for (const m of methods) existing.methods.add(m.toUpperCase())
    else this.routes.push({ pattern, methods: new Set(methods.map((m) => m.toUpperCase())) })
  }

  /** The methods the path answers to, sorted; empty when no route matches the path. */
  allowedMethods(path: string): string[] {
    const allowed = new Set<string>()
    for (const route of this.routes) if (route.pattern.test(path)) for (const m of route.methods) allowed.add(m)
    return [...allowed].sort()
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app serves (filled as routes are added), for 405 answers and the OpenAPI test. */
    routeTable: RouteTable
  }
}

/** Installs the error handler, the 404/405 handler and the route table they use. */
export function installErrorHandling(app: FastifyInstance): void {
  const table = new RouteTable()
  app.decorate('routeTable', table)
  app.addHook('onRoute', (route) => table.add(route))
  app.setErrorHandler((error, request, reply) => sendError(request, reply, error))
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/'
    const allowed = table.allowedMethods(path)
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      return reply
        .status(405)
        .header('allow', allowed.join(', '))
        .type(JSON_API_MEDIA_TYPE)
        .send(jsonApiError(405, `${request.method} is not allowed on ${path}; use ${allowed.join(', ')}`))
    }
    return reply
      .status(404)
      .type(JSON_API_MEDIA_TYPE)
      .send(jsonApiError(404, `No route for ${request.method} ${path}`))
  })
}
