import { describe, expect, it } from 'vitest'
import { compareResoRecords, coveredByMark } from './reso-source.js'
import { retryAfterSeconds } from './reso-web-api-source.js'

const mark = { modifiedAt: new Date('2026-03-01T10:00:00Z'), key: 'K-200' }

describe('coveredByMark', () => {
  it.each([
    ['2026-03-01T09:59:59Z', 'K-999', true],
    ['2026-03-01T10:00:00Z', 'K-100', true],
    ['2026-03-01T10:00:00Z', 'K-200', true],
    ['2026-03-01T10:00:00Z', 'K-201', false],
    ['2026-03-01T10:00:01Z', 'K-001', false],
    ['not a time', 'K-001', false],
  ])('a record of %s with key %s is covered: %s', (time, key, covered) => {
    expect(coveredByMark({ ModificationTimestamp: time, ListingKey: key }, mark)).toBe(covered)
  })

  it('covers nothing before the first run', () => {
    expect(coveredByMark({ ModificationTimestamp: '2000-01-01T00:00:00Z', ListingKey: 'A' }, null)).toBe(false)
  })
})

describe('compareResoRecords', () => {
  it('orders by timestamp, then key', () => {
    const records = [
      { ListingKey: 'B', ModificationTimestamp: '2026-03-01T10:00:00Z' },
      { ListingKey: 'C', ModificationTimestamp: '2026-02-01T10:00:00Z' },
      { ListingKey: 'A', ModificationTimestamp: '2026-03-01T10:00:00Z' },
    ]
    expect([...records].sort(compareResoRecords).map((r) => r.ListingKey)).toEqual(['C', 'A', 'B'])
  })
})

describe('retryAfterSeconds', () => {
  it('reads seconds or an HTTP date, and waits a second when the header says nothing usable', () => {
    const now = Date.parse('2026-03-01T10:00:00Z')
    expect(retryAfterSeconds('3', now)).toBe(3)
    expect(retryAfterSeconds('Sun, 01 Mar 2026 10:00:05 GMT', now)).toBe(5)
    expect(retryAfterSeconds(null, now)).toBe(1)
    expect(retryAfterSeconds('soon', now)).toBe(1)
  })
})
