import { leadProperty, type InquiryListingRef, type LeadSubmission, type TrackingId } from '@idx/api-client'
import { leadTypeOf, type Agent, type CallbackValues, type User } from '@idx/domain'
import type { SupportChatValues } from '@idx/search-ui'

/** The `form_name` (and tag) of the support chat's message. */
export const SUPPORT_INQUIRY_FORM_NAME = 'support-inquiry'
/** The `form_name` (and tag) of the listing's agent-callback request. */
export const AGENT_CALLBACK_FORM_NAME = 'agent-callback'

/** What every lead of these forms knows about the visitor and the page. */
export interface LeadContext {
  /** The visitor's id (`visitorId`). */
  readonly vid: string
  readonly marketId?: TrackingId | null
  /** The signed-in user: their names, e-mail and phone complete what the form did not ask. */
  readonly user?: Pick<User, 'id' | 'first_name' | 'last_name' | 'email' | 'phone_number'> | null
  /** The page the form is on. */
  readonly sourceUrl?: string | null
}

const ID = /^[1-9][0-9]{0,9}$/

/**
 * A full name as first and last name: the first word, then the rest.
 *
 * @example
 * splitFullName('  Mary Ann  Lee ') // { first_name: 'Mary', last_name: 'Ann Lee' }
 * splitFullName('Cher')             // { first_name: 'Cher', last_name: null }
 */
export function splitFullName(fullName: string): { first_name: string | null; last_name: string | null } {
  const [first = '', ...rest] = fullName.trim().split(/\s+/)
  return { first_name: first || null, last_name: rest.length > 0 ? rest.join(' ') : null }
}

/** A typed value, else what the user's record says, else null. */
function typedOr(value: string | null | undefined, fallback: string | null | undefined): string | null {
  const typed = value?.trim()
  if (typed) return typed
  return fallback?.trim() || null
}

/** The person's fields of a lead: the names and phone typed, completed from the signed-in user. */
function contactFields(values: Partial<Pick<CallbackValues, 'full_name' | 'phone_number'>>, context: LeadContext) {
  const user = context.user ?? null
  const typedName = values.full_name?.trim() ?? ''
  const names = typedName ? splitFullName(typedName) : { first_name: user?.first_name, last_name: user?.last_name }
  const first_name = names.first_name?.trim() || null
  const last_name = names.last_name?.trim() || null
  return {
    full_name: typedName || [first_name, last_name].filter(Boolean).join(' ') || null,
    first_name,
    last_name,
    email: user?.email?.trim() || null,
    phone_number: typedOr(values.phone_number, user?.phone_number),
  }
}

/** An agent id the tracking service accepts as `current_agent_id`, or null (a name-only agent). */
function agentIdOf(agent: Pick<Agent, 'id'> | null | undefined): string | null {
  const id = agent?.id == null ? '' : String(agent.id)
  return ID.test(id) ? id : null
}

/**
 * The lead of the support chat (`POST /api/form_submissions`, form `support-inquiry`): the message,
 * the visitor's name and phone (typed, or the signed-in user's), and the agent who answers when
 * the visitor has one. Not about a listing: its lead type is Unknown. No consent is recorded: the
 * chat shows no consent text, so `opt_in` stays unset (the server stores `consent_opt_in` false).
 *
 * @example
 * tracking.submitForm(supportInquirySubmission({ values: { message: 'Hi' }, vid, marketId: '1', user }))
 */
export function supportInquirySubmission(
  input: LeadContext & { readonly values: SupportChatValues; readonly agent?: Pick<Agent, 'id'> | null },
): LeadSubmission {
  const { values } = input
  return {
    form_name: SUPPORT_INQUIRY_FORM_NAME,
    form: { ...contactFields(values, input), message: values.message.trim(), website: '' },
    remote_actor_id: input.user?.id ?? null,
    market_id: input.marketId ?? null,
    form_attributes: { lead_type: 'Unknown' },
    tags: [SUPPORT_INQUIRY_FORM_NAME],
    current_agent_id: agentIdOf(input.agent),
    cyclum_vid: input.vid,
    source_url: input.sourceUrl ?? null,
  }
}

/** The listing a callback is about. */
export type CallbackListing = InquiryListingRef

/**
 * The lead of the listing's agent-callback form (form `agent-callback`). The spec sends "agent and
 * user phone, first and last names" to a third-party lead service; this site has none, so the
 * request is a lead like the others, for the brokerage's CRM to read: the visitor's full, first and
 * last name and phone in `form`, the agent's name and phone in `form_attributes` (`agent_name`,
 * `agent_phone`) and their id as `current_agent_id` when the agent is one of the site's, the
 * listing in `property` and its lead type (buyer, rental, else Unknown).
 *
 * @example
 * agentCallbackSubmission({ values: { full_name: 'Riley Prospect', phone_number: '512-555-0144', message: '' },
 *   agent, listing, vid })
 * // { form_name: 'agent-callback', form: { first_name: 'Riley', last_name: 'Prospect', … }, … }
 */
export function agentCallbackSubmission(
  input: LeadContext & {
    readonly values: CallbackValues
    readonly agent: Pick<Agent, 'id' | 'full_name' | 'sms_number'> | null
    readonly listing: CallbackListing
  },
): LeadSubmission {
  const { values, agent, listing } = input
  return {
    form_name: AGENT_CALLBACK_FORM_NAME,
    form: { ...contactFields(values, input), message: values.message?.trim() ?? '', website: '' },
    property: leadProperty(listing),
    remote_actor_id: input.user?.id ?? null,
    market_id: input.marketId ?? null,
    form_attributes: {
      lead_type: leadTypeOf(listing.purchase_type),
      agent_name: agent?.full_name?.trim() || null,
      agent_phone: agent?.sms_number?.trim() || null,
    },
    tags: [AGENT_CALLBACK_FORM_NAME],
    current_agent_id: agentIdOf(agent),
    cyclum_vid: input.vid,
    source_url: input.sourceUrl ?? null,
  }
}
