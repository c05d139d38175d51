import { collectErrors, required, requiredEmail } from '../forms/field-rules.js'
import { requiredPhone } from '../forms/phone-number.js'
import type { FieldErrors } from '../forms/field-rules.js'
import type { PhoneRuleOptions } from '../forms/phone-number.js'

import {
  INQUIRY_OPT_IN_REQUIRED_MESSAGE,
  type OptInInquiryValues,
  type PropertyInquiryValues,
} from './property-inquiry-texts.js'

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
