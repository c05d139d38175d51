import { validateSearchQuery, type SearchFilter, type SearchQuery } from '@idx/domain'

// The checks of the searches the server wrote into the page (its first search, the opening
// market's default filter), apart: the search-query validator is ajv's generated code, the
// biggest part of the search screen's JavaScript, and a page without the search (the full listing
// page) never loads it. Everything that imports this module is loaded only where a search shows.

/**
 * `value` as a search query when it is a valid one, else null.
 *
 * @example
 * checkedSearchQuery({ filter: { bedrooms: { min: 2 } } }) // { filter: { bedrooms: { min: 2 } } }
 * checkedSearchQuery({ filter: { colour: { value: 'red' } } }) // null
 */
export function checkedSearchQuery(value: unknown): SearchQuery | null {
  const checked = validateSearchQuery(value)
  return checked.ok ? checked.query : null
}

/**
 * `filter` as a search filter when it is a valid one, else null.
 *
 * @example
 * checkedSearchFilter({ bedrooms: { min: 2 } }) // { bedrooms: { min: 2 } }
 */
export function checkedSearchFilter(filter: unknown): SearchFilter | null {
  return checkedSearchQuery({ filter })?.filter ?? null
}
