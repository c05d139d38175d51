import type { ListingChangeKind, ListingChangeValue } from '@idx/domain'
import type { ColumnType, Generated } from 'kysely'
import type { Timestamp, GeneratedTimestamp, DateOnly, Json } from '../db/schema.js'

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
  /** The feed's ListOfficeMlsId, ListOfficeKey, ListAgentMlsId and ListAgentKey (migration 0028), to re-mark `broker_listing`. */
  list_office_mls_id: string | null
  list_office_key: string | null
  list_agent_mls_id: string | null
  list_agent_key: string | null
  newly_listed: Generated<boolean>
  /** argon2id hash of the listing password; never leaves the server. */
  password_hash: string | null
  photo_count: Generated<number>
  /** A pocket listing's photos in order, as upload keys (src/uploads/; migration 0032); null for feed listings. */
  photo_keys: Json<string[] | null> | null
  additional_details: Json | null
  realstaq_details: Json | null
  showing_data: Json | null
  /** A pocket listing of the admin app's Listings Manager (migration 0033), which no feed import touches. */
  pocket: Generated<boolean>
  /** The pocket listing form's flags; null on a feed's listing. */
  is_pocket: boolean | null
  require_photos: boolean | null
  /** Who made the pocket listing (an agent sees their own). */
  created_by_user_id: number | null
  /** What only the Listings Manager reads back (pocket-listings/ PocketDetails); never sent to visitors. */
  pocket_details: Json | null
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

/** The tables listings/ owns, as the composed `Database` (src/database.ts) lists them. */
export interface ListingsTables {
  listings: ListingsTable
  open_houses: OpenHousesTable
  listing_history: ListingHistoryTable
  listing_changes: ListingChangesTable
  listing_unlocks: ListingUnlocksTable
}
