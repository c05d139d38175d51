import { validateRegistration } from '@idx/domain'
import type { FieldErrors } from '@idx/domain'
import { pickErrors } from '@idx/ui'

/** A new password and its confirmation (a reset link's form, the account's password change). */
export type NewPasswordValues = { password: string; password_confirmation: string }

const NEW_PASSWORD_FIELDS = ['password', 'password_confirmation'] as const

/**
 * The registration rules of the password and its confirmation (at least 4 characters;
 * 'Passwords do not match'), from `validateRegistration`, without its other fields.
 *
 * @example
 * validateNewPassword({ password: 'secret', password_confirmation: 'secrets' })
 * // { password_confirmation: 'Passwords do not match' }
 */
export function validateNewPassword(values: Partial<NewPasswordValues>): FieldErrors<keyof NewPasswordValues> {
  return pickErrors(validateRegistration(values), NEW_PASSWORD_FIELDS)
}
