import { collectErrors, required } from '../forms/field-rules.js'
import { requiredPhone } from '../forms/phone-number.js'
import type { FieldErrors } from '../forms/field-rules.js'
import type { PhoneRuleOptions } from '../forms/phone-number.js'

/** The agent-callback / chat form ("call me back"). */
export type CallbackValues = {
  full_name: string
  phone_number: string
  /** Optional on the callback form, required on the agent inquiry. */
  message: string
}

/**
 * Callback form: full name required and a valid phone number.
 *
 * @example
 * validateCallback({ full_name: 'Jane Doe', phone_number: '12' }) // { phone_number: 'Enter a valid phone number' }
 */
export function validateCallback(
  values: Partial<CallbackValues>,
  options: PhoneRuleOptions = {},
): FieldErrors<keyof CallbackValues> {
  return collectErrors(callbackRules(values, options))
}

/**
 * Agent inquiry (the chat form sent to an agent): the callback rules plus a
 * required message.
 *
 * @example
 * validateAgentInquiry({ full_name: 'Jane Doe', phone_number: '512 555 0134' })
 * // { message: 'Message is required' }
 */
export function validateAgentInquiry(
  values: Partial<CallbackValues>,
  options: PhoneRuleOptions = {},
): FieldErrors<keyof CallbackValues> {
  return collectErrors({ ...callbackRules(values, options), message: required(values.message, 'Message') })
}

function callbackRules(values: Partial<CallbackValues>, { country }: PhoneRuleOptions) {
  return {
    full_name: required(values.full_name, 'Full name'),
    phone_number: requiredPhone(values.phone_number, 'Phone number', country),
  }
}
