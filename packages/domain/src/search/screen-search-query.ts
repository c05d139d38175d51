import type { SearchFilter, SearchQuery } from './search-query.js'

/** What, beside the URL, decides the search the search screen runs. */
export type ScreenSearchOptions = {
  /** Whether the URL has `q`: then it says every filter itself, and the market's defaults stay out. */
  hasQ: boolean
  /** The market's default filter (its filter_schema's `default`s), or null when not known. */
  defaults: SearchFilter | null
  /** The market searched: the URL's `market_id`, else the site's configured one; null for the site's default. */
  marketId: string | null
}

/**
 * The search the search screen runs for its URL: the URL's query, its filter completed with the
 * market's defaults when the URL has no `q` (a fresh search is the market's default search, with
 * the URL's picked suggestions), and the market made explicit. The browser and the server that
 * writes the first results into the page both call this, so the page's first search is answered
 * from what the server wrote, not sent again.
 *
 * @example
 * screenSearchQuery(searchQueryFromUrlParams('suggestions=zip:78704').query,
 *   { hasQ: false, defaults: { purchase_type: { value: 'Purchase' } }, marketId: '1' })
 * // { filter: { purchase_type: { value: 'Purchase' }, suggestion: { value: ['zip:78704'] } },
 * //   sort: 'data_source_listing_updated_at', page: { size: 40, number: 1 }, market_id: '1' }
 */
export function screenSearchQuery(urlQuery: SearchQuery, options: ScreenSearchOptions): SearchQuery {
  const filter = options.hasQ || !options.defaults ? urlQuery.filter : { ...options.defaults, ...urlQuery.filter }
  return { ...urlQuery, filter, ...(options.marketId ? { market_id: options.marketId } : {}) }
}
