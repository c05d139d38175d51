import type { AlertFrequency, SearchFilter, SearchSort, BoundingBox } from '@idx/domain'
import type { GeneratedTimestamp, Json, Timestamp } from '../db/schema.js'

/** The search a saved search runs: the search as the app's URL has it (migration 0022). */
export interface SavedSearchQuery {
  filter: SearchFilter
  sort?: SearchSort
  bounding_box?: BoundingBox
  /** The picked places' names by suggestion id (those in `filter.suggestion` only): its screens name them. */
  suggestion_names?: Record<string, string>
}

/**
 * What only a saved search has (migration 0022); its owner, members, invitations, chat and
 * subscriptions are the `collections` row of the same id with `kind = 'saved-search'`.
 */
export interface SavedSearchesTable {
  /** The `collections` row's id. */
  id: number
  site_market_id: number
  frequency: AlertFrequency
  query: Json<SavedSearchQuery>
  /** The listing change log position its alerts have been matched up to. */
  covered_change_id: string | number | bigint
  /** The alert run that last sent its alerts (migration 0024); null: never. */
  last_alerted_at: Timestamp | null
  /** Its alerts' last open or click, or when alerts began or it was slowed down (migration 0024). */
  engaged_at: Timestamp | null
  /** The frequency it had before unopened alerts slowed it down, until its next e-mail says so. */
  slowed_from: AlertFrequency | null
}

/** Why a change concerns a saved search. */
export type SavedSearchMatchKind = 'new' | 'price' | 'status' | 'withdrawn'

/** A change of the listing change log that concerns a saved search (migration 0022). */
export interface SavedSearchMatchesTable {
  saved_search_id: number
  /** The `listing_changes` row. */
  change_id: string | number | bigint
  listing_id: number
  kind: SavedSearchMatchKind
  matched_at: GeneratedTimestamp
  /** When an alert about it was queued; null: not yet (or frequency `none`). */
  alerted_at: Timestamp | null
}

/** The tables saved-searches/ owns, as the composed `Database` (src/database.ts) lists them. */
export interface SavedSearchesTables {
  saved_searches: SavedSearchesTable
  saved_search_matches: SavedSearchMatchesTable
}
