import { normalizeDocument } from '../jsonapi/normalize-document.js'
import type { JsonApiDocument, JsonApiRecord } from '../jsonapi/types.js'

// Leads as the admin app reads them (the wire shapes are apps/api/README.md, "Leads in the admin
// app"): the list, one lead with its visitor's activity, and its CRM webhook deliveries.

/** The JSON:API type of a lead. */
export const LEAD_TYPE = 'lead'

/** Where the brokerage is with a lead, in order. */
export const LEAD_STATUSES = ['new', 'contacted', 'closed'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

/** Why a lead went where it went. */
export type LeadRoutedVia = 'listing-agent' | 'assigned-agent' | 'lead-recipient' | 'unrouted'

/** The listing a lead is about, as its card shows it. */
export interface LeadListingCard {
  readonly id: string
  readonly title: string
  /** City, state and zip. */
  readonly address: string
  readonly price: number | null
  readonly mls_number: string | null
  /** Root-relative path of the listing's page on the site. */
  readonly path: string
  readonly photo: string | null
  readonly status: string | null
}

/** The consent record: opted in or not, the exact text shown, when, and on which page. */
export interface LeadConsent {
  readonly opt_in: boolean
  readonly text: string | null
  readonly at: string
  readonly page: string | null
}

/** One entry of a lead's activity: when, and what (a listing, a saved search or a search). */
export interface LeadActivityEntry {
  readonly at: string
  readonly listing_id?: string | null
  readonly title?: string
  readonly address?: string
  readonly price?: number | null
  readonly path?: string | null
  /** The board a saved listing is on. */
  readonly collection?: string
  /** A saved search's name and alert frequency. */
  readonly name?: string
  readonly frequency?: string
  /** A search's filters in words ('Beds: 3 or more'). */
  readonly filters?: readonly string[]
  /** Where a search was made. */
  readonly url?: string | null
}

/** What the lead's visitor did on the site, most recent first. */
export interface LeadActivity {
  readonly viewed_listings: readonly LeadActivityEntry[]
  readonly saved_listings: readonly LeadActivityEntry[]
  readonly saved_searches: readonly LeadActivityEntry[]
  readonly searches: readonly LeadActivityEntry[]
}

/** The agent a lead is assigned to (an `agents` record of the document). */
export interface LeadAgent {
  readonly id: string
  readonly first_name?: string
  readonly last_name?: string
  readonly email?: string | null
  /** In the assignable agents' list: whether a user of the site is this agent. */
  readonly has_account?: boolean
}

/** A lead as the API answers it; `activity` only on one lead's document. */
export interface LeadRecord {
  readonly id: string
  readonly type: typeof LEAD_TYPE
  readonly created_at: string
  readonly updated_at: string
  readonly status: LeadStatus
  readonly form_name: string
  readonly lead_type: string
  readonly name: string | null
  readonly first_name: string | null
  readonly last_name: string | null
  readonly email: string | null
  readonly phone_number: string | null
  readonly message: string | null
  readonly listing: LeadListingCard | null
  readonly property_address: string | null
  readonly mls_number: string | null
  readonly assigned_agent_name: string | null
  readonly assigned_agent?: LeadAgent | null
  readonly routed_via: LeadRoutedVia | null
  readonly routed_to: string | null
  readonly source_url: string | null
  readonly consent: LeadConsent
  readonly activity?: LeadActivity
}

/** Leads in each status, for the status tabs. */
export type LeadStatusCounts = Readonly<Record<LeadStatus, number>>

function leadRecords(document: JsonApiDocument | null | undefined): LeadRecord[] {
  const { data } = normalizeDocument(document)
  const records = Array.isArray(data) ? data : data ? [data] : []
  // The server's response schemas promise the shape of every record of this type.
  const isLead = (record: JsonApiRecord): record is JsonApiRecord & LeadRecord => record.type === LEAD_TYPE
  return records.filter(isLead)
}

/**
 * The leads of a `GET leads` document, its `meta.total` and the counts by status.
 *
 * @example
 * leadsFromDocument({ data: [{ type: 'lead', id: '4', attributes: { status: 'new' } }], meta: { total: 1, status_counts: { new: 1, contacted: 0, closed: 0 } } })
 * // { leads: [{ id: '4', type: 'lead', status: 'new' }], total: 1, statusCounts: { new: 1, contacted: 0, closed: 0 } }
 */
export function leadsFromDocument(document: JsonApiDocument | null | undefined): {
  readonly leads: LeadRecord[]
  readonly total: number | null
  readonly statusCounts: LeadStatusCounts | null
} {
  const normalized = normalizeDocument(document)
  const counts = normalized.meta['status_counts'] as Partial<Record<LeadStatus, unknown>> | undefined
  const statusCounts =
    counts && typeof counts === 'object'
      ? {
          new: Number(counts.new ?? 0),
          contacted: Number(counts.contacted ?? 0),
          closed: Number(counts.closed ?? 0),
        }
      : null
  return { leads: leadRecords(document), total: normalized.total, statusCounts }
}

/** The lead of a `GET leads/{id}` (or a change's) document, or null. */
export function leadFromDocument(document: JsonApiDocument | null | undefined): LeadRecord | null {
  return leadRecords(document)[0] ?? null
}

/** A lead's CRM webhook delivery, as the delivery log lists it. */
export interface LeadWebhookDeliveryRecord {
  readonly id: string
  readonly type: 'lead_webhook_delivery'
  readonly event: string
  readonly status: 'pending' | 'delivered' | 'failed'
  readonly attempts: number
  readonly last_status_code: number | null
  readonly last_error: string | null
  readonly created_at: string
  readonly delivered_at: string | null
}
