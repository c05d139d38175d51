import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify'
import { isClientDisconnect } from './error-handler.js'

/**
 * Query parameters that carry a credential: magic links (`magic_auth`) and reset links
 * (`reset_token`) land on /app/ pages, an authorization code on its redirect URI, a provider's
 * token on /oauth/okta/token, a signed photo URL its `signature` (it opens a locked listing's
 * photo until it expires). Each is a live secret until used or expired, so none is logged.
 */
export const SECRET_QUERY_PARAMETERS = [
  'magic_auth',
  'reset_token',
  'access_token',
  'refresh_token',
  'id_token',
  'token',
  'code',
  'code_verifier',
  'password',
  'signature',
] as const

const SECRET_PARAMETER = new RegExp(`([?&](?:${SECRET_QUERY_PARAMETERS.join('|')})=)[^&#]*`, 'gi')

/**
 * A URL as it may be logged: the value of every credential-carrying query parameter replaced.
 *
 * @example
 * redactedUrl('/app/?magic_auth=eyJl…&x=1') // '/app/?magic_auth=[redacted]&x=1'
 */
export function redactedUrl(url: string): string {
  return url.replace(SECRET_PARAMETER, '$1[redacted]')
}

/** Fastify's request log fields, with the URL redacted. */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}

/**
 * The logger option with the redacting request serializer added (a caller's own `req` serializer
 * still wins), and a client that went away mid-answer logged at info (`clientDisconnectAtInfo`).
 * `false` and a missing option stay as they are.
 */
export function withRedactedRequestLog(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger
  const options = logger === true ? {} : logger
  return {
    ...options,
    serializers: { req: requestLogFields, ...options.serializers },
    hooks: { logMethod: clientDisconnectAtInfo, ...options.hooks },
  }
}

/** end-of-stream's error for a stream destroyed before it ended: it carries no code. */
const PREMATURE_CLOSE = 'premature close'

/**
 * pino's `logMethod` hook. @fastify/compress pipes each answer through gzip and logs a failed pipe
 * with `log.error(err)`, outside Fastify's log controller: when the client resets the connection
 * while a compressed answer is still being written (a closed tab; on a busy machine even a small
 * answer is), that is end-of-stream's codeless 'premature close' at error level with a stack,
 * though nothing on the server went wrong. Such a line, and any error-level line holding only a
 * disconnect, is written as the controller writes disconnects: at info, without a stack.
 */
function clientDisconnectAtInfo(
  this: { info: (fields: object, message: string) => void },
  args: unknown[],
  method: (...args: unknown[]) => void,
  level: number,
): void {
  const [only] = args
  const disconnect =
    args.length === 1 && only instanceof Error && (only.message === PREMATURE_CLOSE || isClientDisconnect(only))
  if (level >= 50 && disconnect) {
    this.info({ code: errorCode(only) }, 'client disconnected')
    return
  }
  method.apply(this, args)
}

/**
 * Fastify's request log lines, except that a client that went away before its answer was written
 * (a closed tab, a superseded search) is an info line: Fastify logs the failed write as an error,
 * with a stack, though nothing on the server went wrong.
 */
export class RequestLogController extends LogController {
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error && isClientDisconnect(error)) {
      if (!this.isLogDisabled(request)) reply.log.info({ code: errorCode(error) }, 'client disconnected')
      return
    }
    super.requestCompleted(error, request, reply)
  }

  override streamError(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (isClientDisconnect(error)) {
      if (!this.isLogDisabled(request)) reply.log.info({ code: errorCode(error) }, 'client disconnected')
      return
    }
    super.streamError(error, request, reply)
  }
}

function errorCode(error: Error): unknown {
  return (error as { code?: unknown }).code
}
