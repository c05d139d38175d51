import { INQUIRY_CONSENT_TEXT, leadTypeOf, type Listing, type PropertyInquiryValues } from '@idx/domain'
import type { LeadSubmission, TrackingId } from './types.js'

/** The `form_name` (and tag) of the listing's 'Ask a Question' inquiry. */
export const LISTING_INQUIRY_FORM_NAME = 'listing-inquiry'

/** What the inquiry form hands over: the domain's values, the consent text it showed, the honeypot as typed. */
export type ListingInquiryValues = Omit<PropertyInquiryValues, 'opt_in'> & {
  /** The standard form's checkbox; the opt-in variant has none. */
  readonly opt_in?: boolean
  /** The consent exactly as shown. Default `INQUIRY_CONSENT_TEXT`. */
  readonly consent_text?: string | null
  /** The hidden honeypot input's value: people leave it empty, bots fill it in. */
  readonly website?: string | null
}

/** The listing the inquiry is about. */
export type InquiryListingRef = Pick<Listing, 'id'> &
  Partial<Pick<Listing, 'mls_number' | 'title' | 'subtitle' | 'slug' | 'purchase_type'>> & {
    /** The listing page's URL. */
    readonly url?: string | null
  }

/** A lead's `property`: the listing a form was sent from, as every listing form records it. */
export function leadProperty(listing: InquiryListingRef): LeadSubmission['property'] {
  return {
    id: listing.id,
    mls_number: listing.mls_number ?? null,
    title: listing.title ?? null,
    subtitle: listing.subtitle ?? null,
    slug: listing.slug ?? null,
    url: listing.url ?? null,
  }
}

export interface ListingInquiryInput {
  readonly values: ListingInquiryValues
  /** `opt-in`: the variant without a checkbox, where sending is the consent. Default `standard`. */
  readonly variant?: 'standard' | 'opt-in'
  readonly listing: InquiryListingRef
  /** The visitor's id (see `visitorId`). */
  readonly vid: string
  readonly marketId?: TrackingId | null
  /** The signed-in user's id, as the client knows it. */
  readonly remoteActorId?: TrackingId | null
  /** The agent the visitor works with. Default: the form's `current_agent` when it is an id. */
  readonly currentAgentId?: TrackingId | null
  /** The page the form is on. Default: `location.href` in a browser. */
  readonly sourceUrl?: string | null
}

const ID = /^[1-9][0-9]{0,9}$/

/**
 * The lead of a listing inquiry (spec section 7): the form, the listing, the lead type from its
 * purchase type (buyer, rental, else Unknown), the `listing-inquiry` tag and form name, and the
 * consent record: `form.opt_in` true (the ticked box, or the opt-in variant's send) with the text
 * shown. The server refuses a listing inquiry without consent, so an unticked standard form is
 * sent as such and answered 400 at `/form/opt_in`.
 *
 * @example
 * const result = await tracking.submitForm(listingInquirySubmission({ values, listing, vid, marketId: 1 }))
 * // body: { form_name: 'listing-inquiry', form: { …, opt_in: true, website: '' },
 * //         form_attributes: { lead_type: 'buyer' }, tags: ['listing-inquiry'], consent_text: 'By submitting…', … }
 */
export function listingInquirySubmission(input: ListingInquiryInput): LeadSubmission {
  const { values, listing, variant = 'standard' } = input
  const optIn = variant === 'opt-in' || values.opt_in === true
  const agent = input.currentAgentId ?? values.current_agent ?? null
  return {
    form_name: LISTING_INQUIRY_FORM_NAME,
    form: {
      first_name: values.first_name,
      last_name: values.last_name,
      email: values.email,
      phone_number: values.phone_number,
      message: values.message,
      property_address: values.property_address,
      mls_number: values.mls_number,
      opt_in: optIn,
      current_agent: values.current_agent ?? null,
      website: values.website ?? '',
    },
    property: leadProperty(listing),
    remote_actor_id: input.remoteActorId ?? null,
    market_id: input.marketId ?? null,
    form_attributes: { lead_type: leadTypeOf(listing.purchase_type) },
    tags: [LISTING_INQUIRY_FORM_NAME],
    current_agent_id: agent !== null && ID.test(String(agent)) ? agent : null,
    cyclum_vid: input.vid,
    consent_text: optIn ? (values.consent_text ?? INQUIRY_CONSENT_TEXT) : null,
    source_url: input.sourceUrl ?? pageUrl(),
  }
}

function pageUrl(): string | null {
  return typeof window === 'undefined' ? null : (globalThis.location?.href ?? null)
}
