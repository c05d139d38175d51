import {
  readSuggestionNames,
  searchQueryToUrlParams,
  SUGGESTION_NAMES_PARAM,
  suggestionNamesParam,
  type BoundingBox,
  type SearchFilter,
  type SearchQuery,
  type SearchSort,
  type SearchUrlState,
  type SuggestionNameRecord,
} from '@idx/domain'

/** The URL parameters the search owns; every other parameter (_cycagt, _vid, font, style, menu...) is kept. */
export const SEARCH_PARAMS = [
  'q',
  'page',
  'market_id',
  'suggestions',
  SUGGESTION_NAMES_PARAM,
  'map',
  'sort',
  'box',
] as const

/** One user action on the search, as the URL should record it. */
export type SearchChange = {
  filter?: SearchFilter
  sort?: SearchSort
  page?: number
  /** `null` removes the box (the map no longer narrows the results). */
  bounding_box?: BoundingBox | null
  /** `null` leaves the map view to the screen size. */
  map?: boolean | null
  /** Names of suggestions just picked, by id: the URL keeps them while their ids are in the filter. */
  names?: SuggestionNameRecord
}

/**
 * The query after a change. Anything but a page change is a new search and starts again at page 1
 * (the spec: any new search, and any change of the map's box, resets the page).
 */
export function applySearchChange(query: SearchQuery, change: SearchChange): SearchQuery {
  const next: SearchQuery = { ...query }
  if (change.filter !== undefined) next.filter = change.filter
  if (change.sort !== undefined) next.sort = change.sort
  if (change.bounding_box === null) delete next.bounding_box
  else if (change.bounding_box !== undefined) next.bounding_box = change.bounding_box
  const newSearch = change.filter !== undefined || change.sort !== undefined || change.bounding_box !== undefined
  const page = change.page ?? (newSearch ? 1 : query.page.number)
  next.page = { ...query.page, number: page }
  return next
}

/**
 * The URL parameters after a change: the search's own parameters rewritten, the rest untouched.
 * The picked suggestions' names (`suggestion_names`) are kept for the ids still in the filter.
 *
 * @example
 * nextSearchParams(new URLSearchParams('page=3&_vid=v1'), state, { sort: '-price_in_dollars' }).toString()
 * // '_vid=v1&sort=-price_in_dollars'
 */
export function nextSearchParams(
  current: URLSearchParams,
  state: SearchUrlState,
  change: SearchChange,
): URLSearchParams {
  const query = applySearchChange(state.query, change)
  const map = change.map === undefined ? state.map : change.map
  const next = new URLSearchParams(current)
  for (const name of SEARCH_PARAMS) next.delete(name)
  for (const [name, value] of searchQueryToUrlParams(query, { map })) next.set(name, value)
  const names = suggestionNamesParam(
    { ...readSuggestionNames(current), ...change.names },
    query.filter.suggestion?.value ?? [],
  )
  if (names !== null) next.set(SUGGESTION_NAMES_PARAM, names)
  return next
}
