import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { answerFor } from '../http/error-handler.js'
import { oauthError } from './oauth-answers.js'

const SEND_PARAMETERS = 'Send the parameters in the body, as application/x-www-form-urlencoded or application/json.'

/**
 * The error handler of the JSON /oauth endpoints (token, revoke): OAuth clients read
 * `{error, error_description}` (RFC 6749 §5.2), not JSON:API. A malformed body or a parameter of the
 * wrong type is `invalid_request` with the same detail the API's own handler would give; anything
 * unexpected is a 500 whose cause is logged, never sent.
 *
 * @example
 * app.setErrorHandler(oauthErrorHandler) // inside the plugin that registers the routes
 */
export function oauthErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, document } = answerFor(error)
  if (status >= 500) return serverError(error, request, reply)
  if (status === 415 || request.body === null || typeof request.body !== 'object') {
    return oauthError(reply, status === 415 ? 415 : 400, 'invalid_request', SEND_PARAMETERS)
  }
  const detail = document.errors[0]?.detail ?? 'The request is malformed.'
  return oauthError(reply, status === 413 ? 413 : 400, 'invalid_request', detail)
}

/**
 * The error handler of the /oauth endpoints that take their parameters in the query string
 * (GET /oauth/okta/token): a parameter given twice or a value the database refuses (a NUL byte) is
 * `invalid_request` with the API's own detail, in the OAuth shape the route's responses declare.
 *
 * @example
 * app.setErrorHandler(oauthQueryErrorHandler) // inside the plugin that registers the route
 */
export function oauthQueryErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, document } = answerFor(error)
  if (status >= 500) return serverError(error, request, reply)
  return oauthError(reply, 400, 'invalid_request', document.errors[0]?.detail ?? 'The request is malformed.')
}

function serverError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.error({ err: error }, 'oauth request failed')
  return reply
    .status(500)
    .header('cache-control', 'no-store')
    .send({ success: false, error: 'server_error', error_description: 'The server could not complete this request.' })
}
