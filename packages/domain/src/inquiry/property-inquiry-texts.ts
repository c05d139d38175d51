// The inquiry form's values and texts, apart from its rules: what is sent with a lead (its
// consent text) needs none of the phone library the rules load.

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
