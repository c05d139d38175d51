import { describe, expect, it } from 'vitest'
import { DEFAULT_MAX_DATA_AGE_HOURS, feedFreshness } from './feed-freshness.js'

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
