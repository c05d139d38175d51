import type { ApiError } from '../http/api-result.js'
import { errorMessage } from './error-message.js'
import { RESET_PASSWORD_FAILED_MESSAGE } from './messages.js'

/**
 * The password-reset error text: the first error key capitalised plus its message, else
 * 'Could not reset password.' (the `errorMessage` rules with that fallback).
 *
 * @example
 * resetPasswordErrorMessage({ status: 422, data: { errors: { email: ['not found'] } } }) // 'Email not found'
 */
export function resetPasswordErrorMessage(error: ApiError): string {
  return errorMessage(error, RESET_PASSWORD_FAILED_MESSAGE)
}
