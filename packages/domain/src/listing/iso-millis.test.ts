import { DateTime } from 'luxon'
import { describe, expect, it } from 'vitest'
import { isoMillis } from './iso-millis.js'

describe('isoMillis reads ISO 8601 as luxon fromISO does', () => {
  it.each([
    '2024-09-01T20:00:00Z',
    '2024-09-01T20:00:00.123Z',
    '2024-09-01T20:00:00-05:00',
    '2024-09-01T20:00:00+0530',
    '2024-09-01T20:00Z',
    '2024-09-01T20:00:00',
    '2024-09-01',
    '2024-02-29T23:59:59.999+01:00',
  ])('%s', (iso) => {
    expect(isoMillis(iso)).toBe(DateTime.fromISO(iso).toMillis())
  })

  it.each(['', 'next tuesday', '2024-02-30', '2024-13-01', '2024-09-01T25:00:00Z', '09/01/2024', '2024-9-1'])(
    'refuses %j',
    (text) => {
      expect(isoMillis(text)).toBeNull()
    },
  )

  it('treats missing input as no instant', () => {
    expect(isoMillis(null)).toBeNull()
    expect(isoMillis(undefined)).toBeNull()
  })
})
