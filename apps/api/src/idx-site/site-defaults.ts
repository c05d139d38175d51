import { defaultFilter, readMarketFilters, type SearchFilter } from '@idx/domain'
import type { ServerConfig } from '../config/server-config.js'
import type { MarketRow } from '../markets/index.js'

/** The filter a fresh search of the site's opening market starts from, and that market. */
export type SiteSearchDefaults = { market_id: string; filter: SearchFilter }

/**
 * The opening market's filter defaults (its filter_schema's `default`s: For Sale, Active and
 * Coming Soon on the demo market), read when the page is served, so the first search the page
 * sends is already the market's default search rather than everything, then the defaults.
 * The opening market is the configured one, else the site's default, else its first. Null when
 * the site has no market, or its schema does not read.
 */
export function siteSearchDefaults(
  site: ServerConfig['site'],
  markets: readonly Pick<MarketRow, 'id' | 'is_default' | 'filter_schema' | 'filter_view'>[],
): SiteSearchDefaults | null {
  const market =
    markets.find((candidate) => String(candidate.id) === site.marketId) ??
    markets.find((candidate) => candidate.is_default) ??
    markets[0]
  if (!market) return null
  const filters = readMarketFilters(market)
  return filters.ok ? { market_id: String(market.id), filter: defaultFilter(filters.schema) } : null
}
