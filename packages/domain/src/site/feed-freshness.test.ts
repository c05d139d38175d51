import { describe, expect, it } from 'vitest'
import {
  DEFAULT_MAX_DATA_AGE_HOURS,
  feedFreshness,
  IMPORT_CLOCK_SKEW_MS,
  importMarkInFuture,
} from './feed-freshness.js'

const updated = new Date('2026-01-01T00:00:00Z')
const after = (hours: number) => new Date(updated.getTime() + hours * 3_600_000)

describe('feedFreshness', () => {
  it('keeps a feed fresh up to and including its maximum data age', () => {
    expect(feedFreshness(updated, DEFAULT_MAX_DATA_AGE_HOURS, after(11.99))).toBe('fresh')
    expect(feedFreshness(updated, DEFAULT_MAX_DATA_AGE_HOURS, after(12))).toBe('fresh')
  })

  it('calls a feed stale once its data is older than the maximum', () => {
    expect(feedFreshness(updated, DEFAULT_MAX_DATA_AGE_HOURS, after(12.01))).toBe('stale')
    expect(feedFreshness(updated, 1, after(2))).toBe('stale')
  })

  it('counts an update stamped in the future as fresh', () => {
    expect(feedFreshness(updated, 1, after(-3))).toBe('fresh')
  })
})

describe('importMarkInFuture', () => {
  const now = new Date('2026-01-01T00:00:00Z')
  it('allows a few minutes of clock skew, not more', () => {
    expect(importMarkInFuture(new Date(now.getTime() + IMPORT_CLOCK_SKEW_MS), now)).toBe(false)
    expect(importMarkInFuture(new Date(now.getTime() + IMPORT_CLOCK_SKEW_MS + 1), now)).toBe(true)
    expect(importMarkInFuture(new Date('9999-12-31T23:59:59Z'), now)).toBe(true)
    expect(importMarkInFuture(new Date('2025-12-31T00:00:00Z'), now)).toBe(false)
  })
})
