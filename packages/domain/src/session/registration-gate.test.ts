import { describe, expect, it } from 'vitest'
import {
  isRegistrationRequired,
  readViewCount,
  recordListingView,
  VIEWED_LISTING_IDS_KEPT,
} from './registration-gate.js'

describe('isRegistrationRequired', () => {
  const rule = { mode: 'views', limit: 3 }

  it('requires registration once an anonymous visitor has viewed more than the limit', () => {
    expect(isRegistrationRequired(rule, 4, false)).toBe(true)
  })

  it('does not gate at the limit itself', () => {
    expect(isRegistrationRequired(rule, 3, false)).toBe(false)
  })

  it('never gates a signed-in visitor', () => {
    expect(isRegistrationRequired(rule, 100, true)).toBe(false)
  })

  it('gates from the first view past a limit of 0', () => {
    expect(isRegistrationRequired({ mode: 'views', limit: 0 }, 1, false)).toBe(true)
    expect(isRegistrationRequired({ mode: 'views', limit: 0 }, 0, false)).toBe(false)
  })

  it.each([
    ['no rule', null],
    ['an undefined rule', undefined],
    ['another mode', { mode: 'signup', limit: 3 }],
    ['no mode', { mode: null, limit: 3 }],
    ['no limit', { mode: 'views', limit: null }],
  ])('is never enforced with %s', (_case, noRule) => {
    expect(isRegistrationRequired(noRule, 1000, false)).toBe(false)
  })
})

describe('recordListingView', () => {
  it('counts a listing an anonymous visitor opens for the first time', () => {
    expect(recordListingView({ counter: 2, listing_ids: ['7', '9'] }, '12', false)).toEqual({
      counter: 3,
      listing_ids: ['7', '9', '12'],
    })
    expect(recordListingView(null, '7', false)).toEqual({ counter: 1, listing_ids: ['7'] })
  })

  it('does not count a listing opened again', () => {
    const stored = { counter: 2, listing_ids: ['7', '9'] }
    expect(recordListingView(stored, '7', false)).toEqual(stored)
    expect(recordListingView(recordListingView(stored, '12', false), '12', false).counter).toBe(3)
  })

  it('does not count a view by a signed-in visitor', () => {
    expect(recordListingView({ counter: 2, listing_ids: ['7'] }, '12', true)).toEqual({
      counter: 2,
      listing_ids: ['7'],
    })
  })

  it('keeps counting from an entry written before ids were kept', () => {
    expect(recordListingView({ counter: 4 }, '7', false)).toEqual({ counter: 5, listing_ids: ['7'] })
  })

  it.each([{ counter: NaN }, { counter: -2 }, { counter: 1.5 }, 'garbage', { counter: 1, listing_ids: 'x' }])(
    'starts again from a garbled entry %j',
    (garbled) => {
      expect(recordListingView(garbled, '7', false).counter).toBe(readViewCount(garbled) + 1)
    },
  )

  it('keeps the latest ids only, and goes on counting new listings past them', () => {
    const ids = Array.from({ length: VIEWED_LISTING_IDS_KEPT }, (_, index) => String(index))
    const next = recordListingView({ counter: ids.length, listing_ids: ids }, 'new', false)
    expect(next.counter).toBe(VIEWED_LISTING_IDS_KEPT + 1)
    expect(next.listing_ids).toHaveLength(VIEWED_LISTING_IDS_KEPT)
    expect(next.listing_ids?.at(-1)).toBe('new')
  })
})

describe('readViewCount', () => {
  it('reads the stored counter', () => {
    expect(readViewCount({ counter: 4 })).toBe(4)
  })

  it.each([null, undefined, 'x', 3, {}, { counter: '4' }, { counter: -1 }, { counter: 2.5 }])(
    'reads %j as the default 0',
    (stored) => {
      expect(readViewCount(stored)).toBe(0)
    },
  )
})
