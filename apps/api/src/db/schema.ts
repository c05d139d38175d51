import type {
  CollectionNotificationChannel,
  CollectionNotificationEvent,
  LeadType,
  ListingChangeKind,
  ListingChangeValue,
} from '@idx/domain'
import type { ColumnType, Generated } from 'kysely'

// The tables as queries see them today (migrations in ./migrations create them).
// `point` and `polygon` columns are read and written through SQL expressions, so they are `string`
// here: the text form PostgreSQL prints and parses, e.g. '(-97.75,30.26)'.

type Timestamp = ColumnType<Date, Date | string, Date | string>
/** A timestamp the database fills in (default now()) that inserts may still set. */
type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>
type DateOnly = ColumnType<Date | string, Date | string, Date | string>
type Json<T = unknown> = ColumnType<T, string, string>

export interface SitesTable {
  id: number
  name: string
  domain: string
  logo_url: string | null
  access_token: string
  extra_info: Generated<boolean>
  features: Json<Record<string, unknown>>
  registration_rule: Json<{ mode: string; limit: number | null } | null> | null
  short_url: string | null
  front_facing_site_idx_prefix: Generated<string>
  created_at: GeneratedTimestamp
  /** The site's OpenID Connect provider (single sign-on), or null. */
  sso: Json<SiteSso | null> | null
  /** Parent-page origins allowed to frame the site and call its API (migration 0019). */
  embed_origins: Generated<string[]>
}

/** A site's single sign-on provider (Okta in production): where to send people and whose tokens to trust. */
export interface SiteSso {
  /** The identity provider's name, passed as `idp` to sso/sign_in (e.g. 'okta'). */
  idp: string
  /** The provider's issuer URL: its `/.well-known/openid-configuration` names its keys. */
  issuer: string
  /** The site's client id at the provider: the `aud` of its ID tokens. */
  client_id: string
  /** The `aud` of the provider's access tokens for this site, when they carry one of their own. */
  audience?: string | null
  /** The provider's authorization endpoint, handed to sso/sign_in. */
  authorize_url: string
  /** E-mail domains whose people sign in through the provider (login_type answers is_sso). */
  email_domains: string[]
}

export interface OauthApplicationsTable {
  id: string
  site_id: number
  name: string
  redirect_uris: Generated<string[]>
  origins: Generated<string[]>
}

export interface FeedsTable {
  id: number
  data_source_name: string
  name: string
  disclaimer_html: Generated<string>
  idx_logo_url: string | null
  disclaimer_settings: Json<Record<string, unknown>>
  listing_broker_required: Generated<boolean>
  feed_updated_at: GeneratedTimestamp
  /** How old the feed's data may get before it shows as stale (migration 0019, default 12). */
  max_data_age_hours: Generated<number>
}

export interface MarketsTable {
  id: number
  site_id: number
  market_name: string
  city: string
  state_id: string
  is_default: Generated<boolean>
  latitude: number
  longitude: number
  filter_schema: Json<Record<string, unknown>>
  filter_view: Json<Record<string, unknown>>
  idx_layout: Json<Record<string, unknown>>
}

export interface MarketFeedsTable {
  market_id: number
  feed_id: number
}

export interface AgentsTable {
  id: number
  feed_id: number | null
  first_name: string
  last_name: string
  email: string | null
  sms_number: string | null
  broker_name: string | null
  office_phone: string | null
  bio: string | null
  picture_url: string | null
  license_state: string | null
  license_number: string | null
  share_token: string | null
}

export interface ListingsTable {
  id: number
  market_id: number
  feed_id: number
  slug: string
  mls_number: string | null
  title: string
  subtitle: string | null
  street: string | null
  city: string | null
  state_code: string | null
  zip: string | null
  city_state: string | null
  latitude: number | null
  longitude: number | null
  location: string | null
  purchase_type: Generated<string>
  type: Generated<string>
  property_type: string | null
  listing_status: string
  canonical_listing_status: string | null
  bedrooms: number | null
  bathrooms: number | null
  square_feet: number | null
  lot_acre: number | null
  lot_square_feet: number | null
  stories: number | null
  year_built: number | null
  price_in_dollars: number | null
  /**
   * The price searches filter and sort by: price_in_dollars when the public may see it, else null
   * (migration 0012 generates it; nothing writes it).
   */
  search_price: ColumnType<number | null, never, never>
  sold_price_in_dollars: number | null
  closing_date: DateOnly | null
  listed_at: Timestamp | null
  data_source_listing_updated_at: Timestamp
  last_open_house_end_at: Timestamp | null
  rent_frequency: string | null
  description: string | null
  disclose_price: Generated<boolean>
  disclose_address: Generated<boolean>
  school_district: string | null
  school_elementary: string | null
  school_middle: string | null
  school_senior_high: string | null
  listing_agent_id: number | null
  listing_broker: string | null
  office_phone: string | null
  buyer_agent_name: string | null
  buyer_office_name: string | null
  broker_listing: Generated<boolean>
  newly_listed: Generated<boolean>
  /** argon2id hash of the listing password; never leaves the server. */
  password_hash: string | null
  photo_count: Generated<number>
  additional_details: Json | null
  realstaq_details: Json | null
  showing_data: Json | null
}

export interface OpenHousesTable {
  id: number
  listing_id: number
  start_time: Timestamp
  end_time: Timestamp
  directions: string | null
  refreshments: string | null
  showing_contact: string | null
  showing_contact_phone: string | null
}

export interface ListingHistoryTable {
  id: number
  listing_id: number
  mls_number: string | null
  closing_date: DateOnly
  sold_price_in_dollars: number
}

/** One listing change record (migration 0017); values are @idx/domain `ListingChangeValue`s. */
export interface ListingChangesTable {
  /** bigint: node-postgres and PGlite read it as a string. */
  id: Generated<string>
  listing_id: number
  kind: ListingChangeKind
  old_value: Json<ListingChangeValue | null> | null
  new_value: Json<ListingChangeValue | null> | null
  changed_at: Timestamp
  recorded_at: GeneratedTimestamp
  source: ListingChangeSource
}

/** Who wrote a listing change: the demo seed, a feed import, or an agent's pocket listing. */
export type ListingChangeSource = 'seed' | 'import' | 'pocket'

/** 'zip' areas are outlines for the map's basemap only: zip searches match the listing's zip column. */
export type AreaKind = 'neighborhood' | 'school' | 'school_district' | 'zip'

export interface AreasTable {
  id: number
  market_id: number
  kind: AreaKind
  name: string
  label: string
  school_level: string | null
  geometry: Json
  shape: string
}

export type SuggestionKind = 'address' | 'city' | 'neighborhood' | 'zip' | 'school' | 'mls_number'

export interface SuggestionsTable {
  id: string
  market_id: number
  type: SuggestionKind
  name: string
  label: string
  search_text: string
  listing_id: number | null
  area_id: number | null
  listing_status: string | null
  weight: Generated<number>
}

/** Per grid cell, zoom and filter dimensions: the listings with a location (migration 0002; derived data). */
export interface ClusterCellsTable {
  zoom: number
  market_id: number
  listing_status: string
  purchase_type: string
  type: string
  property_type: string | null
  cx: number
  cy: number
  listing_count: number
  /** Sum of round(latitude * 1e7): exact, so cells add up to the same centroid as the listings. */
  lat_e7_sum: ColumnType<number, number, number>
  lng_e7_sum: ColumnType<number, number, number>
  min_lat: number
  max_lat: number
  min_lng: number
  max_lng: number
}

/** One row: whether cluster_cells matches listings (a trigger marks it stale on writes). */
export interface ClusterCellsStateTable {
  id: number
  stale: Generated<boolean>
  refreshed_at: Timestamp | null
}

export interface IdxComponentsTable {
  id: number
  site_id: number
  category: Generated<string>
  name: Generated<string>
  stylesheet: Generated<string>
  mobiledoc: Json
  layout: string | null
}

export interface IdxLayoutsTable {
  id: number
  site_id: number
  name: string
  components: Json<Record<string, unknown>>
}

export interface UsersTable {
  id: Generated<number>
  site_id: number
  email: string
  first_name: Generated<string>
  last_name: Generated<string>
  phone_number: string | null
  sms_number: string | null
  /** argon2id PHC string; null for people who sign in only by magic link or single sign-on. */
  password_hash: string | null
  /** The provider's subject for people created by single sign-on. */
  sso_subject: string | null
  is_admin: Generated<boolean>
  /** The agent this user is (`as_agent`), if any. */
  agent_id: number | null
  current_agent_id: number | null
  registration_market_id: number | null
  share_token: string
  password_changed_at: Timestamp | null
  created_at: GeneratedTimestamp
  updated_at: GeneratedTimestamp
}

/** One sign-in: the family every access and refresh token of that sign-in belongs to. */
export interface AuthSessionsTable {
  id: Generated<number>
  user_id: number
  site_id: number
  client_id: string
  scopes: string[]
  sso: Generated<boolean>
  /** The absolute timeout counts from here. */
  created_at: GeneratedTimestamp
  /** The idle timeout counts from here (moved on each refresh). */
  last_used_at: GeneratedTimestamp
  revoked_at: Timestamp | null
}

export interface AuthTokensTable {
  /** SHA-256 (hex) of the token: the token itself is never stored. */
  token_hash: string
  session_id: number
  kind: 'access' | 'refresh'
  expires_at: Timestamp
  /** Refresh tokens: when it was exchanged. A second exchange revokes the session. */
  used_at: Timestamp | null
}

export type OneTimeCodeKind = 'magic_link' | 'password_reset' | 'authorization_code'

export interface OneTimeCodesTable {
  code_hash: string
  kind: OneTimeCodeKind
  site_id: number
  user_id: number
  client_id: string
  expires_at: Timestamp
  used_at: Timestamp | null
  /** Authorization codes: redirect_uri, code_challenge, scope. */
  details: Json<Record<string, unknown>>
  created_at: GeneratedTimestamp
}

export interface OutboxMessagesTable {
  id: Generated<number>
  site_id: number | null
  to_address: string
  subject: string
  text_body: string
  html_body: string | null
  /** The Message-ID it was sent with (migration 0015), unique: a repeated send is kept once. */
  message_id: Generated<string | null>
  /** 'sms': a text message the SMS transport kept (migration 0016). */
  kind: Generated<OutboxKind>
  created_at: GeneratedTimestamp
}

export type OutboxKind = 'email' | 'sms'

/** One unlock of a password-protected listing (the password gate): a token bound to a site and a listing. */
export interface ListingUnlocksTable {
  /** SHA-256 (hex) of the unlock token: the token itself is never stored. */
  token_hash: string
  site_id: number
  listing_id: number
  /** SHA-256 (hex) of the listing's password hash when unlocked: a changed password voids the unlock. */
  password_fingerprint: string
  expires_at: Timestamp
  created_at: GeneratedTimestamp
}

/** A secret of the server shared by every API process (migration 0010), e.g. `photo_signing_key`. */
export interface ServerSecretsTable {
  name: string
  secret: string
  created_at: GeneratedTimestamp
}

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
}

/** One job of the durable queue (src/jobs/, migration 0013). */
export interface JobsTable {
  id: Generated<number>
  /** Which handler runs it (the worker's handlers are keyed by kind). */
  kind: string
  payload: Json<unknown>
  /** Not claimed before this time: when enqueued, or the next retry after a failure. */
  run_at: GeneratedTimestamp
  /** Claims so far, the one running included. */
  attempts: Generated<number>
  max_attempts: Generated<number>
  /** The worker holding the lease, and until when; null when no one holds it. */
  locked_by: string | null
  locked_until: Timestamp | null
  last_error: string | null
  created_at: GeneratedTimestamp
  done_at: Timestamp | null
  /** Given up after max_attempts; kept with its last_error. */
  failed_at: Timestamp | null
}

/** A shared board of saved listings (migration 0014). */
export interface CollectionsTable {
  id: Generated<number>
  site_id: number
  /** The owner. */
  user_id: number
  name: string
  is_public: Generated<boolean>
  created_at: GeneratedTimestamp
  updated_at: GeneratedTimestamp
}

/** A listing on a board. `listing_id` has no foreign key: a listing gone from the feed stays. */
export interface CollectionListingsTable {
  collection_id: number
  listing_id: number
  /** Who added it (null once that user is deleted). */
  added_by: number | null
  created_at: GeneratedTimestamp
}

export type CollectionRole = 'owner' | 'collaborator'

/** A member of a board: the owner or a collaborator. */
export interface CollectionMembersTable {
  collection_id: number
  user_id: number
  role: CollectionRole
  /** When the member last viewed the board; null: never. */
  last_viewed_at: Timestamp | null
  created_at: GeneratedTimestamp
}

/** A pending invitation to a collection (migration 0015); deleted when accepted. */
export interface CollectionInvitationsTable {
  id: Generated<number>
  collection_id: number
  email: string
  /** The member who invited (null once that user is deleted). */
  invited_by: number | null
  /** SHA-256 of the invite code, hex: the code itself is never stored. */
  code_hash: string
  expires_at: Timestamp
  created_at: GeneratedTimestamp
}

/** The card facts of a listing a comment named, as they were then (migration 0016). */
export interface ListingSummary {
  title: string | null
  city_state: string | null
  price_in_dollars: number | null
}

/** A comment in a collection's chat (migration 0016). `listing_id` has no foreign key. */
export interface CollectionCommentsTable {
  id: Generated<number>
  collection_id: number
  /** The author (null once that user is deleted). */
  user_id: number | null
  listing_id: number | null
  listing_summary: Json<ListingSummary> | null
  body: string
  created_at: GeneratedTimestamp
  updated_at: GeneratedTimestamp
}

/** A member's explicit notification choice; without a row: e-mail on, SMS off (migration 0016). */
export interface CollectionSubscriptionsTable {
  collection_id: number
  user_id: number
  action: CollectionNotificationEvent
  method: CollectionNotificationChannel
  subscribed: boolean
  updated_at: GeneratedTimestamp
}

export interface Database {
  sites: SitesTable
  oauth_applications: OauthApplicationsTable
  feeds: FeedsTable
  markets: MarketsTable
  market_feeds: MarketFeedsTable
  agents: AgentsTable
  listings: ListingsTable
  open_houses: OpenHousesTable
  listing_history: ListingHistoryTable
  listing_changes: ListingChangesTable
  areas: AreasTable
  suggestions: SuggestionsTable
  cluster_cells: ClusterCellsTable
  cluster_cells_state: ClusterCellsStateTable
  idx_components: IdxComponentsTable
  idx_layouts: IdxLayoutsTable
  users: UsersTable
  auth_sessions: AuthSessionsTable
  auth_tokens: AuthTokensTable
  one_time_codes: OneTimeCodesTable
  outbox_messages: OutboxMessagesTable
  tracking_visitors: TrackingVisitorsTable
  tracking_people: TrackingPeopleTable
  tracking_events: TrackingEventsTable
  leads: LeadsTable
  listing_unlocks: ListingUnlocksTable
  server_secrets: ServerSecretsTable
  jobs: JobsTable
  collections: CollectionsTable
  collection_listings: CollectionListingsTable
  collection_members: CollectionMembersTable
  collection_invitations: CollectionInvitationsTable
  collection_comments: CollectionCommentsTable
  collection_subscriptions: CollectionSubscriptionsTable
  feed_imports: FeedImportsTable
  feed_import_runs: FeedImportRunsTable
  feed_records: FeedRecordsTable
}

/** Per feed, the RESO import's high-water mark: the last committed record's timestamp and key (migration 0018). */
export interface FeedImportsTable {
  feed_id: number
  mark_modified_at: Timestamp | null
  mark_key: string | null
  last_success_at: Timestamp | null
  updated_at: GeneratedTimestamp
}

export type FeedImportRunStatus = 'running' | 'succeeded' | 'failed' | 'aborted'

/** One RESO import run and its report. */
export interface FeedImportRunsTable {
  id: Generated<number>
  feed_id: number
  /** 'files' or 'web-api'. */
  source: string
  status: FeedImportRunStatus
  started_at: GeneratedTimestamp
  finished_at: Timestamp | null
  report: Json<Record<string, unknown>>
  error: string | null
}

/** What a RESO record (Property or Member) became: the listing's or agent's id and a hash of what was written. */
export interface FeedRecordsTable {
  feed_id: number
  resource: 'Property' | 'Member'
  record_key: string
  row_id: number
  content_hash: string
  withdrawn: Generated<boolean>
  modified_at: Timestamp | null
}
