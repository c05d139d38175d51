import { collectErrors, required, requiredEmail, requiredPhone } from '../forms/field-rules.js'
import type { FieldErrors } from '../forms/field-rules.js'
import type { PhoneRuleOptions } from '../forms/phone-number.js'

/** The 'Ask a Question' form on a listing. */
export type PropertyInquiryValues = {
  first_name: string
  last_name: string
  email: string
  phone_number: string
  /** Optional. */
  message: string
  /** Hidden, disabled and required: the listing's title and subtitle. */
  property_address: string
  /** Hidden, disabled and required. */
  mls_number: string
  /** The consent checkbox of the standard form; must be ticked. */
  opt_in: boolean
  /** The agent the visitor works with, if any (not validated). */
  current_agent: string | number | null
}

/** The opt-in variant has no checkbox: submitting is the consent. */
export type OptInInquiryValues = Omit<PropertyInquiryValues, 'opt_in'>

/** Shown under the unticked consent checkbox of the standard form. */
export const INQUIRY_OPT_IN_REQUIRED_MESSAGE = 'You must agree to be contacted'

/** The placeholders of the opt-in variant, keyed by field; the asterisks mark required fields. */
export const INQUIRY_OPT_IN_PLACEHOLDERS = {
  first_name: 'First name *',
  last_name: 'Last name *',
  email: 'Email *',
  phone_number: 'Phone *',
  message: 'Message (optional)',
} as const

/**
 * The consent shown with the inquiry form (next to the checkbox of the standard
 * form, above the button of the opt-in variant).
 */
export const INQUIRY_CONSENT_TEXT =
  "By submitting this form, you agree to be contacted by call, email and text about your inquiry. Reply 'stop' to opt out. Message and data rates may apply."

/**
 * The standard inquiry form: first and last name, a valid e-mail address and phone
 * number, the hidden property address and MLS number, and the consent checkbox
 * ticked. The message is optional.
 *
 * @example
 * validatePropertyInquiry({ ...filledIn, opt_in: false })
 * // { opt_in: 'You must agree to be contacted' }
 */
export function validatePropertyInquiry(
  values: Partial<PropertyInquiryValues>,
  options: PhoneRuleOptions = {},
): FieldErrors<keyof PropertyInquiryValues> {
  return collectErrors({
    ...contactRules(values, options),
    opt_in: values.opt_in === true ? undefined : INQUIRY_OPT_IN_REQUIRED_MESSAGE,
  })
}

/**
 * The opt-in variant: the standard rules without the checkbox.
 *
 * @example
 * validateOptInInquiry({ ...filledIn, email: 'jane' }) // { email: 'Enter a valid email address' }
 */
export function validateOptInInquiry(
  values: Partial<OptInInquiryValues>,
  options: PhoneRuleOptions = {},
): FieldErrors<keyof OptInInquiryValues> {
  return collectErrors(contactRules(values, options))
}

function contactRules(values: Partial<OptInInquiryValues>, { country }: PhoneRuleOptions) {
  return {
    first_name: required(values.first_name, 'First name'),
    last_name: required(values.last_name, 'Last name'),
    email: requiredEmail(values.email),
    phone_number: requiredPhone(values.phone_number, 'Phone number', country),
    property_address: required(values.property_address, 'Property address'),
    mls_number: required(values.mls_number, 'MLS number'),
  }
}
