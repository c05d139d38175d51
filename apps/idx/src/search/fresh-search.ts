import { defaultFilter, readMarketFilters, type Market, type SearchFilter } from '@idx/domain'
import type { SiteConfig } from '../config/read-config'

/**
 * The filter a search without `q` in its URL runs with: the market's defaults (its filter_schema's
 * `default`s, e.g. For Sale and Active) plus the URL's picked suggestions. A URL with `q` says
 * every filter itself. The defaults come from the loaded market, else from what the server wrote
 * into the page for the opening market (so the first search needs no wait), else there are none.
 *
 * @example
 * searchFilter({}, false, austin, null, null) // { purchase_type: { value: 'Purchase' }, listing_status: … }
 */
export function searchFilter(
  urlFilter: SearchFilter,
  hasQ: boolean,
  market: Market | null,
  configured: SiteConfig['default_filter'],
  marketId: string | null,
): SearchFilter {
  if (hasQ) return urlFilter
  const defaults = marketDefaults(market, configured, marketId)
  return defaults ? { ...defaults, ...urlFilter } : urlFilter
}

function marketDefaults(
  market: Market | null,
  configured: SiteConfig['default_filter'],
  marketId: string | null,
): SearchFilter | null {
  if (market) {
    const filters = readMarketFilters(market)
    return filters.ok ? defaultFilter(filters.schema) : null
  }
  if (configured && (marketId === null || marketId === configured.market_id)) return configured.filter
  return null
}
