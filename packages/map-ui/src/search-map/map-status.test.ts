import { describe, expect, it } from 'vitest'
import { MAP_STATUS_TEXT, mapStatusText, offersClearFilters } from './map-status.js'

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

  it('does not ask to zoom out when no listing of the market matches the filters, or the drawn area is empty', () => {
    expect(mapStatusText('ready', 0, undefined, 'filters')).toBe(
      'No listings match these filters anywhere in this market.',
    )
    expect(mapStatusText('ready', 0, undefined, 'shape')).toBe(
      'No listings in the drawn area. Draw a larger area or remove it to see more.',
    )
    expect(mapStatusText('ready', 0, undefined, 'area')).toMatch(/Zoom out or move the map/)
    expect(mapStatusText('ready', 4, undefined, 'filters')).toBe('')
  })
})

describe('offersClearFilters', () => {
  it('offers Clear Filters only when the filters match nothing in the market and the host can clear them', () => {
    expect(offersClearFilters('ready', 0, 'filters', true)).toBe(true)
    expect(offersClearFilters('ready', 0, 'filters', false)).toBe(false)
    expect(offersClearFilters('ready', 0, 'area', true)).toBe(false)
    expect(offersClearFilters('loading', 0, 'filters', true)).toBe(false)
    expect(offersClearFilters('ready', 2, 'filters', true)).toBe(false)
  })
})
