import type { IsoDateString } from '../json/types.js'
import type { Agent, AgentPictures } from '../people/types.js'
import type { PriceHistoryEntry } from './listing-change-types.js'

/** The five canonical listing statuses. Feeds may send other strings in `listing_status`. */
export type ListingStatus = 'Coming Soon' | 'Active' | 'Pending' | 'Sold' | 'Leased/Rented'

/** How a listing is offered. Default `Purchase`. */
export type PurchaseType = 'Purchase' | 'Lease'

/** A listing's broad type. Default `Residential`. */
export type ListingType = 'Residential' | 'Commercial' | 'Lots and Land'

/** Property types offered for each `ListingType` (see `PROPERTY_TYPES_BY_TYPE`). */
export type ResidentialPropertyType = 'House' | 'Apartment' | 'Condominium' | 'Townhouse' | 'Duplex' | 'Mobile Home'
export type CommercialPropertyType = 'Office' | 'Retail' | 'Industrial'
export type LotsAndLandPropertyType = 'Lots and Land'
export type PropertyType = ResidentialPropertyType | CommercialPropertyType | LotsAndLandPropertyType

/** How often rent is due; blank when not a rental. */
export type RentFrequency = '' | 'Monthly' | 'Weekly' | 'Daily'

/** One scheduled open house. */
export type OpenHouse = {
  start_time: IsoDateString
  end_time: IsoDateString
  directions?: string | null
  refreshments?: string | null
  showing_contact?: string | null
  showing_contact_phone?: string | null
}

/** One earlier closing of the same property ('Closed on {date} for {sold price}'). */
export type ListingHistoryEntry = {
  mls_number?: string | null
  closing_date?: IsoDateString | null
  sold_price_in_dollars?: number | string | null
}

/** A label and its value, as shown in the detail and showing-data sections. */
export type LabelledValue = { label: string; value: string | number | boolean | null }

/**
 * One group of the agent-only showing data (the 'MLS +' modal). The spec only
 * says "grouped sections"; this shape mirrors the detail sections.
 */
export type ShowingDataSection = { title: string; fields: LabelledValue[] }

/** Free-form extra facts; `virtual_tour_url` feeds the 'Virtual Tour' link. */
export type AdditionalDetails = { virtual_tour_url?: string | null; [key: string]: unknown }

/** How wide a detail section is laid out. */
export type DetailSectionStyle = 'third' | 'half' | 'full'

/** One labelled detail section on the listing page. */
export type DetailSection = { title: string; style: DetailSectionStyle; fields: LabelledValue[] }

/** The labelled detail sections of a listing. */
export type RealstaqDetails = { sections: DetailSection[] }

/** An agent licence, e.g. `{ state: 'CA', license_number: '01234567' }`. */
export type AgentLicense = { state: string; license_number: string }

/** The listing agent as the SEO block describes it. */
export type SeoAgent = {
  full_name: string
  pictures?: AgentPictures | null
  licenses?: { data: AgentLicense[] } | null
}

/** Share and meta-tag data for a listing page. */
export type ListingSeo = {
  full_url?: string | null
  short_url?: string | null
  slug?: string | null
  og_title?: string | null
  og_description?: string | null
  twitter_title?: string | null
  twitter_description?: string | null
  newly_listed?: boolean | null
  broker_listing?: boolean | null
  agent?: SeoAgent | null
}

/**
 * A listing (also served as a "property"). Only `id` is always present: search
 * results carry a subset of the fields that the detail endpoint returns.
 * Numeric fields may arrive as numeric strings (decimal columns); the
 * formatters accept both.
 */
export type Listing = {
  id: string
  slug?: string | null
  title?: string | null
  subtitle?: string | null
  mls_number?: string | null
  photo_urls?: string[] | null
  cover_photo_url?: string | null
  latitude?: number | string | null
  longitude?: number | string | null
  /** Some endpoints spell the coordinates `lat` / `lng`; see `usableCoordinates`. */
  lat?: number | string | null
  lng?: number | string | null
  zip?: string | null
  street?: string | null
  city?: string | null
  state_code?: string | null
  purchase_type?: PurchaseType | (string & {}) | null
  type?: ListingType | (string & {}) | null
  property_type?: PropertyType | (string & {}) | null
  /** One of the five statuses, or whatever string the feed uses. */
  listing_status?: ListingStatus | (string & {}) | null
  /** The feed status mapped onto the five statuses, when the API knows it. */
  canonical_listing_status?: ListingStatus | (string & {}) | null
  bedrooms?: number | string | null
  bathrooms?: number | string | null
  bathrooms_fraction?: number | string | null
  square_feet?: number | string | null
  lot_acre?: number | string | null
  lot_square_feet?: number | string | null
  stories?: number | string | null
  year_built?: number | string | null
  price_in_dollars?: number | string | null
  price_per_sqft?: number | string | null
  sold_price_in_dollars?: number | string | null
  closing_date?: IsoDateString | null
  listed_at?: IsoDateString | null
  last_open_house_end_at?: IsoDateString | null
  rent_frequency?: RentFrequency | (string & {}) | null
  description?: string | null
  disclose_price?: boolean | null
  disclose_address?: boolean | null
  school_district?: string | null
  school_elementary?: string | null
  school_middle?: string | null
  school_senior_high?: string | null
  listing_agent?: string | null
  listing_broker?: string | null
  office_phone?: string | null
  buyer_agent_name?: string | null
  buyer_office_name?: string | null
  data_source_name?: string | null
  data_source_key?: string | null
  source_key?: string | null
  source_name?: string | null
  broker_listing?: boolean | null
  newly_listed?: boolean | null
  /** Set on password-protected listings; the detail stays locked until it is typed. */
  password?: string | null
  agents?: Agent[] | null
  /** Outgoing only: listings are sent with agent ids as integers. */
  agent_ids?: number[] | null
  open_houses?: OpenHouse[] | null
  history?: ListingHistoryEntry[] | null
  /** The listing's price and status history, newest first (the detail only; see `priceHistoryRow`). */
  price_history?: PriceHistoryEntry[] | null
  showing_data?: ShowingDataSection[] | null
  additional_details?: AdditionalDetails | null
  realstaq_details?: RealstaqDetails | null
  seo?: ListingSeo | null
  /** Copied from the JSON:API `links.full`. */
  full_url?: string | null
  /** Copied from the JSON:API `links.short`. */
  short_url?: string | null
}

/** The API serves the same record as a "property" under `properties/...`. */
export type Property = Listing

/**
 * A custom (pocket) listing managed by agents in the Listings Manager.
 * New ones default to `is_pocket: true` and `require_photos: false`.
 */
export type PocketListing = {
  id?: string | null
  /** The MLS feed; locks once set, and agents can be chosen only after it. */
  data_source_name: string | null
  price_in_dollars: number | null
  disclose_price: boolean | null
  type: ListingType | null
  property_type: PropertyType | null
  purchase_type: PurchaseType | null
  listing_status: ListingStatus | null
  rent_frequency: RentFrequency | null
  street: string | null
  city: string | null
  state_code: string | null
  zip: string | null
  description: string | null
  bedrooms: number | null
  bathrooms: number | null
  stories: number | null
  square_feet: number | null
  lot_acre: number | null
  year_built: number | string | null
  school_elementary: string | null
  school_middle: string | null
  school_senior_high: string | null
  school_district: string | null
  /** Chosen by full_name; sent to the API as integer `agent_ids`. */
  agents: Agent[]
  /** In display order. */
  photo_urls: string[]
  title: string | null
  subtitle: string | null
  is_pocket: boolean
  require_photos: boolean
}
