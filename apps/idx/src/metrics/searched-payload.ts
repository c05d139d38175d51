import type { SearchedPayload } from '@idx/api-client'
import type { SearchQuery } from '@idx/domain'

/** The page a metric is about, as `window.location` describes it. */
export interface PageLocation {
  readonly pathname: string
  readonly href: string
}

/**
 * The `searched` event's payload (spec §7: market, filters, suggestions, path, url): the filter
 * as the `q` parameter holds it, the picked suggestions' ids apart, and the market searched.
 *
 * @example
 * searchedPayload({ filter: { bedrooms: { min: 3 }, suggestion: { value: ['zip:78704'] } } }, '1', location)
 * // { market: '1', filters: { bedrooms: { min: 3 } }, suggestions: ['zip:78704'], path: '/app/', url: 'http://…/app/?q=…' }
 */
export function searchedPayload(
  query: Pick<SearchQuery, 'filter' | 'market_id'>,
  marketId: string | number | null,
  page: PageLocation,
): SearchedPayload {
  const { suggestion, ...filters } = query.filter
  return {
    market: query.market_id ?? marketId ?? null,
    filters,
    suggestions: [...(suggestion?.value ?? [])],
    path: page.pathname,
    url: page.href,
  }
}

/**
 * What makes two searches the same search: market, filters and suggestions (not the page, the
 * sort, the map's box or the address), with object keys in a fixed order.
 *
 * @example
 * searchKey({ market: 1, filters: { a: 1, b: 2 }, suggestions: [] }) === searchKey({ market: 1, filters: { b: 2, a: 1 }, suggestions: [] }) // true
 */
export function searchKey(search: Pick<SearchedPayload, 'market' | 'filters' | 'suggestions'>): string {
  return JSON.stringify([
    search.market == null ? null : String(search.market),
    sorted(search.filters),
    [...search.suggestions].sort(),
  ])
}

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, inner]) => [key, sorted(inner)]),
  )
}

/**
 * Whether a tracking event's payload is a `searched` payload: the market, filters and suggestions
 * `searchKey` reads. The tracking client passes payloads as plain records.
 *
 * @example
 * isSearchedPayload({ market: 1, filters: {}, suggestions: [], path: '/app/', url: 'http://…/app/' }) // true
 * isSearchedPayload({ listing_id: '7' }) // false
 */
export function isSearchedPayload(payload: unknown): payload is SearchedPayload {
  if (typeof payload !== 'object' || payload === null) return false
  const { market, filters, suggestions } = payload as Partial<Record<keyof SearchedPayload, unknown>>
  const marketOk = market === null || market === undefined || typeof market === 'string' || typeof market === 'number'
  return marketOk && typeof filters === 'object' && filters !== null && Array.isArray(suggestions)
}
