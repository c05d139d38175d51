// Building blocks shared by the form validators (the phone rules are in phone-number.ts, with the
// library they need, which only a form with a phone field loads). Each rule returns a message or
// `undefined`, so a validator is a list of `field: rule(value)` lines.

/**
 * What a form validator returns: one message per invalid field, nothing for valid
 * ones, `{}` when the whole form is valid. react-final-form's `validate` prop takes
 * it as is.
 *
 * @example
 * const errors: FieldErrors<'email'> = { email: 'Enter a valid email address' }
 */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>

/** A field value as a form library hands it over: possibly missing or null. */
export type FormValue = string | number | boolean | null | undefined

/** Shortest accepted password (the sign-up and new-password forms). */
export const PASSWORD_MIN_LENGTH = 4

/** Messages that do not depend on the field's label. */
export const EMAIL_INVALID_MESSAGE = 'Enter a valid email address'
export const PHONE_INVALID_MESSAGE = 'Enter a valid phone number'
export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`
export const PASSWORD_MISMATCH_MESSAGE = 'Passwords do not match'

/** `'{label} is required'`, e.g. `requiredMessage('First name')` is `'First name is required'`. */
export function requiredMessage(label: string): string {
  return `${label} is required`
}

/**
 * True for a value the visitor has not filled in: missing, null, or a string of
 * only whitespace. `0` and `false` are values, not blanks.
 */
export function isBlank(value: FormValue): boolean {
  return value == null || (typeof value === 'string' && value.trim() === '')
}

/** The value as text ('' for a blank), so a rule can measure or match it. */
export function textOf(value: FormValue): string {
  return value == null ? '' : String(value)
}

// The WHATWG HTML `input type=email` grammar, plus a dot in the domain: listing
// leads are e-mailed, so an address without a top-level domain is a typo.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/

/**
 * True for an e-mail address a mail server would accept: `local@domain.tld`,
 * no spaces (surrounding whitespace included: the value is checked as it will be sent).
 *
 * @example
 * isValidEmail('jane@example.com') // true
 * isValidEmail('jane@example')     // false
 */
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value)
}

/** Counts characters as a person does (code points, so an emoji is one). */
export function characterCount(value: string): number {
  return [...value].length
}

/** `'{label} is required'` when blank, else nothing. */
export function required(value: FormValue, label: string): string | undefined {
  return isBlank(value) ? requiredMessage(label) : undefined
}

/** Required, then a valid e-mail address. */
export function requiredEmail(value: FormValue): string | undefined {
  if (isBlank(value)) return requiredMessage('Email')
  return isValidEmail(textOf(value)) ? undefined : EMAIL_INVALID_MESSAGE
}

/** Required, then at least `PASSWORD_MIN_LENGTH` characters (spaces count). */
export function requiredPassword(value: FormValue): string | undefined {
  const text = textOf(value)
  if (text === '') return requiredMessage('Password')
  return characterCount(text) >= PASSWORD_MIN_LENGTH ? undefined : PASSWORD_TOO_SHORT_MESSAGE
}

/**
 * Drops the fields whose rule passed, so `{}` means valid.
 *
 * @example
 * collectErrors({ email: undefined, password: 'Password is required' })
 * // { password: 'Password is required' }
 */
export function collectErrors<Field extends string>(results: Record<Field, string | undefined>): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {}
  for (const field of Object.keys(results) as Field[]) {
    const message = results[field]
    if (message !== undefined) errors[field] = message
  }
  return errors
}
