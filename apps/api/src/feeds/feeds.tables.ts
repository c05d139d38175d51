import type { Generated } from 'kysely'
import type { Timestamp, GeneratedTimestamp, Json } from '../db/schema.js'

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
  /** Who ran it: a person ('manual') or the server's schedule (migration 0029). */
  trigger: Generated<FeedRunTrigger>
}

export type FeedRunTrigger = 'manual' | 'scheduled'

/** Per feed, its unattended import (source, interval, next run) and its run lock (migration 0029). */
export interface FeedSchedulesTable {
  feed_id: number
  source_kind: 'files' | 'web-api' | null
  /** The RESO Web API base URL, or the folder of JSON pages. */
  source_location: string | null
  token_url: string | null
  client_id: string | null
  /** The name of the environment variable the server reads the client secret from. */
  client_secret_env: string | null
  timeout_seconds: Generated<number>
  /** null: not scheduled. */
  every_minutes: number | null
  next_run_at: Timestamp | null
  running_since: Timestamp | null
  running_by: string | null
  running_trigger: FeedRunTrigger | null
  /** The run's lease: past it, the run's process is taken for dead and the feed is free. */
  running_until: Timestamp | null
  updated_at: GeneratedTimestamp
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

/** An office id (ListOfficeMlsId or ListOfficeKey) that is the site's brokerage in a feed (migration 0028). */
export interface BrokerageOfficesTable {
  feed_id: number
  office_id: string
  created_at: GeneratedTimestamp
}

/** The tables feeds/ owns, as the composed `Database` (src/database.ts) lists them. */
export interface FeedsTables {
  brokerage_offices: BrokerageOfficesTable
  feed_imports: FeedImportsTable
  feed_import_runs: FeedImportRunsTable
  feed_records: FeedRecordsTable
  feed_schedules: FeedSchedulesTable
}
