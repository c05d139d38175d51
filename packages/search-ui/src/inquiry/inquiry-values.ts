import type { Agent, PropertyInquiryValues } from '@idx/domain'

/** Which inquiry form a site shows: with the consent checkbox, or the opt-in variant (placeholders, no checkbox). */
export type InquiryVariant = 'standard' | 'opt-in'

/** The listing an inquiry is about: its address (title, subtitle) and MLS number travel with the inquiry. */
export type InquiryListing = {
  title?: string | null
  subtitle?: string | null
  mls_number?: string | null
}

/** What the visitor can type, prefilled from a signed-in user. */
export type InquiryContact = Partial<
  Pick<PropertyInquiryValues, 'first_name' | 'last_name' | 'email' | 'phone_number' | 'message'>
>

/**
 * What `InquiryForm` hands to `onSubmit`: the domain's inquiry values with the consent given
 * (`opt_in: true`: ticked, or the opt-in variant's submit) and the exact consent text shown.
 */
export type InquirySubmission = PropertyInquiryValues & { opt_in: true; consent_text: string }

/** The form's own values (the opt-in variant never sets `opt_in`). */
export type InquiryFormValues = Omit<PropertyInquiryValues, 'current_agent'>

/**
 * The listing's address as the hidden `property_address` field: title and subtitle joined.
 *
 * @example
 * propertyAddress({ title: '1105 W Mary St', subtitle: 'Austin, TX 78704' }) // '1105 W Mary St, Austin, TX 78704'
 */
export function propertyAddress(listing: InquiryListing): string {
  return [listing.title, listing.subtitle]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(', ')
}

/** The form's starting values: the contact's details, the listing's hidden fields, the box unticked. */
export function inquiryInitialValues(listing: InquiryListing, contact: InquiryContact = {}): InquiryFormValues {
  return {
    first_name: contact.first_name ?? '',
    last_name: contact.last_name ?? '',
    email: contact.email ?? '',
    phone_number: contact.phone_number ?? '',
    message: contact.message ?? '',
    property_address: propertyAddress(listing),
    mls_number: listing.mls_number?.trim() ?? '',
    opt_in: false,
  }
}

/**
 * The submission of a valid form: the hidden fields come from the listing (not from the
 * inputs, which nothing should edit), the agent the visitor named, and the consent.
 */
export function inquirySubmission(
  values: InquiryFormValues,
  listing: InquiryListing,
  agent: Agent | null,
  consentText: string,
): InquirySubmission {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    phone_number: values.phone_number.trim(),
    message: values.message ?? '',
    property_address: propertyAddress(listing),
    mls_number: listing.mls_number?.trim() ?? '',
    opt_in: true,
    current_agent: agent?.id ?? null,
    consent_text: consentText,
  }
}

/** The visitor's answer to 'Are you working with an Agent?'; `unanswered` until they pick. */
export type AgentAnswer = 'unanswered' | 'yes' | 'no'

/**
 * The inquiry form's agent state (spec §4): `assigned` when an agent is known (the user's
 * current agent, or one picked), `selecting` while a visitor who said yes looks for theirs,
 * `waiting` otherwise: no agent yet, one will be assigned.
 *
 * @example
 * agentChoiceState({ answer: 'yes', agent: null }) // 'selecting'
 */
export type AgentChoiceState = 'waiting' | 'assigned' | 'selecting'

export function agentChoiceState({ answer, agent }: { answer: AgentAnswer; agent: Agent | null }): AgentChoiceState {
  if (agent) return 'assigned'
  return answer === 'yes' ? 'selecting' : 'waiting'
}
