import { collectErrors, requiredEmail, requiredPassword } from '../forms/field-rules.js'
import type { FieldErrors } from '../forms/field-rules.js'

/** The login step of the sign-in form. */
export type LoginValues = { email: string; password: string }

/**
 * Login: a valid e-mail address and a password of at least 4 characters.
 *
 * @example
 * validateLogin({ email: 'jane@example.com', password: 'abc' })
 * // { password: 'Password must be at least 4 characters' }
 */
export function validateLogin(values: Partial<LoginValues>): FieldErrors<keyof LoginValues> {
  return collectErrors({
    email: requiredEmail(values.email),
    password: requiredPassword(values.password),
  })
}
