import { cityKey } from '../search-form/city-names.js'
import type { SearchFilter } from './search-query.js'

function citiesOf(filter: SearchFilter): string[] {
  const value = filter.city_state?.value
  if (value === undefined) return []
  return (Array.isArray(value) ? value : [value]).map(String).filter((city) => city.trim() !== '')
}

/**
 * The cities a filter change adds to the City filter (`city_state`), as typed. Like a place
 * picked in the omnibox, a city chosen there takes the map to it, so the search drops the box
 * the map had narrowed it to (a box elsewhere would hide the city's listings). Cities compare as
 * the search matches them (cityKey: case and spacing aside); removing one adds nothing and keeps
 * the box.
 *
 * @example
 * pickedCities({}, { city_state: { value: 'Round Rock' } }) // ['Round Rock']
 * pickedCities({ city_state: { value: 'round rock' } }, { city_state: { value: ['Round Rock', 'Austin, TX'] } })
 * // ['Austin, TX']
 */
export function pickedCities(previous: SearchFilter, next: SearchFilter): string[] {
  const before = new Set(citiesOf(previous).map((city) => JSON.stringify(cityKey(city))))
  return citiesOf(next).filter((city) => !before.has(JSON.stringify(cityKey(city))))
}
