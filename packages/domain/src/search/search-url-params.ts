// The main search's URL: q (JSON-encoded filters), page, market_id, suggestions
// (comma-separated ids) and map, as the spec lists them, plus two of our own so that a reload
// or a shared link restores the very same search: sort (left out at the default) and box, the
// map's bounding box as 'north,west,south,east' in degrees. Page size is always a full page.
// Reading them back is read-search-url-params.ts's: it runs the search's schema, which a page
// that only writes search links does not need to load.
import { DEFAULT_SORT } from './sort.js'
import type { BoundingBox } from '../geo/types.js'
import type { SearchQuery } from './search-query.js'

/** The search state an app URL carries besides the query: whether the map view is on. */
export type SearchUrlOptions = {
  /** `true`/`false` as chosen by the list/map toggle; `null` leaves it to the screen size. */
  map?: boolean | null
}

/** A URL parameter that was present but unusable, and why it was ignored. */
export type IgnoredSearchParam = { param: 'q' | 'page' | 'suggestions' | 'map' | 'sort' | 'box'; detail: string }

/** What an app URL says about the search. */
export type SearchUrlState = {
  query: SearchQuery
  /** `null` when the URL does not say (map on, off on small screens). */
  map: boolean | null
  /** Parameters (or filters inside q) dropped because they were invalid. */
  ignored: IgnoredSearchParam[]
}

/**
 * The URL parameters for a search: `q` holds the filter without the suggestion ids
 * (JSON), `suggestions` those ids comma-separated, `page` the page number, then
 * `market_id` and `map`. Parameters at their default (page 1, no filter, no ids,
 * no market, map unset) are left out. Suggestion ids must not contain commas.
 *
 * @example
 * searchQueryToUrlParams({ filter: { bedrooms: { min: 2 }, suggestion: { value: ['a1', 'a2'] } },
 *   sort: 'data_source_listing_updated_at', page: { size: 40, number: 3 }, market_id: '12' }, { map: false })
 *   .toString()
 * // 'q=%7B%22bedrooms%22%3A%7B%22min%22%3A2%7D%7D&page=3&market_id=12&suggestions=a1%2Ca2&map=false'
 */
export function searchQueryToUrlParams(query: SearchQuery, options: SearchUrlOptions = {}): URLSearchParams {
  const params = new URLSearchParams()
  const { suggestion, ...filter } = query.filter
  if (Object.keys(filter).length > 0) params.set('q', JSON.stringify(filter))
  if (query.page.number !== 1) params.set('page', String(query.page.number))
  if (query.market_id != null && String(query.market_id) !== '') params.set('market_id', String(query.market_id))
  if (suggestion && suggestion.value.length > 0) params.set('suggestions', suggestion.value.join(','))
  if (options.map != null) params.set('map', String(options.map))
  if (query.sort !== DEFAULT_SORT) params.set('sort', query.sort)
  if (query.bounding_box) params.set('box', boxParam(query.bounding_box))
  return params
}

/** A bounding box as the `box` parameter: 'north,west,south,east', 6 decimals (about 10 cm). */
export function boxParam(box: BoundingBox): string {
  const round = (degrees: number) => String(Number(degrees.toFixed(6)))
  return [box.top_left.lat, box.top_left.lng, box.bottom_right.lat, box.bottom_right.lng].map(round).join(',')
}
