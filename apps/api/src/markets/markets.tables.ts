import type { Generated } from 'kysely'
import type { GeneratedTimestamp, Json } from '../db/schema.js'

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
  /**
   * Whether filter_schema and filter_view are generated from the market's listings (refreshed
   * after imports, markets/market-filter-documents.ts) or custom, an admin's (migration 0027).
   */
  filter_documents_source: Generated<FilterDocumentsSource>
  /** The saved version this row holds (migration 0031; document_versions keeps each). */
  lock_version: Generated<number>
}

/** Who wrote a market's filter documents: the server, from its listings, or a person. */
export type FilterDocumentsSource = 'generated' | 'custom'

export interface MarketFeedsTable {
  market_id: number
  feed_id: number
}

/** The tables markets/ owns, as the composed `Database` (src/database.ts) lists them. */
export interface MarketsTables {
  markets: MarketsTable
  market_feeds: MarketFeedsTable
  feeds: FeedsTable
}
