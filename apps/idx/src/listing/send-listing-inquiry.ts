import {
  createTrackingClient,
  listingInquirySubmission,
  visitorId,
  type ListingInquiryInput,
  type TokenGetter,
} from '@idx/api-client'
import { browserStorage } from '@idx/app-shell'
import { inquiryAnswer } from '../shared/inquiry-answer.js'
import { leadPageUrl } from '../shared/lead-page-url.js'

/** Where the lead goes: the tracking service at the site's API, with the session's token. */
export type InquiryTracking = { baseUrl: string; getToken: TokenGetter }

/**
 * Sends 'Ask a Question' as a lead, naming the page the visitor is on now (the embedding page's,
 * when framed) and the visitor's id, and answers what the form shows. Loaded when a visitor sends
 * it, not with the page: the tracking client with it.
 */
export async function sendListingInquiry(
  tracking: InquiryTracking,
  input: Omit<ListingInquiryInput, 'sourceUrl' | 'vid'>,
) {
  const vid = visitorId(browserStorage('localStorage'), { search: window.location.search })
  return inquiryAnswer(
    await createTrackingClient(tracking).submitForm(
      listingInquirySubmission({ ...input, vid, sourceUrl: leadPageUrl() }),
    ),
  )
}
