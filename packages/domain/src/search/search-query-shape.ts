import { SEARCH_FILTER_FIELDS, SEARCH_SORTS, type SearchFilter, type SearchQuery } from './search-query.js'

// A search the server wrote into a page it served (its first search, the opening market's
// default filter) was validated there, in full, by `validateSearchQuery`. The browser reads it
// back with these shape checks alone: the full validator is generated code about the size of the
// rest of the search screen, and the first paint must not wait for it. A page from an older
// build, or a value garbled on the way, still fails here and the browser searches afresh.

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const FILTER_FIELDS = new Set<string>(SEARCH_FILTER_FIELDS)

/**
 * True for a filter of known fields, each an object (`{ value }` or `{ min, max }`), as the
 * server writes one.
 *
 * @example
 * isSearchFilterShaped({ bedrooms: { min: 2 } }) // true
 * isSearchFilterShaped({ colour: { value: 'red' } }) // false
 */
export function isSearchFilterShaped(value: unknown): value is SearchFilter {
  return isRecord(value) && Object.entries(value).every(([field, term]) => FILTER_FIELDS.has(field) && isRecord(term))
}

/**
 * True for a search with its defaults applied as the server writes one: a filter of known
 * fields, a known sort and a page of positive whole numbers.
 *
 * @example
 * isSearchQueryShaped({ filter: {}, sort: '-price_in_dollars', page: { size: 40, number: 1 } }) // true
 * isSearchQueryShaped({ filter: {}, sort: 'colour', page: { size: 40, number: 1 } })         // false
 */
export function isSearchQueryShaped(value: unknown): value is SearchQuery {
  if (!isRecord(value) || !isSearchFilterShaped(value.filter) || !isRecord(value.page)) return false
  const { size, number } = value.page
  const positive = (n: unknown) => Number.isInteger(n) && (n as number) > 0
  return SEARCH_SORTS.includes(value.sort as never) && positive(size) && positive(number)
}
