import { describe, expect, it } from 'vitest'
import { isRegistrationRequired, nextViewCount, readViewCount } from './registration-gate.js'

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

describe('nextViewCount', () => {
  it('counts a view by an anonymous visitor', () => {
    expect(nextViewCount(2, false)).toBe(3)
  })

  it('does not count a view by a signed-in visitor', () => {
    expect(nextViewCount(2, true)).toBe(2)
  })

  it.each([NaN, -2, 1.5, Infinity])('starts again from 0 after a garbled count %s', (garbled) => {
    expect(nextViewCount(garbled, false)).toBe(1)
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
