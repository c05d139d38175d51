import type { ApiError } from '../http/api-result.js'
import { errorMessage } from './error-message.js'
import { SIGN_UP_FAILED_MESSAGE } from './messages.js'

/**
 * The register error text: the first error key capitalised plus its message, else
 * 'Could not sign up' (the `errorMessage` rules with that fallback).
 *
 * @example
 * signUpErrorMessage({ status: 422, data: { errors: { email: ['has already been taken'] } } })
 * // 'Email has already been taken'
 */
export function signUpErrorMessage(error: ApiError): string {
  return errorMessage(error, SIGN_UP_FAILED_MESSAGE)
}
