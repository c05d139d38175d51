import type { AlertFrequency, SearchFilter, SearchSort, BoundingBox } from '@idx/domain'
import type { Json } from '../db/schema.js'

/** The search a saved search runs: the search as the app's URL has it (migration 0022). */
export interface SavedSearchQuery {
  filter: SearchFilter
  sort?: SearchSort
  bounding_box?: BoundingBox
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
}

/** The tables saved-searches/ owns, as the composed `Database` (src/database.ts) lists them. */
export interface SavedSearchesTables {
  saved_searches: SavedSearchesTable
}
