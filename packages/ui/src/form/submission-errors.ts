import { FORM_ERROR } from 'final-form'

/**
 * What a submit callback resolves with: a message per field the server refused, plus a
 * form-level message under `_form` (the api-client's `FORM_ERROR_KEY`) or final-form's
 * `FORM_ERROR`; `undefined` (or `{}`) when the submission succeeded. Reject only for a
 * programming error: an expected failure is a value, as react-final-form expects.
 *
 * @example
 * const errors: SubmissionErrors<'email'> = { email: 'has already been taken' }
 * const failed: SubmissionErrors = { _form: 'Failed to log in. Check your username and password.' }
 */
export type SubmissionErrors<Field extends string = string> = Partial<Record<Field | '_form', string>> & {
  [FORM_ERROR]?: string
}

/** True when a submit callback's answer holds no error at all (success). */
export function isSubmitSuccess(errors: SubmissionErrors | undefined | void): boolean {
  if (!errors) return true
  return Object.values(errors).every((message) => message === undefined || message === '')
}

/**
 * Renames the form-level `_form` key to final-form's `FORM_ERROR`, so the host can pass the
 * api-client's errors as they come; blank messages are dropped. `undefined` means success.
 *
 * @example
 * toFinalFormErrors({ _form: 'Could not sign up' }) // { [FORM_ERROR]: 'Could not sign up' }
 */
export function toFinalFormErrors(errors: SubmissionErrors | undefined | void): Record<string, string> | undefined {
  if (isSubmitSuccess(errors) || !errors) return undefined
  const result: Record<string, string> = {}
  for (const [key, message] of Object.entries(errors)) {
    if (!message) continue
    result[key === '_form' ? FORM_ERROR : key] = message
  }
  return result
}

/**
 * The first field, in form order, that has a message: where focus goes after a refused submit.
 *
 * @example
 * firstInvalidField(['email', 'password'], { password: 'Password is required' }) // 'password'
 */
export function firstInvalidField(
  order: readonly string[],
  errors: Readonly<Record<string, unknown>> | undefined,
): string | null {
  if (!errors) return null
  return order.find((name) => typeof errors[name] === 'string' && errors[name] !== '') ?? null
}

/**
 * Keeps only the errors of `fields`: a form that shows part of a domain validator's fields
 * (the account's profile, a new password) uses the validator as is and drops the rest.
 *
 * @example
 * pickErrors({ email: 'Email is required', password: 'Password is required' }, ['password'])
 * // { password: 'Password is required' }
 */
export function pickErrors<Field extends string>(
  errors: Partial<Record<string, string>>,
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const picked: Partial<Record<Field, string>> = {}
  for (const field of fields) {
    const message = errors[field]
    if (message !== undefined) picked[field] = message
  }
  return picked
}
