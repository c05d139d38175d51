import type { ResoRecord } from '@idx/domain'

/** The records a run reads besides Property: agents, their offices, and open houses and media sent on their own. */
export interface ResoRelatedRecords {
  members: ResoRecord[]
  offices: ResoRecord[]
  /** Standalone OpenHouse records by ListingKey. */
  openHouses: Map<string, ResoRecord[]>
  /** Standalone Media records by ResourceRecordKey (or ListingKey). */
  media: Map<string, ResoRecord[]>
}

/** Where the last committed record stopped: records at or before it were imported already. */
export interface HighWaterMark {
  modifiedAt: Date
  key: string
}

/**
 * A RESO feed: a RESO Web API server or JSON files saved from one. Property records come page by
 * page in (ModificationTimestamp, ListingKey) order, starting at the mark's timestamp (equal
 * timestamps included: the importer skips what the mark covers).
 */
export interface ResoSource {
  readonly kind: 'files' | 'web-api'
  related(since: HighWaterMark | null, signal?: AbortSignal): Promise<ResoRelatedRecords>
  properties(since: HighWaterMark | null, signal?: AbortSignal): AsyncIterable<ResoRecord[]>
}

/** Orders Property records as the RESO Web API's `$orderby=ModificationTimestamp,ListingKey` does. */
export function compareResoRecords(a: ResoRecord, b: ResoRecord): number {
  const at = timeOf(a)
  const bt = timeOf(b)
  if (at !== bt) return at - bt
  const ak = String(a.ListingKey ?? '')
  const bk = String(b.ListingKey ?? '')
  return ak < bk ? -1 : ak > bk ? 1 : 0
}

/** Whether a record lies at or before the mark (its timestamp plus key), so this feed has it already. */
export function coveredByMark(record: ResoRecord, mark: HighWaterMark | null): boolean {
  if (mark === null) return false
  const time = timeOf(record)
  // A record without a usable timestamp is never covered: it is reported (rejected) on every run.
  if (Number.isNaN(time)) return false
  const markTime = mark.modifiedAt.getTime()
  return time < markTime || (time === markTime && String(record.ListingKey ?? '') <= mark.key)
}

function timeOf(record: ResoRecord): number {
  return typeof record.ModificationTimestamp === 'string' ? Date.parse(record.ModificationTimestamp) : Number.NaN
}
