import { isSearchFilterShaped, isSearchQueryShaped, type SearchFilter, type SearchQuery } from '@idx/domain'

// The searches the server wrote into the page (its first search, the opening market's default
// filter) were validated there in full; the browser checks their shape only (@idx/domain's
// search-query-shape.ts says why), so the search screen ships no schema validator.

/**
 * `value` as a search query when it has a search's shape, else null.
 *
 * @example
 * checkedSearchQuery({ filter: { bedrooms: { min: 2 } }, sort: '-price_in_dollars', page: { size: 40, number: 1 } }) // the query
 * checkedSearchQuery({ filter: { colour: { value: 'red' } } }) // null
 */
export function checkedSearchQuery(value: unknown): SearchQuery | null {
  return isSearchQueryShaped(value) ? value : null
}

/**
 * `filter` as a search filter when it has a filter's shape, else null.
 *
 * @example
 * checkedSearchFilter({ bedrooms: { min: 2 } }) // { bedrooms: { min: 2 } }
 */
export function checkedSearchFilter(filter: unknown): SearchFilter | null {
  return isSearchFilterShaped(filter) ? filter : null
}
