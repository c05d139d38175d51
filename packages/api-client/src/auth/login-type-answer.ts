import type { LoginTypeAnswer } from '@idx/domain'
import { isHttpError, type ApiResult } from '../http/api-result.js'

/**
 * The login-type result in the terms of `verifyEmailStep` (`@idx/domain`): the status and body
 * of any answer the server gave, success or error, and null when none came (network, abort,
 * a body that is not JSON).
 *
 * @example
 * verifyEmailStep(email, loginTypeAnswer(await auth.loginType(email)))
 * // { step: 'login', email } for 200 { is_sso: false }
 */
export function loginTypeAnswer(result: ApiResult<unknown>): LoginTypeAnswer {
  if (result.ok) return { status: result.status, body: result.data }
  return isHttpError(result.error) ? { status: result.error.status, body: result.error.data } : null
}
