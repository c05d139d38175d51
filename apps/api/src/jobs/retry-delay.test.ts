import { describe, expect, it } from 'vitest'
import { DEFAULT_BACKOFF, retryDelayMs } from './retry-delay.js'

describe('retryDelayMs', () => {
  it('waits the base delay after the first failure and doubles it after each further one', () => {
    const backoff = { baseMs: 1000, maxMs: 1_000_000 }
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelayMs(attempt, backoff))).toEqual([1000, 2000, 4000, 8000, 16000])
  })

  it('never waits longer than the cap, however many attempts failed', () => {
    const backoff = { baseMs: 1000, maxMs: 5000 }
    expect([3, 4, 10, 2000].map((attempt) => retryDelayMs(attempt, backoff))).toEqual([4000, 5000, 5000, 5000])
  })

  it('treats an attempt number below 1 as the first failure', () => {
    expect(retryDelayMs(0, { baseMs: 250, maxMs: 10_000 })).toBe(250)
  })

  it('by default retries after 10 seconds and at most hourly', () => {
    expect(retryDelayMs(1)).toBe(10_000)
    expect(retryDelayMs(50)).toBe(DEFAULT_BACKOFF.maxMs)
    expect(DEFAULT_BACKOFF.maxMs).toBe(3_600_000)
  })
})
