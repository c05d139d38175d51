import { collectErrors, required } from '../forms/field-rules.js'
import type { FieldErrors } from '../forms/field-rules.js'

/** The support chat's inquiry form. */
export type SupportInquiryValues = { message: string }

/**
 * Support inquiry: a message is required.
 *
 * @example
 * validateSupportInquiry({ message: '  ' }) // { message: 'Message is required' }
 */
export function validateSupportInquiry(values: Partial<SupportInquiryValues>): FieldErrors<keyof SupportInquiryValues> {
  return collectErrors({ message: required(values.message, 'Message') })
}
