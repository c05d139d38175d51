import { describe, expect, it } from 'vitest'
import { everyMinutes } from './update-feed.js'

describe('everyMinutes (idx update-feed --every)', () => {
  it.each([
    ['15m', 15],
    ['1h', 60],
    ['1d', 1440],
    [' 2H ', 120],
    ['off', null],
  ])('reads %j as %j', (text, minutes) => {
    expect(everyMinutes(text)).toBe(minutes)
  })

  it.each(['', '0m', '15', 'often', '8d', '-5m', '1.5h'])('refuses %j naming --every', (text) => {
    expect(() => everyMinutes(text)).toThrow(/^--every must be an interval such as 15m/)
  })
})
