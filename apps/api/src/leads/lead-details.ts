import { listingFullPath, listingPublicSlug } from '@idx/domain'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema.js'
import { LEAD_COLUMNS } from './lead-columns.js'
import type { LeadRoutedVia, LeadStatus } from './leads.tables.js'
import { photoUrl } from '../photos/index.js'

/**
 * The listing a lead is about, as its e-mail and webhook show it: what a visitor of the site sees
 * (the public price, 'Undisclosed Address' for a listing that hides it), so a forwarded lead
 * shows nothing the site does not. Paths are root-relative; callers make them absolute.
 */
export interface LeadListing {
  id: number
  mls_number: string | null
  address: string
  city: string | null
  state_code: string | null
  zip: string | null
  /** The public price in dollars; null when the listing hides it. */
  price: number | null
  bedrooms: number | null
  bathrooms: number | null
  square_feet: number | null
  /** `/app/listing/{slug}/{id}`. */
  path: string
  /** The first photo's path, or null without photos. */
  photo_path: string | null
}

/** A lead with what its e-mail and webhook payload say about it. */
export interface LeadDetails {
  id: number
  site_id: number
  site_name: string
  status: LeadStatus
  form_name: string
  lead_type: string
  first_name: string | null
  last_name: string | null
  email: string | null
  phone_number: string | null
  message: string | null
  consent_opt_in: boolean
  consent_text: string | null
  consent_at: Date
  source_url: string | null
  routed_via: LeadRoutedVia | null
  routed_to: string | null
  created_at: Date
  updated_at: Date
  /** The `property` member as sent, for a lead about no listing of the site. */
  property: Record<string, unknown> | null
  listing: LeadListing | null
  agent: { id: number; first_name: string; last_name: string; email: string | null } | null
}

/** The lead's details, or undefined when it is gone. */
export async function findLeadDetails(
  db: Kysely<Database> | Transaction<Database>,
  leadId: number,
): Promise<LeadDetails | undefined> {
  const row = await db
    .selectFrom('leads')
    .innerJoin('sites', 'sites.id', 'leads.site_id')
    .leftJoin('listings', 'listings.id', 'leads.listing_id')
    .leftJoin('agents', 'agents.id', 'leads.assigned_agent_id')
    .select(LEAD_COLUMNS)
    .select([
      'leads.site_id',
      'sites.name as site_name',
      'listings.id as listing_id',
      'listings.mls_number',
      'listings.title',
      'listings.slug',
      'listings.street',
      'listings.city',
      'listings.state_code',
      'listings.zip',
      'listings.disclose_address',
      'listings.search_price',
      'listings.bedrooms',
      'listings.bathrooms',
      'listings.square_feet',
      'listings.photo_count',
      'agents.id as agent_id',
      'agents.first_name as agent_first_name',
      'agents.last_name as agent_last_name',
      'agents.email as agent_email',
    ])
    .where('leads.id', '=', leadId)
    .executeTakeFirst()
  if (!row) return undefined
  const listing: LeadListing | null =
    row.listing_id === null
      ? null
      : {
          id: row.listing_id,
          mls_number: row.mls_number,
          address: row.disclose_address ? (row.street ?? row.title ?? '') : 'Undisclosed Address',
          city: row.city,
          state_code: row.state_code,
          zip: row.zip,
          price: row.search_price,
          bedrooms: row.bedrooms,
          bathrooms: row.bathrooms,
          square_feet: row.square_feet,
          path: listingFullPath({
            id: row.listing_id,
            slug: listingPublicSlug({
              slug: row.slug ?? '',
              disclose_address: row.disclose_address ?? true,
              street: row.street,
              city: row.city,
              state_code: row.state_code,
              zip: row.zip,
            }),
          }),
          photo_path: (row.photo_count ?? 0) > 0 ? photoUrl(row.listing_id, 0, '640x400') : null,
        }
  return {
    id: row.id,
    site_id: row.site_id,
    site_name: row.site_name,
    status: row.status,
    form_name: row.form_name,
    lead_type: row.lead_type,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone_number: row.phone_number,
    message: row.message,
    consent_opt_in: row.consent_opt_in,
    consent_text: row.consent_text,
    consent_at: new Date(row.consent_at),
    source_url: row.source_url,
    routed_via: row.routed_via,
    routed_to: row.routed_to,
    created_at: new Date(row.created_at),
    updated_at: new Date(row.updated_at),
    property: row.property ?? null,
    listing,
    agent:
      row.agent_id === null
        ? null
        : {
            id: row.agent_id,
            first_name: row.agent_first_name ?? '',
            last_name: row.agent_last_name ?? '',
            email: row.agent_email,
          },
  }
}

/** The lead's person's name, or null when the form carried none. */
export function leadPersonName(lead: Pick<LeadDetails, 'first_name' | 'last_name'>): string | null {
  const name = [lead.first_name, lead.last_name].filter((part) => part?.trim()).join(' ')
  return name === '' ? null : name
}
