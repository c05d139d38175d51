import {
  PASSWORD_MISMATCH_MESSAGE,
  collectErrors,
  required,
  requiredEmail,
  requiredPassword,
  textOf,
} from '../forms/field-rules.js'
import type { FieldErrors } from '../forms/field-rules.js'
import { requiredPhone, type PhoneRuleOptions } from '../forms/phone-number.js'

/** The user registration form (also the account form's password change). */
export type RegistrationValues = {
  first_name: string
  last_name: string
  email: string
  phone_number: string
  password: string
  password_confirmation: string
}

/** The register step of the sign-in form: registration without the confirmation. */
export type RegisterOnlyValues = Omit<RegistrationValues, 'password_confirmation'>

/** How the register step is shown, and the country its phone number is read in. */
export type RegisterOnlyOptions = PhoneRuleOptions & {
  /**
   * The site signs people up without a password (feature sign_up_without_password):
   * the password field is not shown, so it is not checked. Default false.
   */
  passwordless?: boolean
}

/**
 * Registration: first and last name required, a valid e-mail address and phone
 * number, a password of at least 4 characters, and a confirmation equal to it.
 *
 * @example
 * validateRegistration({ first_name: 'Jane', last_name: 'Doe', email: 'jane@example.com',
 *   phone_number: '512-555-0134', password: 'secret', password_confirmation: 'secrets' })
 * // { password_confirmation: 'Passwords do not match' }
 */
export function validateRegistration(
  values: Partial<RegistrationValues>,
  options: PhoneRuleOptions = {},
): FieldErrors<keyof RegistrationValues> {
  return collectErrors({
    ...registerOnlyRules(values, options),
    password_confirmation:
      textOf(values.password_confirmation) === textOf(values.password) ? undefined : PASSWORD_MISMATCH_MESSAGE,
  })
}

/**
 * The register step: registration without the password confirmation; without the
 * password too when the site signs up without one.
 *
 * @example
 * validateRegisterOnly({ first_name: 'Jane', last_name: 'Doe', email: 'jane@example.com',
 *   phone_number: '5125550134' }, { passwordless: true }) // {}
 */
export function validateRegisterOnly(
  values: Partial<RegisterOnlyValues>,
  options: RegisterOnlyOptions = {},
): FieldErrors<keyof RegisterOnlyValues> {
  return collectErrors(registerOnlyRules(values, options))
}

function registerOnlyRules(
  values: Partial<RegisterOnlyValues>,
  { passwordless = false, country }: RegisterOnlyOptions,
): Record<keyof RegisterOnlyValues, string | undefined> {
  return {
    first_name: required(values.first_name, 'First name'),
    last_name: required(values.last_name, 'Last name'),
    email: requiredEmail(values.email),
    phone_number: requiredPhone(values.phone_number, 'Phone number', country),
    password: passwordless ? undefined : requiredPassword(values.password),
  }
}
