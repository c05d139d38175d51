import type { CollectionNotificationChannel } from '@idx/domain'
import type { Generated } from 'kysely'
import type { GeneratedTimestamp, Json, Timestamp } from '../../db/schema.js'
import type { AlertListingSummary } from './alert-listing-summary.js'

/** One alert run, by its minute (migration 0024): a second run of the same minute does nothing. */
export interface SavedSearchAlertRunsTable {
  slot: Timestamp
  ran_at: GeneratedTimestamp
}

/**
 * One digest queued for one user on one channel by one run (migration 0024); (user, channel,
 * run_slot) is unique: the idempotency key of a user's alert in a period.
 */
export interface SavedSearchAlertsTable {
  id: Generated<number>
  user_id: number
  site_id: number
  channel: CollectionNotificationChannel
  run_slot: Timestamp
  /** The saved searches the digest covers; their matches alerted at `run_slot`. */
  saved_search_ids: number[]
  job_id: number | null
  created_at: GeneratedTimestamp
  /** First load of its tracking pixel. */
  opened_at: Timestamp | null
  /** First follow of one of its links. */
  clicked_at: Timestamp | null
}

/** The card of a change some saved search matched (migration 0025): its alerts draw the listing from it. */
export interface SavedSearchChangeCardsTable {
  change_id: string | number | bigint
  listing_id: number
  card: Json<AlertListingSummary>
}

/** The tables saved-searches/alerts/ owns, as the composed `Database` (src/database.ts) lists them. */
export interface SavedSearchAlertsTables {
  saved_search_alert_runs: SavedSearchAlertRunsTable
  saved_search_alerts: SavedSearchAlertsTable
  saved_search_change_cards: SavedSearchChangeCardsTable
}
