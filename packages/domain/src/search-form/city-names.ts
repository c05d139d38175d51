// Typed cities: the City filter's text as the cities it names. A city is written 'Austin' or
// 'Austin, TX': its comma belongs to the city, so the text is not simply split on commas.
import { parseTextFilter, TEXT_FILTER_SEPARATOR } from './text-filter.js'

// A part that is only a two-letter state code ('TX') finishes the city before it.
const STATE_CODE = /^[A-Za-z]{2}$/

/**
 * The cities in a typed City filter: comma-separated, where a two-letter state code after a
 * name stays with it; blanks and repeats (in any case) dropped. One city when the field takes one.
 *
 * @example
 * parseCityNames('Austin, TX, round rock', true) // ['Austin, TX', 'round rock']
 * parseCityNames('Austin, Pflugerville', true)   // ['Austin', 'Pflugerville']
 * parseCityNames(' Austin ,  tx ', false)        // ['Austin, tx']
 */
export function parseCityNames(text: string, multiple: boolean): string[] {
  const cities: string[] = []
  for (const part of parseTextFilter(text.replace(/\s+/g, ' '), true)) {
    const last = cities.length - 1
    if (last >= 0 && STATE_CODE.test(part) && !cities[last]!.includes(TEXT_FILTER_SEPARATOR)) {
      cities[last] = `${cities[last]}${TEXT_FILTER_SEPARATOR} ${part}`
    } else cities.push(part)
  }
  const key = (city: string) => JSON.stringify(cityKey(city))
  const distinct = cities.filter((city, index) => cities.findIndex((other) => key(other) === key(city)) === index)
  return multiple ? distinct : distinct.length > 0 ? [distinct.join(`${TEXT_FILTER_SEPARATOR} `)] : []
}

/** The parts a typed city is matched by: its name, and its state code when given, in lower case. */
export type CityKey = { city: string; state: string | null }

/**
 * How a typed city is matched against a listing's `city_state` ('Austin, TX'): case and
 * spacing do not matter, and the state only when it is given.
 *
 * @example
 * cityKey(' austin ,tx ') // { city: 'austin', state: 'tx' }
 * cityKey('Round Rock')   // { city: 'round rock', state: null }
 */
export function cityKey(text: string): CityKey {
  const normal = text.trim().replace(/\s+/g, ' ').toLowerCase()
  const comma = normal.lastIndexOf(TEXT_FILTER_SEPARATOR)
  if (comma < 0) return { city: normal, state: null }
  const state = normal.slice(comma + 1).trim()
  return { city: normal.slice(0, comma).trim(), state: state === '' ? null : state }
}

/**
 * The values a text filter's typed text stands for: cities read with `parseCityNames`, every
 * other field with `parseTextFilter`.
 *
 * @example
 * typedFilterValues('city_state', 'Austin, TX', true) // ['Austin, TX']
 * typedFilterValues('zip', '78704, 78745', true)      // ['78704', '78745']
 */
export function typedFilterValues(field: string, text: string, multiple: boolean): string[] {
  return field === 'city_state' ? parseCityNames(text, multiple) : parseTextFilter(text, multiple)
}
