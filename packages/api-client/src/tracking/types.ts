import type { LeadType, VisitorTracking } from '@idx/domain'

// The tracking service's wire shapes (apps/api README, "Tracking service and leads"). Ids may be
// numbers or strings of digits, as JSON:API documents spell them.

/** A database id as the API takes it. */
export type TrackingId = string | number

/** Visitor attribution any tracking call may carry: first touch wins on the server. */
export type Attribution = Omit<VisitorTracking, 'vid'>

/** Body of `POST /api/people/identify`. */
export interface Identification {
  readonly vid: string
  readonly remote_actor_id?: TrackingId | null
  /** The user as the client knows them (name, e-mail, phone). At most 50 members. */
  readonly user?: Readonly<Record<string, unknown>> | null
  readonly form_name?: string | null
  readonly custom_data?: Readonly<Record<string, unknown>> | null
  /** Where the identification comes from, e.g. `'idx'`. */
  readonly source?: string | null
}

/** The `form` of a lead: the fields as the visitor filled them in. */
export interface LeadForm {
  readonly first_name?: string | null
  readonly last_name?: string | null
  readonly full_name?: string | null
  readonly email?: string | null
  readonly phone_number?: string | null
  readonly message?: string | null
  readonly property_address?: string | null
  readonly mls_number?: string | null
  /** The consent: `true` from the ticked checkbox, or from sending the opt-in variant. */
  readonly opt_in?: boolean | null
  readonly current_agent?: TrackingId | null
  /** The honeypot: the form's hidden input, sent as typed (people leave it empty). */
  readonly website?: string | null
}

/** The listing a lead is about. */
export interface LeadProperty {
  readonly id?: TrackingId | null
  readonly mls_number?: string | null
  readonly title?: string | null
  readonly subtitle?: string | null
  readonly slug?: string | null
  readonly url?: string | null
}

/**
 * Body of `POST /api/form_submissions` as the host builds it. `cyclum_submission_id` may be left
 * out: the tracking client makes one per submission and sends it again on a retry.
 */
export interface LeadSubmission extends Attribution {
  readonly form_name: string
  readonly form: LeadForm
  readonly property?: LeadProperty | null
  readonly remote_actor_id?: TrackingId | null
  readonly market_id?: TrackingId | null
  readonly form_attributes?: ({ readonly lead_type?: LeadType } & Readonly<Record<string, unknown>>) | null
  readonly tags?: readonly string[] | null
  readonly current_agent_id?: TrackingId | null
  readonly cyclum_submission_id?: string
  /** The visitor's id (see `visitorId`). */
  readonly cyclum_vid?: string | null
  /** The consent text exactly as shown; required whenever `form.opt_in` is true. */
  readonly consent_text?: string | null
  /** The page the form was on. */
  readonly source_url?: string | null
}

/** The `202` answer to a lead: the same receipt for a retry (and for a caught bot). */
export interface LeadReceipt {
  readonly status: 'accepted'
  readonly cyclum_submission_id: string
  readonly received_at: string
}

/** What a fire-and-forget tracking call came to; the caller may ignore it (spec: failures are only logged). */
export type TrackingOutcome = 'sent' | 'skipped' | 'failed'

/** Where the tracking client writes answers (`debug`) and failures (`warn`). */
export type TrackingLog = (level: 'debug' | 'warn', message: string, details?: unknown) => void
