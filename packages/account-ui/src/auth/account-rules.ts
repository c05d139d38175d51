import { requiredMessage, validateRegistration } from '@idx/domain'
import type { FieldErrors, RegistrationValues, User } from '@idx/domain'
import { validateNewPassword } from './new-password-rules.js'
import type { NewPasswordValues } from './new-password-rules.js'
import { pickErrors } from '@idx/ui'

/** The account's Edit Profile form. */
export type ProfileValues = Pick<RegistrationValues, 'first_name' | 'last_name' | 'email' | 'phone_number'>

/** The account's password change: the current password proves it is the owner. */
export type PasswordChangeValues = NewPasswordValues & { current_password: string }

const PROFILE_FIELDS = ['first_name', 'last_name', 'email', 'phone_number'] as const

/**
 * The registration rules of the profile fields (names required, a valid e-mail and phone).
 *
 * @example
 * validateProfile({ first_name: 'Jane', last_name: '', email: 'jane@example.com', phone_number: '5125550134' })
 * // { last_name: 'Last name is required' }
 */
export function validateProfile(values: Partial<ProfileValues>): FieldErrors<keyof ProfileValues> {
  return pickErrors(validateRegistration(values), PROFILE_FIELDS)
}

/**
 * The current password is required (the server checks it); the new one follows the
 * registration rules and must match its confirmation.
 *
 * @example
 * validatePasswordChange({ current_password: '', password: 'secret', password_confirmation: 'secret' })
 * // { current_password: 'Current password is required' }
 */
export function validatePasswordChange(values: Partial<PasswordChangeValues>): FieldErrors<keyof PasswordChangeValues> {
  const errors: FieldErrors<keyof PasswordChangeValues> = validateNewPassword(values)
  return values.current_password ? errors : { current_password: requiredMessage('Current password'), ...errors }
}

/**
 * The profile form's starting values: the user's, blanks for what is missing. The phone is the
 * `phone_number`, else the `sms_number` the account was registered with.
 *
 * @example
 * profileValues({ id: '1', first_name: 'Jane', last_name: null, full_name: 'Jane', email: null, sms_number: '5125550134' })
 * // { first_name: 'Jane', last_name: '', email: '', phone_number: '5125550134' }
 */
export function profileValues(user: User): ProfileValues {
  return {
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    email: user.email ?? '',
    phone_number: user.phone_number ?? user.sms_number ?? '',
  }
}
