import { isValidEmail, normalizePhoneNumber, type PhoneCountry } from '@idx/domain'
import { passwordProblem } from '../auth/passwords.js'

// Server-side checks of the register, login-type and reset bodies. Messages are field fragments,
// keyed by field: the spec's client shows "first error key capitalised plus its message"
// ('Email has already been taken'), so they read as the end of a sentence about the field.

export const FIELD_MESSAGES = {
  blank: "can't be blank",
  invalid: 'is invalid',
  phone: 'is not a number we can call or text: include the area code, e.g. 512-555-0142',
  taken: 'has already been taken',
  confirmation: "doesn't match Password",
  noAccount: 'has no account yet',
  resetToken: 'is invalid or has expired',
  notSiteMarket: 'is not a market of this site',
  tooLong: (max: number) => `is too long (maximum is ${max} characters)`,
} as const

/** Field messages keyed by field, as `errors` in the answers. */
export type FieldMessages = Record<string, string[]>

/** RFC 5321's limit for a whole address. */
export const EMAIL_MAX_LENGTH = 254
export const NAME_MAX_LENGTH = 100

/** The register call's `oauth` member, as sent (every member optional on the wire). */
export interface RegistrationInput {
  email?: string | null
  password?: string | null
  password_confirmation?: string | null
  first_name?: string | null
  last_name?: string | null
  sms_number?: string | null
  phone_number?: string | null
  current_agent_id?: string | number | null
  registration_market_id?: string | number | null
}

/** A registration that passed every check that needs no database. */
export interface CheckedRegistration {
  email: string
  firstName: string
  lastName: string
  phoneNumber: string | null
  smsNumber: string | null
  /** Null: sign-up without a password (the site allows it). */
  password: string | null
  currentAgentId: number | null
  registrationMarketId: number | null
}

function trimmed(value: string | null | undefined): string {
  return typeof value === 'string' ? value.trim() : ''
}

function add(errors: FieldMessages, field: string, message: string | null | undefined): void {
  if (message) (errors[field] ??= []).push(message)
}

/** The message for an e-mail field, or null when it is a well-formed address. */
export function emailProblem(value: string | null | undefined): string | null {
  const email = trimmed(value)
  if (email === '') return FIELD_MESSAGES.blank
  if (email.length > EMAIL_MAX_LENGTH) return FIELD_MESSAGES.tooLong(EMAIL_MAX_LENGTH)
  return isValidEmail(email) ? null : FIELD_MESSAGES.invalid
}

/** The message for a new password and its optional confirmation, keyed by field. */
export function newPasswordProblems(
  password: string | null | undefined,
  confirmation: string | null | undefined,
): FieldMessages {
  const errors: FieldMessages = {}
  const value = password ?? ''
  add(errors, 'password', value === '' ? FIELD_MESSAGES.blank : passwordProblem(value))
  if (confirmation !== undefined && confirmation !== null && confirmation !== value) {
    add(errors, 'password_confirmation', FIELD_MESSAGES.confirmation)
  }
  return errors
}

/**
 * An id member (`current_agent_id`, `registration_market_id`) as a number: null when blank,
 * 'invalid' when it is not a positive integer in the database's range.
 *
 * @example
 * parseIdMember('12') // 12
 * parseIdMember('') // null
 * parseIdMember('twelve') // 'invalid'
 */
export function parseIdMember(value: string | number | null | undefined): number | null | 'invalid' {
  if (value === null || value === undefined) return null
  const text = String(value).trim()
  if (text === '') return null
  if (!/^[0-9]{1,10}$/.test(text)) return 'invalid'
  const id = Number(text)
  return id >= 1 && id <= 2_147_483_647 ? id : 'invalid'
}

/**
 * Checks a registration without the database: names required, the e-mail format, phone numbers
 * that are numbers of `country` (or carry their own country code), kept in E.164, the password
 * rules (`passwordProblem`: 4 to 128 characters, not one of the 3,000 most common) and the
 * confirmation when given; a missing password is fine only when the site signs up without one.
 *
 * @example
 * checkRegistration({ email: 'jane@x' }, { passwordless: false, country: 'US' }).errors
 * // { email: ['is invalid'], first_name: ["can't be blank"], last_name: [...], password: [...] }
 */
export function checkRegistration(
  input: RegistrationInput,
  { passwordless, country }: { passwordless: boolean; country: PhoneCountry },
): { value: CheckedRegistration; errors: null } | { value: null; errors: FieldMessages } {
  const errors: FieldMessages = {}
  add(errors, 'email', emailProblem(input.email))
  for (const field of ['first_name', 'last_name'] as const) {
    const value = trimmed(input[field])
    add(errors, field, value === '' ? FIELD_MESSAGES.blank : null)
    add(errors, field, value.length > NAME_MAX_LENGTH ? FIELD_MESSAGES.tooLong(NAME_MAX_LENGTH) : null)
  }
  const numbers: Record<'phone_number' | 'sms_number', string | null> = { phone_number: null, sms_number: null }
  for (const field of ['phone_number', 'sms_number'] as const) {
    const value = trimmed(input[field])
    if (value === '') continue
    numbers[field] = normalizePhoneNumber(value, country)
    if (numbers[field] === null) add(errors, field, FIELD_MESSAGES.phone)
  }
  const password = input.password ?? ''
  const withoutPassword = passwordless && password === '' && !input.password_confirmation
  if (!withoutPassword) Object.assign(errors, newPasswordProblems(input.password, input.password_confirmation))
  const agentId = parseIdMember(input.current_agent_id)
  const marketId = parseIdMember(input.registration_market_id)
  if (marketId === 'invalid') add(errors, 'registration_market_id', FIELD_MESSAGES.invalid)
  if (Object.keys(errors).length > 0 || marketId === 'invalid') return { value: null, errors }
  // One number typed on the form fills both: the spec's register call sends it as sms_number.
  const phone = numbers.phone_number
  const sms = numbers.sms_number
  return {
    value: {
      email: trimmed(input.email),
      firstName: trimmed(input.first_name),
      lastName: trimmed(input.last_name),
      phoneNumber: phone ?? sms,
      smsNumber: sms ?? phone,
      password: withoutPassword ? null : password,
      // An agent id that is not a number is a stale tracking value, not the visitor's mistake.
      currentAgentId: agentId === 'invalid' ? null : agentId,
      registrationMarketId: marketId,
    },
    errors: null,
  }
}
