import type { LeadType } from '@idx/domain'
import type { Generated } from 'kysely'
import type { Timestamp, GeneratedTimestamp, Json } from '../db/schema.js'

/** A browser (its `vid`) on one site, as the tracking service knows it. */
export interface TrackingVisitorsTable {
  id: Generated<number>
  site_id: number
  vid: string
  /** The user this visitor last proved to be (identify with a user's access token). */
  user_id: number | null
  /** The agent the visitor chose to work with (`PUT /api/visitors/{vid}/assign`). */
  assigned_agent_id: number | null
  assigned_at: Timestamp | null
  /** First-touch attribution: set from the first call that carries them, then kept. */
  utm_campaign: string | null
  utm_source: string | null
  utm_medium: string | null
  utm_content: string | null
  utm_term: string | null
  /** The `_cycagt` agent tracking value. */
  agent_tracking: string | null
  /** SHA-256 (hex) of the visitor key the first keyed call brought; choosing an agent needs it. */
  key_hash: string | null
  first_seen_at: GeneratedTimestamp
  last_seen_at: GeneratedTimestamp
}

/** One `POST /api/people/identify`: who a visitor said (or proved) they are. */
export interface TrackingPeopleTable {
  id: Generated<number>
  site_id: number
  visitor_id: number
  /** Set only from a user's access token. */
  user_id: number | null
  /** As claimed by the caller; never trusted. */
  remote_actor_id: string | null
  /** The `user` member as sent. */
  person: Json<Record<string, unknown>>
  form_name: string | null
  custom_data: Json<Record<string, unknown>>
  source: string | null
  created_at: GeneratedTimestamp
}

/** One metrics event (`POST /api/events`). */
export interface TrackingEventsTable {
  /** bigint: node-postgres and PGlite read it as a string. */
  id: Generated<string>
  site_id: number
  visitor_id: number
  user_id: number | null
  event: string
  payload: Json<Record<string, unknown>>
  created_at: GeneratedTimestamp
}

/** A form submission (`POST /api/form_submissions`) with its consent record. */
export interface LeadsTable {
  id: Generated<number>
  site_id: number
  /** `cyclum_submission_id`: unique per site, so a retry finds the first lead. */
  submission_id: string
  /** SHA-256 (hex) of the submitted body: a reused id with another body is a conflict. */
  request_hash: string
  visitor_id: number | null
  /** Set only from a user's access token. */
  user_id: number | null
  /** As claimed by the caller; never trusted. */
  remote_actor_id: string | null
  form_name: string
  /** The form's fields as sent (the honeypot excepted). */
  form: Json<Record<string, unknown>>
  first_name: string | null
  last_name: string | null
  email: string | null
  phone_number: string | null
  message: string | null
  /** The listing of this site the lead is about, when `property.id` names one. */
  listing_id: number | null
  /** The `property` member as sent. */
  property: Json<Record<string, unknown> | null> | null
  market_id: number | null
  lead_type: LeadType
  form_attributes: Json<Record<string, unknown>>
  tags: string[]
  current_agent_id: number | null
  /** The consent record: whether the person opted in, the exact text shown, when, where and from what. */
  consent_opt_in: boolean
  consent_text: string | null
  consent_at: Timestamp
  source_url: string | null
  client_address: string
  user_agent: string | null
  created_at: GeneratedTimestamp
  /** Where the brokerage is with the lead (migration 0026). */
  status: Generated<LeadStatus>
  /** The agent the lead was routed to (leads/ routes it), when it reached one. */
  assigned_agent_id: number | null
  /** Why the lead went where it went; null until routed. */
  routed_via: LeadRoutedVia | null
  /** The e-mail address(es) the lead was sent to, comma-separated; null until routed. */
  routed_to: string | null
  updated_at: GeneratedTimestamp
}

/** A lead's status in the brokerage's hands. */
export type LeadStatus = 'new' | 'contacted' | 'closed'

/**
 * Who a lead was routed to: the brokerage's own listing's agent, the visitor's chosen agent, the
 * site's lead recipients, or nobody (no recipient configured).
 */
export type LeadRoutedVia = 'listing-agent' | 'assigned-agent' | 'lead-recipient' | 'unrouted'

/** The tables tracking/ owns, as the composed `Database` (src/database.ts) lists them. */
export interface TrackingTables {
  tracking_visitors: TrackingVisitorsTable
  tracking_people: TrackingPeopleTable
  tracking_events: TrackingEventsTable
  leads: LeadsTable
}
