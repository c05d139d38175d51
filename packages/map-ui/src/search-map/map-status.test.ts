import { describe, expect, it } from 'vitest'
import { MAP_STATUS_TEXT, mapStatusText } from './map-status'

describe('mapStatusText', () => {
  it.each([
    ['loading', 0, MAP_STATUS_TEXT.loading],
    ['loading', 12, MAP_STATUS_TEXT.loading],
    ['error', 3, 'Oops, Something went wrong...'],
    ['ready', 0, 'No listings in this area. Zoom out or move the map to see more.'],
    ['ready', 5, ''],
  ] as const)('%s with %j clusters reads %j', (state, count, text) => {
    expect(mapStatusText(state, count)).toBe(text)
  })

  it('shows the host’s error text when given', () => {
    expect(mapStatusText('error', 0, 'The map could not load.')).toBe('The map could not load.')
  })
})
