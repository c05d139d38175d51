import { ACCEPT_HEADER, type FetchFunction, type TokenGetter } from '@idx/api-client'
import { leadTypeOf, type Listing } from '@idx/domain'
import type { InquirySubmission } from '@idx/search-ui'

/** The tracking service's form name of the 'Ask a Question' inquiry (spec §7). */
export const LISTING_INQUIRY_FORM = 'listing-inquiry'

export interface InquiryContext {
  listing: Pick<Listing, 'id' | 'mls_number' | 'title' | 'subtitle' | 'slug' | 'purchase_type'>
  marketId: string | null
  /** The signed-in user's id (the spec's `remote_actor_id`), when there is one. */
  userId: string | null
  /** The visitor id (`_vid`), when the page has one. */
  vid: string | null
  /** The page the inquiry was sent from: the consent record's source. */
  sourceUrl: string
}

/** Field messages of a refused inquiry, keyed as the form's fields. */
export type InquiryFieldErrors = Partial<Record<keyof InquirySubmission, string>>

/** A submission id: the server stores one lead per id, so a retried request is not a second lead. */
function newSubmissionId(): string {
  return globalThis.crypto.randomUUID()
}

/**
 * The body of `POST /api/form_submissions` for a listing inquiry (apps/api README, "Tracking
 * service and leads"): the form as typed plus the consent text the visitor was shown, the
 * listing, the lead type from its purchase type, and a fresh submission id.
 */
export function inquiryLead(values: InquirySubmission, context: InquiryContext, submissionId = newSubmissionId()) {
  const { consent_text, current_agent, ...form } = values
  const { listing } = context
  return {
    form_name: LISTING_INQUIRY_FORM,
    form: { ...form, current_agent: current_agent ?? null, website: '' },
    property: {
      id: listing.id,
      mls_number: listing.mls_number ?? null,
      title: listing.title ?? null,
      subtitle: listing.subtitle ?? null,
      slug: listing.slug ?? null,
    },
    remote_actor_id: context.userId,
    market_id: context.marketId,
    form_attributes: { lead_type: leadTypeOf(listing.purchase_type) },
    tags: [LISTING_INQUIRY_FORM],
    current_agent_id: current_agent ?? null,
    cyclum_submission_id: submissionId,
    ...(context.vid ? { cyclum_vid: context.vid } : {}),
    consent_text,
    source_url: context.sourceUrl,
  }
}

/** `/form/email` → `email`: the server's pointers at the inquiry's own fields. */
function fieldErrors(data: unknown): InquiryFieldErrors | null {
  const errors = (data as { errors?: unknown } | null)?.errors
  if (!Array.isArray(errors)) return null
  const fields: InquiryFieldErrors = {}
  for (const error of errors as { detail?: unknown; source?: { pointer?: unknown } }[]) {
    const pointer = typeof error.source?.pointer === 'string' ? error.source.pointer : ''
    const field = /^\/form\/([a-z_]+)$/.exec(pointer)?.[1] as keyof InquirySubmission | undefined
    if (field && typeof error.detail === 'string' && !fields[field]) fields[field] = error.detail
  }
  return Object.keys(fields).length > 0 ? fields : null
}

/**
 * Sends an inquiry as a lead. Resolves with nothing when received, or the field messages of a
 * refusal that names fields; rejects otherwise, so the form says 'Whoops, something went wrong...'.
 *
 * @example
 * const send = createInquirySender({ baseUrl: '', getToken: session.getToken })
 * await send(values, { listing, marketId: '1', userId: null, vid: null, sourceUrl: location.href }) // undefined
 */
export function createInquirySender({
  baseUrl,
  getToken,
  fetch,
}: {
  baseUrl: string
  getToken: TokenGetter
  fetch?: FetchFunction
}) {
  const send: FetchFunction = fetch ?? ((input, init) => globalThis.fetch(input, init))
  // The tracking service lives beside /api/v3, at /api.
  const url = `${baseUrl.replace(/\/+$/, '')}/api/form_submissions`
  return async function sendInquiry(
    values: InquirySubmission,
    context: InquiryContext,
  ): Promise<InquiryFieldErrors | undefined> {
    const token = await getToken()
    const response = await send(url, {
      method: 'POST',
      headers: {
        Accept: ACCEPT_HEADER,
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(inquiryLead(values, context)),
    })
    if (response.ok) return undefined
    const fields = response.status === 400 ? fieldErrors(await response.json().catch(() => null)) : null
    if (fields) return fields
    throw new Error(`The inquiry was not received (${response.status}).`)
  }
}
