import { describe, expect, it } from 'vitest'
import { periodStarts, runSlot, slowerFrequency } from './alert-periods.js'

describe('periodStarts', () => {
  it('begins each period at its UTC boundary, weeks on Monday', () => {
    const starts = periodStarts(new Date('2026-11-26T15:42:10Z'))
    expect(starts.instant.toISOString()).toBe('2026-11-26T15:42:10.000Z')
    expect(starts.hourly.toISOString()).toBe('2026-11-26T15:00:00.000Z')
    expect(starts.daily.toISOString()).toBe('2026-11-26T00:00:00.000Z')
    expect(starts.weekly.toISOString()).toBe('2026-11-23T00:00:00.000Z')
    expect(starts.monthly.toISOString()).toBe('2026-11-01T00:00:00.000Z')
  })

  it('starts the week on the Monday itself, and a Sunday in the week before it', () => {
    expect(periodStarts(new Date('2026-11-23T00:00:00Z')).weekly.toISOString()).toBe('2026-11-23T00:00:00.000Z')
    expect(periodStarts(new Date('2026-11-29T23:59:00Z')).weekly.toISOString()).toBe('2026-11-23T00:00:00.000Z')
  })
})

describe('runSlot', () => {
  it('is the minute of the run', () => {
    expect(runSlot(new Date('2026-11-26T15:42:59.999Z')).toISOString()).toBe('2026-11-26T15:42:00.000Z')
  })
})

describe('slowerFrequency', () => {
  it('steps down one frequency, and leaves monthly and none alone', () => {
    expect(slowerFrequency('instant')).toBe('hourly')
    expect(slowerFrequency('daily')).toBe('weekly')
    expect(slowerFrequency('monthly')).toBe('monthly')
    expect(slowerFrequency('none')).toBe('none')
  })
})
