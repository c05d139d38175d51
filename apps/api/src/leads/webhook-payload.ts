import type { LeadWebhookEvent } from './leads.tables.js'
import { leadPersonName, type LeadDetails, type LeadListing } from './lead-details.js'

/**
 * The lead's listing as the CRM receives it: the facts the e-mail shows (LeadListing), with a
 * string id and the page and photo as absolute URLs instead of root-relative paths.
 */
type WebhookListing = { id: string } & Omit<LeadListing, 'id' | 'path' | 'photo_path'> & {
    url: string
    photo_url: string | null
  }

/**
 * The JSON body of a lead webhook: what the CRM receives, byte for byte the same on every attempt
 * and replay of one delivery. Ids are strings, as in every JSON:API document; times ISO 8601 UTC.
 * `listing.url` and `listing.photo_url` are absolute on the site's origin.
 */
export interface LeadWebhookPayload {
  event: LeadWebhookEvent
  /** The delivery's id, also the `X-Idx-Delivery` header: a receiver drops a repeat of one it has. */
  id: string
  occurred_at: string
  lead: {
    id: string
    status: string
    form_name: string
    lead_type: string
    contact: { first_name: string | null; last_name: string | null; email: string | null; phone_number: string | null }
    message: string | null
    consent: { opted_in: boolean; text: string | null; at: string; source_url: string | null }
    listing: WebhookListing | null
    assigned_agent: { id: string; name: string; email: string | null } | null
    routed_via: string | null
    routed_to: string[]
    source_url: string | null
    created_at: string
    updated_at: string
  }
}

/**
 * The payload of `event` for `lead`, as delivery `deliveryId`.
 *
 * @example
 * leadWebhookPayload('lead.created', '42', new Date(), lead, 'https://homes.example').lead.contact.email
 */
export function leadWebhookPayload(
  event: LeadWebhookEvent,
  deliveryId: string,
  occurredAt: Date,
  lead: LeadDetails,
  origin: string,
): LeadWebhookPayload {
  const { listing, agent } = lead
  return {
    event,
    id: deliveryId,
    occurred_at: occurredAt.toISOString(),
    lead: {
      id: String(lead.id),
      status: lead.status,
      form_name: lead.form_name,
      lead_type: lead.lead_type,
      contact: {
        first_name: lead.first_name,
        last_name: lead.last_name,
        email: lead.email,
        phone_number: lead.phone_number,
      },
      message: lead.message,
      consent: {
        opted_in: lead.consent_opt_in,
        text: lead.consent_text,
        at: lead.consent_at.toISOString(),
        source_url: lead.source_url,
      },
      listing: listing && {
        id: String(listing.id),
        mls_number: listing.mls_number,
        address: listing.address,
        city: listing.city,
        state_code: listing.state_code,
        zip: listing.zip,
        price: listing.price,
        bedrooms: listing.bedrooms,
        bathrooms: listing.bathrooms,
        square_feet: listing.square_feet,
        url: `${origin}${listing.path}`,
        photo_url: listing.photo_path ? `${origin}${listing.photo_path}` : null,
      },
      assigned_agent: agent && {
        id: String(agent.id),
        name: leadPersonName(agent) ?? '',
        email: agent.email,
      },
      routed_via: lead.routed_via,
      routed_to: lead.routed_to ? lead.routed_to.split(',').map((address) => address.trim()) : [],
      source_url: lead.source_url,
      created_at: lead.created_at.toISOString(),
      updated_at: lead.updated_at.toISOString(),
    },
  }
}
