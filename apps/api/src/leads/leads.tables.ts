import type { Generated, Selectable } from 'kysely'
import type { Database, GeneratedTimestamp, Json, Timestamp } from '../db/schema.js'

// A lead's status and route, as the leads table (tracking/, composed into `Database`) types them:
// read through `Database` so leads/ needs no import of tracking/, which imports leads/.
type LeadRow = Selectable<Database['leads']>
/** A lead's status in the brokerage's hands: 'new', 'contacted' or 'closed'. */
export type LeadStatus = LeadRow['status']
/** Why a lead went where it went: 'listing-agent', 'assigned-agent', 'lead-recipient' or 'unrouted'. */
export type LeadRoutedVia = NonNullable<LeadRow['routed_via']>

/** A site's lead routing (migration 0026): its lead recipients and its CRM webhook. */
export interface SiteLeadSettingsTable {
  site_id: number
  /** E-mail addresses of the site's lead recipients, in round-robin order. */
  recipients: Generated<string[]>
  /** 'round-robin': each lead goes to the next recipient; 'all': every recipient gets each lead. */
  recipient_mode: Generated<'round-robin' | 'all'>
  /** The round-robin position: the index of the recipient the next lead goes to. */
  next_recipient: Generated<number>
  /** The CRM webhook's https URL (http on loopback), or null for none. */
  webhook_url: string | null
  /** The HMAC-SHA256 key the webhook's `X-Idx-Signature` is made with; never shown after it is set. */
  webhook_secret: string | null
  updated_at: GeneratedTimestamp
}

export type LeadWebhookEvent = 'lead.created' | 'lead.updated'
export type LeadWebhookDeliveryStatus = 'pending' | 'delivered' | 'failed'

/** One webhook event for one lead and its delivery attempts (the delivery log). */
export interface LeadWebhookDeliveriesTable {
  id: Generated<number>
  site_id: number
  lead_id: number
  event: LeadWebhookEvent
  /** The URL it is (or was) delivered to. */
  url: string
  /** The JSON body sent, byte for byte the same on every attempt and replay. */
  payload: Json<Record<string, unknown>>
  status: Generated<LeadWebhookDeliveryStatus>
  attempts: Generated<number>
  last_status_code: number | null
  last_error: string | null
  next_attempt_at: Timestamp | null
  delivered_at: Timestamp | null
  created_at: GeneratedTimestamp
}

/** The tables leads/ owns, as the composed `Database` (src/database.ts) lists them. */
export interface LeadsTables {
  site_lead_settings: SiteLeadSettingsTable
  lead_webhook_deliveries: LeadWebhookDeliveriesTable
}
