import type { IdxComponent, MarketIdxLayout } from './idx-component.js'
import type { IsoDateString, JsonObject } from '../json/types.js'

/** Which feed data the disclaimer settings ask to show, and where. */
export type FeedDisclaimerSettings = {
  /** Feed logo: `contain` sizes it to fit, `search` shows it on result cards, `map` in the map disclaimer. */
  image?: { contain?: boolean | null; search?: boolean | null; map?: boolean | null } | null
  /** Show the listing agent's name on result cards. */
  agent_name?: { search?: boolean | null } | null
  /** Show the listing broker's name on result cards. */
  broker_name?: { search?: boolean | null } | null
  /** Show the disclaimer text behind the map's 'Disclaimer(s)' button. */
  text?: { map?: boolean | null } | null
}

/** An MLS data feed and what its disclaimer requires. */
export type Feed = {
  id: string
  disclaimer_html?: string | null
  idx_logo_url?: string | null
  disclaimer_settings?: FeedDisclaimerSettings | null
  listing_broker_required?: boolean | null
  feed_updated_at?: IsoDateString | null
}

/** A market of a site: a region with its own filters, layout and feeds. */
export type Market = {
  id: string
  market_name: string
  city?: string | null
  /** The site's default market. */
  default?: boolean | null
  state_id?: string | number | null
  market_ids?: string[] | null
  latitude?: number | null
  longitude?: number | null
  /** JSON Schema of the market's search filters (edited in the Schema editor). */
  filter_schema?: JsonObject | null
  /** How the filters are laid out (edited in the View editor). */
  filter_view?: JsonObject | null
  listing_card?: IdxComponent | null
  idx_layout?: MarketIdxLayout | null
  feeds?: Feed[] | null
  /** The saved version of the filter documents: the admin editor sends it back with a save. */
  lock_version?: number | null
  /** 'generated' from the market's listings (refreshed after imports) or 'custom', an admin's (never overwritten). */
  filter_documents_source?: 'generated' | 'custom' | null
}
