import { describe, expect, it } from 'vitest'
import { hasUpcomingOpenHouse, upcomingOpenHouses } from './open-house.js'

const now = new Date('2024-09-01T12:00:00Z')

describe('hasUpcomingOpenHouse', () => {
  it.each([
    ['ends later today', '2024-09-01T20:00:00Z', true],
    ['ends a millisecond from now', '2024-09-01T12:00:00.001Z', true],
    ['ended exactly now', '2024-09-01T12:00:00Z', false],
    ['ended yesterday', '2024-08-31T20:00:00Z', false],
    ['has an offset', '2024-09-01T08:00:00-05:00', true],
    ['is unparseable', 'soon', false],
    ['is blank', '', false],
    ['is missing', null, false],
  ] as const)(
    'has an upcoming open house only when the last one ends in the future (end %s)',
    (_, endsAt, expected) => {
      expect(hasUpcomingOpenHouse({ last_open_house_end_at: endsAt }, now)).toBe(expected)
    },
  )
})

describe('upcomingOpenHouses', () => {
  it('keeps open houses that end after now, earliest first', () => {
    const past = { start_time: '2024-08-30T15:00:00Z', end_time: '2024-08-30T17:00:00Z' }
    const later = { start_time: '2024-09-08T15:00:00Z', end_time: '2024-09-08T17:00:00Z' }
    const running = { start_time: '2024-09-01T11:00:00Z', end_time: '2024-09-01T13:00:00Z' }
    const broken = { start_time: 'x', end_time: 'y' }
    expect(upcomingOpenHouses({ open_houses: [later, past, broken, running] }, now)).toEqual([running, later])
  })

  it('has none when the listing lists none', () => {
    expect(upcomingOpenHouses({ open_houses: null }, now)).toEqual([])
    expect(upcomingOpenHouses({}, now)).toEqual([])
  })
})
