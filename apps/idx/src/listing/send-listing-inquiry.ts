import { listingInquirySubmission, type ListingInquiryInput, type TrackingClient } from '@idx/api-client'
import { inquiryAnswer } from '../shared/inquiry-answer.js'
import { leadPageUrl } from '../shared/lead-page-url.js'

/**
 * Sends 'Ask a Question' as a lead, naming the page the visitor is on now (the embedding page's,
 * when framed), and answers what the form shows. Loaded when a visitor sends it, not with the page.
 */
export async function sendListingInquiry(tracking: TrackingClient, input: Omit<ListingInquiryInput, 'sourceUrl'>) {
  return inquiryAnswer(await tracking.submitForm(listingInquirySubmission({ ...input, sourceUrl: leadPageUrl() })))
}
