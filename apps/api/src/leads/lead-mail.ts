import { formatPrice, isValidEmail } from '@idx/domain'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema.js'
import { enqueueJob } from '../jobs/enqueue-job.js'
import type { ClaimedJob, JobHandlers } from '../jobs/job-handler.js'
import { sendOnce } from '../jobs/send-once.js'
import { escapeHtml } from '../mail/escape-html.js'
import { jobMessageId } from '../mail/job-message-id.js'
import { mailHtml, mailText } from '../mail/mail-html.js'
import type { Mailer } from '../mail/mailer.js'
import type { MailContent } from '../mail/sign-in-mail.js'
import { siteOrigin } from '../mail/site-origin.js'
import { frontFacingPrefix, sitePageUrl } from '../mail/site-page-url.js'
import { findLeadDetails, leadPersonName, type LeadDetails } from './lead-details.js'

/** The job kind that e-mails one lead to one recipient. */
export const LEAD_MAIL_JOB = 'lead-mail'

/** The job's payload: the lead and the address it goes to. */
export interface LeadMailPayload {
  lead_id: number
  to: string
}

/**
 * Queues the lead's e-mail to each recipient, in the lead's transaction: the mails exist if and
 * only if the lead does, and each is sent once (sendOnce) by whichever worker claims it.
 */
export async function enqueueLeadMails(trx: Transaction<Database>, leadId: number, recipients: readonly string[]) {
  for (const to of recipients) {
    const payload: LeadMailPayload = { lead_id: leadId, to }
    await enqueueJob(trx, LEAD_MAIL_JOB, payload)
  }
}

/** One line of user-written text for a header: no line breaks, trimmed, at most `max` characters. */
function headerText(text: string, max = 120): string {
  const line = text.replace(/[\r\n\t]+/g, ' ').trim()
  return line.length > max ? `${line.slice(0, max - 1)}…` : line
}

/** The listing's or the form's address of the lead, e.g. '123 Main St, Denver'; null for none. */
function leadAddress(lead: LeadDetails): string | null {
  if (lead.listing) return [lead.listing.address, lead.listing.city].filter(Boolean).join(', ')
  const sent = lead.property?.address ?? lead.property?.property_address
  return typeof sent === 'string' && sent.trim() !== '' ? sent.trim() : null
}

/** Beds, baths and square feet, as the listing card reads them: '3 bd · 2 ba · 1,850 sqft'. */
function facts(listing: NonNullable<LeadDetails['listing']>): string {
  return [
    listing.bedrooms != null ? `${listing.bedrooms} bd` : '',
    listing.bathrooms != null ? `${listing.bathrooms} ba` : '',
    listing.square_feet != null ? `${listing.square_feet.toLocaleString('en-US')} sqft` : '',
  ]
    .filter(Boolean)
    .join(' · ')
}

/**
 * The subject of a lead's e-mail: 'New inquiry: 123 Main St, Denver — Jane Buyer', with what the
 * lead has of the two (the address of its listing, or the one the form sent; the person's name,
 * else their e-mail).
 *
 * @example
 * leadMailSubject(lead) // 'New inquiry: 123 Main St, Denver — Jane Buyer'
 */
export function leadMailSubject(lead: LeadDetails): string {
  const who = leadPersonName(lead) ?? lead.email ?? 'a visitor'
  const address = leadAddress(lead)
  return headerText(`New inquiry: ${address ? `${address} — ` : ''}${who}`, 200)
}

/**
 * The e-mail a lead's recipient gets: the visitor's message, who they are and how to reach them
 * (a reply goes to the visitor), the consent record, the listing's card with its link on the site,
 * and the page the form was on. Every user-written value is escaped in the HTML part.
 * `origin` makes the site's paths absolute; the listing's link opens on the brokerage's page when
 * `prefix` (the site's `front_facing_site_idx_prefix`) names one.
 */
export function leadMail(lead: LeadDetails, origin: string, prefix: string | null = null): MailContent {
  const subject = leadMailSubject(lead)
  const name = leadPersonName(lead) ?? '(no name given)'
  const contact: [string, string][] = [
    ['Name', name],
    ['E-mail', lead.email ?? '(none given)'],
    ['Phone', lead.phone_number ?? '(none given)'],
  ]
  const consent: [string, string][] = [
    ['Opted in', lead.consent_opt_in ? 'Yes' : 'No'],
    ['Consent text', lead.consent_text ?? '(none shown)'],
    ['When', lead.consent_at.toISOString()],
    ['Page', lead.source_url ?? '(not known)'],
  ]
  const listing = lead.listing
  const listingUrl = listing ? sitePageUrl({ origin, prefix }, listing.path) : null
  const listingLines = listing
    ? [
        [listing.address, [listing.city, listing.state_code, listing.zip].filter(Boolean).join(' ')]
          .filter(Boolean)
          .join(', '),
        [listing.price != null ? formatPrice(listing.price) : 'Price on request', facts(listing)]
          .filter(Boolean)
          .join(' · '),
        listing.mls_number ? `MLS# ${listing.mls_number}` : '',
      ].filter(Boolean)
    : []
  const rows = (pairs: [string, string][]) => pairs.map(([label, value]) => `${label}: ${value}`).join('\n')
  const text = mailText(
    [
      `${whatTheySent(name, lead.form_name, listingLines[0] ?? null)} on ${lead.site_name}.`,
      `Message:\n${lead.message ?? '(no message)'}`,
      rows(contact),
      `Consent\n${rows(consent)}`,
      ...(listing && listingUrl ? [`Listing\n${listingLines.join('\n')}\n${listingUrl}`] : []),
      `The visitor was on: ${lead.source_url ?? '(not known)'}`,
      lead.email ? 'Reply to this e-mail to answer them.' : 'They left no e-mail address: call them.',
    ],
    lead.site_name,
  )
  const table = (pairs: [string, string][]) =>
    `<table role="presentation" style="border-collapse:collapse">${pairs
      .map(
        ([label, value]) =>
          `<tr><td style="padding:2px 12px 2px 0;color:#52606d;vertical-align:top">${escapeHtml(label)}</td><td style="padding:2px 0">${escapeHtml(value)}</td></tr>`,
      )
      .join('')}</table>`
  const photo =
    listing?.photo_path && listingUrl
      ? `<td style="padding-right:12px;vertical-align:top"><a href="${escapeHtml(listingUrl)}"><img src="${escapeHtml(`${origin}${listing.photo_path}`)}" width="160" height="100" alt="" style="display:block;border:0;border-radius:4px"></a></td>`
      : ''
  const card =
    listing && listingUrl
      ? `<h2 style="font-size:16px">Listing</h2><table role="presentation" style="margin:8px 0"><tr>${photo}<td style="vertical-align:top"><a href="${escapeHtml(listingUrl)}" style="font-weight:bold">${escapeHtml(listingLines[0] ?? 'Listing')}</a>${listingLines
          .slice(1)
          .map((line) => `<div>${escapeHtml(line)}</div>`)
          .join('')}</td></tr></table>`
      : ''
  const html = mailHtml(
    subject,
    [
      `<p>${escapeHtml(whatTheySent(name, lead.form_name, listingLines[0] ?? null))} on ${escapeHtml(lead.site_name)}.</p>`,
      `<h2 style="font-size:16px">Message</h2>`,
      `<p style="white-space:pre-wrap">${escapeHtml(lead.message ?? '(no message)')}</p>`,
      table(contact),
      `<h2 style="font-size:16px">Consent</h2>`,
      table(consent),
      card,
      lead.source_url
        ? `<p>The visitor was on: <a href="${escapeHtml(lead.source_url)}">${escapeHtml(lead.source_url)}</a></p>`
        : '<p>The visitor was on: (not known)</p>',
      `<p>${lead.email ? 'Reply to this e-mail to answer them.' : 'They left no e-mail address: call them.'}</p>`,
    ].filter(Boolean),
    lead.site_name,
  )
  return { subject, text, html }
}

function isPayload(value: unknown): value is LeadMailPayload {
  const { lead_id: leadId, to } = (value ?? {}) as Partial<LeadMailPayload>
  return typeof leadId === 'number' && typeof to === 'string'
}

/**
 * The handler: e-mails the lead to the job's recipient through sendOnce, with the job id as the
 * Message-ID (sent once even when the job runs again after a crash) and Reply-To the visitor. A
 * lead deleted meanwhile is not mailed.
 */
export function leadMailHandlers(deps: {
  db: Kysely<Database>
  mailer: Mailer
  publicOrigin?: string | undefined
}): JobHandlers {
  const send = async (job: ClaimedJob<unknown>): Promise<void> => {
    if (!isPayload(job.payload)) throw new Error(`${LEAD_MAIL_JOB}: malformed payload`)
    const { lead_id: leadId, to } = job.payload
    const lead = await findLeadDetails(deps.db, leadId)
    if (!lead) return
    const origin = await siteOrigin(deps.db, { publicUrl: deps.publicOrigin }, lead.site_id)
    const content = leadMail(lead, origin, await frontFacingPrefix(deps.db, lead.site_id))
    const replyTo = lead.email && isValidEmail(lead.email) ? lead.email : null
    await sendOnce(deps.db, job, () =>
      deps.mailer.send({
        siteId: lead.site_id,
        to,
        messageId: jobMessageId(job.id, origin),
        ...(replyTo ? { headers: { 'Reply-To': replyTo } } : {}),
        ...content,
      }),
    )
  }
  return { [LEAD_MAIL_JOB]: send }
}

/**
 * The mail's first line in the agent's words: what the visitor did, by the site's own form names
 * (the listing's 'Ask a Question', the support chat, an agent's call-back form), else the form's name.
 *
 * @example
 * whatTheySent('Aisha Khan', 'listing-inquiry', '594 Dahlgreen Ave, Austin TX 78739')
 * // 'Aisha Khan asked about 594 Dahlgreen Ave, Austin TX 78739'
 */
export function whatTheySent(name: string, formName: string, listing: string | null): string {
  if (formName === 'listing-inquiry') return listing ? `${name} asked about ${listing}` : `${name} asked a question`
  if (formName === 'support-inquiry') return `${name} wrote in the chat`
  if (formName === 'agent-callback') return `${name} asked for a call back`
  return `${name} sent the form "${formName}"`
}
