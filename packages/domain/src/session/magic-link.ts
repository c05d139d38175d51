import { collectErrors, requiredEmail } from '../forms/field-rules.js'
import type { FieldErrors } from '../forms/field-rules.js'

/** The magic-link step of the sign-in form: an e-mail address to send the link to. */
export type MagicLinkValues = { email: string }

/**
 * Magic link: the login rules without the password, so a valid e-mail address.
 *
 * @example
 * validateMagicLink({}) // { email: 'Email is required' }
 */
export function validateMagicLink(values: Partial<MagicLinkValues>): FieldErrors<keyof MagicLinkValues> {
  return collectErrors({ email: requiredEmail(values.email) })
}
