/** What a suggestion id filters on: a zip code, a city, an area's polygon, or one listing. */
export type SuggestionTarget = { kind: 'zip' | 'city' | 'area' | 'listing'; key: string }

// The prefix of a suggestion id names its kind: 'zip:78704', 'city:austin-tx', 'area:12',
// 'school:40', 'address:1234', 'mls:ACT123'. A few synonyms are accepted for the suggestion types.
const KINDS: Readonly<Record<string, SuggestionTarget['kind']>> = {
  zip: 'zip',
  city: 'city',
  area: 'area',
  neighborhood: 'area',
  school: 'area',
  school_district: 'area',
  address: 'listing',
  mls: 'listing',
  mls_number: 'listing',
}

/**
 * Reads a suggestion id's kind from its prefix; null for an id of no known kind.
 *
 * @example
 * suggestionTarget('zip:78704') // { kind: 'zip', key: '78704' }
 * suggestionTarget('pool')      // null
 */
export function suggestionTarget(id: string): SuggestionTarget | null {
  const colon = id.indexOf(':')
  if (colon <= 0 || colon === id.length - 1) return null
  const kind = KINDS[id.slice(0, colon)]
  return kind ? { kind, key: id.slice(colon + 1) } : null
}
