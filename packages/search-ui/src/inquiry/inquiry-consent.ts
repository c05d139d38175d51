import { INQUIRY_CONSENT_TEXT } from '@idx/domain'

/**
 * The consent shown with the inquiry form, naming who will make contact (the site or its agent),
 * as the spec's "agrees to be contacted by call, email and text; reply 'stop' to opt out; message
 * and data rates may apply" implies. Without a name it is `@idx/domain`'s `INQUIRY_CONSENT_TEXT`.
 * The form sends the exact text it showed with each inquiry (`consent_text`), so the server can
 * store the words the visitor agreed to.
 *
 * @example
 * inquiryConsentText('Lone Star Realty')
 * // "By submitting this form, you agree to be contacted by Lone Star Realty by call, email and text
 * //  about your inquiry. Reply 'stop' to opt out. Message and data rates may apply."
 */
export function inquiryConsentText(contactName?: string | null): string {
  const name = contactName?.replace(/\s+/g, ' ').trim()
  if (!name) return INQUIRY_CONSENT_TEXT
  return INQUIRY_CONSENT_TEXT.replace('to be contacted by call', `to be contacted by ${name} by call`)
}
