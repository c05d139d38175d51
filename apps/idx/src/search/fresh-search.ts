import { defaultFilter, type MarketFilters, type SearchFilter } from '@idx/domain'
import type { SiteConfig } from '@idx/app-shell'
import { checkedSearchFilter } from './checked-search.js'

/**
 * The default filter of the market searched (its filter_schema's `default`s, e.g. For Sale and
 * Active), for `screenSearchQuery`: from the loaded market's filters (`readMarketFilters`), else
 * from what the server wrote into the page for the opening market (so the first search needs no
 * wait; checked here as any search filter is), else none.
 *
 * @example
 * marketDefaultFilter(readMarketFilters(austin), null, null) // { purchase_type: { value: 'Purchase' }, listing_status: … }
 */
export function marketDefaultFilter(
  filters: MarketFilters | null,
  configured: SiteConfig['default_filter'],
  marketId: string | null,
): SearchFilter | null {
  if (filters) return filters.ok ? defaultFilter(filters.schema) : null
  if (configured && (marketId === null || marketId === configured.market_id))
    return checkedSearchFilter(configured.filter)
  return null
}
