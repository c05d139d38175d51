import type { FastifyRequest, FastifyServerOptions } from 'fastify'

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
 * still wins). `false` and a missing option stay as they are.
 */
export function withRedactedRequestLog(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger
  const options = logger === true ? {} : logger
  return { ...options, serializers: { req: requestLogFields, ...options.serializers } }
}
