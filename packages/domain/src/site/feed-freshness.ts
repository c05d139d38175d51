/** The usual IDX rule: a feed's data older than this many hours must be flagged. */
export const DEFAULT_MAX_DATA_AGE_HOURS = 12

/** 'fresh' while a feed's last update is within its maximum data age; 'stale' after it. */
export type FeedFreshness = 'fresh' | 'stale'

const HOUR_MS = 3_600_000

/**
 * Whether a feed's data is still within its maximum data age at `now`. A last update in the
 * future (clocks of two machines) counts as fresh: it is not old.
 *
 * @example
 * feedFreshness(new Date('2026-01-01T00:00Z'), 12, new Date('2026-01-01T11:59Z')) // 'fresh'
 * feedFreshness(new Date('2026-01-01T00:00Z'), 12, new Date('2026-01-01T12:01Z')) // 'stale'
 */
export function feedFreshness(lastUpdatedAt: Date, maxDataAgeHours: number, now: Date): FeedFreshness {
  return now.getTime() - lastUpdatedAt.getTime() > maxDataAgeHours * HOUR_MS ? 'stale' : 'fresh'
}

/**
 * How far past the importer's clock a record's ModificationTimestamp may be: the MLS's clock and
 * ours differ a little. A record further ahead is refused, as an import mark it would make every
 * later incremental run ask for records modified after it, that is, none.
 */
export const IMPORT_CLOCK_SKEW_MS = 10 * 60 * 1000

/**
 * Whether a feed's import mark (the last ModificationTimestamp an import committed) lies beyond
 * `now` and the allowed clock skew: a feed whose incremental runs would read nothing new.
 *
 * @example
 * importMarkInFuture(new Date('9999-12-31T00:00Z'), new Date('2026-01-01T00:00Z')) // true
 * importMarkInFuture(new Date('2026-01-01T00:05Z'), new Date('2026-01-01T00:00Z')) // false
 */
export function importMarkInFuture(mark: Date, now: Date): boolean {
  return mark.getTime() > now.getTime() + IMPORT_CLOCK_SKEW_MS
}
