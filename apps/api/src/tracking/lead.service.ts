import { createHash } from 'node:crypto'
import {
  INQUIRY_OPT_IN_REQUIRED_MESSAGE,
  leadTypeOf,
  normalizePhoneNumber,
  PHONE_INVALID_MESSAGE,
  validateOptInInquiry,
  type LeadType,
  type OptInInquiryValues,
  type PhoneCountry,
} from '@idx/domain'
import type { Insertable } from 'kysely'
import type { LeadsTable } from './tracking.tables.js'
import { ApiError } from '../http/errors.js'
import type { FormSubmissionBody, IdValue, LeadForm } from './tracking-schemas.js'

/** The form of a listing's 'Ask a Question' modal: the one form whose fields the server checks. */
export const LISTING_INQUIRY_FORM = 'listing-inquiry'

/** Largest integer id column value (PostgreSQL integer). */
const MAX_ID = 2_147_483_647

/**
 * A body id (a number or a string of digits, as the schema allows) as a number; an id past the
 * integer range is a 400 at its pointer.
 *
 * @example
 * parseId('12', '/market_id') // 12
 */
export function parseId(value: IdValue, pointer: string): number {
  const parsed = typeof value === 'number' ? value : Number(value)
  if (!Number.isSafeInteger(parsed) || parsed < 1 || parsed > MAX_ID) {
    throw new ApiError(400, `'${pointer.split('/').pop()}' must be an id from 1 to ${MAX_ID}`, pointer)
  }
  return parsed
}

/** Whether the honeypot input (hidden from people; bots fill every input) has anything in it. */
export function isHoneypotFilled(form: LeadForm): boolean {
  return typeof form.website === 'string' && form.website.trim() !== ''
}

/**
 * The fingerprint of a submission, to tell a retry (same body) from another submission reusing
 * the id. JSON.stringify keeps the members in the order they were sent, as a retry sends them.
 */
export function requestHash(body: FormSubmissionBody): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex')
}

function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim()
  return trimmed ? trimmed : null
}

/** What the consent record says: opted in or not, and the text shown. */
export interface Consent {
  optIn: boolean
  text: string | null
}

/**
 * The submission's consent, or a 400 naming what is missing. A listing inquiry must be consented
 * to (spec: "opt_in required and true"): the standard form's checkbox ticked, or, in the opt-in
 * variant that has no checkbox, `opt_in: true` sent because sending is the consent. Whenever the
 * visitor opted in, the text shown is required: an opt-in nobody can show the words of proves
 * nothing. Other forms record an opt-in only when `opt_in` is true.
 */
export function consentOf(body: FormSubmissionBody): Consent {
  const text = blankToNull(body.consent_text)
  const optIn = body.form.opt_in === true
  if (body.form_name === LISTING_INQUIRY_FORM && !optIn) {
    throw new ApiError(400, INQUIRY_OPT_IN_REQUIRED_MESSAGE, '/form/opt_in')
  }
  if (optIn && text === null) {
    throw new ApiError(400, "'consent_text' is required: the exact consent text shown with the form", '/consent_text')
  }
  return { optIn, text }
}

/**
 * The form's field rules, every problem at once at `/form/<field>` as a 422: the listing inquiry's
 * are the browser's own (@idx/domain: names, a valid e-mail and phone, the property address and
 * MLS number); any other form's phone number, when given, must be a valid number. Answers the
 * phone number in E.164, read in `country` when typed without a country code (null when blank).
 * Other forms' other fields are only checked by the schema.
 *
 * @example
 * checkFormFields({ form_name: 'support-chat', form: { phone_number: '512-555-0142' }, … }, 'US')
 * // { phoneNumber: '+15125550142' }
 */
export function checkFormFields(body: FormSubmissionBody, country: PhoneCountry): { phoneNumber: string | null } {
  const form = body.form
  const typedPhone = blankToNull(form.phone_number)
  const phoneNumber = typedPhone === null ? null : normalizePhoneNumber(typedPhone, country)
  let errors: [string, string][] = []
  if (body.form_name === LISTING_INQUIRY_FORM) {
    const values: Partial<OptInInquiryValues> = {
      first_name: form.first_name ?? undefined,
      last_name: form.last_name ?? undefined,
      email: form.email?.trim() ?? undefined,
      phone_number: form.phone_number ?? undefined,
      property_address: form.property_address ?? undefined,
      mls_number: form.mls_number ?? undefined,
    }
    errors = Object.entries(validateOptInInquiry(values, { country })).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    )
  } else if (typedPhone !== null && phoneNumber === null) {
    errors = [['phone_number', PHONE_INVALID_MESSAGE]]
  }
  if (errors.length > 0) {
    throw ApiError.unprocessable(errors.map(([field, detail]) => ({ pointer: `/form/${field}`, detail })))
  }
  return { phoneNumber }
}

/**
 * The lead type: from the listing when the lead is about one of the site's listings (its purchase
 * type decides), else the type the client sent, else Unknown.
 */
export function resolveLeadType(listing: { purchase_type: string } | undefined, sent: LeadType | undefined): LeadType {
  if (listing) return leadTypeOf(listing.purchase_type)
  return sent ?? 'Unknown'
}

/** Everything about the request a lead row needs besides the body. */
export interface LeadContext {
  siteId: number
  userId: number | null
  visitorId: number | null
  listingId: number | null
  marketId: number | null
  currentAgentId: number | null
  leadType: LeadType
  /** The form's phone number in E.164 (checkFormFields), stored in place of the one typed. */
  phoneNumber: string | null
  consent: Consent
  consentAt: Date
  sourceUrl: string | null
  clientAddress: string
  userAgent: string | null
}

/**
 * The leads row of a submission: the form as sent (minus the honeypot, and with the phone number
 * in E.164), its contact fields pulled out.
 */
export function leadRow(body: FormSubmissionBody, context: LeadContext): Insertable<LeadsTable> {
  const { website: _honeypot, ...sent } = body.form
  const form = sent.phone_number === undefined ? sent : { ...sent, phone_number: context.phoneNumber }
  return {
    site_id: context.siteId,
    submission_id: body.cyclum_submission_id,
    request_hash: requestHash(body),
    visitor_id: context.visitorId,
    user_id: context.userId,
    remote_actor_id: body.remote_actor_id == null ? null : String(body.remote_actor_id),
    form_name: body.form_name,
    form: JSON.stringify(form),
    first_name: blankToNull(form.first_name),
    last_name: blankToNull(form.last_name),
    email: blankToNull(form.email),
    phone_number: context.phoneNumber,
    message: blankToNull(form.message),
    listing_id: context.listingId,
    property: body.property ? JSON.stringify(body.property) : null,
    market_id: context.marketId,
    lead_type: context.leadType,
    form_attributes: JSON.stringify({ ...(body.form_attributes ?? {}), lead_type: context.leadType }),
    tags: body.tags ?? [],
    current_agent_id: context.currentAgentId,
    consent_opt_in: context.consent.optIn,
    consent_text: context.consent.text,
    consent_at: context.consentAt,
    source_url: context.sourceUrl,
    client_address: context.clientAddress,
    user_agent: context.userAgent,
  }
}

/**
 * The page the form was on: `source_url` when sent (an http(s) URL, else a 400), else the
 * Referer when it is one, else null.
 */
export function sourceUrlOf(sent: string | null | undefined, referer: string | undefined): string | null {
  if (sent != null && sent.trim() !== '') {
    if (!isHttpUrl(sent.trim())) throw new ApiError(400, "'source_url' must be an http or https URL", '/source_url')
    return sent.trim()
  }
  return referer && referer.length <= 2048 && isHttpUrl(referer) ? referer : null
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}
