import { collectErrors, requiredEmail } from '../forms/field-rules.js'
import type { FieldErrors } from '../forms/field-rules.js'

/** The forgot-password form (and the reset step of the sign-in form). */
export type PasswordResetValues = { email: string }

/**
 * Password reset: the login rules without the password, so a valid e-mail address.
 *
 * @example
 * validatePasswordReset({ email: 'jane@' }) // { email: 'Enter a valid email address' }
 */
export function validatePasswordReset(values: Partial<PasswordResetValues>): FieldErrors<keyof PasswordResetValues> {
  return collectErrors({ email: requiredEmail(values.email) })
}
