import { describe, expect, it } from 'vitest'
import { pickedCities } from './picked-cities.js'

describe('pickedCities (a city chosen in the City filter)', () => {
  it('is the cities a change adds, as typed', () => {
    expect(pickedCities({}, { city_state: { value: 'Round Rock' } })).toEqual(['Round Rock'])
    expect(
      pickedCities({ city_state: { value: 'Round Rock' } }, { city_state: { value: ['Round Rock', 'Austin, TX'] } }),
    ).toEqual(['Austin, TX'])
    expect(pickedCities({ city_state: { value: 'Austin' } }, { city_state: { value: 'Austin, TX' } })).toEqual([
      'Austin, TX',
    ])
  })

  it('is nothing when a city is removed, retyped in another case, or another filter changes', () => {
    expect(pickedCities({ city_state: { value: ['Austin', 'Hutto'] } }, { city_state: { value: 'Hutto' } })).toEqual([])
    expect(pickedCities({ city_state: { value: 'round rock' } }, { city_state: { value: ' Round  Rock ' } })).toEqual(
      [],
    )
    expect(
      pickedCities({ city_state: { value: 'Hutto' } }, { city_state: { value: 'Hutto' }, bedrooms: { min: 2 } }),
    ).toEqual([])
    expect(pickedCities({}, { city_state: { value: '  ' } })).toEqual([])
  })
})
