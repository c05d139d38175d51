import { collectErrors, required, requiredPhone } from '../forms/field-rules.js'
import type { FieldErrors } from '../forms/field-rules.js'

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
export function validateCallback(values: Partial<CallbackValues>): FieldErrors<keyof CallbackValues> {
  return collectErrors(callbackRules(values))
}

/**
 * Agent inquiry (the chat form sent to an agent): the callback rules plus a
 * required message.
 *
 * @example
 * validateAgentInquiry({ full_name: 'Jane Doe', phone_number: '512 555 0134' })
 * // { message: 'Message is required' }
 */
export function validateAgentInquiry(values: Partial<CallbackValues>): FieldErrors<keyof CallbackValues> {
  return collectErrors({ ...callbackRules(values), message: required(values.message, 'Message') })
}

function callbackRules(values: Partial<CallbackValues>) {
  return {
    full_name: required(values.full_name, 'Full name'),
    phone_number: requiredPhone(values.phone_number),
  }
}
